"""Escalations that come back, through real Bolt and slack_sdk against the loopback Slack fake: a support
reply is relayed once to the asker's thread, "Save as answer" is for the support team only, and a saved
answer then answers a paraphrase (bot/slack/relay.py, knowledge/learned/)."""

from __future__ import annotations

import json
import time
import urllib.parse

import pytest

from bot.presenting import ESCALATION_NOTICE
from bot.presenting import SAVE_GONE as GONE, SAVE_NOT_ALLOWED as NOT_ALLOWED
from bot.slack.relay import QUESTION_BLOCK, QUESTION_INPUT, SAVE_ANSWER, SAVE_MODAL
from tests.scrape import metric

from .conftest import ASKER, CHANNEL, ESCALATION_CHANNEL, SUPPORT_GROUP, TEAM_ID, blocks_text, new_ts
from .test_slack_adapter import buttons

SUPPORT = "USUPPORT"
QUESTION = "Does the vacuum work on carpets?"  # support.pdf knows refunds, shipping and warranty only
ANSWER = "Yes: set the brush dial to Carpet; it handles low and medium pile."
PARAPHRASE = "Can I use the vacuum cleaner on carpet?"
NEAR_MISS = "How loud is the vacuum?"


@pytest.fixture
def relaying(make_slack, fake_slack):
    fake_slack.usergroups[SUPPORT_GROUP] = [SUPPORT]
    fake_slack.users[SUPPORT] = {"id": SUPPORT, "name": "dana.s", "profile": {"display_name": "dana"},
                                 "is_admin": False}
    return make_slack(fresh_kb=True)  # its own index: saved answers must not reach other tests


def escalate(slack, text: str = QUESTION) -> tuple[dict, str]:
    """Ask something the documents do not answer; the asker's event and the escalation message's ts."""
    event = slack.mention(text)
    slack.event(event)
    assert ESCALATION_NOTICE in slack.wait_reply(thread_ts=event["ts"]).params["text"]
    note = slack.wait_reply(channel=ESCALATION_CHANNEL, count=len(slack.replies(channel=ESCALATION_CHANNEL)) or 1)
    return event, note.response["ts"]


def support_reply(slack, escalation_ts: str, text: str, *, user: str = SUPPORT) -> dict:
    """A person's reply in the escalation thread: in Slack's thread (for conversations.replies) and as an event."""
    event = slack.message(text, user=user, channel=ESCALATION_CHANNEL, thread_ts=escalation_ts)
    slack.fake.add_message(ESCALATION_CHANNEL, {"ts": event["ts"], "thread_ts": escalation_ts, "user": user,
                                                "text": text})
    return event


def submit_view(slack, *, user: str, private_metadata: str, question: str):
    payload = {"type": "view_submission", "team": {"id": TEAM_ID}, "user": {"id": user}, "api_app_id": "A0TEST",
               "trigger_id": "4.5.6",
               "view": {"id": "V1", "type": "modal", "callback_id": SAVE_MODAL, "private_metadata": private_metadata,
                        "state": {"values": {QUESTION_BLOCK: {QUESTION_INPUT: {"type": "plain_text_input",
                                                                               "value": question}}}}}}
    body = urllib.parse.urlencode({"payload": json.dumps(payload)}).encode()
    return slack.signed(body, content_type="application/x-www-form-urlencoded")


def ephemerals(slack, user: str) -> list[str]:
    return [blocks_text(c.params) for c in slack.fake.calls_to("chat.postEphemeral", user=user)]


