"""Issue #5, in one process: the scheduled re-index, one writer, history and rollback, stale answers.

Time is controlled: the scheduler's clock is frozen and stepped by hand, and
jobs run when a test calls them; nothing waits for real minutes. The tests
that need separate processes are in `test_freshness_processes.py`.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import apscheduler.executors.base
import apscheduler.schedulers.base
import apscheduler.triggers.interval
import pytest
from apscheduler.executors.debug import DebugExecutor
from apscheduler.executors.pool import ThreadPoolExecutor
from apscheduler.schedulers.base import BaseScheduler
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

import knowledge.indexing.schedule
import knowledge.store.lock
from knowledge import IngestBusy, KnowledgeBase, KnowledgeSettings
from knowledge.indexing import describe
from knowledge.cli import main as kb_main
from knowledge.errors import NothingToRollBack
from knowledge.store.history import ChromaHistory, Run, ScheduleState, iso
from knowledge.store.lock import ServerLease, writer_lock
from knowledge.indexing.schedule import JOB_ID, ReindexJob, reindex_trigger, schedule_reindex
from tests.counting import CountingEmbedder
from tests.pdfs import make_pdf

REFUNDS_V1 = ["Refunds. Customers can ask for a refund within 30 days of delivery. The money goes back to the "
              "original payment method within five business days."]
REFUNDS_V2 = ["Refunds. Customers can ask for a refund within 60 days of delivery. The money goes back to the "
              "original payment method within five business days."]
SHIPPING = ["Shipping. Express shipping takes one business day and costs nine euros per order."]
WARRANTY = ["Warranty. Every kettle has a two year warranty against manufacturing defects."]
REFUND_QUESTION = "How many days do I have to ask for a refund?"
START = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)


# ---- helpers --------------------------------------------------------------------------------------------------

class WriteSpy:
    """A Chroma collection that notes every write made through it."""

    def __init__(self, collection, writes: list) -> None:
        self._collection = collection
        self._writes = writes

    def __getattr__(self, name):
        attr = getattr(self._collection, name)
        if name not in ("add", "upsert", "update", "delete"):
            return attr

        def write(*args, **kwargs):
            self._writes.append(name)
            return attr(*args, **kwargs)
        return write


@pytest.fixture
def docs(settings):
    """The knowledge folder with refunds.pdf (v1) and shipping.pdf."""
    make_pdf(settings.docs_dir / "refunds.pdf", REFUNDS_V1)
    make_pdf(settings.docs_dir / "shipping.pdf", SHIPPING)
    return settings.docs_dir


@pytest.fixture
def counted(settings, embedder, docs):
    """A knowledge base over `docs`, already indexed, whose embedder counts what an ingest embeds."""
    kb = KnowledgeBase(settings, embedder=CountingEmbedder(embedder))
    assert kb.reindex().ok
    kb.embedder.texts.clear()
    return kb


def staged_sources(kb, monkeypatch) -> list[str]:
    """Record which documents get a new version written."""
    staged: list[str] = []
    real = kb.store.stage_document

    def stage(**kwargs):
        staged.append(kwargs["source"])
        return real(**kwargs)
    monkeypatch.setattr(kb.store, "stage_document", stage)
    return staged


def chunk_texts(kb, source: str, version: str | None = None) -> set[str]:
    version = version or kb.store.documents()[source].version
    return {chunk.text for chunk in kb.store.chunks_of(version)}


def refund_texts(answer) -> set[str]:
    return {c.text for c in answer.retrieved_chunks if c.source == "refunds.pdf"}


# ---- a frozen clock and a scheduler stepped by hand ---------------------------------------------------------

class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def advance(self, **delta) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock(monkeypatch):
    """Freeze `datetime.now` where APScheduler (and our job setup) read it, like APScheduler's own tests."""
    clock = Clock(START)

    class FrozenDatetime(datetime):
        @classmethod
        def now(cls, tz=None):
            return clock.now.astimezone(tz) if tz else clock.now.replace(tzinfo=None)

    for module in (apscheduler.schedulers.base, apscheduler.executors.base, apscheduler.triggers.interval,
                   knowledge.indexing.schedule):
        monkeypatch.setattr(module, "datetime", FrozenDatetime)
    return clock


class SteppedScheduler(BaseScheduler):
    """APScheduler's own job processing, run only when the test calls `step()`."""

    def shutdown(self, wait=True):
        super().shutdown(wait)

    def wakeup(self):
        pass

    def step(self) -> None:
        self._process_jobs()


