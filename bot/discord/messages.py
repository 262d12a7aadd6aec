"""A message in, an answer out: DMs, mentions, follow-ups and PDF drops.

The adapter only translates: the question goes to the shared `Asker` on a
worker thread (never on the event loop), and the `Reply` comes back as an
embed; confidence and escalation were decided by the core. A question is
written to the durable intake (`bot/intake.py`) when it is claimed, so one a
crash interrupted is answered after the restart (`recover`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

import discord

from knowledge import Answer

from ..intake import Item
from ..presenting import STALE_APOLOGY, top_sources
from .conversations import Turn
from .escalation import PLATFORM, post_escalation, record_escalation
from .feedback import feedback_view
from .incoming import follow_up_turn, is_dm, is_from_a_person, mentions_bot, question_text
from .relay import relay_reply
from .render import answer_embed, badge, plain_question, safe
from .uploads import pdf_attachments, receive_upload

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

THREAD_ARCHIVE_MINUTES = 1440


async def handle_message(client: "PagewiseClient", message: discord.Message) -> None:
    """Answer DMs, mentions and the asker's follow-ups; take admins' PDFs; ignore everything else."""
    if not is_from_a_person(message):
        return
    if await relay_reply(client, message):  # support answering an escalation: relayed to the asker, once
        return
    earlier = await follow_up_turn(client, message)
    direct = is_dm(message) or mentions_bot(client, message)
    if not direct and earlier is None:
        return
    key = f"discord:message:{message.id}"
    pdfs = pdf_attachments(message)
    if direct and pdfs:
        if await client.claim(key):  # else another process on the same record store already took it
            await receive_upload(client, message, pdfs)
        return
    question = question_text(client, message)
    payload = {"channel_id": message.channel.id, "message_id": message.id, "question": question,
               "context": list(earlier.history) if earlier else []}
    if not await client.accept(key, payload):
        return
    try:
        await answer_message(client, message, question, earlier)
    except Exception as exc:
        await asyncio.to_thread(client.services.intake.complete, key, type(exc).__name__)
        raise
    await asyncio.to_thread(client.services.intake.complete, key)


async def recover(client: "PagewiseClient", item: Item) -> None:
    """Answer a question accepted before a crash or restart (taken from the intake): once, and with an
    apology instead when it waited longer than `BOT_QUESTION_MAX_AGE_SECONDS`."""
    data = item.payload
    channel = client.get_channel(data["channel_id"]) or await client.fetch_channel(data["channel_id"])
    message = await channel.fetch_message(data["message_id"])
    if item.redelivered and await already_answered(client, message):
        log.info("question %s was already answered", item.key)
        return
    if time.time() - item.accepted_at > client.settings.question_max_age_seconds:
        await message.reply(STALE_APOLOGY, mention_author=False)
        return
    context = data["context"]
    earlier = Turn(asker_id=message.author.id, question=context[-1], context=tuple(context[:-1])) if context else None
    await answer_message(client, message, data["question"], earlier)


async def already_answered(client: "PagewiseClient", message: discord.Message) -> bool:
    """Did the bot reply to `message` already (the crash came after the reply, before it was recorded)?"""
    async for later in message.channel.history(after=message, limit=50):
        reference = later.reference
        if client.user and later.author.id == client.user.id and reference and reference.message_id == message.id:
            return True
    return False


async def answer_message(client: "PagewiseClient", message: discord.Message, question: str,
                         earlier: Turn | None) -> None:
    context = earlier.history if earlier else ()
    async with message.channel.typing():
        reply = await client.run_blocking(client.services.asker.ask, platform=PLATFORM, user=str(message.author.id),
                                          question=question, context=list(context))
    if reply.answer is None:
        await message.reply(safe(reply.notice), mention_author=False)
        return
    turn = turn_for(reply.answer, message.author.id, context, link=message.jump_url)
    if reply.escalate:  # recorded before the reply tells the asker a person will follow up
        await record_escalation(client, turn, reason="low_confidence")
    sent = await send_answer(client, message, reply.answer)
    client.conversations.remember_answer(sent.id, turn)
    if isinstance(sent.channel, discord.Thread) and client.user and sent.channel.owner_id == client.user.id:
        client.conversations.remember_thread(sent.channel.id, turn)
    if reply.escalate:
        await post_escalation(client, turn, reason="low_confidence")


def turn_for(answer: Answer, asker_id: int, context: tuple[str, ...], *, link: str) -> Turn:
    """What later follow-ups, votes and escalations of this answer need."""
    return Turn(asker_id=asker_id, question=answer.question, context=tuple(context), confidence=answer.confidence,
                badge=badge(answer), escalated=answer.escalate, sources=tuple(top_sources(answer)), link=link)


async def send_answer(client: "PagewiseClient", message: discord.Message, answer: Answer) -> discord.Message:
    """A reply to the question; or, with `DISCORD_ANSWER_IN_THREAD`, the first message of a new thread."""
    embed, view = answer_embed(answer), feedback_view(answer)
    thread = await start_thread(client, message, answer.question)
    if thread is not None:
        return await thread.send(embed=embed, view=view)
    return await message.reply(embed=embed, view=view, mention_author=False)


async def start_thread(client: "PagewiseClient", message: discord.Message, question: str) -> discord.Thread | None:
    """A thread on the question when configured and possible; None means "reply in place"."""
    if not client.settings.discord.answer_in_thread or not isinstance(message.channel, discord.TextChannel):
        return None
    try:
        return await message.create_thread(name=plain_question(question),
                                           auto_archive_duration=THREAD_ARCHIVE_MINUTES)
    except discord.HTTPException as exc:
        log.warning("could not start a thread (HTTP %s); replying in the channel", exc.status)
        return None
