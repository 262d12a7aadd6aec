"""Handing a question to people: record it (the store Discord uses too) and post it for the support team."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Callable

from slack_sdk.errors import SlackApiError

from ..records import Escalation
from . import render

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)

PLATFORM = "slack"


def escalate(bot: "SlackBot", *, channel: str, message_ts: str, asker: str, question: str, confidence: float,
             sources: list[str], reason: str) -> None:
    """Record the escalation, then tell the support team in `SLACK_ESCALATION_CHANNEL`.

    `reason` is "low_confidence" (the core decided) or "feedback" (the asker asked for a person).
    """
    info = record_escalation(bot, channel=channel, message_ts=message_ts, asker=asker, question=question,
                             confidence=confidence, sources=sources, reason=reason)
    post_escalation(bot, info)


def record_escalation(bot: "SlackBot", *, channel: str, message_ts: str, asker: str, question: str,
                      confidence: float, sources: list[str], reason: str) -> render.EscalationInfo:
    info = render.EscalationInfo(question=question, asker=asker, permalink=permalink(bot, channel, message_ts),
                                 confidence=confidence, sources=sources, reason=reason)
    bot.services.records.record_escalation(Escalation(
        platform=PLATFORM, user=asker, question=question, confidence=confidence, sources=sources,
        link=info.permalink, reason=reason))
    return info


def post_escalation(bot: "SlackBot", info: render.EscalationInfo,
                    deliver: Callable[[str, render.Message], object] | None = None) -> None:
    """Post in `SLACK_ESCALATION_CHANNEL`; `deliver(channel, message)` posts it (a question's posts go
    through `delivery.post_once`, so they land once)."""
    settings = bot.settings
    if not settings.escalation_channel:
        log.warning("escalation recorded but SLACK_ESCALATION_CHANNEL is not set")
        return
    ping = render.support_mentions(settings.support_group, settings.support_users)
    (deliver or (lambda channel, message: bot.post(channel, "", message)))(
        settings.escalation_channel, render.escalation_message(info, ping))


def permalink(bot: "SlackBot", channel: str, message_ts: str) -> str:
    try:
        return str(bot.client.chat_getPermalink(channel=channel, message_ts=message_ts).get("permalink", ""))
    except SlackApiError as exc:
        log.warning("chat.getPermalink failed: %s", exc.response.get("error"))
        return ""
