"""Admin PDF drops: who may add a document, and how a Discord attachment reaches the core.

Everything that can be checked without the file (who sent it, its declared
size) is checked before a byte is downloaded; the knowledge core does the rest
(`%PDF-` magic, page cap, sandboxed parse, atomic ingest) and leaves the index
untouched when the file is bad.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from knowledge import KnowledgeError

from ..presenting import ERROR_MESSAGE, NOT_ADMIN, upload_summary
from ..settings import DiscordSettings
from .render import safe

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)


def is_admin(settings: DiscordSettings, user: discord.abc.User, *, manage_guild: bool = False) -> bool:
    """A listed admin user (`DISCORD_ADMIN_USER_IDS`) anywhere; in a server, the admin role or Manage Server."""
    if user.id in settings.admin_user_ids:
        return True
    if not isinstance(user, discord.Member):
        return False
    if settings.admin_role_id and user.get_role(settings.admin_role_id) is not None:
        return True
    return manage_guild


def message_from_admin(settings: DiscordSettings, message: discord.Message) -> bool:
    author = message.author
    manage = isinstance(author, discord.Member) and author.guild_permissions.manage_guild
    return is_admin(settings, author, manage_guild=manage)


def pdf_attachments(message: discord.Message) -> list[discord.Attachment]:
    """Attachments that claim to be PDFs (the core checks the bytes); other files are not uploads."""
    return [a for a in message.attachments
            if a.filename.lower().endswith(".pdf") or (a.content_type or "").startswith("application/pdf")]


async def receive_upload(client: "PagewiseClient", message: discord.Message,
                         attachments: list[discord.Attachment]) -> None:
    """Refuse non-admins before reading anything; otherwise index each PDF and reply with one line per file."""
    if not message_from_admin(client.settings.discord, message):
        log.info("refused a PDF upload from a non-admin")
        await message.reply(NOT_ADMIN, mention_author=False)
        return
    async with message.channel.typing():
        lines = [await add_attachment(client, attachment, actor=str(message.author.id)) for attachment in attachments]
    await message.reply("\n".join(lines), mention_author=False)


async def add_attachment(client: "PagewiseClient", attachment: discord.Attachment, actor: str = "") -> str:
    """Check the declared size, download, hand the bytes to the core; the reply line for this file."""
    name = safe(attachment.filename)
    max_mb = client.settings.knowledge.max_pdf_mb
    if attachment.size > max_mb * 2**20:
        return (f"{name}: the file is {attachment.size / 2**20:.1f} MB; the limit is {max_mb:g} MB. "
                "I haven't downloaded it.")
    try:
        data = await attachment.read()
    except discord.HTTPException as exc:
        log.warning("could not download an attachment (HTTP %s)", exc.status)
        return f"{name}: I couldn't download the file from Discord. Please try again."
    try:
        report = await client.run_blocking(client.services.kb.add_document, attachment.filename, data,
                                           trigger="discord", actor=actor)
    except KnowledgeError as exc:  # BadDocument (bad file, nothing changed) or IngestBusy
        log.info("upload not indexed: %s", type(exc).__name__)
        return f"{name}: {safe(str(exc))}"
    except Exception:
        log.exception("upload ingest failed")
        return f"{name}: {ERROR_MESSAGE}"
    return safe(upload_summary(report))
