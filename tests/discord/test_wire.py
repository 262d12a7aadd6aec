"""What goes over the wire, against the loopback fake of Discord: replies, mentions, escalations,
follow-ups, threads, buttons, slash commands, upload checks and the gateway heartbeat."""

from __future__ import annotations

import asyncio
import re
import time

import pytest

from bot.asking import Asker
from bot.discord import required_intents
from bot.discord.commands import NOT_ADMIN_REINDEX
from bot.discord.conversations import Conversations
from bot.discord.render import LEVEL_COLOURS
from bot.presenting import ESCALATION_NOTICE, FEEDBACK_THANKS, NOT_ADMIN, OFFER_ESCALATION

from .conftest import (MENTIONS_QUESTION, OFF_TOPIC_QUESTION, RETURN_QUESTION, RETURNS_PAGES, SHIPPING_QUESTION,
                       WARRANTY_PAGES, GatedAsker, bot_mention, discord_settings, pdf_bytes)
from .fake_discord import HEARTBEAT_MS
from tests.pdfs import make_pdf

pytestmark = pytest.mark.asyncio

NO_MENTIONS = {"parse": [], "replied_user": False}


class RecordingAsker(Asker):
    """The real asker, noting what each question was asked with."""

    def __init__(self, asker: Asker) -> None:
        super().__init__(asker.kb, asker.limiter)
        self.calls: list[dict] = []

    def ask(self, **kwargs):
        self.calls.append(kwargs)
        return super().ask(**kwargs)


async def ask_by_mention(fake, world, user, question, channel=None):
    text, me = bot_mention(fake)
    message = await fake.post(user, channel or world.help, f"{text} {question}", mentions=(me,))
    return message, await fake.reply_to(message)


def buttons(sent) -> dict[str, str]:
    """custom id prefix ("pagewise:vote:up"...) -> full custom id."""
    return {":".join(cid.split(":")[:3]): cid for cid in sent.custom_ids}


# ---- connecting ---------------------------------------------------------------------------------------

async def test_identify_asks_only_for_needed_intents_and_syncs_commands(fake, world, connect, shared_kb,
                                                                        make_services):
    await connect(make_services(shared_kb, **discord_settings(world)))
    intents = fake.identify["intents"]
    assert intents == required_intents().value
    for privileged_we_do_not_need in ("members", "presences"):
        assert not getattr(required_intents(), privileged_we_do_not_need)
    assert sorted(c["name"] for c in fake.synced_commands) == ["ask", "kb"]
    kb_command = next(c for c in fake.synced_commands if c["name"] == "kb")
    assert sorted(o["name"] for o in kb_command["options"]) == ["answers", "forget", "gaps", "reindex", "status"]


# ---- answers -------------------------------------------------------------------------------------------

async def test_answer_is_a_reply_with_embed_buttons_and_typing_first(fake, world, connect, shared_kb,
                                                                     make_services):
    await connect(make_services(shared_kb, **discord_settings(world)))
    question, reply = await ask_by_mention(fake, world, world.alice, RETURN_QUESTION)

    assert reply.body["message_reference"]["message_id"] == int(question["id"])
    assert reply.body["allowed_mentions"] == NO_MENTIONS
    assert fake.typing and fake.typing[0] == world.help
    embed = reply.embeds[0]
    assert embed["color"] == LEVEL_COLOURS["high"].value
    assert [f["name"] for f in embed["fields"]] == ["Sources", "Confidence"]
    assert set(buttons(reply)) == {"pagewise:vote:up", "pagewise:vote:down"}


async def test_pdf_text_with_everyone_arrives_escaped_with_no_mentions_allowed(fake, world, connect, shared_kb,
                                                                              make_services):
    await connect(make_services(shared_kb, **discord_settings(world)))
    _, reply = await ask_by_mention(fake, world, world.alice, MENTIONS_QUESTION)

    text = reply.embed_text()
    assert "contact @\u200beveryone" in text
    assert re.search(r"@(everyone|here)\b", text) is None
    assert "<@\u200b&123456789012345678>" in text and "<@&" not in text
    assert "click here (https://evil.example/login)" in text and "](" not in text
    assert reply.body["allowed_mentions"] == NO_MENTIONS
    assert reply.content == ""


