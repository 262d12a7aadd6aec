"""Slash commands: `/ask`, `/kb status` and `/kb reindex` (admins only)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from knowledge import KnowledgeError

from ..presenting import ERROR_MESSAGE
from .escalation import PLATFORM, escalate
from .feedback import feedback_view
from .messages import turn_for
from .render import answer_embed, safe, status_text
from .uploads import is_admin

if TYPE_CHECKING:
    from .client import PagewiseClient

log = logging.getLogger(__name__)

NOT_ADMIN_REINDEX = "Only knowledge-base admins can re-index the documents."
MAX_QUESTION_CHARS = 2000


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
        super().__init__(name="kb", description="The documents behind the answers.")

    @app_commands.command(name="status", description="How many documents, pages and chunks are indexed.")
    async def status(self, interaction: discord.Interaction) -> None:
        client: PagewiseClient = interaction.client  # type: ignore[assignment]
        await interaction.response.defer(ephemeral=True, thinking=True)
        status = await client.run_blocking(client.services.kb.status)
        await interaction.followup.send(status_text(status), ephemeral=True)

    @app_commands.command(name="reindex", description="Re-read the knowledge folder (admins only).")
    async def reindex(self, interaction: discord.Interaction) -> None:
        client: PagewiseClient = interaction.client  # type: ignore[assignment]
        if not interaction_from_admin(client, interaction):
            await interaction.response.send_message(NOT_ADMIN_REINDEX, ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send(await reindex_summary(client), ephemeral=True)


async def reindex_summary(client: "PagewiseClient") -> str:
    """Run the core's incremental ingest of the knowledge folder off the loop; one line (plus failures)."""
    try:
        report = await client.run_blocking(client.services.kb.ingest, [client.settings.knowledge.docs_dir])
    except KnowledgeError as exc:  # IngestBusy, StoreUnavailable...
        return safe(str(exc))
    except Exception:
        log.exception("reindex failed")
        return ERROR_MESSAGE
    lines = [f"Re-indexed: {report.summary()}."]
    lines += [f"• {o.source}: {o.error}" for o in report.with_status("failed")[:10]]
    return safe("\n".join(lines))


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
