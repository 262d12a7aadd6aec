"""Slash commands: `/ask`, and `/kb status`, `/kb reindex`, `/kb forget` (admins only, shared logic in bot/admin.py)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from ..admin import Command
from ..presenting import ERROR_MESSAGE, NOT_KB_ADMIN
from .escalation import PLATFORM, escalate
from .feedback import feedback_view
from .messages import turn_for
from .render import answer_embed, clip, safe
from .uploads import is_admin

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

NOT_ADMIN_REINDEX = NOT_KB_ADMIN  # the refusal for every /kb command
MAX_QUESTION_CHARS = 2000
REPLY_LIMIT = 1900  # Discord allows 2000 characters per message


def add_commands(tree: app_commands.CommandTree) -> None:
    tree.add_command(ask)
    tree.add_command(KnowledgeBaseCommands())
    tree.error(on_command_error)


def interaction_from_admin(client: "PagewiseClient", interaction: discord.Interaction) -> bool:
    return is_admin(client.settings.discord, interaction.user, manage_guild=interaction.permissions.manage_guild)


@app_commands.command(name="ask", description="Ask a question about our documents.")
@app_commands.describe(question="What do you want to know?")
async def ask(interaction: discord.Interaction, question: app_commands.Range[str, 1, MAX_QUESTION_CHARS]) -> None:
    """Like a mention, for people who prefer commands; the answer shows the question as its title."""
    client: PagewiseClient = interaction.client  # type: ignore[assignment]
    await interaction.response.defer(thinking=True)
    reply = await client.run_blocking(client.services.asker.ask, platform=PLATFORM, user=str(interaction.user.id),
                                      question=question, context=[])
    if reply.answer is None:
        await interaction.followup.send(safe(reply.notice))
        return
    answer = reply.answer
    sent = await interaction.followup.send(embed=answer_embed(answer, title=answer.question),
                                           view=feedback_view(answer), wait=True)
    turn = turn_for(answer, interaction.user.id, (), link=sent.jump_url)
    client.conversations.remember_answer(sent.id, turn)
    if reply.escalate:
        await escalate(client, turn, reason="low_confidence")


class KnowledgeBaseCommands(app_commands.Group):
    def __init__(self) -> None:
        super().__init__(name="kb", description="The documents behind the answers (admins only).")

    @app_commands.command(name="status", description="Documents, last ingest runs and the next scheduled re-index.")
    async def status(self, interaction: discord.Interaction) -> None:
        await run_admin_command(interaction, Command("status"))

    @app_commands.command(name="reindex", description="Re-read the knowledge folder now.")
    async def reindex(self, interaction: discord.Interaction) -> None:
        await run_admin_command(interaction, Command("reindex"))

    @app_commands.command(name="forget", description="Remove a document from the answers and the knowledge folder.")
    @app_commands.describe(source="The document's file name, e.g. handbook.pdf")
    async def forget(self, interaction: discord.Interaction, source: app_commands.Range[str, 1, 200]) -> None:
        await run_admin_command(interaction, Command("forget", source))

    @app_commands.command(name="answers", description="Learned answers: list them, or remove one by id.")
    @app_commands.describe(action="list or remove", answer_id="The learned answer's id (for remove), e.g. la-1f2e")
    async def answers(self, interaction: discord.Interaction, action: Literal["list", "remove"] = "list",
                      answer_id: app_commands.Range[str, 0, 40] = "") -> None:
        await run_admin_command(interaction, Command("answers", f"{action} {answer_id}".strip()))

    @app_commands.command(name="gaps", description="Escalated and thumbs-down questions nothing answers now.")
    @app_commands.describe(since="How far back, e.g. 30d, 2w, 12h")
    async def gaps(self, interaction: discord.Interaction, since: app_commands.Range[str, 1, 10] = "30d") -> None:
        await run_admin_command(interaction, Command("gaps", since))

    @forget.autocomplete("source")
    async def forget_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Indexed file names containing what the admin typed (nobody else gets suggestions)."""
        client: PagewiseClient = interaction.client  # type: ignore[assignment]
        if not interaction_from_admin(client, interaction):
            return []
        names = await client.run_blocking(client.services.kb.store.documents)
        return [app_commands.Choice(name=n[:100], value=n[:100])
                for n in sorted(names) if current.lower() in n.lower()][:25]


async def run_admin_command(interaction: discord.Interaction, command: Command) -> None:
    """Refuse non-admins at once; otherwise run the shared admin logic off the loop and reply privately."""
    client: PagewiseClient = interaction.client  # type: ignore[assignment]
    if not interaction_from_admin(client, interaction):
        await interaction.response.send_message(NOT_ADMIN_REINDEX, ephemeral=True)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    text = await client.run_blocking(client.services.admin.run, command, platform=PLATFORM,
                                     user=str(interaction.user.id), is_admin=lambda: True)
    await interaction.followup.send(clip(safe(text), REPLY_LIMIT), ephemeral=True)


async def on_command_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """Log at the edge (no question text), and tell the person something went wrong."""
    log.exception("slash command %s failed", interaction.command.qualified_name if interaction.command else "?",
                  exc_info=error)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(ERROR_MESSAGE, ephemeral=True)
        else:
            await interaction.response.send_message(ERROR_MESSAGE, ephemeral=True)
    except discord.HTTPException:
        pass
