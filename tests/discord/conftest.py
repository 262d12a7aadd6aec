"""Fixtures for the Discord adapter: a real knowledge base, dpytest, and the loopback fake of Discord.

Async tests run under pytest-asyncio (each module sets `pytestmark = pytest.mark.asyncio`).
The knowledge base is the real core on the session's embedding model, built once
from small PDFs; tests that change the index build their own.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import discord
import discord.ext.test as dpytest
from discord.ext.test import callbacks
import pytest
import pytest_asyncio

from bot.services import Services
from bot.asking import Asker
from bot.discord import PagewiseClient, required_intents
from bot.settings import BotSettings, DiscordSettings
from knowledge import KnowledgeBase, KnowledgeSettings
from tests.pdfs import make_pdf

from .fake_discord import FakeDiscord, make_tls

RETURNS_PAGES = [
    "Returns policy. You can return any item within 30 days of delivery for a full refund. "
    "Refunds are paid to the original payment method within 5 business days.",
    "Shipping. Standard shipping takes 3 to 5 business days. Express shipping takes 1 business day "
    "and costs 9 euros per order.",
    "Help with shipping. For help with shipping, contact @everyone at <@&123456789012345678> "
    "or [click here](https://evil.example/login) and tell @here about it.",
]
WARRANTY_PAGES = [
    "Warranty. Every kettle has a two year warranty against manufacturing defects. "
    "To claim the warranty, send a photo of the receipt to the support team.",
]

RETURN_QUESTION = "How many days do I have to return an item?"
SHIPPING_QUESTION = "How long does express shipping take?"
MENTIONS_QUESTION = "Who do I contact for help with shipping?"
OFF_TOPIC_QUESTION = "What is the capital of France?"  # escalates: nothing in the documents


@pytest.fixture(scope="session")
def shared_kb(tmp_path_factory, embedder) -> KnowledgeBase:
    """Read-only for tests: one index of `returns.pdf`, built once per session."""
    root = tmp_path_factory.mktemp("discord-kb")
    make_pdf(root / "docs" / "returns.pdf", RETURNS_PAGES)
    kb = KnowledgeBase(KnowledgeSettings(data_dir=root / "data", docs_dir=root / "docs"), embedder=embedder)
    report = kb.ingest([root / "docs"])
    assert report.ok and report.chunks_written > 0
    return kb


@pytest.fixture
def make_services(tmp_path):
    """Services around a knowledge base, with fresh records and rate limits for each test."""
    def make(kb: KnowledgeBase, *, questions_per_minute: int = 30, **discord_fields) -> Services:
        settings = BotSettings(knowledge=kb.settings.with_overrides(data_dir=tmp_path / "bot"),
                               discord=DiscordSettings(token="fake-token", **discord_fields),
                               questions_per_minute=questions_per_minute)
        return Services(settings, kb=kb)
    return make


class GatedAsker(Asker):
    """The real asker, except questions containing `slow_word` wait (on the calling thread) for `gate`."""

    def __init__(self, asker: Asker, slow_word: str, wait_seconds: float = 10.0) -> None:
        super().__init__(asker.kb, asker.limiter)
        self.slow_word = slow_word
        self.gate = threading.Event()
        self.wait_seconds = wait_seconds
        self.slow_started = threading.Event()

    def ask(self, **kwargs):
        if self.slow_word in kwargs["question"]:
            self.slow_started.set()
            self.gate.wait(self.wait_seconds)  # blocks like a slow LLM call would
        return super().ask(**kwargs)


# ---- dpytest ------------------------------------------------------------------------------------

@pytest_asyncio.fixture
async def start_dpytest():
    """Start PagewiseClients under dpytest (one server: #help and #support-team; alice, bob and carol).

    dpytest resolves mentions from the member cache, which needs the members intent; production
    never asks for it (see test_identify_asks_only_for_needed_intents_and_syncs_commands).
    """
    clients: list[PagewiseClient] = []

    async def start(services: Services) -> PagewiseClient:
        intents = required_intents()
        intents.members = True
        client = PagewiseClient(services, intents=intents)
        dpytest.configure(client, guilds=["Support Server"], text_channels=["help", "support-team"],
                          voice_channels=0, members=["alice", "bob", "carol"])
        await client._async_setup_hook()  # dpytest does not log in; this binds the client to the running loop
        clients.append(client)
        return client

    yield start
    await dpytest.empty_queue()
    callbacks.remove_callback("send_typing")  # a test may listen for typing; don't leak it into the next
    for client in clients:
        client.ws = None  # dpytest's stand-in gateway has no socket to close
        await client.close()  # stops the client's worker threads


@pytest_asyncio.fixture
async def dpy_client(shared_kb, make_services, start_dpytest):
    return await start_dpytest(make_services(shared_kb))


async def next_sent(timeout: float = 10.0) -> discord.Message:
    """The next message the bot sent under dpytest (polling, so it works on any test's event loop)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while dpytest.sent_queue.empty():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"the bot sent nothing within {timeout} s")
        await asyncio.sleep(0.02)
    return dpytest.sent_queue.get_nowait()


# ---- the loopback fake of Discord -------------------------------------------------------------------

@pytest.fixture(scope="session")
def tls(tmp_path_factory):
    return make_tls(tmp_path_factory.mktemp("fake-discord-tls"))


@pytest_asyncio.fixture
async def fake(tls):
    server = FakeDiscord(tls)
    yield server
    await server.stop()


@pytest.fixture
def world(fake):
    """One server with #help and #support-team, support, admin and Manage Server roles, and three people."""
    guild = fake.add_guild()
    return World(fake, guild)


class World:
    def __init__(self, fake: FakeDiscord, guild) -> None:
        self.guild = guild
        self.help = fake.channel(guild, "help")
        self.support_channel = fake.channel(guild, "support-team")
        self.support_role = fake.add_role(guild, "Support")
        self.admin_role = fake.add_role(guild, "KB admins")
        self.managers = fake.add_role(guild, "Managers", discord.Permissions(manage_guild=True).value)
        self.alice = fake.user("alice")
        self.bob = fake.user("bob")
        self.carol = fake.user("carol")


@pytest_asyncio.fixture
async def connect(fake, world):
    """Start a PagewiseClient against the fake (real login, gateway, REST); stopped after the test."""
    clients: list[tuple[PagewiseClient, asyncio.Task]] = []

    async def start(services: Services) -> PagewiseClient:
        await fake.start()
        client = PagewiseClient(services, connector=fake.connector(), guild_ready_timeout=0.05)
        task = asyncio.create_task(client.start("fake-token"))
        clients.append((client, task))
        ready = asyncio.create_task(client.wait_until_ready())
        done, _ = await asyncio.wait({ready, task}, timeout=15, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            task.result()  # raises what went wrong
        assert ready in done, "the client did not become ready against the fake"
        return client

    yield start
    for client, task in clients:
        await client.close()
        await asyncio.wait_for(task, 10)


def discord_settings(world: World, **extra) -> dict:
    """DiscordSettings fields pointing at the fake world's channel and roles."""
    return {"escalation_channel_id": world.support_channel, "support_role_id": world.support_role,
            "admin_role_id": world.admin_role, **extra}


def bot_mention(fake: FakeDiscord) -> tuple[str, dict]:
    """The text and mention entry of an @Pagewise mention."""
    return f"<@{fake.app_id}>", fake.bot


def pdf_bytes(tmp_path: Path, name: str, pages: list[str]) -> bytes:
    return make_pdf(tmp_path / "made" / name, pages).read_bytes()
