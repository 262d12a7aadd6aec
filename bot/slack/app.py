"""The Slack adapter: Bolt listeners that turn Slack events into questions for the core.

Listeners run inside the request Slack is waiting for, so they only ack,
decide whether the message is for the bot, claim it (exactly once) and queue
the work; answering, posting, escalating and downloading happen afterwards on
`WorkQueue` threads. Confidence and escalation come from the core's `Answer`.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from dataclasses import dataclass, replace

from slack_bolt import App
from slack_bolt.logger.messages import warning_client_prioritized_and_token_skipped
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from knowledge import KnowledgeError

from ..admin import Command, parse as parse_kb_command
from ..app import Services
from ..asking import Reply
from ..presenting import ERROR_MESSAGE, NOT_ADMIN, top_sources, upload_summary
from ..records import Escalation
from . import render
from .client import make_client, quiet_logger
from .incoming import Incoming, from_a_person
from .threads import AnswerMemo, ThreadMemory, ThreadState
from .uploads import check_before_download, complete, download, is_admin
from .work import WorkQueue

log = logging.getLogger(__name__)

PLATFORM = "slack"
ESCALATION_REQUESTED = "Done: I've asked a person from the support team to look at this."
HISTORY_LIMIT = 200


@dataclass(frozen=True)
class Click:
    """A button click, reduced to where it happened and who clicked."""

    user: str
    channel: str
    message_ts: str
    thread_ts: str
    action_id: str
    ref: render.FeedbackRef

    @classmethod
    def from_body(cls, body: dict, action: dict) -> "Click":
        container = body.get("container") or {}
        message = body.get("message") or {}
        return cls(user=str((body.get("user") or {}).get("id", "")),
                   channel=str((body.get("channel") or {}).get("id") or container.get("channel_id", "")),
                   message_ts=str(message.get("ts") or container.get("message_ts", "")),
                   thread_ts=str(message.get("thread_ts") or container.get("thread_ts") or ""),
                   action_id=str(action.get("action_id", "")), ref=render.decode_feedback(action.get("value", "")))


class SlackBot:
    """One Bolt `App` plus the work behind it; `http_mode` turns Slack's signature check on."""

    def __init__(self, services: Services, *, http_mode: bool = True, client: WebClient | None = None,
                 workers: int = 4, max_pending: int = 200) -> None:
        self.services = services
        self.settings = services.settings.slack
        if http_mode and not self.settings.signing_secret:
            raise ValueError("SLACK_SIGNING_SECRET is required for the HTTP endpoint (or set SLACK_APP_TOKEN "
                             "for Socket Mode)")
        self.client = client or make_client(self.settings)
        identity = self.client.auth_test()
        self.bot_user_id = str(identity.get("user_id", ""))
        self.bot_id = str(identity.get("bot_id", ""))
        self.memory = ThreadMemory()
        self.work = WorkQueue(workers=workers, max_pending=max_pending)
        self.app = App(client=self.client, signing_secret=self.settings.signing_secret,
                       process_before_response=False, request_verification_enabled=http_mode,
                       logger=_bolt_logger())
        self._register()
        if self.settings.kb_admin_channel:
            services.announcer.subscribe(PLATFORM, self.announce)

    def _register(self) -> None:
        self.app.event("app_mention")(self.on_message)
        self.app.event("message")(self.on_message)
        self.app.action(render.FEEDBACK_UP)(self.on_feedback)
        self.app.action(render.FEEDBACK_DOWN)(self.on_feedback)
        self.app.action(render.ESCALATE_REQUEST)(self.on_escalation_request)
        self.app.command("/kb")(self.on_kb_command)

    def stop(self) -> None:
        self.work.stop()

    # ---- listeners: fast, no Web API calls ---------------------------------------------

    def on_message(self, event: dict) -> None:
        """Both twins of a mention (`app_mention` and `message`) land here; `claim` lets one through."""
        if not from_a_person(event, self.bot_user_id):
            return
        msg = Incoming.from_event(event)
        addressed = msg.is_dm or msg.type == "app_mention" or render.mentions(msg.text, self.bot_user_id)
        if addressed and msg.files:
            self._start(msg, lambda: self.take_drop(msg), "pdf drop")
        elif addressed and (command := parse_kb_command(self.question_of(msg), prefixed=True)) is not None:
            self._start(msg, lambda: self.take_kb_mention(msg, command), "kb command")
        elif addressed:
            self._start_question(msg)
        elif msg.in_thread_reply:
            self._consider_follow_up(msg)

    def _start_question(self, msg: Incoming) -> None:
        known = self.memory.get(msg.channel, msg.reply_ts)
        context = known.questions if known else ([] if not msg.in_thread_reply else None)
        if self._claim(msg):
            question = self.question_of(msg)
            self.memory.remember_question(msg.channel, msg.reply_ts, msg.user, question)
            self._submit(lambda: self.answer(msg, question, context), "question")

    def _consider_follow_up(self, msg: Incoming) -> None:
        """A thread reply without a mention is a question only from someone who asked the bot there."""
        known = self.memory.get(msg.channel, msg.thread_ts)
        if known is not None:
            if msg.user in known.askers:
                self._start_question(msg)
        elif not self.memory.is_not_ours(msg.channel, msg.thread_ts):
            self._submit(lambda: self.follow_up_from_history(msg), "thread check")

    def on_feedback(self, ack, body: dict, action: dict) -> None:
        ack()
        click = Click.from_body(body, action)
        vote = "up" if click.action_id == render.FEEDBACK_UP else "down"
        self.services.records.record_feedback(
            platform=PLATFORM, user=click.user, question=click.ref.question, confidence=click.ref.confidence,
            vote=vote, answer_ref=f"{click.channel}:{click.message_ts}")
        reply = render.thanks_message()
        if vote == "down" and not click.ref.escalated:  # an escalated answer already has a person on it
            reply = render.offer_escalation_message(
                render.encode_feedback(replace(click.ref, answer_ts=click.message_ts)))
        self._submit(lambda: self.post_ephemeral(click, reply), "feedback reply")

    def on_escalation_request(self, ack, body: dict, action: dict) -> None:
        ack()
        click = Click.from_body(body, action)
        answer_ts = click.ref.answer_ts or click.message_ts
        if self.services.records.claim_event(f"slack:escalate:{click.channel}:{answer_ts}"):
            self._submit(lambda: self.escalate_on_request(click, answer_ts), "escalation")

    def on_kb_command(self, ack, command: dict, respond) -> None:
        """`/kb status|reindex|forget FILE`: ack at once, answer only the person who asked once it is done."""
        ack()
        parsed = parse_kb_command(str(command.get("text") or ""), prefixed=False)
        user = str(command.get("user_id", ""))
        self._submit(lambda: self.reply_kb_command(parsed, user, respond), "kb command")

    def _start(self, msg: Incoming, job, what: str) -> None:
        if self._claim(msg):
            self._submit(job, what)

    def _claim(self, msg: Incoming) -> bool:
        """Exactly once per message: retries, a repeated event_id and the mention twins share the key."""
        return self.services.records.claim_event(msg.key)

    def _submit(self, job, what: str) -> None:
        self.work.submit(job, what)

    # ---- questions ------------------------------------------------------------------------

    def question_of(self, msg: Incoming) -> str:
        return render.plain_question(msg.text, self.bot_user_id)

    def answer(self, msg: Incoming, question: str, context: list[str] | None) -> None:
        """Ask the core and answer in the thread; escalate when the core says so."""
        with self.working(msg):
            if context is None:
                history = self.thread_from_history(msg.channel, msg.reply_ts, msg.ts)
                context = history.questions if history else []
            reply = self.services.asker.ask(platform=PLATFORM, user=msg.user, question=question, context=context)
            answer_ts = self.post_reply(msg, question, reply)
            if reply.escalate:
                self.escalate(channel=msg.channel, message_ts=msg.ts, asker=msg.user, question=question,
                              confidence=reply.answer.confidence, sources=top_sources(reply.answer),
                              reason="low_confidence")
            if answer_ts and reply.answer is not None:
                self.memory.remember_answer(msg.channel, answer_ts, AnswerMemo(
                    asker=msg.user, question=question, sources=top_sources(reply.answer)))

    def post_reply(self, msg: Incoming, question: str, reply: Reply) -> str:
        value = ""
        if reply.answer is not None:
            value = render.encode_feedback(render.FeedbackRef(
                question=question, confidence=reply.answer.confidence, escalated=reply.escalate, question_ts=msg.ts))
        return self.post(msg.channel, msg.reply_ts, render.reply_message(reply, value))

    def follow_up_from_history(self, msg: Incoming) -> None:
        """After a restart the memory is empty: ask Slack whether the bot answered this thread, and whom."""
        state = self.thread_from_history(msg.channel, msg.thread_ts, msg.ts)
        if state is None:
            self.memory.mark_not_ours(msg.channel, msg.thread_ts)
            return
        if msg.user not in state.askers or not self._claim(msg):
            self.memory.adopt(msg.channel, msg.thread_ts, state)
            return
        question = self.question_of(msg)
        self.memory.adopt(msg.channel, msg.thread_ts, state)
        self.memory.remember_question(msg.channel, msg.thread_ts, msg.user, question)
        self.answer(msg, question, state.questions)

    def thread_from_history(self, channel: str, thread_ts: str, before_ts: str) -> ThreadState | None:
        """The thread as Slack has it: None unless the bot replied there; askers are who mentioned it."""
        try:
            messages = self.client.conversations_replies(channel=channel, ts=thread_ts, limit=HISTORY_LIMIT)
        except SlackApiError as exc:
            log.warning("conversations.replies failed: %s", exc.response.get("error"))
            return None
        messages = messages.get("messages") or []
        if not any(self._is_ours(m) for m in messages):
            return None
        state = ThreadState()
        for m in messages:
            if not self._is_ours(m) and render.mentions(m.get("text", ""), self.bot_user_id):
                state.askers.add(str(m.get("user", "")))
        state.questions = [self.question_of(Incoming.from_event(m)) for m in messages
                           if m.get("user") in state.askers and _ts(m.get("ts")) < _ts(before_ts)]
        return state

    def _is_ours(self, message: dict) -> bool:
        return (bool(self.bot_user_id) and message.get("user") == self.bot_user_id) or (
            bool(self.bot_id) and message.get("bot_id") == self.bot_id)

    # ---- escalations ------------------------------------------------------------------------

    def escalate(self, *, channel: str, message_ts: str, asker: str, question: str, confidence: float,
                 sources: list[str], reason: str) -> None:
        """Record the escalation, then tell the support team in `SLACK_ESCALATION_CHANNEL`."""
        info = render.EscalationInfo(question=question, asker=asker, permalink=self.permalink(channel, message_ts),
                                     confidence=confidence, sources=sources, reason=reason)
        self.services.records.record_escalation(Escalation(
            platform=PLATFORM, user=asker, question=question, confidence=confidence, sources=sources,
            link=info.permalink, reason=reason))
        if not self.settings.escalation_channel:
            log.warning("escalation recorded but SLACK_ESCALATION_CHANNEL is not set")
            return
        ping = render.support_mentions(self.settings.support_group, self.settings.support_users)
        self.post(self.settings.escalation_channel, "", render.escalation_message(info, ping))

    def escalate_on_request(self, click: Click, answer_ts: str) -> None:
        memo = self.memory.answer(click.channel, answer_ts)
        self.escalate(channel=click.channel, message_ts=answer_ts, asker=click.user,
                      question=memo.question if memo else click.ref.question, confidence=click.ref.confidence,
                      sources=memo.sources if memo else [], reason="feedback")
        self.post_ephemeral(click, render.notice_message(ESCALATION_REQUESTED))

    def permalink(self, channel: str, message_ts: str) -> str:
        try:
            return str(self.client.chat_getPermalink(channel=channel, message_ts=message_ts).get("permalink", ""))
        except SlackApiError as exc:
            log.warning("chat.getPermalink failed: %s", exc.response.get("error"))
            return ""

    # ---- knowledge-base admin commands and announcements ----------------------------------------

    def run_kb_command(self, command: Command, user: str) -> str:
        """The shared admin logic; whether `user` is an admin is asked of Slack only when it matters."""
        return self.services.admin.run(command, platform=PLATFORM, user=user,
                                       is_admin=lambda: is_admin(self.client, self.settings, user))

    def take_kb_mention(self, msg: Incoming, command: Command) -> None:
        with self.working(msg):
            self.post(msg.channel, msg.reply_ts, render.notice_message(self.run_kb_command(command, msg.user)))

    def reply_kb_command(self, command: Command, user: str, respond) -> None:
        message = render.notice_message(self.run_kb_command(command, user))
        try:
            respond(text=message.text, blocks=message.blocks, response_type="ephemeral")
        except Exception as exc:  # the response_url expired or cannot be reached
            log.warning("kb command reply failed: %s", type(exc).__name__)

    def announce(self, text: str) -> None:
        """A scheduled re-index changed the knowledge base: tell `SLACK_KB_ADMIN_CHANNEL`."""
        self.post(self.settings.kb_admin_channel, "", render.notice_message(text))

    # ---- admin PDF drops ----------------------------------------------------------------------

    def take_drop(self, msg: Incoming) -> None:
        """Admins only, checked before any download; each file gets its own reply."""
        with self.working(msg):
            if not is_admin(self.client, self.settings, msg.user):
                self.post(msg.channel, msg.reply_ts, render.notice_message(NOT_ADMIN))
                return
            for item in msg.files:
                self.post(msg.channel, msg.reply_ts, render.notice_message(self.add_file(item, msg.user)))

    def add_file(self, item: dict, user: str = "") -> str:
        """Check, download and index one shared file; the words to reply with."""
        max_bytes = int(self.services.kb.settings.max_pdf_mb * 2**20)
        try:
            file = complete(self.client, item)
            check_before_download(file, max_bytes)
            data = download(file, self.settings, max_bytes)
            return upload_summary(self.services.kb.add_document(file.name, data, trigger=PLATFORM, actor=user))
        except KnowledgeError as exc:
            log.info("pdf drop refused: %s", type(exc).__name__)
            return str(exc)
        except Exception:
            log.exception("pdf drop failed")
            return ERROR_MESSAGE

    # ---- talking to Slack ---------------------------------------------------------------------

    def post(self, channel: str, thread_ts: str, message: render.Message) -> str:
        """Post without unfurls or name linking; the new message's ts ("" when Slack refused)."""
        try:
            result = self.client.chat_postMessage(channel=channel, thread_ts=thread_ts or None, text=message.text,
                                                  blocks=message.blocks, **render.NO_UNFURL)
            return str(result.get("ts", ""))
        except SlackApiError as exc:
            log.error("chat.postMessage failed: %s", exc.response.get("error"))
            return ""

    def post_ephemeral(self, click: Click, message: render.Message) -> None:
        try:
            self.client.chat_postEphemeral(channel=click.channel, user=click.user, thread_ts=click.thread_ts or None,
                                           text=message.text, blocks=message.blocks)
        except SlackApiError as exc:
            log.error("chat.postEphemeral failed: %s", exc.response.get("error"))

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
        call = self.client.reactions_add if verb == "add" else self.client.reactions_remove
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


def _ts(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
