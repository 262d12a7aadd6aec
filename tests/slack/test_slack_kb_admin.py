"""Issue #5 point 5 on Slack: `/kb` and `@Pagewise kb ...` for admins, and scheduled changes in the admin channel."""

from __future__ import annotations

import urllib.parse

from bot.presenting import NOT_KB_ADMIN
from knowledge.indexing.schedule import ReindexJob
from tests.pdfs import make_pdf

from .conftest import ADMIN, ASKER, CHANNEL, SLACK_ACK_DEADLINE, TEAM_ID, blocks_text

GIFT_CARDS = ["Gift cards. Gift cards never expire and can be spent on any order in the shop."]
ADMIN_CHANNEL = "CKBADMIN"


def slash_kb(slack, text: str, *, user: str, hook: str):
    """POST the form Slack sends for `/kb <text>`; the bot answers later at the response URL."""
    body = urllib.parse.urlencode({
        "token": "legacy", "team_id": TEAM_ID, "api_app_id": "A0TEST", "channel_id": CHANNEL,
        "channel_name": "general", "user_id": user, "user_name": user.lower(), "command": "/kb", "text": text,
        "response_url": f"{slack.fake.base_url}/hooks/{hook}", "trigger_id": "1.2.3"}).encode()
    return slack.signed(body, content_type="application/x-www-form-urlencoded")


def response_at(slack, hook: str) -> dict:
    [call] = slack.fake.wait_for(lambda: [c for c in slack.fake.calls if c.path == f"/hooks/{hook}"])
    return call.params


def test_slash_kb_status_answers_an_admin_privately_and_refuses_anyone_else(slack):
    acked = slash_kb(slack, "status", user=ADMIN, hook="h1")
    assert acked.status == 200 and acked.seconds < SLACK_ACK_DEADLINE

    reply = response_at(slack, "h1")
    assert reply["response_type"] == "ephemeral"
    text = blocks_text(reply)
    assert "Documents: 1  pages: 3" in text and "support.pdf  3 pages" in text
    assert "Last runs:" in text and "Next scheduled run:" in text

    slash_kb(slack, "reindex", user=ASKER, hook="h2")
    assert response_at(slack, "h2")["text"] == NOT_KB_ADMIN
    assert slack.fake.calls_to("users.info", user=ASKER)  # workspace admins count too, so Slack is asked


def test_mentions_reindex_and_forget_in_the_thread_with_the_cli_summaries(make_slack):
    slack = make_slack(fresh_kb=True)
    kb = slack.services.kb
    make_pdf(kb.settings.docs_dir / "giftcards.pdf", GIFT_CARDS)

    reindex = slack.mention("kb reindex", user=ADMIN)
    slack.event(reindex)
    done = slack.wait_reply(thread_ts=reindex["ts"]).params["text"]
    assert done.startswith("Re-indexed: 1 added, 0 changed, 0 unchanged")  # support.pdf lives outside the folder
    assert "• added giftcards.pdf (1 pages, 1 chunks)" in done

    forget = slack.mention("kb forget giftcards.pdf", user=ADMIN)
    slack.event(forget)
    assert slack.wait_reply(thread_ts=forget["ts"]).params["text"].startswith("Forgot giftcards.pdf (1 chunks).")
    assert [d.source for d in kb.status().documents] == ["support.pdf"]
    assert not (kb.settings.docs_dir / "giftcards.pdf").exists()
    assert [(r.action, r.trigger, r.actor) for r in kb.history.recent(2)] == [("forget", "slack", ADMIN),
                                                                               ("reindex", "slack", ADMIN)]

    refused = slack.mention("kb forget support.pdf", user=ASKER)
    slack.event(refused)
    assert slack.wait_reply(thread_ts=refused["ts"]).params["text"] == NOT_KB_ADMIN
    assert [d.source for d in kb.status().documents] == ["support.pdf"]


def test_a_question_that_starts_with_kb_is_still_a_question(slack):
    question = slack.mention("kb articles about refunds: how long do refunds take?")
    slack.event(question)
    assert "5 business days" in slack.wait_reply(thread_ts=question["ts"]).params["text"]


def test_an_admin_upload_is_recorded_with_its_uploader(make_slack, tmp_path):
    slack = make_slack(fresh_kb=True)
    data = make_pdf(tmp_path / "giftcards.pdf", GIFT_CARDS).read_bytes()
    path = "/files-pri/T0TEST-F0GIFT/giftcards.pdf"
    slack.fake.files[path] = data
    drop = slack.message("", user=ADMIN, channel="D0ADMIN", channel_type="im", subtype="file_share", files=[
        {"id": "F0GIFT", "name": "giftcards.pdf", "filetype": "pdf", "mimetype": "application/pdf",
         "size": len(data), "url_private_download": slack.fake.file_url(path)}])
    slack.event(drop)
    assert slack.wait_reply(channel="D0ADMIN", thread_ts=drop["ts"]).params["text"].startswith("Added giftcards.pdf")
    run = slack.services.kb.history.recent(1)[0]
    assert (run.action, run.trigger, run.actor, run.outcome) == ("upload", "slack", ADMIN, "ok")


def test_a_scheduled_change_is_posted_once_in_the_admin_channel(make_slack):
    slack = make_slack(fresh_kb=True, kb_admin_channel=ADMIN_CHANNEL)
    kb, announcer = slack.services.kb, slack.services.announcer
    make_pdf(kb.settings.docs_dir / "giftcards.pdf", GIFT_CARDS)

    ReindexJob(kb, after=lambda report: announcer.announce_new())()
    [post] = slack.fake.wait_for(lambda: slack.fake.calls_to("chat.postMessage", channel=ADMIN_CHANNEL))
    text = post.params["text"]
    assert text.startswith("Knowledge base updated by the scheduled re-index: 1 added, 0 changed, 0 unchanged")
    assert "added giftcards.pdf (1 pages, 1 chunks)" in text

    ReindexJob(kb, after=lambda report: announcer.announce_new())()  # nothing changed: nothing to say
    assert announcer.announce_new() == 0
    assert len(slack.fake.calls_to("chat.postMessage", channel=ADMIN_CHANNEL)) == 1
