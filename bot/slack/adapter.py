"""The Slack adapter: one Bolt `App`, its listeners, and the few ways the bot talks back to Slack.

A message event is taken in by a listener middleware (`take_in`), which Bolt
runs before it acknowledges: it decides whether the message is for the bot,
claims it (exactly once) and writes the question to the durable intake, so
an acknowledged question is on disk. Answering (messages.py, on intake
workers), escalating (escalation.py), votes (feedback.py), `/kb`
(commands.py) and PDF drops (uploads.py) happen afterwards. Confidence and
escalation come from the core's `Answer`.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager

from slack_bolt import App
from slack_bolt.logger.messages import warning_client_prioritized_and_token_skipped
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from ..services import Services
from . import commands, feedback, messages, relay, render
from .conversations import Conversations
from .escalation import PLATFORM
from .incoming import Incoming
from .web_client import make_client, quiet_logger
from .work import ListenerPool, WorkQueue

log = logging.getLogger(__name__)


class SlackBot:
    """One Bolt `App` plus the work behind it; `http_mode` turns Slack's signature check on."""

    def __init__(self, services: Services, *, http_mode: bool = True, client: WebClient | None = None,
                 workers: int = 4) -> None:
        self.services = services
        self.settings = services.settings.slack
        if http_mode and not self.settings.signing_secret:
            raise ValueError("SLACK_SIGNING_SECRET is required for the HTTP endpoint (or set SLACK_APP_TOKEN "
                             "for Socket Mode)")
        self.client = client or make_client(self.settings)
        self.poster = make_client(self.settings, retries=False) if client is None else WebClient(
            token=client.token, base_url=client.base_url, timeout=client.timeout, retry_handlers=[],
            logger=client.logger)  # posts answers; delivery.py retries those itself, after checking
        identity = self.client.auth_test()
        self.bot_user_id = str(identity.get("user_id", ""))
        self.bot_id = str(identity.get("bot_id", ""))
        self.conversations = Conversations()
        self.work = WorkQueue(workers=workers)
        self.notices = WorkQueue(workers=1, name="slack-notice")  # "busy, queued": not behind slow jobs
        self.listeners = ListenerPool(on_done=lambda: services.metrics.event_handled(PLATFORM))
        self.app = App(client=self.client, signing_secret=self.settings.signing_secret,
                       process_before_response=False, request_verification_enabled=http_mode,
                       listener_executor=self.listeners, logger=_bolt_logger())
        self._register()
        services.intake.serve(PLATFORM, lambda item: messages.answer_item(self, item), workers)
        if self.settings.kb_admin_channel:
            services.announcer.subscribe(PLATFORM, self.announce)

    def _register(self) -> None:
        self.app.event("app_mention", middleware=[self.take_in])(self.on_message)
        self.app.event("message", middleware=[self.take_in])(self.on_message)
        self.app.action(render.FEEDBACK_UP)(self.on_feedback)
        self.app.action(render.FEEDBACK_DOWN)(self.on_feedback)
        self.app.action(render.ESCALATE_REQUEST)(self.on_escalation_request)
        self.app.command("/kb")(self.on_kb_command)
        self.app.action(relay.SAVE_ANSWER)(self.on_save_answer)
        self.app.view(relay.SAVE_MODAL)(self.on_save_answer_submit)

    # ---- listeners (Bolt passes their arguments by name): fast, no Web API calls -------------------

    def take_in(self, event: dict, next) -> None:  # noqa: A002 (Bolt passes `next` by name)
        """Before the ack: a question is claimed and on disk before Slack hears it arrived (an error
        here is a 500, and Slack sends the event again)."""
        messages.handle_message(self, event)
        next()

    def on_message(self) -> None:
        """The message was taken in before the ack (`take_in`); running here counts it as handled."""

    def on_feedback(self, ack, body: dict, action: dict) -> None:
        feedback.record_vote(self, ack, body, action)

    def on_escalation_request(self, ack, body: dict, action: dict) -> None:
        feedback.on_escalation_request(self, ack, body, action)

    def on_kb_command(self, ack, command: dict, respond) -> None:
        commands.on_kb_command(self, ack, command, respond)

    def on_save_answer(self, ack, body: dict, action: dict) -> None:
        relay.on_save_click(self, ack, body, action)

    def on_save_answer_submit(self, ack, body: dict, view: dict) -> None:
        relay.on_save_submit(self, ack, body, view)

    # ---- what the listeners share ----------------------------------------------------------------

    def claim(self, msg: Incoming) -> bool:
        """Exactly once per message: retries, a repeated event_id and the mention twins share the key."""
        return self.services.records.claim_event(msg.key)

    def submit(self, job, what: str) -> None:
        self.work.submit(job, what)

    def notify(self, job, what: str) -> None:
        self.notices.submit(job, what)

    def start(self, msg: Incoming, job, what: str) -> None:
        """Queue `job` for `msg` unless another event of the same message already did."""
        if self.claim(msg):
            self.submit(job, what)

    def question_of(self, msg: Incoming) -> str:
        return render.plain_question(msg.text, self.bot_user_id)

    def is_ours(self, message: dict) -> bool:
        return (bool(self.bot_user_id) and message.get("user") == self.bot_user_id) or (
            bool(self.bot_id) and message.get("bot_id") == self.bot_id)

    # ---- handled to the end -------------------------------------------------------------------------

    @property
    def events_processed(self) -> int:
        """Events (messages, clicks, commands) whose listener has returned, whatever came of them."""
        return self.listeners.completed

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until every event acknowledged so far has been handled to the end: its listener has
        returned and the work it queued is done (for shutdown and tests)."""
        return (self.listeners.wait_idle(timeout) and self.work.wait_idle(timeout)
                and self.services.intake.wait_idle(timeout, PLATFORM) and self.notices.wait_idle(timeout))

    def stop(self) -> None:
        self.listeners.shutdown(wait=True)  # a listener still running may queue work: let it, then stop
        self.work.stop()
        self.services.intake.stop(PLATFORM)  # what is still waiting stays on disk for the next start
        self.notices.stop()

    # ---- talking to Slack -----------------------------------------------------------------------------

    def post(self, channel: str, thread_ts: str, message: render.Message, metadata: dict | None = None) -> str:
        """Post without unfurls or name linking; the new message's ts ("" when Slack refused)."""
        try:
            result = self.client.chat_postMessage(channel=channel, thread_ts=thread_ts or None, text=message.text,
                                                  blocks=message.blocks, metadata=metadata, **render.NO_UNFURL)
            return str(result.get("ts", ""))
        except SlackApiError as exc:
            log.error("chat.postMessage failed: %s", exc.response.get("error"))
            return ""

    def post_ephemeral(self, channel: str, user: str, thread_ts: str, message: render.Message) -> None:
        try:
            self.client.chat_postEphemeral(channel=channel, user=user, thread_ts=thread_ts or None,
                                           text=message.text, blocks=message.blocks)
        except SlackApiError as exc:
            log.error("chat.postEphemeral failed: %s", exc.response.get("error"))

    def announce(self, text: str) -> None:
        """A scheduled re-index changed the knowledge base: tell `SLACK_KB_ADMIN_CHANNEL`."""
        self.post(self.settings.kb_admin_channel, "", render.notice_message(text))

    @contextmanager
    def working(self, msg: Incoming):
        """A 👀 reaction on the question while the bot works on it."""
        added = self._reaction("add", msg)
        try:
            yield
        finally:
            if added:
                self._reaction("remove", msg)

    def _reaction(self, verb: str, msg: Incoming) -> bool:
        # the poster client: no inline retries, so a 429 costs the 👀 (cosmetic), never a worker's time
        call = self.poster.reactions_add if verb == "add" else self.poster.reactions_remove
        try:
            call(channel=msg.channel, timestamp=msg.ts, name=render.WORKING_REACTION)
            return True
        except SlackApiError as exc:
            log.info("reactions.%s failed: %s", verb, exc.response.get("error"))
            return False


def _bolt_logger() -> logging.Logger:
    """Bolt's logger, quiet, and without the warning Bolt gives whenever SLACK_BOT_TOKEN is in the
    environment next to our own client (the client carries the same token, plus base URL and retries)."""
    logger = quiet_logger("bot.slack.bolt")
    if not any(isinstance(f, _DropTokenSkippedWarning) for f in logger.filters):
        logger.addFilter(_DropTokenSkippedWarning())
    return logger


class _DropTokenSkippedWarning(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != warning_client_prioritized_and_token_skipped()
