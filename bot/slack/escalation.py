"""Handing a question to people: record it (the store Discord uses too) and post it for the support team.

The escalation message carries Slack message metadata saying where the asker is (`EscalationRef`), so a
support person's reply in its thread can be relayed by any replica (bot/slack/relay.py)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from slack_sdk.errors import SlackApiError

from ..records import Escalation
from . import render

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)

PLATFORM = "slack"
ESCALATION_EVENT = "pagewise_escalation"  # Slack message metadata: where the asker is (bot/slack/relay.py)


@dataclass(frozen=True)
class EscalationRef:
    """Where the asker is: read from the escalation message's metadata."""

    channel: str
    thread_ts: str
    asker: str
    question: str
    key: str  # the escalation's id in learned answers, e.g. "slack:C1:1700000000.000100"

    def payload(self) -> dict:
        return {"channel": self.channel, "thread_ts": self.thread_ts, "asker": self.asker,
                "question": self.question[:2000], "key": self.key}

    @classmethod
    def from_payload(cls, data: dict) -> "EscalationRef | None":
        try:
            return cls(**{k: str(data[k]) for k in ("channel", "thread_ts", "asker", "question", "key")})
        except (KeyError, TypeError):
            return None


def escalation_ref(*, channel: str, message_ts: str, asker: str, question: str, thread_ts: str = "") -> EscalationRef:
    """The asker's place: their thread (default: under the question) and the question's key."""
    return EscalationRef(channel=channel, thread_ts=thread_ts or message_ts, asker=asker, question=question,
                         key=f"{PLATFORM}:{channel}:{message_ts}")


def escalation_metadata(ref: EscalationRef) -> dict:
    return {"event_type": ESCALATION_EVENT, "event_payload": ref.payload()}


def escalate(bot: "SlackBot", *, channel: str, message_ts: str, asker: str, question: str, confidence: float,
             sources: list[str], reason: str, thread_ts: str = "") -> None:
    """Record the escalation, then tell the support team in `SLACK_ESCALATION_CHANNEL`.

    `reason` is "low_confidence" (the core decided) or "feedback" (the asker asked for a person);
    `thread_ts`: the asker's thread, where a support person's reply is relayed (default: under `message_ts`).
    """
    info = record_escalation(bot, channel=channel, message_ts=message_ts, asker=asker, question=question,
                             confidence=confidence, sources=sources, reason=reason)
    post_escalation(bot, info, escalation_ref(channel=channel, message_ts=message_ts, asker=asker,
                                              question=question, thread_ts=thread_ts))


def record_escalation(bot: "SlackBot", *, channel: str, message_ts: str, asker: str, question: str,
                      confidence: float, sources: list[str], reason: str) -> render.EscalationInfo:
    info = render.EscalationInfo(question=question, asker=asker, permalink=permalink(bot, channel, message_ts),
                                 confidence=confidence, sources=sources, reason=reason)
    bot.services.records.record_escalation(Escalation(
        platform=PLATFORM, user=asker, question=question, confidence=confidence, sources=sources,
        link=info.permalink, reason=reason))
    bot.services.metrics.escalated(PLATFORM, reason)
    return info


def post_escalation(bot: "SlackBot", info: render.EscalationInfo, ref: EscalationRef,
                    deliver: Callable[[str, render.Message, dict], object] | None = None) -> None:
    """Post in `SLACK_ESCALATION_CHANNEL` with `ref` as its metadata; `deliver(channel, message, metadata)` posts
    it (a question's posts go through `delivery.post_once`, so they land once)."""
    settings = bot.settings
    if not settings.escalation_channel:
        log.warning("escalation recorded but SLACK_ESCALATION_CHANNEL is not set")
        return
    ping = render.support_mentions(settings.support_group, settings.support_users)
    post = deliver or (lambda channel, message, metadata: bot.post(channel, "", message, metadata=metadata))
    post(settings.escalation_channel, render.escalation_message(info, ping), escalation_metadata(ref))


def permalink(bot: "SlackBot", channel: str, message_ts: str) -> str:
    try:
        return str(bot.client.chat_getPermalink(channel=channel, message_ts=message_ts).get("permalink", ""))
    except SlackApiError as exc:
        log.warning("chat.getPermalink failed: %s", exc.response.get("error"))
        return ""
