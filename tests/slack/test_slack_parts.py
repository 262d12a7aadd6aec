"""The Slack adapter's pieces on their own: escaping, button values, download rules, retry waits."""

from __future__ import annotations

import json

import pytest
from slack_sdk.http_retry import HttpRequest, HttpResponse, RetryState

import bot.slack.web_client as client_module
from bot.settings import SlackSettings
from bot.slack import render
from bot.slack.web_client import CappedRateLimitRetryHandler, retry_after
from bot.slack.uploads import SlackFile, check_before_download, download, token_allowed
from knowledge import BadDocument

from .conftest import BOT_TOKEN
from .fake_slack import FakeSlack

MB = 2**20


# ---- escaping -----------------------------------------------------------------------------------

@pytest.mark.parametrize("live", ["<!channel>", "<!here>", "<!everyone>", "<!subteam^S123|@team>", "<@U123>",
                                  "<https://evil.example|click>", "<#C123>"])
def test_escape_leaves_no_slack_markup(live):
    shown = render.escape(f"see {live} & more")

    assert "<" not in shown and ">" not in shown
    assert render.unescape(shown) == f"see {live} & more"


def test_plain_question_drops_the_bot_mention_and_turns_markup_into_words():
    text = "<@UBOT> is &lt;b&gt; ok? <!here> ask <@U42|ann> in <#C1|support> via <https://x.example|the form>"

    assert render.plain_question(text, "UBOT") == "is <b> ok? @here ask @ann in #support via the form"


def test_mentions_only_matches_the_bot():
    assert render.mentions("hi <@UBOT>", "UBOT") and render.mentions("<@UBOT|pagewise> hi", "UBOT")
    assert not render.mentions("hi <@UBOTX>", "UBOT") and not render.mentions("hi @UBOT", "UBOT")


def test_only_real_ids_become_live_mentions():
    assert render.user_mention("U12AB") == "<@U12AB>"
    assert render.user_mention("U1> <!channel") == "U1&gt; &lt;!channel"
    assert render.support_mentions("S0SUP", ("U1X",)) == "<!subteam^S0SUP>"
    assert render.support_mentions("", ("U1X", "bad id", "W2Y")) == "<@U1X> <@W2Y>"
    assert render.support_mentions("<!channel>", ()) == ""


def test_long_answers_are_clipped_to_fit_a_section():
    answer_text = "word " * 2000
    message = render.notice_message(answer_text)

    assert len(message.blocks[0]["text"]["text"]) <= 3000 and message.text.endswith("…")


# ---- button values ------------------------------------------------------------------------------

def test_feedback_value_round_trips_and_fits_in_a_button():
    ref = render.FeedbackRef(question="é" * 5000 + '"\\', confidence=0.734, escalated=True, question_ts="1.2")

    value = render.encode_feedback(ref)

    assert len(value) <= 2000
    back = render.decode_feedback(value)
    assert back.confidence == 0.734 and back.escalated and back.question_ts == "1.2"
    assert ref.question.startswith(back.question) and back.question


def test_a_garbled_feedback_value_decodes_to_an_empty_ref():
    assert render.decode_feedback("not json").question == ""
    assert render.decode_feedback(json.dumps([1, 2])).confidence == 0.0


# ---- downloads ----------------------------------------------------------------------------------

SETTINGS = SlackSettings(bot_token=BOT_TOKEN, signing_secret="s", api_url="http://127.0.0.1:8123/api/")


@pytest.mark.parametrize("url, allowed", [
    ("https://files.slack.com/files-pri/T1-F1/a.pdf", True),
    ("http://files.slack.com/files-pri/T1-F1/a.pdf", False),  # never the token over plain http
    ("https://files.slack.com.evil.example/files-pri/a.pdf", False),
    ("https://evil.example/files.slack.com/a.pdf", False),
    ("http://127.0.0.1:8123/files-pri/T1-F1/a.pdf", True),  # SLACK_API_URL's host (the test fake)
    ("http://127.0.0.1:9999/files-pri/T1-F1/a.pdf", False),
    ("http://localhost:8123/files-pri/T1-F1/a.pdf", False),
])
def test_the_token_only_goes_to_slacks_file_host(url, allowed):
    assert token_allowed(url, SETTINGS) is allowed