def test_a_support_reply_is_relayed_once_saved_by_support_and_then_answers_a_paraphrase(relaying):
    slack = relaying
    asked, escalation_ts = escalate(slack)
    reply = support_reply(slack, escalation_ts, ANSWER + " &amp; &lt;b&gt;safe&lt;/b&gt;")  # as Slack sends "& <b>"
    slack.event(reply)
    slack.event(reply, **{"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"})  # Slack's retry
    slack.event(reply)  # redelivered under a new event id
    slack.settle()

    relayed = slack.replies(channel=CHANNEL, thread_ts=asked["ts"])[1:]  # after the escalation notice
    assert len(relayed) == 1  # exactly once
    shown = blocks_text(relayed[0].params)
    assert "Answer from @dana, support team" in shown and ANSWER in shown
    assert "&amp; &lt;b&gt;safe&lt;/b&gt;" in shown and "<b>" not in shown  # escaped like any other text

    [sent] = [c for c in slack.replies(channel=ESCALATION_CHANNEL, thread_ts=escalation_ts)]
    assert f"Sent to <@{ASKER}>" in sent.params["text"]
    value = buttons(sent.params)[SAVE_ANSWER]

    # the asker is not support: refused, nothing opened, nothing stored
    slack.click(SAVE_ANSWER, value, user=ASKER, channel=ESCALATION_CHANNEL, message_ts=sent.response["ts"],
                thread_ts=escalation_ts)
    slack.settle()
    assert any(NOT_ALLOWED in e for e in ephemerals(slack, ASKER))
    assert slack.fake.calls_to("views.open") == [] and slack.services.kb.learned.list() == []

    # support: the modal opens with the asker's question, to edit
    slack.click(SAVE_ANSWER, value, user=SUPPORT, channel=ESCALATION_CHANNEL, message_ts=sent.response["ts"],
                thread_ts=escalation_ts)
    [opened] = slack.fake.wait_for(lambda: slack.fake.calls_to("views.open"))
    view = opened.params["view"]
    view = json.loads(view) if isinstance(view, str) else view
    assert view["callback_id"] == SAVE_MODAL and view["blocks"][0]["element"]["initial_value"] == QUESTION
    assert opened.params["trigger_id"] == "1.2.3"

    assert submit_view(slack, user=SUPPORT, private_metadata=view["private_metadata"],
                       question="Does the vacuum cleaner work on carpets?").status == 200
    slack.settle()
    [item] = slack.services.kb.learned.list()
    assert item.question == "Does the vacuum cleaner work on carpets?" and item.answer.startswith(ANSWER)
    assert item.saved_by == "dana" and item.answered_by == "dana"
    assert item.escalation == f"slack:{CHANNEL}:{asked['ts']}"
    assert any(f"Saved as learned answer {item.id}" in e for e in ephemerals(slack, SUPPORT))

    # a paraphrase in a new thread: the learned answer, attributed, not escalated
    escalations_before = len(slack.replies(channel=ESCALATION_CHANNEL))
    event = slack.mention(PARAPHRASE)
    slack.event(event)
    answer = blocks_text(slack.wait_reply(thread_ts=event["ts"]).params)
    assert "Answer from @dana, support team" in answer and ANSWER in answer and ESCALATION_NOTICE not in answer
    assert "support answers" in answer  # cited as the source

    # a near miss is not answered by it
    event = slack.mention(NEAR_MISS)
    slack.event(event)
    near = blocks_text(slack.wait_reply(thread_ts=event["ts"]).params)
    assert ANSWER not in near and ESCALATION_NOTICE in near

    # removed: the paraphrase escalates again
    slack.services.kb.learned.remove(item.id, by="admin")
    event = slack.mention(PARAPHRASE)
    slack.event(event)
    again = blocks_text(slack.wait_reply(thread_ts=event["ts"]).params)
    assert ESCALATION_NOTICE in again and ANSWER not in again
    slack.settle()
    assert len(slack.replies(channel=ESCALATION_CHANNEL)) == escalations_before + 2  # near miss + paraphrase

    text = slack.services.metrics.exposition().decode()
    assert metric(text, "pagewise_answers_relayed_total", adapter="slack") == 1
    assert metric(text, "pagewise_learned_answers_total", adapter="slack", event="saved") == 1
    assert metric(text, "pagewise_learned_answers_total", adapter="slack", event="served") == 1
    assert metric(text, "pagewise_escalations_total", adapter="slack", reason="low_confidence") == 3


@pytest.mark.parametrize("text,why", [
    ("", "The answer is empty"),
    ("x" * 50_000, "too long (50,000 characters"),
    ("<!channel> it works on carpet", "mentions @channel"),
    ("@everyone it works on carpet", "mentions @channel"),
])
def test_a_bad_support_reply_gets_a_clear_message_and_nothing_is_relayed_or_stored(relaying, text, why):
    slack = relaying
    asked, escalation_ts = escalate(slack)
    slack.event(support_reply(slack, escalation_ts, text))
    slack.settle()
    assert len(slack.replies(channel=CHANNEL, thread_ts=asked["ts"])) == 1  # only the escalation notice
    assert slack.replies(channel=ESCALATION_CHANNEL, thread_ts=escalation_ts) == []
    [message] = ephemerals(slack, SUPPORT)
    assert "Not sent to the asker." in message and why in message
    assert slack.services.kb.learned.list(include_removed=True) == []


def test_the_asker_and_bots_in_the_escalation_thread_are_not_relayed(relaying):
    slack = relaying
    asked, escalation_ts = escalate(slack)
    slack.event(support_reply(slack, escalation_ts, "any news?", user=ASKER))
    slack.event(slack.message("I am a bot", user="UOTHERBOT", channel=ESCALATION_CHANNEL, thread_ts=escalation_ts,
                              bot_id="BOTHER"))
    slack.settle()
    assert len(slack.replies(channel=CHANNEL, thread_ts=asked["ts"])) == 1
    assert slack.replies(channel=ESCALATION_CHANNEL, thread_ts=escalation_ts) == []


