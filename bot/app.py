"""Wiring: build the shared core and start every configured adapter."""

from __future__ import annotations

import logging
import sys
import threading

from knowledge import KnowledgeBase, KnowledgeSettings
from knowledge.store import open_client

from .admin import KnowledgeAdmin
from .asking import Asker
from .freshness import Announcer, start_background_jobs
from .health import start_ops_server
from .metrics import Metrics
from .ratelimit import RateLimiter
from .records import Records
from .settings import BotSettings
from .shared_events import SharedEvents

log = logging.getLogger(__name__)


class Services:
    """What every adapter shares: one knowledge base, one asker, one record store."""

    def __init__(self, settings: BotSettings, kb: KnowledgeBase | None = None) -> None:
        self.settings = settings
        self.metrics = Metrics()
        self.kb = kb or KnowledgeBase(settings.knowledge)
        self.metrics.watch(self.kb)  # ingest runs and index size, read at each scrape
        self.asker = Asker(self.kb, RateLimiter(settings.questions_per_minute), observe=self.metrics.question)
        self.records = Records(settings.knowledge.data_dir / "bot.sqlite3",
                               shared_events=shared_events(settings.knowledge), on_feedback=self.metrics.feedback)
        self.admin = KnowledgeAdmin(self.kb)  # kb status / reindex / forget, for every adapter
        self.announcer = Announcer(self.kb, self.records)  # scheduled changes -> admin channels


def shared_events(settings: KnowledgeSettings) -> SharedEvents | None:
    """With a Chroma server, seen events live there too, so every replica answers an event once."""
    if not settings.uses_chroma_server:
        return None
    client = open_client(settings.data_dir, settings.chroma_host, settings.chroma_port)
    return SharedEvents(client, settings.collection + "_events")


def run(settings: BotSettings) -> None:
    services = Services(settings)
    ops = start_ops_server(services, settings.metrics_port) if settings.metrics_port else None
    services.kb.embedder  # load the model before the first question arrives
    services.kb.start_background_warming()  # sentence vectors ready before questions need them
    start_background_jobs(services)  # the scheduled re-index (see knowledge/schedule.py)
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
    if ops is not None:
        ops.adapters = threads  # /healthz fails once one of them stops
    for thread in threads:
        thread.join()
