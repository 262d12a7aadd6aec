"""Wiring: build the shared core and start every configured adapter."""

from __future__ import annotations

import logging
import sys
import threading

from .freshness import start_background_jobs
from .health import start_ops_server
from .services import Services
from .settings import BotSettings

log = logging.getLogger(__name__)


def run(settings: BotSettings) -> None:
    services = Services(settings)
    ops = start_ops_server(services, settings.metrics_port) if settings.metrics_port else None
    services.kb.embedder  # load the model before the first question arrives
    services.kb.start_sentence_vector_warmup()  # sentence vectors ready before questions need them
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
