"""Handing a question to people: record it (the store Slack uses too) and post it for the support role."""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING

import discord

from ..records import Escalation
from .conversations import Turn
from .render import escalation_content, escalation_embed, escalation_mentions

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

PLATFORM = "discord"
REF = re.compile(r"ref (?P<channel>\d+)/(?P<message>\d+)/(?P<asker>\d+)")  # read by bot/discord/relay.py


def ref_footer(link: str, asker_id: int) -> str:
    """The escalation embed's footer: where the question was asked (from its jump URL) and by whom."""
    parts = link.rstrip("/").split("/")
    if len(parts) < 2 or not parts[-1].isdigit() or not parts[-2].isdigit():
        return ""
    return f"Reply to this message to answer the asker · ref {parts[-2]}/{parts[-1]}/{asker_id}"


async def escalate(client: "PagewiseClient", turn: Turn, *, reason: str, requested_by: int = 0) -> bool:
    """Record the escalation, then post it; True when the support channel got the message.

    `reason` is "low_confidence" (the core decided) or "thumbs_down" (the asker asked for a person).
    """
    await record_escalation(client, turn, reason=reason)
    return await post_escalation(client, turn, reason=reason, requested_by=requested_by)


async def record_escalation(client: "PagewiseClient", turn: Turn, *, reason: str) -> None:
    """Write the escalation to the records (what `/kb gaps` and the support team's reports read)."""
    record = Escalation(platform=PLATFORM, user=str(turn.asker_id), question=turn.question,
                        confidence=turn.confidence, sources=list(turn.sources), link=turn.link, reason=reason)
    await asyncio.to_thread(client.services.records.record_escalation, record)
    client.services.metrics.escalated(PLATFORM, reason)


async def post_escalation(client: "PagewiseClient", turn: Turn, *, reason: str, requested_by: int = 0) -> bool:
    """Post a recorded escalation for the support role; True when the support channel got the message."""
    settings = client.settings.discord
    if not settings.escalation_channel_id:
        log.warning("escalation recorded, but DISCORD_ESCALATION_CHANNEL_ID is not set, so nobody was pinged")
        return False
    channel = (client.get_channel(settings.escalation_channel_id)
               or client.get_partial_messageable(settings.escalation_channel_id))
    embed = escalation_embed(turn, reason, requested_by)
    if footer := ref_footer(turn.link, turn.asker_id):  # where a support reply is relayed to
        embed.set_footer(text=footer)
    try:
        await channel.send(content=escalation_content(settings.support_role_id),
                           embed=embed,
                           allowed_mentions=escalation_mentions(settings.support_role_id))
    except discord.HTTPException as exc:
        log.error("could not post an escalation to channel %s (HTTP %s)", settings.escalation_channel_id, exc.status)
        return False
    return True
