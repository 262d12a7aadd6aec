"""A running Slack adapter for tests: real Bolt app, real WebClient, fake Slack Web API, real knowledge core.

Events reach the adapter as signed HTTP requests at its `/slack/events`
endpoint on 127.0.0.1, exactly as Slack would send them.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.services import Services
from knowledge import KnowledgeBase, KnowledgeSettings
from bot.settings import BotSettings, SlackSettings
from bot.slack import SlackBot, start_http
from tests.pdfs import make_pdf

from .fake_slack import BOT_USER_ID, TEAM_ID, FakeSlack

BOT_TOKEN = "xoxb-test-token-not-real"
APP_TOKEN = "xapp-test-token-not-real"
SIGNING_SECRET = "test-signing-secret"
ESCALATION_CHANNEL = "CESCALATE"
SUPPORT_GROUP = "SSUPPORT"
ADMIN = "UADMIN"
ASKER = "UASKER"
CHANNEL = "CGENERAL"
# Slack retries an event it has no ack for after 3 s. Acks here take ~0.03 s at most with the other core
# busy (measured), so this bound is ~100x away from flaking and still catches an ack that waits for an answer.
SLACK_ACK_DEADLINE = 3.0
# `settle` waits for real answers from the real core: 60 racing questions took 12 s on a Xeon with AMX
# (2026-12-03) and more than 20 s on the machine of the last CI run (the old bound, which failed there);
# the reader is ~3x slower on an fp32-only EPYC. Waiting returns at idle, so a wide bound costs a passing
# test nothing.
SETTLE_BOUND_S = 180.0

SUPPORT_PAGES = [
    "Refunds. Customers can request a full refund within 30 days of purchase. Refunds are paid back to the "
    "original payment method within 5 business days. To request a refund, open the order page and choose "
    "Request refund.",
    "Shipping. Standard shipping takes 3 to 5 business days. Express shipping delivers on the next business "
    "day for orders placed before 2 pm. Tracking numbers are emailed when the parcel leaves the warehouse.",
    "Warranty. <!channel> <!here> <!everyone> <!subteam^S999> <@U999> Warranty claims are accepted for two years "
    "after delivery. Send warranty claims through <https://evil.example|the warranty form> and warranty repairs "
    "are free of charge.",
]

_ts = itertools.count(1)


def new_ts() -> str:
    """A message ts no other test message uses."""
    return f"1690000{next(_ts):03d}.000200"


def sign(body: bytes, timestamp: str, secret: str = SIGNING_SECRET) -> str:
    base = b"v0:" + timestamp.encode() + b":" + body
    return "v0=" + hmac.new(secret.encode(), base, hashlib.sha256).hexdigest()


def blocks_text(params: dict) -> str:
    """All text a posted message shows: its blocks (JSON) and its fallback `text`."""
    blocks = params.get("blocks") or []
    if isinstance(blocks, str):
        blocks = json.loads(blocks)
    return json.dumps(blocks, ensure_ascii=False) + "\n" + str(params.get("text", ""))


@dataclass
class Response:
    status: int
    body: str
    seconds: float


@dataclass
class SlackHarness:
    fake: FakeSlack
    bot: SlackBot
    services: Services
    url: str
    event_ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    # ---- sending what Slack would send -----------------------------------------------------

    def post(self, body: bytes, headers: dict[str, str], content_type: str = "application/json") -> Response:
        request = urllib.request.Request(self.url, data=body, method="POST",
                                         headers={"Content-Type": content_type, **headers})
        started = time.perf_counter()
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return Response(response.status, response.read().decode(), time.perf_counter() - started)
        except urllib.error.HTTPError as exc:
            return Response(exc.code, exc.read().decode(), time.perf_counter() - started)

    def signed(self, body: bytes, content_type: str = "application/json", **extra: str) -> Response:
        timestamp = str(int(time.time()))
        headers = {"X-Slack-Request-Timestamp": timestamp, "X-Slack-Signature": sign(body, timestamp), **extra}
        return self.post(body, headers, content_type)

    def event(self, event: dict, event_id: str | None = None, **headers: str) -> Response:
        return self.signed(self.envelope(event, event_id), **headers)

    def envelope(self, event: dict, event_id: str | None = None) -> bytes:
        """The Events API body Slack POSTs for `event`."""
        envelope = {"token": "legacy", "team_id": TEAM_ID, "api_app_id": "A0TEST", "type": "event_callback",
                    "event": event, "event_id": event_id or f"Ev{next(self.event_ids):08d}",
                    "event_time": int(time.time()),
                    "authorizations": [{"team_id": TEAM_ID, "user_id": BOT_USER_ID, "is_bot": True}]}
        return json.dumps(envelope).encode()

    def click(self, action_id: str, value: str, *, user: str, channel: str, message_ts: str,
              thread_ts: str = "") -> Response:
        payload = {"type": "block_actions", "team": {"id": TEAM_ID}, "user": {"id": user},
                   "api_app_id": "A0TEST", "trigger_id": "1.2.3", "response_url": self.fake.base_url + "/hooks/x",
                   "container": {"type": "message", "message_ts": message_ts, "channel_id": channel},
                   "channel": {"id": channel}, "message": {"ts": message_ts, "thread_ts": thread_ts or None},
                   "actions": [{"type": "button", "action_id": action_id, "block_id": "b", "value": value,
                                "action_ts": str(time.time())}]}
        body = urllib.parse.urlencode({"payload": json.dumps(payload)}).encode()
        return self.signed(body, content_type="application/x-www-form-urlencoded")

    # ---- events -------------------------------------------------------------------------------

    @staticmethod
    def mention(text: str, *, user: str = ASKER, channel: str = CHANNEL, ts: str | None = None,
                thread_ts: str = "", **extra) -> dict:
        ts = ts or new_ts()
        event = {"type": "app_mention", "user": user, "text": f"<@{BOT_USER_ID}> {text}", "ts": ts,
                 "channel": channel, "event_ts": ts, **extra}
        if thread_ts:
            event["thread_ts"] = thread_ts
        return event

    @staticmethod
    def message(text: str, *, user: str = ASKER, channel: str = CHANNEL, channel_type: str = "channel",
                ts: str | None = None, thread_ts: str = "", **extra) -> dict:
        ts = ts or new_ts()
        event = {"type": "message", "user": user, "text": text, "ts": ts, "event_ts": ts, "channel": channel,
                 "channel_type": channel_type, **extra}
        if thread_ts:
            event["thread_ts"] = thread_ts
        return event

    # ---- waiting for the bot --------------------------------------------------------------------

    def settle(self) -> None:
        """Wait until every request acknowledged so far has been handled to the end: its Bolt listener has
        returned and the work it queued is done. The positive signal to wait for before asserting that
        nothing (more) happened; see `SlackBot.wait_idle`. It returns as soon as the adapter is idle, so
        the bound only decides how long a stuck adapter takes to fail."""
        assert self.bot.wait_idle(SETTLE_BOUND_S), "the adapter did not finish handling what it acknowledged"

    def replies(self, channel: str = CHANNEL, thread_ts: str | None = None) -> list:
        calls = self.fake.calls_to("chat.postMessage", channel=channel)
        return [c for c in calls if thread_ts is None or c.params.get("thread_ts") == thread_ts]

    def wait_reply(self, channel: str = CHANNEL, thread_ts: str | None = None, count: int = 1):
        """The `count`-th reply posted in `channel` (and thread), waiting for it if needed."""
        return self.fake.wait_for(lambda: len(self.replies(channel, thread_ts)) >= count
                                  and self.replies(channel, thread_ts))[count - 1]


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch):
    """The fake runs on 127.0.0.1; a proxy from the environment must not sit in between."""
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def fake_slack():
    fake = FakeSlack(BOT_TOKEN, app_token=APP_TOKEN).start()
    yield fake
    fake.stop()


@pytest.fixture(scope="session")
def support_pdf(tmp_path_factory) -> Path:
    return make_pdf(tmp_path_factory.mktemp("src") / "support.pdf", SUPPORT_PAGES)


@pytest.fixture(scope="session")
def shared_kb(tmp_path_factory, embedder, support_pdf) -> KnowledgeBase:
    """support.pdf indexed once for every test that does not add documents (ingest is the slow part)."""
    root = tmp_path_factory.mktemp("shared-kb")
    kb = KnowledgeBase(KnowledgeSettings(data_dir=root / "data", docs_dir=root / "docs"), embedder=embedder)
    report = kb.ingest([support_pdf])
    assert report.ok, report.summary()
    return kb


@pytest.fixture
def make_slack(fake_slack, make_kb, shared_kb, support_pdf, tmp_path):
    """Start the adapter over a knowledge base holding support.pdf.

    `fresh_kb=True` gives the test its own index (for PDF drops); `kb_overrides`
    tunes the core's settings over the shared index; `bot_overrides` are
    `BotSettings` fields; `socket_mode=True` starts no HTTP endpoint (the test
    runs `run_socket_mode`); other keyword arguments are `SlackSettings` fields. Feedback, escalations and seen events are
    recorded per test.
    """
    started: list = []

    def start(*, questions_per_minute: int = 1000, workers: int = 4, fresh_kb: bool = False,
              kb_overrides: dict | None = None, socket_mode: bool = False, bot_overrides: dict | None = None,
              **slack_overrides) -> SlackHarness:
        if fresh_kb:
            kb = make_kb(**(kb_overrides or {}))
            assert kb.ingest([support_pdf]).ok
        else:
            kb = KnowledgeBase(shared_kb.settings.with_overrides(**(kb_overrides or {})),
                               embedder=shared_kb.embedder, store=shared_kb.store)
        slack_settings = dict(bot_token=BOT_TOKEN, signing_secret=SIGNING_SECRET, api_url=fake_slack.api_url,
                              escalation_channel=ESCALATION_CHANNEL, support_group=SUPPORT_GROUP,
                              admin_users=(ADMIN,))
        slack_settings.update(slack_overrides)
        settings = BotSettings(knowledge=kb.settings.with_overrides(data_dir=tmp_path / f"bot-{len(started)}"),
                               slack=SlackSettings(**slack_settings), questions_per_minute=questions_per_minute,
                               **(bot_overrides or {}))
        services = Services(settings, kb=kb)
        bot = SlackBot(services, http_mode=not socket_mode, workers=workers)
        server = None if socket_mode else start_http(bot, port=0, host="127.0.0.1")
        started.append((server, bot, services))
        return SlackHarness(fake=fake_slack, bot=bot, services=services, url=server.url if server else "")

    yield start
    for server, bot, services in started:
        if server is not None:
            server.shutdown()
            server.server_close()
        bot.wait_idle(10)
        bot.stop()
        services.intake.close()
        services.records.close()


@pytest.fixture
def slack(make_slack) -> SlackHarness:
    return make_slack()
