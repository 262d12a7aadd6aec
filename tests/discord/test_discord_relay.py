"""Escalations that come back, through discord.py against the loopback Discord fake: a support reply to the
escalation is relayed once to the asker, "Save as answer" is for the support role only, and a saved answer
then answers a paraphrase (bot/discord/relay.py, knowledge/learned/)."""

from __future__ import annotations

import time

import pytest

from bot.presenting import SAVE_GONE as GONE, SAVE_NOT_ALLOWED as NOT_ALLOWED
from bot.presenting import ESCALATION_NOTICE
from tests.pdfs import make_pdf
from tests.scrape import metric

from .conftest import RETURNS_PAGES, bot_mention, discord_settings

pytestmark = pytest.mark.asyncio

QUESTION = "Does the vacuum work on carpets?"  # returns.pdf knows returns and shipping only
ANSWER = "Yes: set the brush dial to Carpet; it handles low and medium pile."
PARAPHRASE = "Can I use the vacuum cleaner on carpet?"


@pytest.fixture
def own_kb(make_kb, tmp_path):
    """Its own index: saved answers must not reach other tests."""
    kb = make_kb()
    assert kb.ingest([make_pdf(tmp_path / "src" / "returns.pdf", RETURNS_PAGES)]).ok
    return kb


async def ask(fake, world, user, question):
    text, me = bot_mention(fake)
    message = await fake.post(user, world.help, f"{text} {question}", mentions=(me,))
    return message, await fake.reply_to(message)


def answers_to(fake, question: dict) -> list:
    return [s for s in fake.sent if (s.body.get("message_reference") or {}).get("message_id") in
            (question["id"], int(question["id"]))]


async def escalated(fake, world, question_text=QUESTION):
    question, notice = await ask(fake, world, world.alice, question_text)
    assert ESCALATION_NOTICE in notice.embeds[0]["description"]
    post = await fake.wait_for(lambda s: s.channel_id == world.support_channel)
    assert f"ref {world.help}/{question['id']}/{world.alice['id']}" in post.embeds[0]["footer"]["text"]
    return question, post


async def test_a_support_reply_is_relayed_once_saved_by_support_and_then_answers_a_paraphrase(
        fake, world, connect, own_kb, make_services):
    services = make_services(own_kb, **discord_settings(world))
    client = await connect(services)
    question, post = await escalated(fake, world)

    reply = await fake.post(world.bob, world.support_channel, ANSWER + " [click](https://evil.example)",
                            roles=(world.support_role,), reply_to=post.message)
    await fake.dispatch("MESSAGE_CREATE", reply)  # delivered twice: relayed once
    confirmation = await fake.reply_to(reply)
    await fake.until(lambda: client.events_processed >= 3, "both deliveries handled")
    relayed = [s for s in answers_to(fake, question) if s.embeds and s.embeds[0].get("title", "").startswith("Answer from")]
    assert len(relayed) == 1
    assert relayed[0].embeds[0]["title"] == "Answer from @bob, support team"
    assert ANSWER.replace(".", "") in relayed[0].embeds[0]["description"].replace("\\", "").replace(".", "")
    assert "](https://evil.example)" not in relayed[0].embeds[0]["description"]  # no masked link survives
    assert confirmation.content == f"Sent to <@{world.alice['id']}>."
    [save_id] = confirmation.custom_ids
    assert save_id == f"pagewise:learn:{world.support_channel}:{reply['id']}"

    refused = await fake.click(confirmation.message, save_id, world.carol)  # not in the support role
    answer = await fake.response_to(refused)
    assert answer.content == NOT_ALLOWED and answer.ephemeral
    assert own_kb.learned.list() == []

    opened = await fake.click(confirmation.message, save_id, world.bob, roles=(world.support_role,))
    modal = await fake.until(lambda: next((c for c in fake.callbacks if c["interaction_id"] == opened["id"]), None),
                             "the modal")
    assert modal["type"] == 9
    field = modal["data"]["components"][0]["components"][0]
    assert field["value"] == QUESTION
    submitted = await fake._interact(5, {"custom_id": modal["data"]["custom_id"], "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": field["custom_id"],
                                    "value": "Does the vacuum cleaner work on carpets?"}]}]},
        world.support_channel, world.bob, (world.support_role,), 0)
    saved = await fake.response_to(submitted)
    [item] = own_kb.learned.list()
    assert saved.ephemeral and f"Saved as learned answer {item.id}" in saved.content
    assert item.question == "Does the vacuum cleaner work on carpets?" and item.answer.startswith(ANSWER)
    assert item.answered_by == "bob" and item.escalation == f"discord:{world.help}:{question['id']}"

    _, learned = await ask(fake, world, world.carol, PARAPHRASE)
    embed = learned.embeds[0]
    assert "Answer from @bob, support team" in embed["description"] and ESCALATION_NOTICE not in embed["description"]

    text = services.metrics.exposition().decode()
    assert metric(text, "pagewise_answers_relayed_total", adapter="discord") == 1
    assert metric(text, "pagewise_learned_answers_total", adapter="discord", event="saved") == 1
    assert metric(text, "pagewise_learned_answers_total", adapter="discord", event="served") == 1


@pytest.mark.parametrize("text,why", [
    ("@everyone it works on carpet", "mentions @channel"),
    ("x" * 4001, "too long (4,001 characters"),
])
async def test_a_bad_support_reply_gets_a_clear_message_and_nothing_is_relayed(fake, world, connect, own_kb,
                                                                              make_services, text, why):
    await connect(make_services(own_kb, **discord_settings(world)))
    question, post = await escalated(fake, world)
    reply = await fake.post(world.bob, world.support_channel, text, roles=(world.support_role,),
                            reply_to=post.message)
    refusal = await fake.reply_to(reply)
    assert refusal.content.startswith("Not sent to the asker.") and why in refusal.content
    assert len(answers_to(fake, question)) == 1  # only the escalation notice
    assert own_kb.learned.list(include_removed=True) == []


