"""How a reply looks on Discord: the answer embed, notices, the escalation post.

Every piece of text that comes from a document, the LLM or a user goes through
`safe()` first, so nothing we post can ping `@everyone`, a role or a user, or
hide a link behind friendly words; the client also allows no mentions at all,
so this is the second of two locks. Wording comes from `bot.presenting`.
"""

from __future__ import annotations

import re

import discord

from knowledge import Answer

from ..presenting import BADGE_EMOJI, ESCALATION_NOTICE, badge_text, citation_text
from .conversations import Turn

LEVEL_COLOURS = {
    "high": discord.Colour(0x2ECC71),    # green
    "medium": discord.Colour(0xF5A623),  # amber
    "low": discord.Colour(0xE74C3C),     # red
}
ESCALATION_COLOUR = LEVEL_COLOURS["low"]

REASON_WORDS = {
    "low_confidence": "low confidence",
    "thumbs_down": "the asker said the answer didn't help",
}

# Discord's limits are 4096 (description), 1024 (field value), 256 (title); stay under them.
DESCRIPTION_LIMIT = 3800
FIELD_LIMIT = 1000
TITLE_LIMIT = 250

_MASKED_LINK = re.compile(r"\[([^\[\]\n]*)\]\(\s*<?([^()\s<>]*)>?(?:\s+\"[^\"]*\")?\s*\)")


def neutralise_masked_links(text: str) -> str:
    """`[words](url)` becomes `words (url)`: the address stays visible instead of hiding behind the words."""
    def unmask(match: re.Match[str]) -> str:
        words, url = match[1].strip(), match[2].strip()
        return f"{words} ({url})" if words and url else (words or url)
    return _MASKED_LINK.sub(unmask, text)


def safe(text: str) -> str:
    """Text we did not write, made inert: no masked links, no markdown tricks, no live mentions."""
    text = neutralise_masked_links(text or "")
    text = discord.utils.escape_markdown(text)
    return discord.utils.escape_mentions(text)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def plain_question(text: str, limit: int = 90) -> str:
    """A one-line, mention-free version of a question (thread names, log-free labels)."""
    line = " ".join(discord.utils.escape_mentions(text or "").split())
    return clip(line, limit) or "Question"


def answer_embed(answer: Answer, *, title: str = "") -> discord.Embed:
    """The answer, its page citations and the confidence badge, coloured by level."""
    description = clip(safe(answer.final_answer), DESCRIPTION_LIMIT)
    if answer.escalate:
        description += f"\n\n{ESCALATION_NOTICE}"
    embed = discord.Embed(description=description, colour=LEVEL_COLOURS[answer.confidence_level])
    if title:
        embed.title = clip(safe(title), TITLE_LIMIT)
    sources = citation_text(answer)
    if sources:
        embed.add_field(name="Sources", value=clip(safe(sources), FIELD_LIMIT), inline=False)
    embed.add_field(name="Confidence", value=badge(answer), inline=False)
    return embed


def badge(answer: Answer) -> str:
    """e.g. "🟢 High confidence (0.86)"."""
    return f"{BADGE_EMOJI[answer.confidence_level]} {badge_text(answer)}"


def escalation_content(support_role_id: int) -> str:
    """The one live mention we ever send: the support role, in the message content."""
    head = f"<@&{support_role_id}> " if support_role_id else ""
    return f"{head}A question needs a person."


def escalation_mentions(support_role_id: int) -> discord.AllowedMentions:
    """Only the support role may be pinged; never everyone, users, or the replied-to author."""
    roles = [discord.Object(id=support_role_id)] if support_role_id else False
    return discord.AllowedMentions(everyone=False, users=False, roles=roles, replied_user=False)


def escalation_embed(turn: Turn, reason: str, requested_by: int = 0) -> discord.Embed:
    """What a person needs to pick a question up: the question, who asked, where, how sure we were, sources."""
    embed = discord.Embed(title="A question needs a person", colour=ESCALATION_COLOUR,
                          description=clip(safe(turn.question), DESCRIPTION_LIMIT))
    asked_by = f"<@{turn.asker_id}>"
    if requested_by and requested_by != turn.asker_id:
        asked_by += f" (escalated by <@{requested_by}>)"
    embed.add_field(name="Asked by", value=asked_by, inline=True)
    embed.add_field(name="Confidence", value=turn.badge or f"{turn.confidence:.2f}", inline=True)
    embed.add_field(name="Why", value=REASON_WORDS.get(reason, reason), inline=True)
    if turn.link:
        embed.add_field(name="Question", value=f"[Jump to the question]({turn.link})", inline=False)
    sources = "\n".join(safe(source) for source in turn.sources) or "none"
    embed.add_field(name="Top sources", value=clip(sources, FIELD_LIMIT), inline=False)
    return embed

