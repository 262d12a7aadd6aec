"""Escalations that come back: a support person's reply to the escalation message (a Discord reply, or a
message in a thread started on it) reaches the asker, and "Save as answer" turns it into a learned answer
(knowledge/learned/) after a modal to edit the question.

Where the asker is travels in the escalation embed's footer (`REF`), so any replica, before or after a
restart, can relay: it fetches the escalation message. A reply is relayed once (claimed as
`discord:message:{id}`, across replicas with a Chroma server). The save button carries only the reply's
place; the text and the escalation are fetched again at save time, so a deleted one saves nothing. What can
be relayed or saved is the core's rule (`LearnedAnswers.check_answer`); this module only translates.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from knowledge import KnowledgeError

from ..presenting import SAVE_GONE, SAVE_NOT_ALLOWED
from .escalation import PLATFORM, REF
from .render import clip, safe
from .uploads import is_admin

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

EMBED_LIMIT = 4096
QUESTION_LIMIT = 2000


@dataclass(frozen=True)
class EscalationRef:
    channel_id: int
    message_id: int
    asker_id: int
    question: str

    @property
    def key(self) -> str:
        return f"{PLATFORM}:{self.channel_id}:{self.message_id}"


def ref_of(message: discord.Message | None, bot_id: int) -> EscalationRef | None:
    """The escalation `message` (one of ours) stands for, or None."""
    if message is None or message.author.id != bot_id or not message.embeds:
        return None
    embed = message.embeds[0]
    match = REF.search(embed.footer.text or "") if embed.footer else None
    if match is None:
        return None
    question = re.sub(r"\\(.)", r"\1", embed.description or "").replace("@\u200b", "@")
    return EscalationRef(int(match["channel"]), int(match["message"]), int(match["asker"]), question)


async def escalation_for(client: "PagewiseClient", message: discord.Message) -> discord.Message | None:
    """The escalation message `message` answers: the one it replies to in the escalation channel, or the
    one its thread was started on."""
    escalation_channel = client.settings.discord.escalation_channel_id
    channel = message.channel
    try:
        if channel.id == escalation_channel and message.reference and message.reference.message_id:
            resolved = message.reference.resolved
            if isinstance(resolved, discord.Message):
                return resolved
            return await channel.fetch_message(message.reference.message_id)
        if isinstance(channel, discord.Thread) and channel.parent_id == escalation_channel:
            parent = client.get_channel(escalation_channel) or await client.fetch_channel(escalation_channel)
            return await parent.fetch_message(channel.id)  # a thread started on a message has its id
    except (discord.NotFound, discord.Forbidden):
        return None
    return None


async def relay_reply(client: "PagewiseClient", message: discord.Message) -> bool:
    """True when `message` was a reply to an escalation (relayed, refused or ignored); False otherwise."""
    bot_id = client.user.id if client.user else 0
    ref = ref_of(await escalation_for(client, message), bot_id)
    if ref is None:
        return False
    if message.author.id == ref.asker_id or not await client.claim(f"discord:message:{message.id}"):
        return True
    try:
        text = client.services.kb.learned.check_answer(message.content)  # what cannot be saved is not relayed
    except KnowledgeError as exc:
        await message.reply(f"Not sent to the asker. {exc}", mention_author=False)
        return True
    target = client.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)
    try:
        await target.reply(embed=support_answer_embed(message.author.display_name, text), mention_author=False)
    except discord.HTTPException as exc:
        log.error("could not relay a support reply (HTTP %s)", exc.status)
        await message.reply("Discord refused the reply to the asker; please answer them directly.",
                            mention_author=False)
        return True
    client.services.metrics.relayed(PLATFORM)
    view = discord.ui.View(timeout=None)
    view.add_item(SaveButton(message.channel.id, message.id))
    await message.reply(f"Sent to <@{ref.asker_id}>.", view=view, mention_author=False)
    return True


def support_answer_embed(name: str, text: str) -> discord.Embed:
    return discord.Embed(title=clip(f"Answer from @{name}, support team", 256), description=clip(safe(text), EMBED_LIMIT))


class SaveButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"pagewise:learn:(?P<channel>[0-9]{1,20}):(?P<reply>[0-9]{1,20})"):
    """"Save as answer" under the relay confirmation; the custom id names the reply, so it survives a restart."""

    def __init__(self, channel_id: int, reply_id: int) -> None:
        super().__init__(discord.ui.Button(style=discord.ButtonStyle.success, label="Save as answer",
                                           custom_id=f"pagewise:learn:{channel_id}:{reply_id}"))
        self.channel_id, self.reply_id = channel_id, reply_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match, /):
        return cls(int(match["channel"]), int(match["reply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await open_save_modal(interaction, self.channel_id, self.reply_id)


def may_save(client: "PagewiseClient", interaction: discord.Interaction) -> bool:
    settings, user = client.settings.discord, interaction.user
    if isinstance(user, discord.Member) and settings.support_role_id and user.get_role(settings.support_role_id):
        return True
    return is_admin(settings, user, manage_guild=interaction.permissions.manage_guild)


async def _reply_and_escalation(client: "PagewiseClient", channel_id: int, reply_id: int):
    """The reply and its escalation as Discord has them now; None when either is gone."""
    try:
        channel = client.get_channel(channel_id) or await client.fetch_channel(channel_id)
        reply = await channel.fetch_message(reply_id)
    except (discord.NotFound, discord.Forbidden):
        return None
    ref = ref_of(await escalation_for(client, reply), client.user.id if client.user else 0)
    return None if ref is None else (reply, ref)


async def _allowed_and_found(interaction: discord.Interaction, channel_id: int, reply_id: int):
    """The reply and its escalation when the clicker may save and both still exist; else the clicker is told
    why and None. Checked on the click and again on submit."""
    client: PagewiseClient = interaction.client  # type: ignore[assignment]
    if not may_save(client, interaction):
        await interaction.response.send_message(SAVE_NOT_ALLOWED, ephemeral=True)
        return None
    found = await _reply_and_escalation(client, channel_id, reply_id)
    if found is None:
        await interaction.response.send_message(SAVE_GONE, ephemeral=True)
    return found


async def open_save_modal(interaction: discord.Interaction, channel_id: int, reply_id: int) -> None:
    found = await _allowed_and_found(interaction, channel_id, reply_id)
    if found is not None:
        await interaction.response.send_modal(SaveModal(found[1].question, channel_id, reply_id))


class SaveModal(discord.ui.Modal, title="Save as answer"):
    """The question, editable; the answer is the support person's reply, read again on submit."""

    def __init__(self, question: str, channel_id: int, reply_id: int) -> None:
        super().__init__(custom_id=f"pagewise:learn-modal:{channel_id}:{reply_id}", timeout=900)
        self.channel_id, self.reply_id = channel_id, reply_id
        self.question = discord.ui.TextInput(label="Question", style=discord.TextStyle.paragraph,
                                             default=question[:QUESTION_LIMIT], max_length=QUESTION_LIMIT,
                                             custom_id="question")
        self.add_item(self.question)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await save_answer(interaction, str(self.question.value or ""), self.channel_id, self.reply_id)


async def save_answer(interaction: discord.Interaction, question: str, channel_id: int, reply_id: int) -> None:
    """Checked again on submit: who saves, and that the reply and its escalation still exist."""
    found = await _allowed_and_found(interaction, channel_id, reply_id)
    if found is None:
        return
    client: PagewiseClient = interaction.client  # type: ignore[assignment]
    reply, ref = found
    text = await client.run_blocking(client.services.admin.save_answer, question, reply.content, platform=PLATFORM,
                                     by=interaction.user.display_name, answered_by=reply.author.display_name,
                                     escalation=ref.key)
    await interaction.response.send_message(safe(text), ephemeral=True)
