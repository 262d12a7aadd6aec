"""Message flows through dpytest: DMs, mentions, what is ignored, uploads, rate limits, slow answers."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import discord
import discord.ext.test as dpytest
import pytest
from discord.ext.test import backend, callbacks, factories

from bot.presenting import NOT_ADMIN, RATE_LIMITED
from bot.discord.render import LEVEL_COLOURS
from bot.discord.uploads import message_from_admin

from .conftest import RETURN_QUESTION, SHIPPING_QUESTION, WARRANTY_PAGES, GatedAsker, next_sent
from tests.pdfs import make_pdf

pytestmark = pytest.mark.asyncio


def people():
    config = dpytest.get_config()
    alice, bob, carol = config.members
    help_channel = next(c for c in config.channels if c.name == "help")
    return config.guilds[0], help_channel, alice, bob, carol


def mention(client) -> str:
    return f"<@{client.user.id}>"


def field(embed: discord.Embed, name: str) -> str:
    return next(f.value for f in embed.fields if f.name == name)


def assert_quiet() -> None:
    """Nothing sent. Sound right after `dpytest.message`, which returns once the bot's handlers have finished."""
    assert dpytest.sent_queue.empty(), f"the bot answered: {dpytest.get_message(peek=True).content!r}"


async def test_dm_is_answered_with_citations_badge_and_typing(dpy_client):
    _, _, alice, _, _ = people()
    typing_in = []

    async def saw_typing(channel):
        typing_in.append(channel.id)

    callbacks.set_callback(saw_typing, "send_typing")
    dm = await alice.create_dm()
    await dpytest.message(RETURN_QUESTION, channel=dm, member=alice)

    reply = await next_sent()
    embed = reply.embeds[0]
    assert reply.channel.id == dm.id
    assert "30 days" in embed.description
    assert field(embed, "Sources").startswith("returns.pdf p.1")
    assert field(embed, "Confidence").startswith("🟢 High confidence (0.")
    assert embed.colour == LEVEL_COLOURS["high"]
    assert typing_in == [dm.id]
    assert_quiet()


async def test_mention_in_a_server_channel_is_answered(dpy_client):
    _, help_channel, _, bob, _ = people()
    await dpytest.message(f"{mention(dpy_client)} {SHIPPING_QUESTION}", channel=help_channel, member=bob)

    reply = await next_sent()
    assert reply.channel.id == help_channel.id
    assert "1 business day" in reply.embeds[0].description
    assert "returns.pdf p.2" in field(reply.embeds[0], "Sources")


async def test_message_without_a_mention_is_ignored(dpy_client):
    _, help_channel, alice, bob, _ = people()
    await dpytest.message(RETURN_QUESTION, channel=help_channel, member=alice)
    await dpytest.message(f"{RETURN_QUESTION} <@{bob.id}>", channel=help_channel, member=alice)
    assert dpy_client.events_processed == 2  # both were looked at, to the end
    assert_quiet()


async def test_bot_messages_are_ignored_including_our_own(dpy_client):
    guild, help_channel, alice, _, _ = people()
    state = backend.get_state()
    other_bot = state.store_user(factories.make_user_dict("HelperBot", "0042", None, bot=True))
    backend.make_member(other_bot, guild)
    await dpytest.message(f"{mention(dpy_client)} {RETURN_QUESTION}", channel=help_channel,
                          member=guild.get_member(other_bot.id))
    assert dpy_client.events_processed == 1
    assert_quiet()

    await dpytest.message(f"{mention(dpy_client)} {RETURN_QUESTION}", channel=help_channel, member=alice)
    await next_sent()  # the bot's own answer also arrives as a message event: it must not answer itself
    await dpytest.run_all_events()
    assert_quiet()


async def test_per_user_rate_limit_is_shared_logic(shared_kb, make_services, start_dpytest):
    client = await start_dpytest(make_services(shared_kb, questions_per_minute=1))
    _, help_channel, alice, bob, _ = people()

    await dpytest.message(f"{mention(client)} {RETURN_QUESTION}", channel=help_channel, member=alice)
    assert (await next_sent()).embeds
    await dpytest.message(f"{mention(client)} {SHIPPING_QUESTION}", channel=help_channel, member=alice)
    assert (await next_sent()).content == RATE_LIMITED
    await dpytest.message(f"{mention(client)} {SHIPPING_QUESTION}", channel=help_channel, member=bob)
    assert (await next_sent()).embeds, "another user is not limited by alice's questions"