async def test_an_escalation_is_recorded_before_the_asker_is_told(fake, world, connect, own_kb, make_services):
    services = make_services(own_kb, **discord_settings(world))
    write = services.records.record_escalation

    def slow_write(item):  # a busy disk: the reply must still wait for the record
        time.sleep(0.5)
        write(item)

    services.records.record_escalation = slow_write
    await connect(services)
    _, notice = await ask(fake, world, world.alice, QUESTION)
    assert ESCALATION_NOTICE in notice.embeds[0]["description"]
    assert [e["question"] for e in services.records.escalations()] == [QUESTION]


async def test_the_asker_replying_to_the_escalation_is_not_relayed(fake, world, connect, own_kb, make_services):
    client = await connect(make_services(own_kb, **discord_settings(world)))
    question, post = await escalated(fake, world)
    await fake.post(world.alice, world.support_channel, "any news?", reply_to=post.message)
    await fake.handled(client)
    assert len(answers_to(fake, question)) == 1


async def test_a_save_click_on_a_deleted_escalation_saves_nothing(fake, world, connect, own_kb, make_services):
    await connect(make_services(own_kb, **discord_settings(world)))
    question, post = await escalated(fake, world)
    reply = await fake.post(world.bob, world.support_channel, ANSWER, roles=(world.support_role,),
                            reply_to=post.message)
    confirmation = await fake.reply_to(reply)
    del fake.messages[post.id]  # the escalation was deleted; Discord then no longer resolves the reference
    fake.messages[int(reply["id"])]["referenced_message"] = None
    click = await fake.click(confirmation.message, confirmation.custom_ids[0], world.bob, roles=(world.support_role,))
    answer = await fake.response_to(click)
    assert answer.content == GONE and answer.ephemeral
    assert own_kb.learned.list(include_removed=True) == []


async def test_admins_list_and_remove_learned_answers_in_chat(fake, world, connect, own_kb, make_services):
    services = make_services(own_kb, **discord_settings(world))
    await connect(services)
    item = own_kb.learned.save(QUESTION, ANSWER, by="dana")

    listing = await fake.slash("kb", world.carol, world.help, roles=(world.admin_role,),
                               options=[{"name": "answers", "type": 1, "options": []}])
    shown = await fake.response_to(listing, "followup")
    assert shown.ephemeral and "Learned answers: 1" in shown.content and item.id in shown.content

    refused = await fake.slash("kb", world.bob, world.help, options=[{"name": "answers", "type": 1, "options": [
        {"name": "action", "type": 3, "value": "remove"}, {"name": "answer_id", "type": 3, "value": item.id}]}])
    assert (await fake.response_to(refused)).ephemeral and own_kb.learned.list() != []

    removal = await fake.slash("kb", world.carol, world.help, roles=(world.admin_role,), options=[
        {"name": "answers", "type": 1, "options": [{"name": "action", "type": 3, "value": "remove"},
                                                  {"name": "answer_id", "type": 3, "value": item.id}]}])
    done = await fake.response_to(removal, "followup")
    assert done.content.startswith(f"Removed learned answer {item.id}") and own_kb.learned.list() == []
    _, answer = await ask(fake, world, world.alice, PARAPHRASE)  # removed: escalates again
    assert ESCALATION_NOTICE in answer.embeds[0]["description"]
    text = services.metrics.exposition().decode()
    assert metric(text, "pagewise_learned_answers_total", adapter="discord", event="removed") == 1

    gaps = await fake.slash("kb", world.carol, world.help, roles=(world.admin_role,), options=[
        {"name": "gaps", "type": 1, "options": [{"name": "since", "type": 3, "value": "7d"}]}])
    summary = await fake.response_to(gaps, "followup")
    assert summary.ephemeral and "Gaps (last 7d): 1 topics" in summary.content and PARAPHRASE in summary.content


async def test_a_reply_in_a_thread_started_on_the_escalation_is_relayed(fake, world, connect, own_kb, make_services):
    await connect(make_services(own_kb, **discord_settings(world)))
    question, post = await escalated(fake, world)
    thread_id = post.id  # a thread started on a message has the message's id
    fake.channel_guild[thread_id] = world.guild.id
    await fake.dispatch("THREAD_CREATE", {
        "id": str(thread_id), "type": 11, "guild_id": str(world.guild.id), "parent_id": str(world.support_channel),
        "owner_id": world.bob["id"], "name": "vacuum", "last_message_id": None, "rate_limit_per_user": 0,
        "message_count": 0, "member_count": 1, "flags": 0, "newly_created": True,
        "thread_metadata": {"archived": False, "auto_archive_duration": 1440, "archive_timestamp": "2026-01-01T00:00:00+00:00",
                            "locked": False}})
    reply = await fake.post(world.bob, thread_id, ANSWER, roles=(world.support_role,))
    confirmation = await fake.wait_for(lambda s: s.channel_id == thread_id and s.content.startswith("Sent to"))
    assert confirmation.custom_ids == [f"pagewise:learn:{thread_id}:{reply['id']}"]
    [relayed] = [s for s in answers_to(fake, question) if s.embeds and s.embeds[0].get("title", "").startswith("Answer")]
    assert relayed.embeds[0]["title"] == "Answer from @bob, support team"
