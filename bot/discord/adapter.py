"""The Discord adapter: the discord.py client with its intents, safe defaults, worker threads and event wiring."""

from __future__ import annotations

import asyncio
import functools
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, TypeVar

import discord
from discord import app_commands

from ..services import Services
from ..settings import BotSettings
from .commands import REPLY_LIMIT, add_commands
from .conversations import Conversations
from .escalation import PLATFORM
from .feedback import EscalateButton, VoteButton
from .messages import handle_message, recover
from .relay import SaveButton
from .render import clip, safe

log = logging.getLogger(__name__)

T = TypeVar("T")

# discord.py waits out 429s itself; a wait longer than this raises instead of stalling a reply for minutes.
MAX_RATELIMIT_WAIT_SECONDS = 60.0
CORE_WORKERS = 4


def required_intents() -> discord.Intents:
    """Only what the bot reads: servers and channels, server and DM messages, and their text.

    Message content is privileged; it is what lets the asker's follow-ups (a reply
    without a mention, or a message in the bot's thread) be read at all.
    """
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = True
    return intents


class PagewiseClient(discord.Client):
    """Translates Discord events into calls on the shared services (knowledge base, asker, records)."""

    def __init__(self, services: Services, *, intents: discord.Intents | None = None,
                 workers: int = CORE_WORKERS, **options: Any) -> None:
        super().__init__(intents=intents or required_intents(), allowed_mentions=discord.AllowedMentions.none(),
                         max_ratelimit_timeout=MAX_RATELIMIT_WAIT_SECONDS, **options)
        self.services = services
        self.conversations = Conversations()
        self.events_processed = 0  # messages handled to the end, whatever came of them
        self.tree = app_commands.CommandTree(self)
        add_commands(self.tree)
        self._core = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="pagewise-discord")
        self._recovery: asyncio.Task | None = None

    @property
    def settings(self) -> BotSettings:
        return self.services.settings

    async def setup_hook(self) -> None:
        self.add_dynamic_items(VoteButton, EscalateButton, SaveButton)
        await self.tree.sync()
        if self.settings.discord.kb_admin_channel_id:
            self.services.announcer.subscribe(PLATFORM, self.announce_from_thread)
        if not self.settings.discord.escalation_channel_id or not self.settings.discord.support_role_id:
            log.warning("DISCORD_ESCALATION_CHANNEL_ID or DISCORD_SUPPORT_ROLE_ID is not set; "
                        "escalations are recorded but nobody is pinged")

    async def on_ready(self) -> None:
        log.info("connected to Discord as user id %s, in %d servers", self.user.id if self.user else "?",
                 len(self.guilds))
        if self._recovery is None:
            self._recovery = asyncio.create_task(self.recover_forever())

    async def recover_forever(self) -> None:
        """Answer the questions accepted before a restart, and those of a crashed process sharing the
        intake once their lease runs out; then keep looking, a few times per lease."""
        intake = self.services.intake
        while not self.is_closed():
            item = await asyncio.to_thread(intake.take, PLATFORM)
            if item is None:
                await asyncio.sleep(min(5.0, intake.lease_seconds / 3))
                continue
            try:
                await recover(self, item)
            except Exception as exc:
                log.exception("answering recovered question %s failed", item.key)
                await asyncio.to_thread(intake.complete, item.key, type(exc).__name__)
            else:
                await asyncio.to_thread(intake.complete, item.key)

    async def on_message(self, message: discord.Message) -> None:
        try:
            await handle_message(self, message)
        except Exception:
            log.exception("handling Discord message %s failed", message.id)
        finally:
            self.events_processed += 1
            self.services.metrics.event_handled(PLATFORM)

    async def run_blocking(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        """Core work (embedding, parsing, ingest) on a worker thread, so the gateway heartbeat
        and everyone else's questions never wait for one slow answer."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._core, functools.partial(fn, *args, **kwargs))

    def announce_from_thread(self, text: str) -> None:
        """Post in `DISCORD_KB_ADMIN_CHANNEL_ID` from another thread (the scheduler's), on the client's loop."""
        asyncio.run_coroutine_threadsafe(self.announce(text), self.loop).result(timeout=30)

    async def announce(self, text: str) -> None:
        channel_id = self.settings.discord.kb_admin_channel_id
        channel = self.get_channel(channel_id) or await self.fetch_channel(channel_id)
        await channel.send(clip(safe(text), REPLY_LIMIT))

    async def claim(self, key: str) -> bool:
        """First sight of `key` in the shared record store (quick SQLite, still kept off the loop)."""
        return await asyncio.to_thread(self.services.records.claim_event, key)

    async def accept(self, key: str, payload: dict) -> bool:
        """`claim`, and the question written to the durable intake in the same transaction, leased to
        this process while it answers."""
        return await asyncio.to_thread(self.services.intake.accept, self.services.records, key, PLATFORM, payload,
                                       answering=True)

    async def close(self) -> None:
        if self._recovery is not None:
            self._recovery.cancel()
        await super().close()
        self._core.shutdown(wait=False, cancel_futures=True)