async def test_admin_upload_is_indexed_end_to_end_and_then_answerable(make_kb, make_services, start_dpytest,
                                                                     tmp_path):
    kb = make_kb()
    await start_with_admin_role(start_dpytest, make_services(kb))
    _, help_channel, alice, _, _ = people()
    pdf = make_pdf(tmp_path / "upload" / "warranty.pdf", WARRANTY_PAGES)

    await dpytest.message(f"<@{dpytest.get_config().client.user.id}> new manual", channel=help_channel,
                          member=alice, attachments=[str(pdf)])
    summary = await next_sent()
    assert summary.content.startswith("Added warranty.pdf: 1 pages, ")
    assert " chunks, in " in summary.content
    assert (kb.settings.docs_dir / "warranty.pdf").read_bytes() == pdf.read_bytes()
    assert [d.source for d in kb.status().documents] == ["warranty.pdf"]

    await dpytest.message(f"<@{dpytest.get_config().client.user.id}> How long is the kettle warranty?",
                          channel=help_channel, member=alice)
    answer = await next_sent()
    assert "two year warranty" in answer.embeds[0].description
    assert field(answer.embeds[0], "Sources") == "warranty.pdf p.1"


async def test_non_admin_upload_is_refused_and_nothing_changes(make_kb, make_services, start_dpytest, tmp_path):
    kb = make_kb()
    await start_with_admin_role(start_dpytest, make_services(kb))
    _, help_channel, _, bob, _ = people()
    pdf = make_pdf(tmp_path / "upload" / "warranty.pdf", WARRANTY_PAGES)

    await dpytest.message(f"<@{dpytest.get_config().client.user.id}> please add", channel=help_channel,
                          member=bob, attachments=[str(pdf)])
    assert (await next_sent()).content == NOT_ADMIN
    assert not kb.settings.docs_dir.exists() or not any(kb.settings.docs_dir.iterdir())
    assert kb.status().documents == []


async def test_listed_admin_user_can_upload_in_a_dm(make_kb, make_services, start_dpytest, tmp_path):
    kb = make_kb()
    services = make_services(kb)
    client = await start_dpytest(services)
    _, _, alice, bob, _ = people()
    set_discord(services, admin_user_ids=(alice.id,))
    pdf = make_pdf(tmp_path / "upload" / "warranty.pdf", WARRANTY_PAGES)

    bob_dm = await bob.create_dm()
    await dpytest.message("", channel=bob_dm, member=bob, attachments=[str(pdf)])
    assert (await next_sent()).content == NOT_ADMIN
    alice_dm = await alice.create_dm()
    await dpytest.message("", channel=alice_dm, member=alice, attachments=[str(pdf)])
    assert (await next_sent()).content.startswith("Added warranty.pdf: 1 pages")
    assert [d.source for d in client.services.kb.status().documents] == ["warranty.pdf"]


async def test_admin_is_the_admin_role_or_manage_server(dpy_client):
    guild, help_channel, alice, bob, carol = people()
    settings = dpy_client.settings.discord
    admin_role = backend.make_role("KB admins", guild, permissions=0)
    managers = backend.make_role("Managers", guild, permissions=discord.Permissions(manage_guild=True).value)
    await dpytest.add_role(alice, admin_role)
    await dpytest.add_role(bob, managers)
    settings = replace(settings, admin_role_id=admin_role.id)

    verdicts = {}
    for member in (alice, bob, carol):
        message = await dpytest.message("hello", channel=help_channel, member=member)
        verdicts[member.name] = message_from_admin(settings, message)
    assert verdicts == {"alice": True, "bob": True, "carol": False}


async def test_slow_answer_does_not_block_a_second_users_answer(shared_kb, make_services, start_dpytest):
    services = make_services(shared_kb)
    gated = services.asker = GatedAsker(services.asker, slow_word="return")
    client = await start_dpytest(services)
    _, help_channel, alice, bob, _ = people()

    # Sent without dpytest.message(), which would wait for every handler (the slow one too) to finish.
    backend.make_message(f"{mention(client)} {RETURN_QUESTION}", alice, help_channel)
    await asyncio.to_thread(gated.slow_started.wait, 5)
    assert gated.slow_started.is_set()
    backend.make_message(f"{mention(client)} {SHIPPING_QUESTION}", bob, help_channel)

    first = await next_sent(timeout=5)
    assert not gated.gate.is_set()
    assert "1 business day" in first.embeds[0].description, "bob must be answered while alice's answer is slow"
    gated.gate.set()
    second = await next_sent(timeout=10)
    assert "30 days" in second.embeds[0].description


# ---- helpers ----------------------------------------------------------------------------------------

async def start_with_admin_role(start_dpytest, services):
    """A client whose DISCORD_ADMIN_ROLE_ID is a role alice holds."""
    client = await start_dpytest(services)
    guild, _, alice, _, _ = people()
    role = backend.make_role("KB admins", guild, permissions=0)
    await dpytest.add_role(alice, role)
    set_discord(services, admin_role_id=role.id)
    return client


def set_discord(services, **fields) -> None:
    """Discord settings that need ids dpytest only makes after the client is configured."""
    services.settings = replace(services.settings, discord=replace(services.settings.discord, **fields))
