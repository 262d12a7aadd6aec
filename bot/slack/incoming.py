"""Reading an incoming message: is it from a person, and which earlier thread of the bot's does it follow?

A Slack message event is reduced to what the adapter decides on. `app_mention`
and `message` events of one message look alike here, which is what lets the
twins be recognised as one message (same channel and `ts`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from slack_sdk.errors import SlackApiError

from . import render
from .conversations import ThreadState

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)

HISTORY_LIMIT = 200

# Subtypes that are still a person talking to the bot; every other one (edits,
# deletions, joins, bot messages...) is ignored.
HUMAN_SUBTYPES = {None, "", "file_share", "thread_broadcast"}


@dataclass(frozen=True)
class Incoming:
    type: str
    channel: str
    channel_type: str
    ts: str
    thread_ts: str
    user: str
    text: str
    files: tuple[dict, ...]

    @classmethod
    def from_event(cls, event: dict) -> "Incoming":
        return cls(type=str(event.get("type", "")), channel=str(event.get("channel", "")),
                   channel_type=str(event.get("channel_type", "")), ts=str(event.get("ts", "")),
                   thread_ts=str(event.get("thread_ts") or ""), user=str(event.get("user") or ""),
                   text=str(event.get("text") or ""), files=tuple(event.get("files") or ()))

    @property
    def is_dm(self) -> bool:
        return self.channel_type == "im" or (not self.channel_type and self.channel.startswith("D"))

    @property
    def in_thread_reply(self) -> bool:
        """A reply inside an existing thread (not the thread's first message)."""
        return bool(self.thread_ts) and self.thread_ts != self.ts

    @property
    def reply_ts(self) -> str:
        """Where the bot answers: the message's thread, or a new thread under the message."""
        return self.thread_ts or self.ts

    @property
    def key(self) -> str:
        """One message, however many events describe it."""
        return f"slack:{self.channel}:{self.ts}"


def from_a_person(event: dict, bot_user_id: str) -> bool:
    """False for the bot itself, other bots, edits, deletions and other system subtypes."""
    if event.get("subtype") not in HUMAN_SUBTYPES:
        return False
    if event.get("bot_id") or event.get("bot_profile") or event.get("edited") or event.get("hidden"):
        return False
    user = event.get("user")
    return bool(user) and user != bot_user_id and bool(event.get("channel")) and bool(event.get("ts"))


def thread_from_history(bot: "SlackBot", channel: str, thread_ts: str, before_ts: str) -> ThreadState | None:
    """The thread as Slack has it: None unless the bot replied there; askers are who mentioned it.

    After a restart the memory is empty; this keeps follow-ups working in threads answered before it.
    """
    try:
        messages = bot.client.conversations_replies(channel=channel, ts=thread_ts, limit=HISTORY_LIMIT)
    except SlackApiError as exc:
        log.warning("conversations.replies failed: %s", exc.response.get("error"))
        return None
    messages = messages.get("messages") or []
    if not any(bot.is_ours(m) for m in messages):
        return None
    state = ThreadState()
    for m in messages:
        if not bot.is_ours(m) and render.mentions(m.get("text", ""), bot.bot_user_id):
            state.askers.add(str(m.get("user", "")))
    state.questions = [bot.question_of(Incoming.from_event(m)) for m in messages
                       if m.get("user") in state.askers and _ts(m.get("ts")) < _ts(before_ts)]
    return state


def _ts(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