@pytest.mark.parametrize("file, words", [
    (SlackFile("F1", "notes.docx", 10, "docx", "application/msword", "https://files.slack.com/x"), "not a PDF"),
    (SlackFile("F1", "big.pdf", 21 * MB, "pdf", "application/pdf", "https://files.slack.com/x"), "limit is 20 MB"),
    (SlackFile("F1", "a.pdf", 10, "pdf", "application/pdf", ""), "download link"),
])
def test_files_are_checked_before_download(file, words):
    with pytest.raises(BadDocument, match=words):
        check_before_download(file, 20 * MB)


def test_download_stops_at_the_cap_whatever_size_the_file_claims():
    fake = FakeSlack(BOT_TOKEN).start()
    try:
        fake.files["/files-pri/T1-F1/big.pdf"] = b"%PDF-1.4\n" + b"0" * (3 * 64 * 1024)
        settings = SlackSettings(bot_token=BOT_TOKEN, signing_secret="s", api_url=fake.api_url)
        file = SlackFile("F1", "big.pdf", 100, "pdf", "application/pdf", fake.file_url("/files-pri/T1-F1/big.pdf"))

        with pytest.raises(BadDocument, match="larger than"):
            download(file, settings, max_bytes=64 * 1024)
        assert download(file, settings, max_bytes=MB).startswith(b"%PDF-1.4")
        assert [d.authorization for d in fake.downloads()] == [f"Bearer {BOT_TOKEN}"] * 2
    finally:
        fake.stop()


def test_a_refused_download_is_a_clear_error():
    fake = FakeSlack("xoxb-some-other-token").start()  # the file host will not accept our token
    try:
        fake.files["/files-pri/T1-F1/a.pdf"] = b"%PDF-1.4"
        settings = SlackSettings(bot_token=BOT_TOKEN, signing_secret="s", api_url=fake.api_url)
        file = SlackFile("F1", "a.pdf", 8, "pdf", "application/pdf", fake.file_url("/files-pri/T1-F1/a.pdf"))

        with pytest.raises(BadDocument, match="HTTP 403"):
            download(file, settings, max_bytes=MB)
    finally:
        fake.stop()


# ---- 429 waits --------------------------------------------------------------------------------------

def _rate_limited(retry_after_value: str | None) -> HttpResponse:
    headers = {"Retry-After": [retry_after_value]} if retry_after_value is not None else {}
    return HttpResponse(status_code=429, headers=headers)


@pytest.mark.parametrize("header, seconds", [("3", 3.0), ("0.5", 0.5), (None, 1.0), ("soon", 1.0)])
def test_retry_after_is_read_from_the_header(header, seconds):
    assert retry_after(_rate_limited(header)) == seconds


def test_a_huge_retry_after_is_capped(monkeypatch):
    slept = []
    monkeypatch.setattr(client_module.time, "sleep", slept.append)
    handler = CappedRateLimitRetryHandler(max_retry_count=2, max_wait=30)
    state = RetryState()
    request = HttpRequest(method="POST", url="https://slack.com/api/chat.postMessage", headers={})

    assert handler.can_retry(state=state, request=request, response=_rate_limited("3600"))
    handler.prepare_for_next_attempt(state=state, request=request, response=_rate_limited("3600"))
    handler.prepare_for_next_attempt(state=state, request=request, response=_rate_limited("3600"))

    assert slept == [30, 30] and state.next_attempt_requested
    assert not handler.can_retry(state=state, request=request, response=_rate_limited("1"))  # bounded


# ---- the manifest ---------------------------------------------------------------------------------

def test_the_manifest_subscribes_to_what_the_adapter_handles():
    yaml = pytest.importorskip("yaml")
    from pathlib import Path

    manifest = yaml.safe_load((Path(__file__).parents[2] / "deploy" / "slack-app-manifest.yml").read_text())
    settings = manifest["settings"]
    scopes = set(manifest["oauth_config"]["scopes"]["bot"])

    assert {"app_mention", "message.im", "message.channels", "message.groups"} <= set(
        settings["event_subscriptions"]["bot_events"])
    assert settings["interactivity"]["is_enabled"] and settings["socket_mode_enabled"]
    assert {"app_mentions:read", "chat:write", "im:history", "channels:history", "groups:history",
            "reactions:write", "users:read", "files:read"} <= scopes
    assert 175 <= len(manifest["display_information"]["long_description"]) <= 4000
