"""Issue #5 point 5 on Discord: `/kb forget` and `/kb reindex` on the shared admin logic, and scheduled
changes announced in the admin channel, against the loopback fake of Discord."""

from __future__ import annotations

import asyncio

import pytest

from bot.presenting import NOT_KB_ADMIN
from knowledge.indexing.schedule import ReindexJob
from tests.pdfs import make_pdf

from .conftest import WARRANTY_PAGES, discord_settings

pytestmark = pytest.mark.asyncio


def subcommand(name: str, **options: str) -> list[dict]:
    return [{"name": name, "type": 1, "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()]}]


async def test_kb_forget_is_for_admins_and_removes_the_document_and_its_file(fake, world, connect, make_kb,
                                                                            make_services):
    kb = make_kb()
    make_pdf(kb.settings.docs_dir / "warranty.pdf", WARRANTY_PAGES)
    await connect(make_services(kb, **discord_settings(world)))
    assert [d.source for d in kb.status().documents] == []

    reindex = await fake.slash("kb", world.alice, world.help, options=subcommand("reindex"), roles=(world.admin_role,))
    assert (await fake.response_to(reindex, "followup")).content.startswith("Re-indexed: 1 added")

    by_bob = await fake.slash("kb", world.bob, world.help, options=subcommand("forget", source="warranty.pdf"))
    refused = await fake.response_to(by_bob)
    assert refused.content == NOT_KB_ADMIN and refused.ephemeral
    assert [d.source for d in kb.status().documents] == ["warranty.pdf"]

    by_alice = await fake.slash("kb", world.alice, world.help, options=subcommand("forget", source="warranty.pdf"),
                                roles=(world.admin_role,))
    done = await fake.response_to(by_alice, "followup")
    assert done.ephemeral and done.content.startswith("Forgot warranty.pdf (1 chunks).")
    assert kb.status().documents == [] and not (kb.settings.docs_dir / "warranty.pdf").exists()
    alice = str(world.alice["id"])
    assert [(r.action, r.trigger, r.actor) for r in kb.history.recent(2)] == [("forget", "discord", alice),
                                                                               ("reindex", "discord", alice)]


async def test_a_scheduled_change_is_announced_in_the_discord_admin_channel(fake, world, connect, make_kb,
                                                                           make_services):
    kb = make_kb()
    services = make_services(kb, **discord_settings(world, kb_admin_channel_id=world.support_channel))
    await connect(services)
    make_pdf(kb.settings.docs_dir / "warranty.pdf", WARRANTY_PAGES)

    job = ReindexJob(kb, after=lambda report: services.announcer.announce_new())
    await asyncio.to_thread(job)  # the scheduler's thread, as in production

    posted = await fake.wait_for(lambda s: s.channel_id == world.support_channel and "scheduled re-index" in s.content)
    assert posted.content.startswith("Knowledge base updated by the scheduled re-index: 1 added")
    assert "added warranty.pdf (1 pages, 1 chunks)" in posted.content
    assert posted.body["allowed_mentions"] == {"parse": []}
