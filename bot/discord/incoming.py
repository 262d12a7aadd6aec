"""Reading an incoming message: is it for us, what is the question, which earlier answer does it follow?"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

import discord

from .conversations import Turn

if TYPE_CHECKING:
    from .adapter import PagewiseClient

log = logging.getLogger(__name__)

PERSON_MESSAGE_TYPES = (discord.MessageType.default, discord.MessageType.reply)


def is_from_a_person(message: discord.Message) -> bool:
    """Not us, not another bot or a webhook, not a system message (joins, pins...)."""
    return not message.author.bot and message.webhook_id is None and message.type in PERSON_MESSAGE_TYPES


def is_dm(message: discord.Message) -> bool:
    return message.guild is None


def mentions_bot(client: "PagewiseClient", message: discord.Message) -> bool:
    """The bot's user, or its managed role, is mentioned (an @everyone does not count)."""
    me = client.user
    if me is None:
        return False
    if any(user.id == me.id for user in message.mentions):
        return True
    own_role = message.guild.self_role if message.guild else None
    return own_role is not None and any(role.id == own_role.id for role in message.role_mentions)


def question_text(client: "PagewiseClient", message: discord.Message) -> str:
    """The message without the mentions that addressed it to the bot."""
    text = message.content or ""
    if client.user is not None:
        text = re.sub(rf"<@!?{client.user.id}>", " ", text)
    own_role = message.guild.self_role if message.guild else None
    if own_role is not None:
        text = text.replace(own_role.mention, " ")
    return " ".join(text.split())


async def follow_up_turn(client: "PagewiseClient", message: discord.Message) -> Turn | None:
    """The earlier turn this message follows up, when the asker replies to our answer or writes in our thread."""
    turn = None
    reference = message.reference
    if reference is not None and reference.message_id is not None:
        replied_to = reference.resolved if isinstance(reference.resolved, discord.Message) else None
        if replied_to is None:
            turn = client.conversations.answer(reference.message_id)
        elif client.user is not None and replied_to.author.id == client.user.id:
            turn = await recall_turn(client, replied_to)
    elif isinstance(message.channel, discord.Thread) and client.user is not None \
            and message.channel.owner_id == client.user.id:
        turn = client.conversations.thread(message.channel.id)
    return turn if turn is not None and turn.asker_id == message.author.id else None


async def recall_turn(client: "PagewiseClient", answer: discord.Message) -> Turn | None:
    """The turn behind one of our answers: from memory, else rebuilt from the question it replies to.

    The fallback keeps follow-ups and 👍/👎 working for answers given before a restart.
    """
    turn = client.conversations.answer(answer.id)
    if turn is not None:
        return turn
    question = await _replied_message(answer)
    if question is None or question.author.bot:
        return None
    turn = Turn(asker_id=question.author.id, question=question_text(client, question), link=question.jump_url)
    client.conversations.remember_answer(answer.id, turn)
    return turn


async def _replied_message(message: discord.Message) -> discord.Message | None:
    reference = message.reference
    if reference is None or reference.message_id is None:
        return None
    if isinstance(reference.resolved, discord.Message):
        return reference.resolved
    try:
        return await message.channel.fetch_message(reference.message_id)
    except discord.HTTPException as exc:
        log.info("could not fetch the question an answer replied to (HTTP %s)", exc.status)
        return None
