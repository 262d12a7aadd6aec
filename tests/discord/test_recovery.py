"""A Discord message the bot accepted is answered after a restart, once.

The first client accepts a question (claimed and written to the durable
intake) and dies while the core is still working on it: its client closes and
its intake stops renewing the lease, which is what a killed process leaves
behind. A second client on the same `bot.sqlite3` takes the question over when
the lease runs out and answers it; the first one's late answer never reaches
Discord. Both clients are real discord.py clients against the loopback fake.
"""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.asking import Asker
from bot.services import Services
from bot.settings import BotSettings, DiscordSettings

from .conftest import RETURN_QUESTION, bot_mention, discord_settings

pytestmark = pytest.mark.asyncio


class StuckAsker(Asker):
    """The real asker, except that it hangs (like a process about to be killed) until `release`."""

    def __init__(self, asker: Asker) -> None:
        super().__init__(asker.kb, asker.limiter)
        self.started, self.release, self.returned = threading.Event(), threading.Event(), threading.Event()

    def ask(self, **kwargs):
        self.started.set()
        self.release.wait(30)
        try:
            return super().ask(**kwargs)
        finally:
            self.returned.set()


def services_on(data_dir, kb, world) -> Services:
    settings = BotSettings(knowledge=kb.settings.with_overrides(data_dir=data_dir),
                           discord=DiscordSettings(token="fake-token", **discord_settings(world)),
                           questions_per_minute=30, intake_lease_seconds=1)
    return Services(settings, kb=kb)


def replies_to(fake, message: dict) -> list:
    return [s for s in fake.sent if str((s.body.get("message_reference") or {}).get("message_id")) == message["id"]]


async def test_a_message_accepted_before_a_crash_is_answered_after_the_restart(fake, world, connect, shared_kb,
                                                                             tmp_path):
    first_services = services_on(tmp_path / "bot", shared_kb, world)
    stuck = first_services.asker = StuckAsker(first_services.asker)
    first = await connect(first_services)
    text, me = bot_mention(fake)

    question = await fake.post(world.alice, world.help, f"{text} {RETURN_QUESTION}", mentions=(me,))
    assert await asyncio.to_thread(stuck.started.wait, 10), "the question never reached the core"
    [row] = first_services.intake.rows()
    assert row["state"] == "claimed"  # accepted, on disk, being answered
    await first.close()  # the process dies: no more Discord connection ...
    first_services.intake.stop()  # ... and no more lease renewals

    second_services = services_on(tmp_path / "bot", shared_kb, world)
    await connect(second_services)
    reply = await fake.reply_to(question, timeout=20)

    assert "30 days" in reply.embed_text()
    stuck.release.set()  # the dead process's answer comes too late to be sent
    assert await asyncio.to_thread(stuck.returned.wait, 10)
    await fake.until(lambda: second_services.intake.depth() == 0, "the intake to empty")
    assert len(replies_to(fake, question)) == 1
    assert [r["state"] for r in second_services.intake.rows()] == ["done"]
    assert second_services.metrics.registry.get_sample_value(
        "pagewise_redeliveries_total", {"adapter": "discord"}) == 1
    first_services.intake.close()
    second_services.intake.close()