async def test_everyone_a_reply_to_someone_else_or_another_bot_is_not_a_question(fake, world, connect, shared_kb,
                                                                                  make_services):
    services = make_services(shared_kb, **discord_settings(world))
    recorder = services.asker = RecordingAsker(services.asker)
    client = await connect(services)
    text, me = bot_mention(fake)
    await fake.post(world.alice, world.help, f"@everyone {RETURN_QUESTION}", mention_everyone=True)
    other = await fake.post(world.bob, world.help, "I know the return policy")
    await fake.post(world.alice, world.help, RETURN_QUESTION, reply_to=other)
    await fake.post(fake.user("HelperBot", bot=True), world.help, f"{text} {RETURN_QUESTION}", mentions=(me,))

    await fake.handled(client)
    assert client.events_processed == 4
    assert recorder.calls == [] and fake.sent == [] and fake.typing == []

    _, reply = await ask_by_mention(fake, world, world.carol, RETURN_QUESTION)  # the bot is listening
    assert [call["user"] for call in recorder.calls] == [world.carol["id"]]
    assert len(fake.sent) == 1 and reply.embeds


# ---- follow-ups ------------------------------------------------------------------------------------------

async def test_follow_up_reply_without_mention_uses_the_earlier_question(fake, world, connect, shared_kb,
                                                                        make_services):
    services = make_services(shared_kb, **discord_settings(world))
    recorder = services.asker = RecordingAsker(services.asker)
    client = await connect(services)
    _, answer = await ask_by_mention(fake, world, world.alice, SHIPPING_QUESTION)

    follow_up = await fake.post(world.alice, world.help, "And how much does it cost?", reply_to=answer.message)
    reply = await fake.reply_to(follow_up)
    assert "9 euros" in reply.embeds[0].get("description", "")
    assert recorder.calls[-1]["question"] == "And how much does it cost?"
    assert recorder.calls[-1]["context"] == [SHIPPING_QUESTION]

    # someone else replying to alice's answer without a mention is not asking the bot
    sent_before = len(fake.sent)
    await fake.post(world.bob, world.help, "thanks, that helps me too", reply_to=answer.message)
    await fake.handled(client)
    assert len(fake.sent) == sent_before and len(recorder.calls) == 2


async def test_follow_up_in_the_bots_thread_needs_no_mention(fake, world, connect, shared_kb, make_services):
    services = make_services(shared_kb, **discord_settings(world, answer_in_thread=True))
    recorder = services.asker = RecordingAsker(services.asker)
    client = await connect(services)
    text, me = bot_mention(fake)
    question = await fake.post(world.alice, world.help, f"{text} {SHIPPING_QUESTION}", mentions=(me,))

    answer = await fake.wait_for(lambda s: s.embeds and s.channel_id == int(question["id"]))
    assert fake.threads_created[0]["parent_id"] == str(world.help)
    assert fake.threads_created[0]["name"] == SHIPPING_QUESTION
    thread_id = answer.channel_id

    follow_up = await fake.post(world.alice, thread_id, "And how much does it cost?")
    reply = await fake.reply_to(follow_up)
    assert reply.channel_id == thread_id and "9 euros" in reply.embeds[0]["description"]
    assert recorder.calls[-1]["context"] == [SHIPPING_QUESTION]

    sent_before = len(fake.sent)
    await fake.post(world.bob, thread_id, "I have the same question")
    await fake.handled(client)
    assert len(recorder.calls) == 2, "only the asker's messages in the thread are follow-ups"
    assert len(fake.sent) == sent_before


# ---- escalation ---------------------------------------------------------------------------------------------

async def test_escalation_pings_only_the_support_role_and_is_recorded(fake, world, connect, shared_kb,
                                                                      make_services):
    services = make_services(shared_kb, **discord_settings(world))
    await connect(services)
    question, reply = await ask_by_mention(fake, world, world.alice, OFF_TOPIC_QUESTION)
    assert ESCALATION_NOTICE in reply.embeds[0]["description"]

    post = await fake.wait_for(lambda s: s.channel_id == world.support_channel)
    assert post.content.startswith(f"<@&{world.support_role}> ")
    assert post.body["allowed_mentions"] == {"parse": [], "roles": [world.support_role]}
    jump = f"https://discord.com/channels/{world.guild.id}/{world.help}/{question['id']}"
    text = post.embed_text()
    assert OFF_TOPIC_QUESTION in text
    assert f"<@{world.alice['id']}>" in text
    assert jump in text
    assert re.search(r"Confidence: \S+ (Low|Medium) confidence \(0\.\d\d\)", text)
    assert "returns.pdf p." in text

    [row] = services.records.escalations()
    assert row["platform"] == "discord" and row["user"] == world.alice["id"]
    assert row["reason"] == "low_confidence" and row["link"] == jump and row["question"] == OFF_TOPIC_QUESTION
    assert "returns.pdf p." in row["sources"]