@pytest.fixture
def stepped():
    scheduler = SteppedScheduler(executors={"default": DebugExecutor()}, timezone=timezone.utc)
    yield scheduler
    if scheduler.running:
        scheduler.shutdown(wait=False)


class CountingJob:
    def __init__(self, job=None) -> None:
        self.calls = 0
        self.job = job

    def __call__(self):
        self.calls += 1
        return self.job() if self.job else None


# ---- 1. the schedule ----------------------------------------------------------------------------------------

def test_the_reindex_job_has_a_fixed_id_one_instance_coalescing_and_a_generous_grace(kb, stepped, clock):
    schedule_reindex(stepped, kb, where="test", run_now=False)
    stepped.start()
    job = schedule_reindex(stepped, kb, where="test", run_now=False)  # added again: replaced, never doubled

    assert [j.id for j in stepped.get_jobs()] == [JOB_ID] and job.id == "kb-reindex"
    assert job.max_instances == 1 and job.coalesce is True
    assert job.misfire_grace_time == kb.settings.reindex_misfire_grace_seconds == 3600
    assert isinstance(job.trigger, IntervalTrigger) and job.trigger.interval == timedelta(minutes=15)
    assert isinstance(job.func, ReindexJob)


def test_a_cron_expression_wins_over_the_interval_and_a_bad_one_is_a_clear_error(settings):
    trigger = reindex_trigger(settings.with_overrides(reindex_cron="30 2 * * 1-5", reindex_interval_minutes=5))
    assert isinstance(trigger, CronTrigger)
    assert {f.name: str(f) for f in trigger.fields}["hour"] == "2"
    assert reindex_trigger(settings.with_overrides(reindex_interval_minutes=0)) is None
    with pytest.raises(ValueError, match="KB_REINDEX_CRON"):
        reindex_trigger(settings.with_overrides(reindex_cron="every tuesday"))


def test_schedule_settings_come_from_the_environment():
    settings = KnowledgeSettings.from_env({"KB_REINDEX_INTERVAL_MINUTES": "5", "KB_REINDEX_CRON": "0 * * * *",
                                           "KB_REINDEX_MISFIRE_GRACE_SECONDS": "600", "KB_REINDEX_IN_BOT": "false"})
    assert (settings.reindex_interval_minutes, settings.reindex_cron, settings.reindex_misfire_grace_seconds,
            settings.reindex_in_bot) == (5.0, "0 * * * *", 600, False)
    assert describe.schedule_text(settings) == "cron 0 * * * *"


def test_missed_runs_are_coalesced_into_one(kb, stepped, clock):
    job = CountingJob()
    schedule_reindex(stepped, kb, where="test", job=job, run_now=False)
    stepped.start()
    assert stepped.get_job(JOB_ID).next_run_time == START + timedelta(minutes=15)

    clock.advance(hours=3)  # the host slept through 12 runs
    assert len(stepped.get_job(JOB_ID)._get_run_times(clock.now)) == 12
    stepped.step()

    assert job.calls == 1
    assert stepped.get_job(JOB_ID).next_run_time == START + timedelta(hours=3, minutes=15)
    assert kb.history.schedule().next_run_at == iso(START + timedelta(hours=3, minutes=15))


def test_a_run_later_than_the_grace_is_skipped_with_a_warning(make_kb, stepped, clock, caplog):
    kb = make_kb(reindex_cron="0 10 * * *")  # daily at 10:00 (the frozen clock says 09:00 UTC)
    job = CountingJob()
    schedule_reindex(stepped, kb, where="test", job=job, run_now=False)
    stepped.start()
    due = stepped.get_job(JOB_ID).next_run_time

    clock.now = due.astimezone(timezone.utc) + timedelta(hours=2)  # an hour past the grace
    with caplog.at_level(logging.WARNING, logger="knowledge.indexing.schedule"):
        stepped.step()

    assert job.calls == 0
    assert "was missed" in caplog.text
    assert stepped.get_job(JOB_ID).next_run_time == due + timedelta(days=1)


