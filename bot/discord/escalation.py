"""Handing a question to people: record it (the store Slack uses too) and post it for the support role."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from ..records import Escalation
from .conversations import Turn
from .render import escalation_content, escalation_embed, escalation_mentions

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

PLATFORM = "discord"


async def escalate(client: "PagewiseClient", turn: Turn, *, reason: str, requested_by: int = 0) -> bool:
    """Record the escalation, then post it; True when the support channel got the message.

    `reason` is "low_confidence" (the core decided) or "thumbs_down" (the asker asked for a person).
    """
    record = Escalation(platform=PLATFORM, user=str(turn.asker_id), question=turn.question,
                        confidence=turn.confidence, sources=list(turn.sources), link=turn.link, reason=reason)
    await asyncio.to_thread(client.services.records.record_escalation, record)
    settings = client.settings.discord
    if not settings.escalation_channel_id:
        log.warning("escalation recorded, but DISCORD_ESCALATION_CHANNEL_ID is not set, so nobody was pinged")
        return False
    channel = (client.get_channel(settings.escalation_channel_id)
               or client.get_partial_messageable(settings.escalation_channel_id))
    try:
        await channel.send(content=escalation_content(settings.support_role_id),
                           embed=escalation_embed(turn, reason, requested_by),
                           allowed_mentions=escalation_mentions(settings.support_role_id))
    except discord.HTTPException as exc:
        log.error("could not post an escalation to channel %s (HTTP %s)", settings.escalation_channel_id, exc.status)
        return False
    return True
