"""👍/👎 on every answer, and the offer to ask a person after a 👎.

The buttons are `DynamicItem`s: what a click needs (the vote, the confidence,
whether the answer already escalated) is in the custom id, so clicks keep
working after a restart and no per-message view piles up in memory.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from knowledge import Answer

from ..presenting import ESCALATION_NOTICE, FEEDBACK_THANKS, OFFER_ESCALATION
from .escalation import PLATFORM, escalate
from .incoming import recall_turn

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

ALREADY_ESCALATED = "A person from the support team has already been asked about this question."
FORGOTTEN = "Sorry, I no longer have the details of that question. Please ask it again."

VOTE_LOOK = {"up": ("👍", "Helpful"), "down": ("👎", "Not helpful")}


class VoteButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"pagewise:vote:(?P<vote>up|down):(?P<milli>[0-9]{1,4}):(?P<escalated>[01])"):
    """👍 or 👎 under an answer; the custom id carries the confidence (in thousandths) and the escalation flag."""

    def __init__(self, vote: str, milli: int, escalated: bool) -> None:
        emoji, label = VOTE_LOOK[vote]
        super().__init__(discord.ui.Button(
            style=discord.ButtonStyle.secondary, emoji=emoji, label=label,
            custom_id=f"pagewise:vote:{vote}:{milli}:{int(escalated)}"))
        self.vote, self.milli, self.escalated = vote, milli, escalated

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match, /):
        return cls(match["vote"], int(match["milli"]), match["escalated"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        await record_vote(interaction, self.vote, confidence=self.milli / 1000, escalated=self.escalated)


class EscalateButton(discord.ui.DynamicItem[discord.ui.Button], template=r"pagewise:escalate:(?P<answer>[0-9]{1,20})"):
    """"Ask a person", offered (only to the asker) after a 👎 on an answer that did not escalate."""

    def __init__(self, answer_id: int) -> None:
        super().__init__(discord.ui.Button(style=discord.ButtonStyle.primary, label="Ask a person",
                                           custom_id=f"pagewise:escalate:{answer_id}"))
        self.answer_id = answer_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match, /):
        return cls(int(match["answer"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await escalate_on_request(interaction, self.answer_id)


def feedback_view(answer: Answer) -> discord.ui.View:
    milli = max(0, min(1000, round(answer.confidence * 1000)))
    view = discord.ui.View(timeout=None)
    for vote in ("up", "down"):
        view.add_item(VoteButton(vote, milli, answer.escalate))
    return view


def escalate_view(answer_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EscalateButton(answer_id))
    return view


async def record_vote(interaction: discord.Interaction, vote: str, *, confidence: float, escalated: bool) -> None:
    """Record the vote once per person, vote and answer; a 👎 from the asker offers a person."""
    client: PagewiseClient = interaction.client  # type: ignore[assignment]
    answer = interaction.message
    if answer is None:
        return
    turn = await recall_turn(client, answer)
    if await client.claim(f"discord:vote:{answer.id}:{interaction.user.id}:{vote}"):
        await asyncio.to_thread(
            client.services.records.record_feedback, platform=PLATFORM, user=str(interaction.user.id),
            question=turn.question if turn else "", confidence=confidence, vote=vote, answer_ref=answer.jump_url)
    offer = (vote == "down" and turn is not None and not (escalated or turn.escalated)
             and interaction.user.id == turn.asker_id)
    if offer:
        await interaction.response.send_message(OFFER_ESCALATION, view=escalate_view(answer.id), ephemeral=True)
    else:
        await interaction.response.send_message(FEEDBACK_THANKS, ephemeral=True)


async def escalate_on_request(interaction: discord.Interaction, answer_id: int) -> None:
    """The asker chose "Ask a person": escalate once, and say so in place of the offer."""
    client: PagewiseClient = interaction.client  # type: ignore[assignment]
    turn = client.conversations.answer(answer_id)
    if turn is None:
        await interaction.response.edit_message(content=FORGOTTEN, view=None)
        return
    if turn.escalated or not await client.claim(f"discord:escalate:{answer_id}"):
        await interaction.response.edit_message(content=ALREADY_ESCALATED, view=None)
        return
    client.conversations.remember_answer(answer_id, turn.escalated_now())
    await interaction.response.edit_message(content=ESCALATION_NOTICE, view=None)
    await escalate(client, turn, reason="thumbs_down", requested_by=interaction.user.id)