# ---- feedback buttons --------------------------------------------------------------------------------------

async def test_votes_are_recorded_and_the_askers_thumbs_down_offers_a_person(fake, world, connect, shared_kb,
                                                                             make_services):
    services = make_services(shared_kb, **discord_settings(world))
    await connect(services)
    _, answer = await ask_by_mention(fake, world, world.alice, RETURN_QUESTION)
    ids = buttons(answer)

    up = await fake.click(answer.message, ids["pagewise:vote:up"], world.bob)
    thanks = await fake.response_to(up)
    assert thanks.kind == "response" and thanks.content == FEEDBACK_THANKS and thanks.ephemeral
    again = await fake.click(answer.message, ids["pagewise:vote:up"], world.bob)  # not a second vote
    assert (await fake.response_to(again)).content == FEEDBACK_THANKS
    not_the_asker = await fake.click(answer.message, ids["pagewise:vote:down"], world.bob)
    assert (await fake.response_to(not_the_asker)).content == FEEDBACK_THANKS, "only the asker is offered a person"

    down = await fake.click(answer.message, ids["pagewise:vote:down"], world.alice)
    offer = await fake.response_to(down)
    assert offer.content == OFFER_ESCALATION and offer.ephemeral
    assert offer.custom_ids == [f"pagewise:escalate:{answer.id}"]
    assert not services.records.escalations()

    accept = await fake.click(offer.message, offer.custom_ids[0], world.alice)
    done = await fake.response_to(accept)
    assert done.kind == "update" and done.content == ESCALATION_NOTICE and done.body["components"] == []
    post = await fake.wait_for(lambda s: s.channel_id == world.support_channel)
    assert post.content.startswith(f"<@&{world.support_role}>")

    votes = [(r["user"], r["vote"], r["question"]) for r in services.records.feedback()]
    assert votes == [(world.bob["id"], "up", RETURN_QUESTION), (world.bob["id"], "down", RETURN_QUESTION),
                     (world.alice["id"], "down", RETURN_QUESTION)]
    assert [r["reason"] for r in services.records.escalations()] == ["thumbs_down"]


async def test_votes_still_work_after_a_restart(fake, world, connect, shared_kb, make_services):
    services = make_services(shared_kb, **discord_settings(world))
    client = await connect(services)
    _, answer = await ask_by_mention(fake, world, world.alice, RETURN_QUESTION)
    client.conversations = Conversations()  # what a restart forgets

    down = await fake.click(answer.message, buttons(answer)["pagewise:vote:down"], world.alice)
    offer = await fake.response_to(down)
    assert offer.content == OFFER_ESCALATION, "the question was recalled from the message the answer replied to"
    [row] = services.records.feedback()
    assert row["question"] == RETURN_QUESTION and row["vote"] == "down"
    assert abs(row["confidence"] - float(answer.custom_ids[0].split(":")[3]) / 1000) < 1e-9


# ---- slash commands ------------------------------------------------------------------------------------------

async def test_slash_ask_answers_with_the_question_as_title(fake, world, connect, shared_kb, make_services):
    await connect(make_services(shared_kb, **discord_settings(world)))
    ask = await fake.slash("ask", world.carol, world.help,
                           options=[{"name": "question", "type": 3, "value": SHIPPING_QUESTION}])
    answer = await fake.response_to(ask, "followup")
    assert fake.callbacks[0]["type"] == 5  # deferred ("thinking") first, answered off the loop
    assert answer.embeds[0]["title"] == SHIPPING_QUESTION
    assert "1 business day" in answer.embeds[0]["description"]
    assert set(buttons(answer)) == {"pagewise:vote:up", "pagewise:vote:down"}
    assert answer.body["allowed_mentions"] == {"parse": []}


async def test_kb_status_shows_documents_pages_and_chunks(fake, world, connect, shared_kb, make_services):
    await connect(make_services(shared_kb, **discord_settings(world)))
    command = await fake.slash("kb", world.carol, world.help, options=[{"name": "status", "type": 1, "options": []}],
                               roles=(world.admin_role,))
    status = await fake.response_to(command, "followup")
    chunks = shared_kb.status().chunks
    assert status.ephemeral
    assert f"Documents: 1  pages: {len(RETURNS_PAGES)}  chunks: {chunks}" in status.content
    assert "returns.pdf" in status.content