def test_a_tick_while_the_previous_run_still_goes_is_skipped_with_a_warning(kb, clock, caplog):
    gate, started = threading.Event(), threading.Event()

    def slow():
        started.set()
        gate.wait(10)
    job = CountingJob(slow)
    scheduler = SteppedScheduler(executors={"default": ThreadPoolExecutor(2)}, timezone=timezone.utc)
    schedule_reindex(scheduler, kb, where="test", job=job)
    scheduler.start()
    try:
        scheduler.step()
        assert started.wait(5)
        clock.advance(minutes=15)
        with caplog.at_level(logging.WARNING, logger="knowledge.indexing.schedule"):
            scheduler.step()
        assert job.calls == 1 and "previous run is still going" in caplog.text
    finally:
        gate.set()
        scheduler.shutdown(wait=True)


# ---- 1. what a run does -------------------------------------------------------------------------------------

def test_a_run_after_a_file_changed_reembeds_only_that_file(counted, docs, monkeypatch):
    staged = staged_sources(counted, monkeypatch)
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)

    report = ReindexJob(counted)()

    assert staged == ["refunds.pdf"]
    assert sorted(counted.embedder.texts) == sorted(chunk_texts(counted, "refunds.pdf"))
    assert {o.source: o.status for o in report.outcomes} == {"refunds.pdf": "changed", "shipping.pdf": "unchanged"}
    assert "60 days" in counted.ask(REFUND_QUESTION).final_answer


def test_an_unchanged_folder_writes_nothing(counted):
    writes: list[str] = []
    counted.store._chunks = WriteSpy(counted.store._chunks, writes)
    counted.store._manifest = WriteSpy(counted.store._manifest, writes)
    documents = counted.store.documents()
    generation = (counted.settings.data_dir / "index-generation").read_text()

    report = ReindexJob(counted)()

    assert report.summary().startswith("0 added, 0 changed, 2 unchanged, 0 removed, 0 failed; 0 pages, 0 chunks")
    assert writes == [] and counted.embedder.texts == []
    assert counted.store.documents() == documents
    assert (counted.settings.data_dir / "index-generation").read_text() == generation  # no reader reopens


def test_a_deleted_files_chunks_disappear(counted, docs):
    shipping = counted.store.documents()["shipping.pdf"]
    (docs / "shipping.pdf").unlink()

    report = ReindexJob(counted)()

    assert [(o.source, o.status) for o in report.with_status("removed")] == [("shipping.pdf", "removed")]
    assert "shipping.pdf" not in counted.store.documents()
    assert counted.store.chunks_of(shipping.version) == []
    assert counted.store.count() == counted.store.documents()["refunds.pdf"].chunks
    assert all(c.source != "shipping.pdf" for c in counted.ask("How long does express shipping take?").retrieved_chunks)


def test_a_folder_with_no_pdfs_left_removes_nothing(counted, docs, caplog):
    """An empty folder is far more often a volume that failed to mount than an intended wipe."""
    for pdf in docs.glob("*.pdf"):
        pdf.unlink()
    with caplog.at_level(logging.WARNING):
        report = ReindexJob(counted)()
    assert not report.ok and "has no PDFs left" in caplog.text
    assert sorted(counted.store.documents()) == ["refunds.pdf", "shipping.pdf"]


# ---- 2. one writer --------------------------------------------------------------------------------------------

def test_a_scheduled_run_skips_with_a_log_line_while_another_writer_holds_the_lock(counted, docs, caplog):
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    with writer_lock(counted.settings.data_dir):  # another writer (flock excludes other descriptors too)
        with caplog.at_level(logging.INFO):
            assert ReindexJob(counted)() is None
    assert "skipped: another ingest holds the writer lock" in caplog.text
    assert f"is held by pid {os.getpid()}" in caplog.text
    assert counted.history.recent(1)[0].outcome == "busy"
    assert "30 days" in counted.ask(REFUND_QUESTION).final_answer  # nothing was written
    assert ReindexJob(counted)().with_status("changed")  # the next run catches up


def test_a_writer_that_may_wait_says_so_and_goes_on_when_the_lock_is_free(counted, docs, caplog):
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    holding, release = threading.Event(), threading.Event()

    def other_writer():
        with writer_lock(counted.settings.data_dir):
            holding.set()
            release.wait(60)

    class ReleaseOnceWaiting(logging.Handler):  # the other writer lets go only once this one says it waits
        def emit(self, record: logging.LogRecord) -> None:
            if "waiting up to" in record.getMessage():
                release.set()

    thread = threading.Thread(target=other_writer)
    thread.start()
    assert holding.wait(60)
    lock_log = logging.getLogger("knowledge.store.lock")
    handler = ReleaseOnceWaiting()
    lock_log.addHandler(handler)
    try:
        with caplog.at_level(logging.INFO, logger="knowledge.store.lock"):
            report = counted.ingest([docs], trigger="cli", wait=60)
    finally:
        lock_log.removeHandler(handler)
        release.set()
        thread.join(60)
    assert "waiting up to 60 s" in caplog.text
    assert report.with_status("changed")
    with pytest.raises(IngestBusy):
        with writer_lock(counted.settings.data_dir):
            counted.reindex(wait=0)


