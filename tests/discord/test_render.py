"""The rules of what the Discord adapter renders, settings it reads, and memory it keeps."""

from __future__ import annotations

import re

import pytest

from bot.discord import run_discord
from bot.discord.conversations import Conversations, Turn
from bot.discord.render import (DESCRIPTION_LIMIT, LEVEL_COLOURS, answer_embed, escalation_content,
                                escalation_embed, escalation_mentions, plain_question, safe)
from bot.presenting import ESCALATION_NOTICE
from bot.settings import BotSettings
from knowledge import Answer, RetrievedChunk

SNOWFLAKE = "123456789012345678"


def an_answer(text: str = "Refunds take 5 days.", *, level: str = "high", escalate: bool = False,
              cited: bool = True) -> Answer:
    chunk = RetrievedChunk(id="c1", page=12, text=text, score=0.86, source="hand_book.pdf")
    return Answer(question="refunds?", final_answer=text, retrieved_chunks=(chunk,), confidence=0.86,
                  citations=("c1",) if cited else (), escalate=escalate, mode="extractive",
                  confidence_level=level, cited_keys=(("hand_book.pdf", "c1"),) if cited else ())


@pytest.mark.parametrize("raw", [
    "@everyone", "@here", f"<@{SNOWFLAKE}>", f"<@!{SNOWFLAKE}>", f"<@&{SNOWFLAKE}>",
])
def test_safe_defuses_every_kind_of_mention(raw):
    out = safe(f"ping {raw} now")
    assert raw not in out
    assert re.search(r"@(everyone|here|[!&]?\d{17,20})", out) is None
    assert "@\u200b" in out


@pytest.mark.parametrize("raw, shown", [
    ("[click here](https://evil.example/login)", "click here (https://evil.example/login)"),
    ("[click](<https://evil.example>)", "click (https://evil.example)"),
    ('[docs](https://x.example/a "title")', "docs (https://x.example/a)"),
])
def test_safe_unmasks_links_so_the_address_is_visible(raw, shown):
    out = safe(f"see {raw}.")
    assert shown in out and "](" not in out


def test_safe_escapes_markdown_but_keeps_addresses_intact():
    assert safe("**bold** file_name.pdf https://x.example/a_b") == r"\*\*bold\*\* file\_name.pdf https://x.example/a_b"


def test_answer_embed_colours_badges_and_cites_by_level():
    for level, name in (("high", "High"), ("medium", "Medium"), ("low", "Low")):
        embed = answer_embed(an_answer(level=level))
        assert embed.colour == LEVEL_COLOURS[level]
        assert embed.fields[-1].value.endswith(f"{name} confidence (0.86)")
    embed = answer_embed(an_answer())
    assert embed.fields[0].name == "Sources" and embed.fields[0].value == r"hand\_book.pdf p.12"


def test_answer_embed_stays_within_discord_limits_and_keeps_the_escalation_notice():
    embed = answer_embed(an_answer("word " * 3000, level="low", escalate=True, cited=False))
    assert len(embed.description) <= DESCRIPTION_LIMIT + len(ESCALATION_NOTICE) + 2 <= 4096
    assert embed.description.endswith(ESCALATION_NOTICE)
    assert [f.name for f in embed.fields] == ["Confidence"]
    assert len(embed) <= 6000


def test_escalation_allows_only_the_support_role():
    assert escalation_mentions(42).to_dict() == {"parse": [], "roles": [42]}
    assert escalation_mentions(0).to_dict() == {"parse": []}
    assert escalation_content(42).startswith("<@&42> ") and "<@&" not in escalation_content(0)
    turn = Turn(asker_id=7, question="@everyone [x](https://e.example)", sources=("a_b.pdf p.1 (0.50)",))
    text = "\n".join([escalation_embed(turn, "low_confidence").description]
                     + [f.value for f in escalation_embed(turn, "low_confidence").fields])
    assert "@everyone" not in text and "](https://e.example)" not in text and r"a\_b.pdf p.1" in text


def test_plain_question_is_a_short_mention_free_line():
    name = plain_question("  @everyone   how\ndo refunds work? " + "x" * 200)
    assert "\n" not in name and len(name) <= 90 and "@everyone" not in name


def test_discord_settings_come_from_the_environment():
    settings = BotSettings.from_env({
        "DISCORD_TOKEN": "secret-token-value", "DISCORD_ESCALATION_CHANNEL_ID": "11", "DISCORD_SUPPORT_ROLE_ID": "22",
        "DISCORD_ADMIN_ROLE_ID": "33", "DISCORD_ADMIN_USER_IDS": "44, 55", "DISCORD_ANSWER_IN_THREAD": "yes"})
    d = settings.discord
    assert d.enabled and (d.escalation_channel_id, d.support_role_id, d.admin_role_id) == (11, 22, 33)
    assert d.admin_user_ids == (44, 55) and d.answer_in_thread
    assert "secret-token-value" not in repr(settings)
    assert not BotSettings.from_env({}).discord.enabled and callable(run_discord)


def test_conversation_memory_is_bounded():
    memory = Conversations(limit=3)
    for message_id in range(5):
        memory.remember_answer(message_id, Turn(asker_id=1, question=f"q{message_id}"))
    assert memory.answer(0) is None and memory.answer(1) is None
    assert memory.answer(4).question == "q4"
    assert memory.answer(4).history == ("q4",)