def test_a_save_click_on_a_deleted_escalation_saves_nothing(relaying):
    slack = relaying
    asked, escalation_ts = escalate(slack)
    slack.event(support_reply(slack, escalation_ts, ANSWER))
    sent = slack.wait_reply(channel=ESCALATION_CHANNEL, thread_ts=escalation_ts)
    value = buttons(sent.params)[SAVE_ANSWER]
    del slack.fake.threads[(ESCALATION_CHANNEL, escalation_ts)]  # the escalation was deleted in Slack
    slack.click(SAVE_ANSWER, value, user=SUPPORT, channel=ESCALATION_CHANNEL, message_ts=sent.response["ts"],
                thread_ts=escalation_ts)
    slack.settle()
    assert any(GONE in e for e in ephemerals(slack, SUPPORT))
    assert slack.fake.calls_to("views.open") == []
    # a modal opened before the deletion and submitted after it saves nothing either
    submit_view(slack, user=SUPPORT, private_metadata=json.dumps({"c": ESCALATION_CHANNEL, "t": escalation_ts,
                                                                 "r": "1.2"}), question=QUESTION)
    slack.settle()
    assert sum(GONE in e for e in ephemerals(slack, SUPPORT)) == 2
    assert slack.services.kb.learned.list(include_removed=True) == []


def test_admins_list_and_remove_learned_answers_and_see_gaps_in_chat(relaying):
    from bot.presenting import NOT_KB_ADMIN

    from .conftest import ADMIN
    from .test_slack_kb_admin import response_at, slash_kb

    slack = relaying
    kb = slack.services.kb
    item = kb.learned.save(QUESTION, ANSWER, by="dana")
    slash_kb(slack, "answers", user=ADMIN, hook="a1")
    listing = response_at(slack, "a1")["text"]
    assert "Learned answers: 1" in listing and item.id in listing and "by dana" in listing

    slash_kb(slack, f"answers remove {item.id}", user=ASKER, hook="a2")  # not an admin
    assert response_at(slack, "a2")["text"] == NOT_KB_ADMIN and kb.learned.list() != []

    removal = slack.mention(f"kb answers remove {item.id}", user=ADMIN)
    slack.event(removal)
    assert slack.wait_reply(thread_ts=removal["ts"]).params["text"].startswith(f"Removed learned answer {item.id}")
    assert kb.learned.list() == []
    text = slack.services.metrics.exposition().decode()
    assert metric(text, "pagewise_learned_answers_total", adapter="slack", event="removed") == 1

    event = slack.mention(PARAPHRASE)  # escalated and recorded: a gap now
    slack.event(event)
    slack.wait_reply(channel=ESCALATION_CHANNEL)
    slack.settle()
    slash_kb(slack, "gaps 7d", user=ADMIN, hook="a3")
    gaps = response_at(slack, "a3")["text"]
    assert "Gaps (last 7d): 1 topics" in gaps and f"1x {PARAPHRASE}" in gaps


def test_two_replicas_on_one_chroma_server_relay_a_reply_once_and_both_serve_the_saved_answer(
        make_slack, fake_slack, chroma_server):
    import uuid

    fake_slack.usergroups[SUPPORT_GROUP] = [SUPPORT]
    fake_slack.users[SUPPORT] = {"id": SUPPORT, "name": "dana", "profile": {"display_name": "dana"}}
    server = {"chroma_host": chroma_server.env["CHROMA_HOST"], "chroma_port": int(chroma_server.env["CHROMA_PORT"]),
              "collection": f"relay_{uuid.uuid4().hex[:8]}"}
    first = make_slack(fresh_kb=True, kb_overrides=server)  # each replica: its own records, one Chroma server
    second = make_slack(fresh_kb=True, kb_overrides=server)
    asked, escalation_ts = escalate(first)
    reply = support_reply(first, escalation_ts, ANSWER)
    first.event(reply)
    second.event(reply)  # Slack's retry reached the other replica
    first.settle()
    second.settle()
    relayed = [c for c in fake_slack.calls_to("chat.postMessage", channel=CHANNEL)
               if c.params.get("thread_ts") == asked["ts"] and "Answer from @dana" in blocks_text(c.params)]
    assert len(relayed) == 1

    first.services.kb.learned.save(QUESTION, ANSWER, by="dana")
    for replica in (first, second):
        event = replica.mention(PARAPHRASE)
        replica.event(event)
        shown = blocks_text(replica.wait_reply(thread_ts=event["ts"]).params)
        assert "Answer from @dana, support team" in shown and ESCALATION_NOTICE not in shown


def test_a_support_person_addressing_the_bot_in_the_escalation_thread_is_not_relayed(relaying):
    from .fake_slack import BOT_USER_ID

    slack = relaying
    asked, escalation_ts = escalate(slack)
    slack.event(support_reply(slack, escalation_ts, f"<@{BOT_USER_ID}> kb status"))
    slack.settle()
    assert len(slack.replies(channel=CHANNEL, thread_ts=asked["ts"])) == 1  # nothing relayed to the asker