async def test_kb_reindex_is_for_admins_and_ingests_new_files(fake, world, connect, make_kb, make_services):
    kb = make_kb()
    await connect(make_services(kb, **discord_settings(world)))
    make_pdf(kb.settings.docs_dir / "warranty.pdf", WARRANTY_PAGES)
    reindex = [{"name": "reindex", "type": 1, "options": []}]

    by_bob = await fake.slash("kb", world.bob, world.help, options=reindex)
    refused = await fake.response_to(by_bob)
    assert refused.content == NOT_ADMIN_REINDEX and refused.ephemeral
    assert kb.status().documents == []

    by_alice = await fake.slash("kb", world.alice, world.help, options=reindex, roles=(world.admin_role,))
    done = await fake.response_to(by_alice, "followup")
    assert done.content.startswith("Re-indexed: 1 added, 0 changed, 0 unchanged")
    assert [d.source for d in kb.status().documents] == ["warranty.pdf"]


# ---- uploads -------------------------------------------------------------------------------------------

async def test_upload_checks_before_download_and_bad_files_change_nothing(fake, world, connect, make_kb,
                                                                         make_services, tmp_path):
    kb = make_kb(max_pdf_mb=1)
    await connect(make_services(kb, **discord_settings(world)))
    text, me = bot_mention(fake)
    good = pdf_bytes(tmp_path, "warranty.pdf", WARRANTY_PAGES)

    # not an admin: refused, and the CDN never sees a request
    refused = await fake.post(world.bob, world.help, text, mentions=(me,),
                              attachments=(fake.attachment("warranty.pdf", good),))
    assert (await fake.reply_to(refused)).content == NOT_ADMIN
    # an admin, but Discord says the file is bigger than the cap: refused before download
    huge = await fake.post(world.alice, world.help, text, mentions=(me,), roles=(world.admin_role,),
                           attachments=(fake.attachment("manual.pdf", good, declared_size=3 * 2**20),))
    assert "the limit is 1 MB. I haven't downloaded it." in (await fake.reply_to(huge)).content
    assert fake.cdn_hits == []

    # an admin with a file that is not a PDF: downloaded, refused by the core, index untouched
    fake_pdf = await fake.post(world.alice, world.help, text, mentions=(me,), roles=(world.admin_role,),
                               attachments=(fake.attachment("notes.pdf", b"just some text"),))
    assert "not a PDF" in (await fake.reply_to(fake_pdf)).content
    assert len(fake.cdn_hits) == 1
    assert kb.status().documents == [] and not (kb.settings.docs_dir / "notes.pdf").exists()

    # Manage Server is enough too; the good file is indexed
    ok = await fake.post(world.carol, world.help, text, mentions=(me,), roles=(world.managers,),
                         attachments=(fake.attachment("warranty.pdf", good),))
    assert (await fake.reply_to(ok)).content.startswith("Added warranty.pdf: 1 pages")
    assert [d.source for d in kb.status().documents] == ["warranty.pdf"]


# ---- the event loop stays free -------------------------------------------------------------------------------

async def test_slow_answer_keeps_the_heartbeat_and_other_users_going(fake, world, connect, shared_kb,
                                                                     make_services):
    services = make_services(shared_kb, **discord_settings(world))
    gated = services.asker = GatedAsker(services.asker, slow_word="return")
    await connect(services)
    text, me = bot_mention(fake)

    slow = await fake.post(world.alice, world.help, f"{text} {RETURN_QUESTION}", mentions=(me,))
    await asyncio.to_thread(gated.slow_started.wait, 5)
    started = time.monotonic()
    quick = await fake.post(world.bob, world.help, f"{text} {SHIPPING_QUESTION}", mentions=(me,))
    bobs = await fake.reply_to(quick, timeout=5)
    await fake.until(lambda: len([t for t in fake.heartbeats if t > started]) >= 2,
                     "heartbeats while an answer is slow", timeout=20 * HEARTBEAT_MS / 1000)

    replied_to = [(s.body.get("message_reference") or {}).get("message_id") for s in fake.sent]
    assert int(slow["id"]) not in replied_to, "alice's slow answer must still be in progress"
    assert not gated.gate.is_set()
    assert "1 business day" in bobs.embeds[0]["description"]
    gated.gate.set()
    alices = await fake.reply_to(slow, timeout=10)
    assert "30 days" in alices.embeds[0]["description"]
