"""Escalations that come back: a support person's reply in the escalation's thread reaches the asker, and
"Save as answer" turns it into a learned answer (knowledge/learned/) after a modal to edit the question.

Where the asker is travels with the escalation message itself, as Slack message metadata
(`ESCALATION_EVENT`), so any replica, before or after a restart, can relay a reply: it reads the thread
with `conversations.replies`. A reply is relayed once: it is claimed like any message (`slack:{channel}:{ts}`,
across replicas with a Chroma server). What is saved is re-read from Slack at save time, so a deleted
escalation or reply saves nothing. Whether the text can be relayed or saved is the core's rule
(`LearnedAnswers.check`); this module only translates.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from slack_sdk.errors import SlackApiError

from knowledge import KnowledgeError

from ..presenting import SAVE_GONE, SAVE_NOT_ALLOWED
from . import render
from .escalation import ESCALATION_EVENT, PLATFORM, EscalationRef
from .incoming import Incoming
from .uploads import is_admin

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)

SAVE_ANSWER = "pagewise_save_answer"
SAVE_MODAL = "pagewise_save_answer_modal"
QUESTION_BLOCK, QUESTION_INPUT = "learned_question", "question"


def is_support_reply(bot: "SlackBot", msg: Incoming) -> bool:
    """A person's reply inside a thread of the escalation channel that does not address the bot (whether its
    thread is an escalation is read from Slack afterwards, off the listener)."""
    return bool(bot.settings.escalation_channel) and msg.channel == bot.settings.escalation_channel \
        and msg.in_thread_reply and not render.mentions(msg.text, bot.bot_user_id)


# ---- relaying ---------------------------------------------------------------------------------

def relay_reply(bot: "SlackBot", msg: Incoming) -> None:
    """Post a support person's reply in the asker's thread, then offer "Save as answer" in the support thread."""
    thread = _thread(bot, msg.channel, msg.thread_ts)
    ref = _escalation_of(bot, thread, msg.thread_ts)
    if ref is None or msg.user == ref.asker:  # not an escalation thread, or the asker talking to support
        return
    text = render.plain_question(msg.text, bot.bot_user_id)
    try:
        bot.services.kb.learned.check_answer(text)  # what cannot be saved is not relayed either
    except KnowledgeError as exc:
        bot.post_ephemeral(msg.channel, msg.user, msg.thread_ts, render.notice_message(f"Not sent to the asker. {exc}"))
        return
    name = display_name(bot, msg.user)
    if not bot.post(ref.channel, ref.thread_ts, support_answer_message(name, text)):
        bot.post_ephemeral(msg.channel, msg.user, msg.thread_ts,
                           render.notice_message("Slack refused the reply to the asker; please answer them directly."))
        return
    bot.services.metrics.relayed(PLATFORM)
    value = json.dumps({"c": msg.channel, "t": msg.thread_ts, "r": msg.ts})
    bot.post(msg.channel, msg.thread_ts, relayed_message(ref.asker, value))


def support_answer_message(name: str, text: str) -> render.Message:
    head = f"*Answer from @{render.escape(name)}, support team:*"
    body = render.escape(text)
    parts = [body[i:i + render.SECTION_LIMIT] for i in range(0, len(body), render.SECTION_LIMIT)]
    return render.Message(text=f"{head}\n{body}",
                          blocks=[render._section(head)] + [render._section(p) for p in parts])


def relayed_message(asker: str, value: str) -> render.Message:
    text = f"Sent to {render.user_mention(asker)} in their thread."
    return render.Message(text=text, blocks=[render._section(text), {"type": "actions", "elements": [
        render._button("Save as answer", SAVE_ANSWER, value)]}])


# ---- saving ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SaveRef:
    """What the button carries: the escalation thread and the reply in it."""

    channel: str
    thread_ts: str
    reply_ts: str

    @classmethod
    def decode(cls, value: str) -> "SaveRef | None":
        try:
            data = json.loads(value or "{}")
            return cls(str(data["c"]), str(data["t"]), str(data["r"]))
        except (ValueError, KeyError, TypeError):
            return None

    def encode(self) -> str:
        return json.dumps({"c": self.channel, "t": self.thread_ts, "r": self.reply_ts})


def on_save_click(bot: "SlackBot", ack, body: dict, action: dict) -> None:
    ack()
    user = str((body.get("user") or {}).get("id", ""))
    ref, trigger = SaveRef.decode(action.get("value", "")), str(body.get("trigger_id", ""))
    if ref is not None:
        bot.submit(lambda: open_save_modal(bot, user, trigger, ref), "save answer")


def open_save_modal(bot: "SlackBot", user: str, trigger_id: str, ref: SaveRef) -> None:
    if not may_save(bot, user):
        bot.post_ephemeral(ref.channel, user, ref.thread_ts, render.notice_message(SAVE_NOT_ALLOWED))
        return
    found = _reply_of(bot, ref)
    if found is None:
        bot.post_ephemeral(ref.channel, user, ref.thread_ts, render.notice_message(SAVE_GONE))
        return
    escalation, _, text = found
    try:
        bot.client.views_open(trigger_id=trigger_id, view=save_modal(escalation.question, text, ref))
    except SlackApiError as exc:
        log.error("views.open failed: %s", exc.response.get("error"))


def save_modal(question: str, answer: str, ref: SaveRef) -> dict:
    return {"type": "modal", "callback_id": SAVE_MODAL, "private_metadata": ref.encode(),
            "title": {"type": "plain_text", "text": "Save as answer"},
            "submit": {"type": "plain_text", "text": "Save"},
            "blocks": [
                {"type": "input", "block_id": QUESTION_BLOCK, "label": {"type": "plain_text", "text": "Question"},
                 "element": {"type": "plain_text_input", "action_id": QUESTION_INPUT, "multiline": True,
                             "initial_value": question[:3000]}},
                render._context("*Answer:* " + render.escape(render._clip(answer)))]}


def on_save_submit(bot: "SlackBot", ack, body: dict, view: dict) -> None:
    ack()
    user = str((body.get("user") or {}).get("id", ""))
    ref = SaveRef.decode(view.get("private_metadata", ""))
    values = ((view.get("state") or {}).get("values") or {}).get(QUESTION_BLOCK) or {}
    question = str((values.get(QUESTION_INPUT) or {}).get("value") or "")
    if ref is not None:
        bot.submit(lambda: save_answer(bot, user, question, ref), "save answer")


def save_answer(bot: "SlackBot", user: str, question: str, ref: SaveRef) -> None:
    """Checked again here (a submission is a new request): who saves, and that the reply still exists."""
    if not may_save(bot, user):
        reply = SAVE_NOT_ALLOWED
    elif (found := _reply_of(bot, ref)) is None:
        reply = SAVE_GONE
    else:
        escalation, author, text = found
        reply = bot.services.admin.save_answer(question, text, platform=PLATFORM, by=display_name(bot, user),
                                               answered_by=display_name(bot, author), escalation=escalation.key)
    bot.post_ephemeral(ref.channel, user, ref.thread_ts, render.notice_message(reply))


def may_save(bot: "SlackBot", user: str) -> bool:
    """A support user (SLACK_SUPPORT_USERS or the SLACK_SUPPORT_GROUP user group) or a kb admin."""
    settings = bot.settings
    if user in settings.support_users:
        return True
    if settings.support_group:
        try:
            members = bot.client.usergroups_users_list(usergroup=settings.support_group).get("users") or []
            if user in members:
                return True
        except SlackApiError as exc:
            log.warning("usergroups.users.list failed: %s", exc.response.get("error"))
    return is_admin(bot.client, settings, user)


# ---- reading Slack ----------------------------------------------------------------------------------

def display_name(bot: "SlackBot", user: str) -> str:
    try:
        info = bot.client.users_info(user=user).get("user") or {}
    except SlackApiError:
        return user
    profile = info.get("profile") or {}
    return str(profile.get("display_name") or profile.get("real_name") or info.get("name") or user)


def _thread(bot: "SlackBot", channel: str, thread_ts: str) -> list[dict]:
    try:
        got = bot.client.conversations_replies(channel=channel, ts=thread_ts, include_all_metadata=True, limit=200)
    except SlackApiError as exc:
        log.warning("conversations.replies failed: %s", exc.response.get("error"))
        return []
    return list(got.get("messages") or [])


def _escalation_of(bot: "SlackBot", thread: list[dict], thread_ts: str) -> EscalationRef | None:
    parent = next((m for m in thread if str(m.get("ts")) == thread_ts), None)
    if parent is None or not bot.is_ours(parent):
        return None
    metadata = parent.get("metadata") or {}
    if metadata.get("event_type") != ESCALATION_EVENT:
        return None
    return EscalationRef.from_payload(metadata.get("event_payload") or {})


def _reply_of(bot: "SlackBot", ref: SaveRef) -> tuple[EscalationRef, str, str] | None:
    """The escalation, the reply's author and its text, as Slack has them now; None when either is gone."""
    thread = _thread(bot, ref.channel, ref.thread_ts)
    escalation = _escalation_of(bot, thread, ref.thread_ts)
    reply = next((m for m in thread if str(m.get("ts")) == ref.reply_ts and not bot.is_ours(m)), None)
    if escalation is None or reply is None:
        return None
    return escalation, str(reply.get("user", "")), render.plain_question(str(reply.get("text", "")), bot.bot_user_id)