def test_a_change_written_through_another_view_is_seen_at_once(settings, embedder, docs):
    """Two views of one embedded store, as two processes have: the writer's bump makes the reader reopen."""
    from knowledge.store.chunks import _drop_cached_view

    reader = KnowledgeBase(settings, embedder=embedder)
    reader.reindex()
    assert "30 days" in reader.ask(REFUND_QUESTION).final_answer
    _drop_cached_view(str(settings.data_dir / "chroma"))  # the writer gets its own Chroma system
    writer = KnowledgeBase(settings, embedder=embedder)
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    make_pdf(docs / "warranty.pdf", WARRANTY)
    writer.reindex()
    assert "60 days" in reader.ask(REFUND_QUESTION).final_answer
    assert "two year" in reader.ask("How long is the kettle warranty?").final_answer


# ---- 3. history and rollback ----------------------------------------------------------------------------------

def test_every_run_is_recorded_with_when_trigger_who_what_changed_and_outcome(counted, docs, tmp_path):
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    ReindexJob(counted)()
    counted.add_document("warranty.pdf", make_pdf(tmp_path / "w.pdf", WARRANTY).read_bytes(),
                         trigger="slack", actor="UADMIN")
    counted.rollback("refunds.pdf", trigger="cli", actor="ops")
    counted.forget("warranty.pdf", trigger="discord", actor="1234")

    runs = counted.history.recent(10)
    assert [(r.action, r.trigger, r.actor, r.outcome) for r in runs] == [
        ("forget", "discord", "1234", "ok"), ("rollback", "cli", "ops", "ok"), ("upload", "slack", "UADMIN", "ok"),
        ("reindex", "schedule", "", "ok"), ("reindex", "api", "", "ok")]
    forget, rollback, upload, scheduled, first = runs
    assert [(c["source"], c["status"]) for c in scheduled.changes] == [("refunds.pdf", "changed")]
    assert scheduled.changes[0]["sha256"] == counted.store.documents()["refunds.pdf"].previous_sha256
    assert [c["status"] for c in upload.changes] == ["added"] and [c["status"] for c in forget.changes] == ["removed"]
    assert rollback.changes[0]["status"] == "restored" and rollback.changed_anything
    assert all(r.started_at <= r.finished_at and r.pid and r.host for r in runs)


def test_rollback_restores_the_old_chunks_without_reembedding_and_a_reindex_keeps_them(counted, docs):
    old = counted.store.documents()["refunds.pdf"]
    old_chunks = counted.store.chunks_of(old.version)
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)  # the bad upload
    counted.reindex()
    assert "60 days" in counted.ask(REFUND_QUESTION).final_answer
    counted.embedder.texts.clear()

    record = counted.rollback("refunds.pdf", trigger="cli", actor="ops")

    assert counted.embedder.texts == []
    assert (record.version, record.sha256, record.chunks) == (old.version, old.sha256, old.chunks)
    assert counted.store.chunks_of(record.version) == old_chunks
    answer = counted.ask(REFUND_QUESTION)
    assert "30 days" in answer.final_answer and refund_texts(answer) <= {c.text for c in old_chunks}
    # the folder still has the bad file: the scheduled run leaves the restored version alone
    assert ReindexJob(counted)().with_status("changed") == []
    assert counted.store.documents()["refunds.pdf"].version == old.version
    # a new file is indexed as usual
    make_pdf(docs / "refunds.pdf", ["Refunds. Customers can ask for a refund within 45 days of delivery."])
    assert ReindexJob(counted)().with_status("changed")
    assert "45 days" in counted.ask(REFUND_QUESTION).final_answer


def test_rollback_needs_an_earlier_version(counted):
    with pytest.raises(NothingToRollBack, match="no earlier version"):
        counted.rollback("shipping.pdf")
    assert counted.history.recent(1)[0].action == "reindex"  # a refused rollback is not a run


