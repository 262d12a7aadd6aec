"""Keeping the knowledge folder fresh: a scheduled re-index, inside `python -m bot` or alone as `kb watch`.

One APScheduler job with a fixed id: never two runs at once in a process
(`max_instances=1`), missed runs collapse into one (`coalesce`) that still
runs up to `KB_REINDEX_MISFIRE_GRACE_SECONDS` late. Across processes the
writer lock decides: a run that finds another writer busy is skipped with a log
line, and the next tick catches up. The scheduler records its next run in the
run history so `kb status` in any process can show it.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
from datetime import datetime, timezone
from typing import Callable

from apscheduler.events import (EVENT_JOB_ERROR, EVENT_JOB_EXECUTED, EVENT_JOB_MAX_INSTANCES, EVENT_JOB_MISSED,
                                EVENT_JOB_SUBMITTED, EVENT_SCHEDULER_STARTED)
from apscheduler.schedulers.base import BaseScheduler
from apscheduler.schedulers.blocking import BlockingScheduler
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

from knowledge.indexing.describe import schedule_text
from knowledge.errors import IngestBusy, KnowledgeError
from knowledge.store.history import ScheduleState, iso
from knowledge.indexing.report import IngestReport
from knowledge.settings import KnowledgeSettings

log = logging.getLogger(__name__)

JOB_ID = "kb-reindex"
_EVENTS = (EVENT_SCHEDULER_STARTED | EVENT_JOB_SUBMITTED | EVENT_JOB_EXECUTED | EVENT_JOB_ERROR | EVENT_JOB_MISSED
           | EVENT_JOB_MAX_INSTANCES)
# Fired on the scheduler's own thread, once the next run time is known. (Run results arrive on an executor
# thread; reading the job there can deadlock with `shutdown(wait=True)`, which holds the job store lock.)
_PLANNED = EVENT_SCHEDULER_STARTED | EVENT_JOB_SUBMITTED | EVENT_JOB_MAX_INSTANCES


def reindex_trigger(settings: KnowledgeSettings):
    """A cron trigger (`KB_REINDEX_CRON`, local time) or an interval (`KB_REINDEX_INTERVAL_MINUTES`); None: off."""
    cron = settings.reindex_cron.strip()
    if cron:
        try:
            return CronTrigger.from_crontab(cron)
        except ValueError as exc:
            raise ValueError(f"KB_REINDEX_CRON={cron!r} is not a crontab expression "
                             f"(minute hour day month weekday): {exc}") from None
    if settings.reindex_interval_minutes > 0:
        return IntervalTrigger(minutes=settings.reindex_interval_minutes)
    return None


class ReindexJob:
    """One scheduled run: re-index the knowledge folder, or skip it (and say so) while another writer works."""

    def __init__(self, kb, after: Callable[[IngestReport], None] | None = None) -> None:
        self.kb = kb
        self.after = after  # e.g. announce the change in the admin channels

    def __call__(self) -> IngestReport | None:
        try:
            report = self.kb.reindex(trigger="schedule", wait=0)
        except IngestBusy:
            log.info("scheduled re-index skipped: another ingest holds the writer lock; the next run catches up")
            return None
        except KnowledgeError as exc:
            log.error("scheduled re-index failed: %s", exc)
            return None
        if self.after is not None:
            try:
                self.after(report)
            except Exception:
                log.exception("after the scheduled re-index")
        return report


def schedule_reindex(scheduler: BaseScheduler, kb, *, where: str, run_now: bool = True,
                     job: Callable[[], object] | None = None):
    """Add the re-index job (and its listeners) to `scheduler`; None when no schedule is configured."""
    settings = kb.settings
    trigger = reindex_trigger(settings)
    if trigger is None:
        log.info("no re-index schedule (KB_REINDEX_INTERVAL_MINUTES=0 and no KB_REINDEX_CRON)")
        return None
    first = {"next_run_time": datetime.now(timezone.utc)} if run_now else {}
    added = scheduler.add_job(job or ReindexJob(kb), trigger, id=JOB_ID, name="re-index the knowledge folder",
                              max_instances=1, coalesce=True,
                              misfire_grace_time=settings.reindex_misfire_grace_seconds,
                              replace_existing=True, **first)
    scheduler.add_listener(_listener(scheduler, kb, where), _EVENTS)
    log.info("knowledge folder %s is re-indexed %s (%s)", settings.docs_dir, schedule_text(settings), where)
    return added


def _listener(scheduler: BaseScheduler, kb, where: str):
    """Log what went wrong with a run, and keep the history's "next scheduled run" current."""
    grace = kb.settings.reindex_misfire_grace_seconds

    def on_event(event) -> None:
        if getattr(event, "job_id", JOB_ID) != JOB_ID:
            return
        if event.code == EVENT_JOB_ERROR:
            log.error("scheduled re-index raised %s", type(event.exception).__name__, exc_info=event.exception)
        elif event.code == EVENT_JOB_MISSED:
            log.warning("scheduled re-index due at %s was missed (over %d s late); the next one runs on time",
                        event.scheduled_run_time, grace)
        elif event.code == EVENT_JOB_MAX_INSTANCES:
            log.warning("scheduled re-index skipped: the previous run is still going")
        if event.code & _PLANNED:
            remember_next_run(scheduler, kb, where)
    return on_event


def remember_next_run(scheduler: BaseScheduler, kb, where: str) -> None:
    job = scheduler.get_job(JOB_ID)
    state = ScheduleState(next_run_at=iso(getattr(job, "next_run_time", None)),
                          schedule=schedule_text(kb.settings), where=where)
    try:
        kb.history.set_schedule(state)
    except Exception as exc:  # a status detail; never stop the schedule for it
        log.warning("could not record the next scheduled run: %s", exc)


def here(role: str) -> str:
    """e.g. "kb watch, pid 12 on worker-1": who runs the schedule, for `kb status`."""
    return f"{role}, pid {os.getpid()} on {socket.gethostname()}"


def watch(kb) -> None:
    """`kb watch`: run the schedule in the foreground until SIGINT or SIGTERM (then finish cleanly)."""
    scheduler = BlockingScheduler()
    if schedule_reindex(scheduler, kb, where=here("kb watch")) is None:
        raise ValueError("Nothing to schedule: set KB_REINDEX_INTERVAL_MINUTES above 0 or KB_REINDEX_CRON.")

    def stop(signum, frame) -> None:
        log.info("kb watch stopping (signal %d)", signum)
        scheduler.shutdown(wait=False)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        scheduler.start()
    finally:
        kb.history.set_schedule(None)
