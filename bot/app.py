"""Wiring: build the shared core and start every configured adapter."""

from __future__ import annotations

import logging
import sys
import threading
from typing import Callable

from .asking import Asker
from .freshness import start_background_jobs
from .health import start_ops_server
from .ratelimit import RateLimiter
from .services import Services
from .settings import BotSettings

log = logging.getLogger(__name__)


def run(settings: BotSettings) -> int:
    """Run until the adapters stop; the exit code: 0 after a clean stop, 1 when an adapter failed."""
    services = Services(settings)
    ops = start_ops_server(services, settings.metrics_port) if settings.metrics_port else None
    services.kb.embedder  # load the model before the first question arrives
    services.kb.start_sentence_vector_warmup()  # sentence vectors ready before questions need them
    start_background_jobs(services)  # the scheduled re-index (see knowledge/indexing/schedule.py)
    runners: list[tuple[str, Callable[[], None]]] = []
    if settings.slack.enabled:
        from .slack import run_slack

        runners.append(("slack", lambda: run_slack(services)))
    if settings.discord.enabled:
        from .discord import run_discord

        runners.append(("discord", lambda: run_discord(services)))
    if not runners:
        return run_console_chat(services, settings)
    return run_adapters(runners, ops)


def run_adapters(runners: list[tuple[str, Callable[[], None]]], ops=None) -> int:
    """Each adapter on its own thread; the first one that fails ends the process with exit code 1, so a
    supervisor (systemd, Kubernetes) restarts it and the reason is the last log line."""
    done = threading.Event()
    failed: list[str] = []

    def guarded(name: str, fn: Callable[[], None]) -> Callable[[], None]:
        def run_one() -> None:
            try:
                fn()
            except Exception as exc:  # a token refused, an unreachable endpoint, a bug
                log.error("the %s adapter stopped: %s", name, exc or type(exc).__name__)
                log.debug("the %s adapter stopped", name, exc_info=True)
                failed.append(name)
            finally:
                done.set()
        return run_one

    threads = [threading.Thread(target=guarded(name, fn), name=name, daemon=True) for name, fn in runners]
    for thread in threads:
        log.info("starting %s adapter", thread.name)
        thread.start()
    if ops is not None:
        ops.adapters = threads  # /healthz fails once one of them stops
    while any(t.is_alive() for t in threads):
        done.wait(1.0)
        done.clear()
        if failed:
            log.error("exiting: %s could not run (see the line above)", ", ".join(failed))
            return 1
    return 1 if failed else 0


def run_console_chat(services: Services, settings: BotSettings) -> int:
    """The console chat: one person at a keyboard, so no rate limit; logs go to a file, not over the prompt."""
    from .console import run_console

    interactive = sys.stdin.isatty()
    if interactive:
        log_file = settings.knowledge.data_dir / "bot.log"
        log_file.parent.mkdir(parents=True, exist_ok=True)
        root = logging.getLogger()
        for handler in list(root.handlers):
            root.removeHandler(handler)
        handler = logging.FileHandler(log_file, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        print(f"(logs: {log_file})", file=sys.stderr)
    asker = Asker(services.kb, RateLimiter(0), observe=services.metrics.question)
    run_console(asker, sys.stdin, sys.stdout, interactive=interactive)
    return 0