def test_kb_status_history_rollback_and_forget_on_the_command_line(counted, docs, capsys, monkeypatch):
    monkeypatch.setenv("KB_DATA_DIR", str(counted.settings.data_dir))
    monkeypatch.setenv("KB_DOCS_DIR", str(docs))
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    assert kb_main(["ingest", str(docs)]) == 0
    counted.history.set_schedule(ScheduleState(next_run_at=iso(datetime.now(timezone.utc) + timedelta(minutes=9)),
                                               schedule="every 15 min", where="kb watch, pid 7 on worker"))
    capsys.readouterr()

    assert kb_main(["status"]) == 0
    status = capsys.readouterr().out
    sha = counted.store.documents()["refunds.pdf"].sha256
    assert f"refunds.pdf  1 pages  1 chunks  sha256 {sha[:12]}  changed " in status
    assert "Last runs:" in status and "ingest (cli by " in status and "1 changed" in status
    assert "Next scheduled run: " in status and "(every 15 min; kb watch, pid 7 on worker)" in status

    assert kb_main(["rollback", "refunds.pdf"]) == 0
    assert "Rolled back refunds.pdf" in capsys.readouterr().out
    assert kb_main(["forget", "shipping.pdf"]) == 0
    assert "Forgot shipping.pdf (1 chunks). Its file was moved out of the knowledge folder" in capsys.readouterr().out
    assert not (docs / "shipping.pdf").exists()
    assert kb_main(["history", "--limit", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "forget (cli by " in lines[0] and "    removed shipping.pdf (1 chunks)" in lines
    assert kb_main(["rollback", "nothing.pdf"]) == 1


def test_status_says_when_the_scheduler_seems_to_have_stopped(settings):
    now = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)
    state = ScheduleState(next_run_at=iso(now - timedelta(hours=2)), schedule="every 15 min", where="bot, pid 3 on a")
    assert "overdue since 2025-03-01 10:00:00 UTC" in describe.schedule_line(state, settings, now)
    assert "no scheduler is running (configured: every 15 min)" in describe.schedule_line(None, settings, now)


# ---- 4. stale answers -----------------------------------------------------------------------------------------

def replace_during_first_search(kb, monkeypatch, change) -> list[int]:
    """Run `change()` right after the first search of a question: the answer is made from what was live."""
    calls: list[int] = []
    real = kb.store.search

    def search(*args, **kwargs):
        hits = real(*args, **kwargs)
        calls.append(len(hits))
        if len(calls) == 1:
            change()
        return hits
    monkeypatch.setattr(kb.store, "search", search)
    return calls


def test_an_answer_never_cites_a_version_replaced_while_it_was_made(counted, tmp_path, monkeypatch):
    old = counted.store.documents()["refunds.pdf"]
    v2 = make_pdf(tmp_path / "v2.pdf", REFUNDS_V2).read_bytes()
    calls = replace_during_first_search(counted, monkeypatch, lambda: counted.add_document("refunds.pdf", v2))

    answer = counted.ask(REFUND_QUESTION)

    new = counted.store.documents()["refunds.pdf"]
    assert new.version != old.version and len(calls) == 2  # answered again
    cited = {c.text for c in answer.cited_chunks if c.source == "refunds.pdf"}
    assert cited and cited <= chunk_texts(counted, "refunds.pdf")
    assert refund_texts(answer) <= chunk_texts(counted, "refunds.pdf")
    assert "60 days" in answer.final_answer


def test_an_answer_never_cites_a_document_removed_while_it_was_made(counted, monkeypatch):
    replace_during_first_search(counted, monkeypatch, lambda: counted.forget("refunds.pdf"))
    answer = counted.ask(REFUND_QUESTION)
    assert all(c.source != "refunds.pdf" for c in answer.retrieved_chunks)
    assert "30 days" not in answer.final_answer


def test_when_documents_keep_changing_the_answer_cites_nothing(counted, tmp_path, monkeypatch):
    versions = [make_pdf(tmp_path / f"{n}.pdf", pages).read_bytes() for n, pages in (("a", REFUNDS_V2),
                                                                                     ("b", REFUNDS_V1))]
    real = counted.store.search
    flips = iter(range(100))

    def search(*args, **kwargs):
        hits = real(*args, **kwargs)
        counted.add_document("refunds.pdf", versions[next(flips) % 2])
        return hits
    monkeypatch.setattr(counted.store, "search", search)

    answer = counted.ask(REFUND_QUESTION)
    assert answer.citations == () and answer.escalate and answer.retrieved_chunks == ()


# ---- 2. answers during a re-index ----------------------------------------------------------------------------

def test_a_question_during_a_reindex_gets_a_complete_answer_from_one_version(counted, docs, monkeypatch):
    v1 = chunk_texts(counted, "refunds.pdf")
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    make_pdf(docs / "warranty.pdf", WARRANTY)
    staged, release = threading.Event(), threading.Event()
    real_commit = counted.store.commit

    def commit(records, removed=()):
        if records:
            staged.set()  # every new version is written, none is live yet
            assert release.wait(30)
        return real_commit(records, removed)
    monkeypatch.setattr(counted.store, "commit", commit)
    done: list = []
    writer = threading.Thread(target=lambda: done.append(ReindexJob(counted)()))
    writer.start()
    try:
        assert staged.wait(30)
        during = counted.ask(REFUND_QUESTION)
        warranty = counted.ask("How long is the kettle warranty?")
    finally:
        release.set()
        writer.join(30)

    assert "30 days" in during.final_answer and refund_texts(during) <= v1
    assert all(c.source != "warranty.pdf" for c in warranty.retrieved_chunks)  # not live before the flip
    after = counted.ask(REFUND_QUESTION)
    assert "60 days" in after.final_answer and refund_texts(after) <= chunk_texts(counted, "refunds.pdf")
    assert refund_texts(after).isdisjoint(v1)
    assert done[0].with_status("added") and done[0].with_status("changed")


# ---- one Chroma server: the writer lease and the shared history ---------------------------------------------

def _server_settings(chroma_server, tmp_path) -> KnowledgeSettings:
    return KnowledgeSettings(data_dir=tmp_path / "data", docs_dir=tmp_path / "docs", chroma_host="127.0.0.1",
                             chroma_port=chroma_server.port, collection=f"fresh_{uuid.uuid4().hex[:8]}")


def test_the_writer_lease_on_a_chroma_server_admits_one_writer_and_expires(chroma_server, tmp_path, monkeypatch):
    from knowledge.store.chunks import open_client

    settings = _server_settings(chroma_server, tmp_path)
    host_a, host_b = (ServerLease(open_client(tmp_path, "127.0.0.1", chroma_server.port), settings.collection)
                      for _ in range(2))
    with host_a.held():
        assert not host_b.try_acquire()
        with pytest.raises(IngestBusy):
            host_b.acquire(timeout=0.3, poll=0.1)
    assert host_b.try_acquire()
    host_b.release()

    # The lease's wall clock is stepped by hand: no real wait decides whether it has expired.
    clock = SimpleNamespace(shift=0.0, monotonic=time.monotonic, sleep=time.sleep)
    clock.time = lambda: time.time() + clock.shift
    monkeypatch.setattr(knowledge.store.lock, "time", clock)
    crashed = ServerLease(open_client(tmp_path, "127.0.0.1", chroma_server.port), settings.collection, seconds=60)
    assert crashed.try_acquire()  # ... and its process dies without releasing
    assert not host_a.try_acquire()  # not expired yet: 60 s on the stepped clock, however slow the round trips
    clock.shift = 59.0
    assert not host_a.try_acquire()
    clock.shift = 61.0
    assert host_a.try_acquire()  # taken over once expired
    crashed.release()  # a late release cannot delete someone else's lease
    assert not host_b.try_acquire()
    host_a.release()
    assert host_b.try_acquire()
    host_b.release()


def test_with_a_chroma_server_the_history_and_lease_live_on_the_server(chroma_server, embedder, tmp_path):
    settings = _server_settings(chroma_server, tmp_path)
    make_pdf(settings.docs_dir / "refunds.pdf", REFUNDS_V1)
    kb = KnowledgeBase(settings, embedder=embedder)
    assert isinstance(kb.history, ChromaHistory)

    kb.reindex(trigger="schedule")
    kb.history.set_schedule(ScheduleState(next_run_at=iso(START), schedule="every 15 min", where="kb watch"))

    other_host = KnowledgeBase(settings.with_overrides(data_dir=tmp_path / "elsewhere"), embedder=embedder)
    [run] = other_host.history.recent()
    assert (run.action, run.trigger, run.outcome) == ("reindex", "schedule", "ok") and run.changed_anything
    assert other_host.history.schedule().where == "kb watch"
    assert Run.from_dict(run.to_dict()) == run
    lease = ServerLease(kb.store._client, settings.collection)
    assert lease.try_acquire()  # the run released it
    lease.release()
