"""Wiring: build the shared core and start every configured adapter."""

from __future__ import annotations

import logging
import sys
import threading

from knowledge import KnowledgeBase

from .asking import Asker
from .ratelimit import RateLimiter
from .records import Records
from .settings import BotSettings

log = logging.getLogger(__name__)


class Services:
    """What every adapter shares: one knowledge base, one asker, one record store."""

    def __init__(self, settings: BotSettings, kb: KnowledgeBase | None = None) -> None:
        self.settings = settings
        self.kb = kb or KnowledgeBase(settings.knowledge)
        self.asker = Asker(self.kb, RateLimiter(settings.questions_per_minute))
        self.records = Records(settings.knowledge.data_dir / "bot.sqlite3")


def run(settings: BotSettings) -> None:
    services = Services(settings)
    services.kb.embedder  # load the model before the first question arrives
    runners = []
    if settings.slack.enabled:
        from .slack import run_slack

        runners.append(("slack", lambda: run_slack(services)))
    if settings.discord.enabled:
        from .discord import run_discord

        runners.append(("discord", lambda: run_discord(services)))
    if not runners:
        from .console import run_console

        run_console(services.asker, sys.stdin, sys.stdout, interactive=sys.stdin.isatty())
        return
    threads = [threading.Thread(target=fn, name=name, daemon=True) for name, fn in runners]
    for thread in threads:
        log.info("starting %s adapter", thread.name)
        thread.start()
    for thread in threads:
        thread.join()
