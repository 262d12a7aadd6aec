"""Issue #5 point 5, the shared part: parsing `kb ...` commands, the admin check, the replies; and the bot's jobs."""

from __future__ import annotations

import pytest

from bot.admin import Command, KnowledgeAdmin, parse
from bot.services import Services
from bot.freshness import ANNOUNCE_JOB_ID, Announcer, start_background_jobs
from bot.presenting import KB_USAGE, NOT_KB_ADMIN
from bot.records import Records
from bot.settings import BotSettings, DiscordSettings, SlackSettings
from knowledge.indexing.schedule import JOB_ID, ReindexJob
from tests.pdfs import make_pdf

GUIDE = ["Returns. Items can be returned within 30 days of delivery for a full refund."]


@pytest.mark.parametrize("text, prefixed, expected", [
    ("kb status", True, Command("status")),
    ("KB  Reindex", True, Command("reindex")),
    ("kb forget Holiday Guide.pdf", True, Command("forget", "Holiday Guide.pdf")),
    ("kb", True, Command("help")),
    ("kb help", True, Command("help")),
    ("kb articles about refunds?", True, None),  # a question, not a command
    ("How do refunds work?", True, None),
    ("status", False, Command("status")),
    ("forget  guide.pdf ", False, Command("forget", "guide.pdf")),
    ("", False, Command("help")),
    ("shutdown", False, Command("help")),
])
def test_parse(text, prefixed, expected):
    assert parse(text, prefixed=prefixed) == expected


def test_only_admins_run_commands_and_the_check_is_only_made_when_it_matters(kb):
    admin, asked = KnowledgeAdmin(kb), []

    def not_admin() -> bool:
        asked.append(True)
        return False

    assert admin.run(Command("help"), platform="slack", user="U1", is_admin=not_admin) == KB_USAGE
    assert asked == []
    for command in (Command("status"), Command("reindex"), Command("forget", "guide.pdf")):
        assert admin.run(command, platform="slack", user="U1", is_admin=not_admin) == NOT_KB_ADMIN
    assert len(asked) == 3 and kb.history.recent() == []


def test_replies_are_the_cli_summaries_and_runs_name_the_platform_and_person(kb):
    make_pdf(kb.settings.docs_dir / "guide.pdf", GUIDE)
    admin = KnowledgeAdmin(kb)
    run = lambda command: admin.run(command, platform="discord", user="42", is_admin=lambda: True)  # noqa: E731

    assert run(Command("reindex")).startswith("Re-indexed: 1 added, 0 changed, 0 unchanged")
    status = run(Command("status"))
    assert "Documents: 1  pages: 1" in status and "guide.pdf  1 pages" in status
    assert "reindex (discord by 42)  ok" in status and "Next scheduled run: none" in status
    assert run(Command("forget", "nope.pdf")) == "No document named 'nope.pdf' is in the knowledge base."
    assert run(Command("forget")).startswith("Which document?")
    assert run(Command("forget", "guide.pdf")).startswith("Forgot guide.pdf (1 chunks).")
    assert [(r.action, r.trigger, r.actor) for r in kb.history.recent()] == [("forget", "discord", "42"),
                                                                            ("reindex", "discord", "42")]


def test_the_bot_runs_the_schedule_unless_a_kb_watch_worker_has_it(make_kb, tmp_path):
    kb = make_kb()
    with_channel = BotSettings(knowledge=kb.settings, slack=SlackSettings(bot_token="xoxb-x", signing_secret="s", kb_admin_channel="C1"))
    scheduler = start_background_jobs(Services(with_channel, kb=kb))
    try:
        assert sorted(j.id for j in scheduler.get_jobs()) == sorted([JOB_ID, ANNOUNCE_JOB_ID])
    finally:
        scheduler.shutdown(wait=False)

    worker_has_it = make_kb(reindex_in_bot=False)
    settings = BotSettings(knowledge=worker_has_it.settings, discord=DiscordSettings(token="t", kb_admin_channel_id=5))
    scheduler = start_background_jobs(Services(settings, kb=worker_has_it))
    try:
        assert [j.id for j in scheduler.get_jobs()] == [ANNOUNCE_JOB_ID]  # still tells admins what kb watch did
    finally:
        scheduler.shutdown(wait=False)
    assert start_background_jobs(Services(BotSettings(knowledge=worker_has_it.settings), kb=worker_has_it)) is None


def test_admin_channel_settings_come_from_the_environment():
    settings = BotSettings.from_env({"SLACK_KB_ADMIN_CHANNEL": "CKB", "DISCORD_KB_ADMIN_CHANNEL_ID": "77"})
    assert settings.slack.kb_admin_channel == "CKB" and settings.discord.kb_admin_channel_id == 77


def test_scheduled_changes_are_announced_once_per_platform_and_nothing_else_is(kb, tmp_path):
    announcer = Announcer(kb, Records(tmp_path / "bot.sqlite3"))
    posts: list[tuple[str, str]] = []
    announcer.subscribe("slack", lambda text: posts.append(("slack", text)))
    announcer.subscribe("discord", lambda text: posts.append(("discord", text)))
    make_pdf(kb.settings.docs_dir / "guide.pdf", GUIDE)

    ReindexJob(kb, after=lambda report: announcer.announce_new())()
    assert [p for p, _ in posts] == ["slack", "discord"]
    assert posts[0][1].startswith("Knowledge base updated by the scheduled re-index: 1 added")
    assert "• added guide.pdf (1 pages, 1 chunks)" in posts[0][1]

    assert announcer.announce_new() == 0  # already told
    ReindexJob(kb)()  # nothing changed
    kb.reindex(trigger="cli")  # not the schedule
    again = Announcer(kb, Records(tmp_path / "bot.sqlite3"))  # another replica on the same records
    again.subscribe("slack", lambda text: posts.append(("replica", text)))
    again.since = announcer.since
    assert announcer.announce_new() == 0 and again.announce_new() == 0 and len(posts) == 2
