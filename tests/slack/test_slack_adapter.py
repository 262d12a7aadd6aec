"""The Slack adapter end to end: signed events in, Web API calls out, real answers from the core.

Each test drives the running `/slack/events` endpoint with requests signed the
way Slack signs them and reads what the real `WebClient` sent to the fake Slack
Web API (`tests/slack/fake_slack.py`).
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

import bot.slack
from bot.services import Services
from bot.presenting import ESCALATION_NOTICE, NOT_ADMIN, OFFER_ESCALATION, RATE_LIMITED
from bot.settings import BotSettings, SlackSettings
from bot.slack import SlackBot, run_slack
from bot.slack.render import ESCALATE_REQUEST, FEEDBACK_DOWN, FEEDBACK_UP
from tests.pdfs import make_pdf

from .conftest import (ADMIN, ASKER, BOT_TOKEN, CHANNEL, ESCALATION_CHANNEL, SIGNING_SECRET, SLACK_ACK_DEADLINE,
                       SUPPORT_GROUP, blocks_text, new_ts, sign)
from .fake_slack import BOT_ID, BOT_USER_ID

BADGE = re.compile(r"(High|Medium|Low) confidence \((0\.\d\d|1\.00)\)")


def buttons(params: dict) -> dict[str, str]:
    """action_id -> value of every button in a posted message."""
    blocks = params.get("blocks") or []
    blocks = json.loads(blocks) if isinstance(blocks, str) else blocks
    return {e["action_id"]: e.get("value", "") for b in blocks if b.get("type") == "actions" for e in b["elements"]}


def permalink(channel: str, ts: str) -> str:
    return f"https://pagewise-test.slack.com/archives/{channel}/p{ts.replace('.', '')}"


# ---- 1. mentions and DMs answered in their thread ----------------------------------------------

def test_mention_is_answered_in_its_thread_with_citations_and_badge(slack):
    event = slack.mention("How do I request a refund?")

    ack = slack.event(event)

    assert ack.status == 200 and ack.seconds < SLACK_ACK_DEADLINE
    reply = slack.wait_reply(thread_ts=event["ts"])
    shown = blocks_text(reply.params)
    assert "refund" in reply.params["text"].lower()
    assert "support.pdf p.1" in shown
    assert BADGE.search(reply.params["text"]) and BADGE.search(shown.split("\n")[0])
    assert set(buttons(reply.params)) == {FEEDBACK_UP, FEEDBACK_DOWN}
    assert reply.params["unfurl_links"] is False and reply.params["unfurl_media"] is False
    assert "link_names" not in reply.params and "parse" not in reply.params
    assert reply.authorization == f"Bearer {BOT_TOKEN}"
    # the asker saw the bot working: a reaction on the question, removed once answered
    assert slack.fake.calls_to("reactions.add", channel=CHANNEL, timestamp=event["ts"], name="eyes")
    slack.settle()
    assert slack.fake.calls_to("reactions.remove", channel=CHANNEL, timestamp=event["ts"], name="eyes")
    assert slack.replies(channel=ESCALATION_CHANNEL) == []  # a confident answer is not escalated


def test_badge_follows_the_configured_thresholds(make_slack):
    slack = make_slack(kb_overrides={"confidence_high": 0.55, "escalation_threshold": 0.5})
    event = slack.mention("How do I request a refund?")

    slack.event(event)

    text = slack.wait_reply(thread_ts=event["ts"]).params["text"]
    assert "High confidence (0." in text


def test_direct_message_is_answered_in_a_thread(slack):
    event = slack.message("How long does standard shipping take?", channel="D0DM", channel_type="im")

    assert slack.event(event).status == 200

    reply = slack.wait_reply(channel="D0DM", thread_ts=event["ts"])
    assert "support.pdf p.2" in reply.params["text"]
    assert "business days" in reply.params["text"]


# ---- 3. follow-ups in the thread ------------------------------------------------------------------

def test_follow_up_in_thread_is_answered_without_mention_using_the_earlier_question(slack, monkeypatch):
    asked = _spy_on_questions(slack, monkeypatch)
    first = slack.mention("How do I request a refund?")
    slack.event(first)
    slack.wait_reply(thread_ts=first["ts"])

    follow_up = slack.message("And how many days until the money is back?", thread_ts=first["ts"])
    slack.event(follow_up)

    reply = slack.wait_reply(thread_ts=first["ts"], count=2)
    assert "support.pdf p.1" in reply.params["text"]
    assert asked[-1]["question"] == "And how many days until the money is back?"
    assert asked[-1]["context"] == ["How do I request a refund?"]


def test_other_peoples_chatter_in_the_thread_is_ignored_unless_they_mention_the_bot(slack):
    first = slack.mention("How do I request a refund?")
    slack.event(first)
    slack.wait_reply(thread_ts=first["ts"])

    slack.event(slack.message("lol same question here", user="UOTHER", thread_ts=first["ts"]))
    slack.settle()
    assert len(slack.replies(thread_ts=first["ts"])) == 1

    slack.event(slack.mention("How long does express shipping take?", user="UOTHER", thread_ts=first["ts"]))
    assert "support.pdf p.2" in slack.wait_reply(thread_ts=first["ts"], count=2).params["text"]


def test_follow_up_after_a_restart_is_recognised_from_the_thread_history(slack, monkeypatch):
    asked = _spy_on_questions(slack, monkeypatch)
    root = new_ts()
    slack.fake.threads[(CHANNEL, root)] = [
        {"ts": root, "user": ASKER, "text": f"<@{BOT_USER_ID}> How do I request a refund?"},
        {"ts": new_ts(), "user": BOT_USER_ID, "bot_id": BOT_ID, "text": "To request a refund..."},
    ]
    strangers = new_ts()
    slack.fake.threads[(CHANNEL, strangers)] = [{"ts": strangers, "user": "UOTHER", "text": "lunch?"}]

    slack.event(slack.message("How many days until the money is back?", thread_ts=root))
    slack.event(slack.message("pizza", thread_ts=strangers))
    slack.settle()
    slack.event(slack.message("or tacos", thread_ts=strangers))

    reply = slack.wait_reply(thread_ts=root)
    slack.settle()
    assert "support.pdf p.1" in reply.params["text"]
    assert asked[-1]["context"] == ["How do I request a refund?"]
    assert slack.replies(thread_ts=strangers) == []
    # the strangers' thread was looked up once, then remembered as not the bot's
    assert len(slack.fake.calls_to("conversations.replies", ts=strangers)) == 1


# ---- 1. what is ignored -----------------------------------------------------------------------------

IGNORED = {
    "own message": {"type": "message", "channel": "D0DM", "channel_type": "im", "user": BOT_USER_ID,
                    "bot_id": BOT_ID, "text": "my own answer"},
    "other bot": {"type": "message", "subtype": "bot_message", "channel": "D0DM", "channel_type": "im",
                  "bot_id": "BOTHER", "text": "beep"},
    "other bot mentioning": {"type": "app_mention", "channel": CHANNEL, "user": "UOTHERBOT", "bot_id": "BOTHER",
                             "text": f"<@{BOT_USER_ID}> how do refunds work?"},
    "edit": {"type": "message", "subtype": "message_changed", "channel": "D0DM", "channel_type": "im",
             "message": {"type": "message", "user": ASKER, "text": "How do refunds work?", "ts": "1.1"},
             "previous_message": {"user": ASKER, "text": "How do refunds wrk?", "ts": "1.1"}},
    "deletion": {"type": "message", "subtype": "message_deleted", "channel": "D0DM", "channel_type": "im",
                 "deleted_ts": "1.1"},
    "edited mention": {"type": "app_mention", "channel": CHANNEL, "user": ASKER, "edited": {"user": ASKER},
                       "text": f"<@{BOT_USER_ID}> how do refunds work?"},
    "channel chatter": {"type": "message", "channel": CHANNEL, "channel_type": "channel", "user": ASKER,
                        "text": "how do refunds work?"},
}


@pytest.mark.parametrize("kind", list(IGNORED))
def test_bot_messages_edits_deletions_and_chatter_are_ignored(slack, kind):
    event = {**IGNORED[kind], "ts": new_ts()}

    assert slack.event(event).status == 200

    slack.settle()
    assert slack.fake.calls_to("chat.postMessage") == []
    assert slack.fake.calls_to("reactions.add") == []
    # the adapter's own filter saw the event and let it go (Bolt drops the app's own messages before any listener)
    handled = 0 if kind == "own message" else 1
    assert slack.bot.events_processed == handled
    assert slack.services.metrics.registry.get_sample_value(
        "pagewise_events_handled_total", {"adapter": "slack"}) == (handled or None)


# ---- 1. signed requests only --------------------------------------------------------------------

def _forged(body, now):
    return {"X-Slack-Request-Timestamp": now, "X-Slack-Signature": sign(body, now, secret="not-the-secret")}


def _stale(body, now):
    old = str(int(now) - 6 * 60)
    return {"X-Slack-Request-Timestamp": old, "X-Slack-Signature": sign(body, old)}


def _no_timestamp(body, now):
    return {"X-Slack-Signature": sign(body, now)}


def _non_numeric_timestamp(body, now):
    return {"X-Slack-Request-Timestamp": "soon", "X-Slack-Signature": sign(body, "soon")}


def _no_signature(body, now):
    return {"X-Slack-Request-Timestamp": now}


def _tampered_body(body, now):
    return {"X-Slack-Request-Timestamp": now, "X-Slack-Signature": sign(body.replace(b"refund", b"refunt"), now)}


@pytest.mark.parametrize("headers", [_forged, _stale, _no_timestamp, _non_numeric_timestamp, _no_signature,
                                     _tampered_body])
def test_unsigned_or_stale_requests_are_refused_with_401_and_no_outbound_call(slack, headers):
    body = slack.envelope(slack.mention("How do I request a refund?"))
    before = slack.fake.count()

    response = slack.post(body, headers(body, str(int(time.time()))))

    assert response.status == 401
    slack.settle()
    assert slack.fake.count() == before


def test_url_verification_challenge_is_answered(slack):
    body = json.dumps({"token": "legacy", "challenge": "c-123", "type": "url_verification"}).encode()

    response = slack.signed(body)

    assert response.status == 200 and "c-123" in response.body


# ---- 6. exactly once ------------------------------------------------------------------------------

@pytest.mark.parametrize("retry_headers", [
    {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"},
    {},  # the same event_id delivered twice without retry headers
])
def test_slack_retries_and_a_repeated_event_id_are_answered_once(slack, retry_headers):
    event = slack.mention("How do I request a refund?")

    acks = [slack.event(event, event_id="Ev0SAME"), slack.event(event, event_id="Ev0SAME", **retry_headers),
            slack.event(event, event_id="Ev0SAME", **retry_headers)]

    assert [a.status for a in acks] == [200, 200, 200]
    slack.wait_reply(thread_ts=event["ts"])
    slack.settle()
    assert len(slack.replies(thread_ts=event["ts"])) == 1


def test_app_mention_and_message_twins_of_one_message_are_answered_once(slack):
    mention = slack.mention("How do I request a refund?")
    twin = slack.message(mention["text"], ts=mention["ts"])

    with ThreadPoolExecutor(2) as pool:
        acks = list(pool.map(slack.event, [twin, mention]))

    assert [a.status for a in acks] == [200, 200]
    slack.wait_reply(thread_ts=mention["ts"])
    slack.settle()
    assert len(slack.replies(thread_ts=mention["ts"])) == 1


# ---- 4. escalation ----------------------------------------------------------------------------------

def test_low_confidence_escalates_with_the_group_mention_and_a_permalink(slack):
    event = slack.mention("<!here> What is the airspeed velocity of an unladen swallow?")

    slack.event(event)

    reply = slack.wait_reply(thread_ts=event["ts"])
    assert ESCALATION_NOTICE in reply.params["text"]
    assert "Low confidence" in reply.params["text"] or "Medium confidence" in reply.params["text"]
    note = slack.wait_reply(channel=ESCALATION_CHANNEL)
    shown = blocks_text(note.params)
    assert f"<!subteam^{SUPPORT_GROUP}>" in shown
    assert permalink(CHANNEL, event["ts"]) in shown
    assert f"<@{ASKER}>" in shown
    assert "airspeed velocity of an unladen swallow" in shown
    assert "<!here>" not in shown and "@here" in shown  # the asker's text never pings
    assert re.search(r"\*Confidence:\* 0\.\d\d", shown)
    assert "support.pdf p." in shown  # top sources
    assert note.params["unfurl_links"] is False and "link_names" not in note.params
    [recorded] = slack.services.records.escalations()
    assert recorded["platform"] == "slack" and recorded["user"] == ASKER
    assert recorded["link"] == permalink(CHANNEL, event["ts"]) and recorded["reason"] == "low_confidence"
    assert "support.pdf p." in recorded["sources"]


def test_an_escalation_is_recorded_before_the_asker_is_told(slack):
    write = slack.services.records.record_escalation

    def slow_write(item):  # a busy disk: the reply must still wait for the record
        time.sleep(0.5)
        write(item)

    slack.services.records.record_escalation = slow_write
    event = slack.mention("What is the airspeed velocity of an unladen swallow?")
    slack.event(event)

    assert ESCALATION_NOTICE in slack.wait_reply(thread_ts=event["ts"]).params["text"]
    [recorded] = slack.services.records.escalations()
    assert "unladen swallow" in recorded["question"]


def test_escalation_mentions_listed_support_users_without_a_group(make_slack):
    slack = make_slack(support_group="", support_users=("USUP1", "USUP2"))
    slack.event(slack.mention("What is the airspeed velocity of an unladen swallow?"))

    shown = blocks_text(slack.wait_reply(channel=ESCALATION_CHANNEL).params)

    assert "<@USUP1> <@USUP2>" in shown and "subteam" not in shown


# ---- 2. escaping ------------------------------------------------------------------------------------

def test_mass_mention_text_in_a_pdf_arrives_escaped(slack):
    event = slack.mention("How long are warranty claims accepted after delivery?")

    slack.event(event)

    reply = slack.wait_reply(thread_ts=event["ts"])
    shown = blocks_text(reply.params)
    assert "support.pdf p.3" in shown
    assert "&lt;!channel&gt;" in shown and "&lt;@U999&gt;" in shown
    for live in ("<!channel>", "<!here>", "<!everyone>", "<!subteam^S999>", "<@U999>", "<https://evil.example"):
        assert live not in shown


# ---- 5. feedback --------------------------------------------------------------------------------------

def test_feedback_clicks_are_recorded_and_thumbs_down_offers_escalation(slack):
    event = slack.mention("How do I request a refund?")
    slack.event(event)
    answer = slack.wait_reply(thread_ts=event["ts"])
    answer_ts, value = answer.response["ts"], buttons(answer.params)[FEEDBACK_UP]
    confidence = json.loads(value)["c"]

    up = slack.click(FEEDBACK_UP, value, user="UFAN", channel=CHANNEL, message_ts=answer_ts, thread_ts=event["ts"])
    down = slack.click(FEEDBACK_DOWN, value, user=ASKER, channel=CHANNEL, message_ts=answer_ts,
                       thread_ts=event["ts"])

    assert up.status == down.status == 200 and max(up.seconds, down.seconds) < SLACK_ACK_DEADLINE
    assert [(r["user"], r["vote"], r["question"], r["confidence"]) for r in slack.services.records.feedback()] == [
        ("UFAN", "up", "How do I request a refund?", confidence),
        (ASKER, "down", "How do I request a refund?", confidence)]
    assert {r["answer_ref"] for r in slack.services.records.feedback()} == {f"{CHANNEL}:{answer_ts}"}
    offer = slack.fake.wait_for(lambda: slack.fake.calls_to("chat.postEphemeral", user=ASKER))[0]
    assert OFFER_ESCALATION in offer.params["text"]
    assert slack.fake.wait_for(lambda: slack.fake.calls_to("chat.postEphemeral", user="UFAN"))

    escalate_value = buttons(offer.params)[ESCALATE_REQUEST]
    for _ in range(2):  # a double click escalates once
        slack.click(ESCALATE_REQUEST, escalate_value, user=ASKER, channel=CHANNEL, message_ts=offer.response.get(
            "message_ts", ""), thread_ts=event["ts"])

    note = slack.wait_reply(channel=ESCALATION_CHANNEL)
    slack.settle()
    assert f"<!subteam^{SUPPORT_GROUP}>" in note.params["text"]
    assert permalink(CHANNEL, answer_ts) in note.params["text"]
    assert [e["reason"] for e in slack.services.records.escalations()] == ["feedback"]
    assert len(slack.replies(channel=ESCALATION_CHANNEL)) == 1


# ---- 8. admin PDF drops -------------------------------------------------------------------------------

GIFT_CARDS = ["Gift cards. Gift cards never expire and can be spent on any order in the shop. A lost gift card "
              "can be replaced when you show the original receipt at the service desk."]


def _shared_file(slack, name: str, data: bytes, *, file_id: str = "F0GIFT", size: int | None = None,
                 host: str = "127.0.0.1") -> dict:
    path = f"/files-pri/T0TEST-{file_id}/{name}"
    slack.fake.files[path] = data
    url = slack.fake.file_url(path).replace("127.0.0.1", host)
    return {"id": file_id, "name": name, "filetype": "pdf", "mimetype": "application/pdf",
            "size": len(data) if size is None else size, "url_private_download": url}


def test_admin_pdf_drop_in_a_dm_is_indexed_end_to_end_and_then_answerable(make_slack, tmp_path):
    slack = make_slack(fresh_kb=True)
    data = make_pdf(tmp_path / "giftcards.pdf", GIFT_CARDS).read_bytes()
    drop = slack.message("", user=ADMIN, channel="D0ADMIN", channel_type="im", subtype="file_share",
                         files=[_shared_file(slack, "giftcards.pdf", data)])

    assert slack.event(drop).status == 200

    reply = slack.wait_reply(channel="D0ADMIN", thread_ts=drop["ts"])
    assert re.fullmatch(r"Added giftcards\.pdf: 1 pages, [1-9]\d* chunks, in \d+\.\d s\.", reply.params["text"])
    [download] = slack.fake.downloads()
    assert download.authorization == f"Bearer {BOT_TOKEN}" and download.status == 200
    assert (slack.services.kb.settings.docs_dir / "giftcards.pdf").read_bytes() == data

    question = slack.mention("Do gift cards expire?")
    slack.event(question)
    answer = slack.wait_reply(thread_ts=question["ts"])
    assert "giftcards.pdf p.1" in answer.params["text"] and "never expire" in answer.params["text"]


def test_workspace_admin_pdf_drop_with_a_mention_in_a_channel(make_slack, tmp_path):
    slack = make_slack(fresh_kb=True)
    slack.fake.users["UOWNER"] = {"id": "UOWNER", "is_admin": False, "is_owner": True}
    data = make_pdf(tmp_path / "giftcards.pdf", GIFT_CARDS).read_bytes()
    drop = slack.mention("here is the new policy", user="UOWNER", files=[_shared_file(slack, "giftcards.pdf", data)])
    twin = slack.message(drop["text"], user="UOWNER", ts=drop["ts"], subtype="file_share", files=drop["files"])

    slack.event(drop)
    slack.event(twin)

    assert slack.wait_reply(thread_ts=drop["ts"]).params["text"].startswith("Added giftcards.pdf")
    slack.settle()
    assert len(slack.fake.downloads()) == 1 and len(slack.replies(thread_ts=drop["ts"])) == 1
    assert slack.fake.calls_to("users.info", user="UOWNER")


def test_non_admin_pdf_drop_is_refused_without_download(slack, tmp_path):
    data = make_pdf(tmp_path / "giftcards.pdf", GIFT_CARDS).read_bytes()
    drop = slack.message("", user=ASKER, channel="D0DM", channel_type="im", subtype="file_share",
                         files=[_shared_file(slack, "giftcards.pdf", data)])

    slack.event(drop)

    assert slack.wait_reply(channel="D0DM", thread_ts=drop["ts"]).params["text"] == NOT_ADMIN
    slack.settle()
    assert slack.fake.downloads() == [] and slack.fake.calls_to("files.info") == []
    assert [d.source for d in slack.services.kb.status().documents] == ["support.pdf"]


@pytest.mark.parametrize("case, expected", [
    ("not a pdf", "not a PDF"),
    ("too big", "the limit is 20 MB"),
    ("too many pages", "The PDF has 2 pages; the limit is 1."),
    ("elsewhere", "isn't stored on Slack's file host"),
])
def test_bad_pdf_drop_gets_a_clear_reply_and_leaves_the_index_untouched(make_slack, tmp_path, case, expected):
    slack = make_slack(kb_overrides={"max_pages": 1})
    if case == "not a pdf":
        item = _shared_file(slack, "broken.pdf", b"<html>this is not a pdf</html>")
    elif case == "too big":
        item = _shared_file(slack, "broken.pdf", b"%PDF-1.4 tiny", size=50 * 2**20)
    elif case == "too many pages":
        item = _shared_file(slack, "broken.pdf", make_pdf(tmp_path / "two.pdf", GIFT_CARDS * 2).read_bytes())
    else:  # same fake server under another host name: the token must not go there
        item = _shared_file(slack, "broken.pdf", b"%PDF-1.4 tiny", host="localhost")
    drop = slack.message("", user=ADMIN, channel="D0ADMIN", channel_type="im", subtype="file_share", files=[item])
    documents_before = slack.services.kb.status().documents

    slack.event(drop)

    assert expected in slack.wait_reply(channel="D0ADMIN", thread_ts=drop["ts"]).params["text"]
    slack.settle()
    assert slack.services.kb.status().documents == documents_before
    assert not (slack.services.kb.settings.docs_dir / "broken.pdf").exists()
    assert len(slack.fake.downloads()) == (1 if case in ("not a pdf", "too many pages") else 0)


# ---- 7. limits ----------------------------------------------------------------------------------------

def test_a_429_on_chat_post_message_is_retried_after_retry_after(slack):
    slack.fake.fail_next("chat.postMessage", status=429, headers={"Retry-After": "1"})
    event = slack.mention("How do I request a refund?")

    slack.event(event)

    slack.wait_reply(thread_ts=event["ts"])
    attempts = slack.fake.calls_to("chat.postMessage", status=None, channel=CHANNEL)
    assert [c.status for c in attempts] == [429, 200]
    assert attempts[1].at - attempts[0].at >= 0.95


def test_server_errors_are_retried_within_their_budget_then_recorded_failed_and_logged(make_slack, caplog):
    slack = make_slack(bot_overrides={"reply_attempts": 3})
    slack.fake.fail_next("chat.postMessage", status=500, headers={}, times=10)
    event = slack.mention("How do I request a refund?")

    with caplog.at_level(logging.WARNING, logger="bot"):
        slack.event(event)
        slack.settle()

    assert len(slack.fake.calls_to("chat.postMessage", status=None)) == 3  # BOT_REPLY_ATTEMPTS, no more
    # a 5xx may hide a posted message: the thread was read back before each new attempt
    assert len(slack.fake.calls_to("conversations.replies", channel=CHANNEL, ts=event["ts"])) == 2
    [row] = slack.services.intake.rows()
    assert row["state"] == "failed" and row["error"] == "http_5xx"
    assert "chat.postMessage failed: http_5xx, 3 attempts; recorded as failed" in caplog.text
    assert BOT_TOKEN not in caplog.text and "refund" not in caplog.text
    assert slack.services.metrics.registry.get_sample_value(
        "pagewise_replies_failed_total", {"adapter": "slack", "error": "http_5xx"}) == 1


def test_per_user_rate_limit_answers_politely(make_slack):
    slack = make_slack(questions_per_minute=2)
    events = [slack.mention("How do I request a refund?") for _ in range(3)]
    other = slack.mention("How long does standard shipping take?", user="UOTHER")

    acks = [slack.event(e) for e in events + [other]]

    assert all(a.status == 200 and a.seconds < SLACK_ACK_DEADLINE for a in acks)
    texts = [slack.wait_reply(thread_ts=e["ts"]).params["text"] for e in events]
    assert sum(t == RATE_LIMITED for t in texts) == 1
    assert "support.pdf p.2" in slack.wait_reply(thread_ts=other["ts"]).params["text"]


def test_a_burst_of_questions_is_acked_while_the_answers_wait(make_slack, monkeypatch):
    slack = make_slack(workers=1)
    gate, answering = threading.Event(), threading.Event()
    real_ask = slack.services.asker.ask

    def held_ask(**kwargs):
        answering.set()
        gate.wait(30)  # the only worker is stuck here until every ack is in
        return real_ask(**kwargs)

    monkeypatch.setattr(slack.services.asker, "ask", held_ask)
    events = [slack.mention(f"How do I request a refund? ({n})", user=f"UBURST{n}") for n in range(12)]

    acks = [slack.event(events[0])]
    assert answering.wait(10), "the first question never reached the core"
    acks += [slack.event(e) for e in events[1:]]

    assert all(a.status == 200 and a.seconds < SLACK_ACK_DEADLINE for a in acks)
    assert slack.replies() == []  # every ack came back while no answer could be posted
    gate.set()
    for e in events:
        slack.wait_reply(thread_ts=e["ts"])


# ---- 9. running it ------------------------------------------------------------------------------------

def _services(make_kb, fake_slack, **slack_settings) -> Services:
    settings = BotSettings(slack=SlackSettings(bot_token=BOT_TOKEN, api_url=fake_slack.api_url, **slack_settings))
    kb = make_kb()
    return Services(BotSettings(knowledge=kb.settings, slack=settings.slack), kb=kb)


def test_run_slack_uses_socket_mode_when_an_app_token_is_set(make_kb, fake_slack, monkeypatch):
    started = {}
    monkeypatch.setattr(bot.slack, "run_socket_mode", lambda b, token: started.update(bot=b, token=token))
    monkeypatch.setattr(bot.slack, "serve_http", lambda *a, **k: pytest.fail("HTTP server started"))

    run_slack(_services(make_kb, fake_slack, app_token="xapp-test"))

    assert started["token"] == "xapp-test" and isinstance(started["bot"], SlackBot)
    assert fake_slack.calls_to("auth.test")  # the bot token was checked against SLACK_API_URL


def test_run_slack_serves_http_on_slack_port_without_an_app_token(make_kb, fake_slack, monkeypatch):
    served = {}
    monkeypatch.setattr(bot.slack, "serve_http", lambda b, port: served.update(port=port))
    monkeypatch.setattr(bot.slack, "run_socket_mode", lambda *a: pytest.fail("socket mode started"))

    run_slack(_services(make_kb, fake_slack, signing_secret=SIGNING_SECRET, port=3456))

    assert served == {"port": 3456}


def test_http_mode_needs_a_signing_secret(make_kb, fake_slack):
    with pytest.raises(ValueError, match="SLACK_SIGNING_SECRET"):
        SlackBot(_services(make_kb, fake_slack), http_mode=True)


# ---- helpers --------------------------------------------------------------------------------------------

def _spy_on_questions(slack, monkeypatch) -> list[dict]:
    """Record what the adapter asks the core, while the real asker still answers."""
    asked: list[dict] = []
    real_ask = slack.services.asker.ask

    def ask(**kwargs):
        asked.append(kwargs)
        return real_ask(**kwargs)

    monkeypatch.setattr(slack.services.asker, "ask", ask)
    return asked
