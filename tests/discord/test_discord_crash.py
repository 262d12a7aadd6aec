"""A real `python -m bot` on Discord, killed with SIGKILL after accepting a question: restarted, it answers once.

The bot reaches the loopback fake of Discord the way it would reach Discord from a
corporate network: through `DISCORD_PROXY` (discord.py's own `proxy=`), here a
CONNECT proxy on 127.0.0.1 that tunnels to the fake, with the fake's throwaway
certificate trusted through `SSL_CERT_FILE`. Nothing in the bot process is patched.

The fake holds the bot's reply, so the kill lands after the question was accepted
(its row is in `bot.sqlite3`) and before the answer reached Discord; the held
request is dropped when the connection goes. The restarted process takes the
question over when its lease runs out and answers it exactly once.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from knowledge import KnowledgeBase, KnowledgeSettings
from tests.chroma_server import free_port
from tests.pdfs import make_pdf
from tests.scrape import get, metric

from .conftest import RETURN_QUESTION, RETURNS_PAGES, World, bot_mention
from .connect_proxy import ConnectProxy
from .fake_discord import FakeDiscord, make_tls

pytestmark = pytest.mark.asyncio

REPO = Path(__file__).resolve().parents[2]
CONNECTED = "connected to Discord as user id"


class DiscordBotProcess:
    def __init__(self, tmp_path: Path, name: str, **extra: str) -> None:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("KB_", "OPENAI_", "CHROMA_", "SLACK_", "DISCORD_", "BOT_", "METRICS_", "SSL_"))
               and k.lower() not in ("http_proxy", "https_proxy", "all_proxy")}
        self.metrics_port = free_port()
        env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", KB_DATA_DIR=str(tmp_path / "data"),
                   KB_DOCS_DIR=str(tmp_path / "docs"), KB_REINDEX_INTERVAL_MINUTES="0", PYTHONPATH=str(REPO),
                   DISCORD_TOKEN="fake-token", METRICS_PORT=str(self.metrics_port), BOT_QUESTIONS_PER_MINUTE="0",
                   BOT_INTAKE_LEASE_SECONDS="2", LOG_LEVEL="INFO", **extra)
        self.log_path = tmp_path / f"{name}.log"
        self.log = self.log_path.open("w")
        self.process = subprocess.Popen([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                                        stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT)

    def text(self) -> str:
        return self.log_path.read_text()

    def errors(self) -> str:
        """The log's ERROR lines (torch's noise at exit would bury them in the tail), or its tail."""
        text = self.text()
        return "\n".join(line for line in text.splitlines() if " ERROR " in line) or text[-3000:]

    async def wait_connected(self, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while CONNECTED not in self.text():
            assert self.process.poll() is None, self.errors()
            assert time.monotonic() < deadline, f"the bot did not connect: {self.errors()}"
            await asyncio.sleep(0.1)

    async def metrics(self) -> str:
        return (await asyncio.to_thread(get, f"http://127.0.0.1:{self.metrics_port}/metrics"))[2]

    async def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        await asyncio.to_thread(self.process.wait, 10)

    async def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                await asyncio.to_thread(self.process.wait, 15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                await asyncio.to_thread(self.process.wait, 5)
        self.log.close()


def intake_states(data_dir: Path) -> list[str]:
    with sqlite3.connect(f"file:{data_dir / 'bot.sqlite3'}?mode=ro", uri=True) as db:
        return [state for (state,) in db.execute("SELECT state FROM intake WHERE platform = 'discord'")]


def replies_to(fake: FakeDiscord, message: dict) -> list:
    return [s for s in fake.sent if str((s.body.get("message_reference") or {}).get("message_id")) == message["id"]]


async def test_sigkill_after_accepting_a_discord_question_then_restart_answers_it_once(tmp_path, embedder):
    make_pdf(tmp_path / "docs" / "returns.pdf", RETURNS_PAGES)
    kb = KnowledgeBase(KnowledgeSettings(data_dir=tmp_path / "data", docs_dir=tmp_path / "docs"), embedder=embedder)
    assert (await asyncio.to_thread(kb.ingest, [tmp_path / "docs"])).ok

    (tmp_path / "tls").mkdir()
    fake = FakeDiscord(make_tls(tmp_path / "tls"))
    world = World(fake, fake.add_guild())
    await fake.start()
    proxy = ConnectProxy(fake.port)
    await proxy.start()
    env = dict(DISCORD_PROXY=proxy.url, SSL_CERT_FILE=str(tmp_path / "tls" / "fake-discord.crt"),
               DISCORD_ESCALATION_CHANNEL_ID=str(world.support_channel),
               DISCORD_SUPPORT_ROLE_ID=str(world.support_role))
    text, me = bot_mention(fake)
    first = DiscordBotProcess(tmp_path, "first", **env)
    second = None
    try:
        await first.wait_connected()
        assert "discord.com:443" in proxy.tunnels and "gateway.discord.gg:443" in proxy.tunnels  # via the proxy

        fake.hold_messages = asyncio.Event()  # the answer is sent, but does not reach Discord
        question = await fake.post(world.alice, world.help, f"{text} {RETURN_QUESTION}", mentions=(me,))
        await fake.until(lambda: fake.held >= 1, "the bot to send its answer", timeout=60)
        assert intake_states(tmp_path / "data") == ["claimed"]  # accepted, on disk, being answered
        await first.kill()
        await fake.until(lambda: fake.dropped == 1, "the killed bot's held answer to be dropped", timeout=10)
        assert replies_to(fake, question) == []
        fake.hold_messages = None

        second = DiscordBotProcess(tmp_path, "second", **env)
        await second.wait_connected()
        reply = await fake.reply_to(question, timeout=60)
        assert "30 days" in reply.embed_text()
        deadline = time.monotonic() + 30
        while metric(exposition := await second.metrics(), "pagewise_questions_pending") != 0:
            assert time.monotonic() < deadline, "the intake did not empty"
            await asyncio.sleep(0.2)
    finally:
        await first.stop()
        if second is not None:
            await second.stop()
        await proxy.stop()
        await fake.stop()

    assert len(replies_to(fake, question)) == 1
    assert intake_states(tmp_path / "data") == ["done"]
    assert metric(exposition, "pagewise_redeliveries_total", adapter="discord") == 1
    assert "Traceback" not in second.text()
