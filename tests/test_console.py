"""The console chat renders the same reply the chat adapters do."""

from __future__ import annotations

import io

from bot.asking import Asker
from bot.console import run_console
from bot.presenting import ESCALATION_NOTICE, NOBODY_NOTIFIED
from bot.ratelimit import RateLimiter


def test_console_shows_answer_citations_badge_and_escalation(kb, handbook):
    kb.ingest([handbook])
    out = io.StringIO()
    questions = "How many days do I have to return an item?\nWhat is the capital of Mongolia?\n\n" + "y" * 3000 + "\n"
    run_console(Asker(kb, RateLimiter(0)), io.StringIO(questions), out, interactive=False)
    replies = out.getvalue().split("bot> ")[1:]
    assert len(replies) == 3
    answer, unknown, too_long = replies
    sources = next(line for line in answer.splitlines() if "Sources:" in line)
    assert "30 days" in answer and f"Sources: {handbook.name} p." in sources and "p.6" in sources
    assert "confidence (0." in answer
    assert ESCALATION_NOTICE not in answer and NOBODY_NOTIFIED not in answer
    # an escalation in the console: no badge, and no claim that a person was asked (nobody can be)
    assert NOBODY_NOTIFIED in unknown and ESCALATION_NOTICE not in unknown and "confidence" not in unknown
    assert "too long" in too_long


def test_console_rate_limit_is_polite(kb, handbook):
    kb.ingest([handbook])
    out = io.StringIO()
    run_console(Asker(kb, RateLimiter(1)), io.StringIO("Do you ship to Canada?\nAnd to Mexico?\n"), out,
                interactive=False)
    assert "wait a minute" in out.getvalue().split("bot> ")[2]


def test_the_console_chat_of_python_m_bot_is_not_rate_limited(kb, handbook, monkeypatch, capsys):
    """One person at a keyboard: the per-user limit of the chat platforms does not apply."""
    from bot.app import run_console_chat
    from bot.services import Services
    from bot.settings import BotSettings

    kb.ingest([handbook])
    settings = BotSettings(knowledge=kb.settings, questions_per_minute=1)
    questions = "How many days do I have to return an item?\n" * 3
    monkeypatch.setattr("sys.stdin", io.StringIO(questions))
    assert run_console_chat(Services(settings, kb=kb), settings) == 0
    replies = capsys.readouterr().out.split("bot> ")[1:]
    assert len(replies) == 3 and all("30 days" in r for r in replies)
