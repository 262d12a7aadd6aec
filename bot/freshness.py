"""Fresh knowledge in the bot process: the scheduled re-index, and telling admin channels what changed.

The re-index runs here unless `KB_REINDEX_IN_BOT=false` (a `kb watch` worker
runs it instead). Either way announcements are read from the run history, so a
run made by another process is announced too, and `Records.claim_event` has
each run announced once per platform, across restarts and replicas.
"""

from __future__ import annotations

import logging
import threading
from typing import Callable

from apscheduler.schedulers.background import BackgroundScheduler

from knowledge import KnowledgeBase
from knowledge.indexing import describe
from knowledge.store.history import iso, utc_now
from knowledge.indexing.schedule import ReindexJob, here, schedule_reindex

from .records import Records

log = logging.getLogger(__name__)

ANNOUNCE_EVERY_SECONDS = 60  # how soon a `kb watch` worker's run reaches the admin channels
ANNOUNCE_JOB_ID = "kb-announce"
LOOKBACK_RUNS = 20


class Announcer:
    """Posts each scheduled run that changed the knowledge base to every subscribed admin channel."""

    def __init__(self, kb: KnowledgeBase, records: Records) -> None:
        self.kb = kb
        self.records = records
        self.since = iso(utc_now())  # runs finished before this process started are old news
        self._posters: dict[str, Callable[[str], None]] = {}
        self._lock = threading.Lock()

    def subscribe(self, platform: str, post: Callable[[str], None]) -> None:
        """`post(text)` sends plain text to that platform's admin channel (blocking is fine)."""
        self._posters[platform] = post

    def announce_new(self) -> int:
        """Post what is not announced yet; how many posts were made."""
        if not self._posters:
            return 0
        with self._lock:
            try:
                runs = self.kb.history.recent(LOOKBACK_RUNS)
            except Exception as exc:
                log.warning("could not read the ingest history for announcements: %s", exc)
                return 0
            posted = 0
            for run in reversed(runs):
                if run.trigger != "schedule" or not run.changed_anything or run.finished_at < self.since:
                    continue
                text = "\n".join(describe.announcement_lines(run))
                for platform, post in list(self._posters.items()):
                    if not self.records.claim_event(f"kb-run:{platform}:{run.id}"):
                        continue
                    try:
                        post(text)
                        posted += 1
                    except Exception:
                        log.exception("announcing a knowledge-base update on %s failed", platform)
            return posted


def admin_channels_configured(services) -> bool:
    slack, discord = services.settings.slack, services.settings.discord
    return bool((slack.enabled and slack.kb_admin_channel) or (discord.enabled and discord.kb_admin_channel_id))


def start_background_jobs(services) -> BackgroundScheduler | None:
    """Start the bot's scheduler: the re-index (unless `kb watch` has it) and the announcement poll."""
    kb = services.kb
    scheduler = BackgroundScheduler()
    jobs = 0
    if kb.settings.reindex_in_bot:
        job = ReindexJob(kb, after=lambda report: services.announcer.announce_new())
        jobs += schedule_reindex(scheduler, kb, where=here("bot"), job=job) is not None
    else:
        log.info("the knowledge folder is re-indexed by a kb watch worker (KB_REINDEX_IN_BOT=false)")
    if admin_channels_configured(services):
        scheduler.add_job(services.announcer.announce_new, "interval", seconds=ANNOUNCE_EVERY_SECONDS,
                          id=ANNOUNCE_JOB_ID, max_instances=1, coalesce=True, replace_existing=True)
        jobs += 1
    if not jobs:
        return None
    scheduler.start()
    return scheduler
