"""Every ingest run, recorded: when, what started it, who, what changed, how it ended; and the next scheduled run.

Where it lives follows the index it describes:
- embedded store: SQLite `<data dir>/ingest-history.sqlite3`. SQLite is safe for
  several processes (the bot, `kb watch`, `kb ingest`); writing to the embedded
  Chroma from a process that does not hold the ingest lock would not be.
- Chroma server (`CHROMA_HOST`): the `<collection>_history` collection on the
  server, so every host writing to that index sees one history.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import threading
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Protocol

from knowledge.store.records import PLACEHOLDER_VECTOR, guarded
from knowledge.indexing.report import IngestReport
from knowledge.settings import KnowledgeSettings

KEEP_RUNS = 1000
CHANGE_STATUSES = ("added", "changed", "removed", "restored")


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


def iso(moment: datetime | None) -> str:
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds") if moment else ""


@dataclass(frozen=True)
class Run:
    """One ingest run: a re-index, a `kb ingest`, an upload, a forget or a rollback."""

    id: str  # sorts by start time
    started_at: str
    finished_at: str
    seconds: float
    trigger: str  # schedule | cli | slack | discord | console | api
    actor: str  # a chat user id or the OS user of `kb`; "" for the scheduler
    action: str  # reindex | ingest | upload | forget | rollback
    outcome: str  # ok | failed (a document could not be indexed) | busy (another writer held the lock) | error
    summary: str
    changes: tuple[dict, ...] = ()  # outcomes that changed or failed: source, status, pages, chunks, sha256, error
    host: str = ""
    pid: int = 0

    @property
    def changed_anything(self) -> bool:
        return any(c.get("status") in CHANGE_STATUSES for c in self.changes)

    def to_dict(self) -> dict:
        return {**asdict(self), "changes": list(self.changes)}

    @classmethod
    def finished(cls, *, started: datetime, action: str, trigger: str, actor: str, outcome: str,
                 report: IngestReport, summary: str = "") -> "Run":
        """The record of a run that just ended."""
        changes = tuple({k: v for k, v in o.__dict__.items() if v not in ("", None)}
                        for o in report.outcomes if o.status != "unchanged")
        return cls(id=f"{started:%Y%m%dT%H%M%S%f}-{uuid.uuid4().hex[:6]}", started_at=iso(started),
                   finished_at=iso(utc_now()), seconds=round(report.seconds, 3), trigger=trigger, actor=actor,
                   action=action, outcome=outcome, summary=summary or report.summary(), changes=changes,
                   host=socket.gethostname(), pid=os.getpid())

    @classmethod
    def from_dict(cls, data: dict) -> "Run":
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**{**known, "changes": tuple(known.get("changes") or ())})


@dataclass(frozen=True)
class ScheduleState:
    """What a running scheduler last said about itself, for `kb status` in any process."""

    next_run_at: str  # ISO time; "" when it has no next run
    schedule: str  # e.g. "every 15 min" or "cron 0 * * * *"
    where: str  # e.g. "kb watch, pid 12 on worker-1"
    updated_at: str = field(default_factory=lambda: iso(utc_now()))


class History(Protocol):
    def record(self, run: Run) -> None: ...
    def recent(self, limit: int = 20) -> list[Run]: ...
    def set_schedule(self, state: ScheduleState | None) -> None: ...
    def schedule(self) -> ScheduleState | None: ...


def open_history(settings: KnowledgeSettings) -> History:
    if settings.uses_chroma_server:
        from knowledge.store.chunks import open_client

        client = open_client(settings.data_dir, settings.chroma_host, settings.chroma_port)
        return ChromaHistory(client, settings.collection + "_history")
    return SqliteHistory(Path(settings.data_dir) / "ingest-history.sqlite3")


class SqliteHistory:
    """Runs and the scheduler's state in one SQLite file; thread-safe, shared by processes."""

    def __init__(self, path: Path) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript("""
            CREATE TABLE IF NOT EXISTS runs (id TEXT PRIMARY KEY, data TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS schedule (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);
        """)
        self._lock = threading.Lock()

    def record(self, run: Run) -> None:
        with self._lock, self._db:
            self._db.execute("INSERT OR REPLACE INTO runs(id, data) VALUES (?, ?)", (run.id, json.dumps(run.to_dict())))
            self._db.execute("DELETE FROM runs WHERE id NOT IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?)",
                             (KEEP_RUNS,))

    def recent(self, limit: int = 20) -> list[Run]:
        with self._lock:
            rows = self._db.execute("SELECT data FROM runs ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
        return [Run.from_dict(json.loads(data)) for (data,) in rows]

    def set_schedule(self, state: ScheduleState | None) -> None:
        with self._lock, self._db:
            if state is None:
                self._db.execute("DELETE FROM schedule")
            else:
                self._db.execute("INSERT OR REPLACE INTO schedule(id, data) VALUES (1, ?)", (json.dumps(asdict(state)),))

    def schedule(self) -> ScheduleState | None:
        with self._lock:
            row = self._db.execute("SELECT data FROM schedule").fetchone()
        return ScheduleState(**json.loads(row[0])) if row else None

    def close(self) -> None:
        self._db.close()


class ChromaHistory:
    """The same records in a collection on the Chroma server (run details as the record's document)."""

    def __init__(self, client, name: str) -> None:
        self._records = guarded(lambda: client.get_or_create_collection(name, embedding_function=None),
                                "The ingest history cannot be opened")

    def record(self, run: Run) -> None:
        self._call(lambda: self._records.upsert(
            ids=[f"run:{run.id}"], embeddings=[PLACEHOLDER_VECTOR], metadatas=[{"kind": "run", "run": run.id}],
            documents=[json.dumps(run.to_dict())]))
        ids = sorted(self._call(lambda: self._records.get(where={"kind": "run"}, include=[]))["ids"])
        if len(ids) > KEEP_RUNS:
            self._call(lambda: self._records.delete(ids=ids[:len(ids) - KEEP_RUNS]))

    def recent(self, limit: int = 20) -> list[Run]:
        got = self._call(lambda: self._records.get(where={"kind": "run"}, include=["documents"]))
        runs = [Run.from_dict(json.loads(doc)) for doc in got["documents"] or []]
        return sorted(runs, key=lambda r: r.id, reverse=True)[:limit]

    def set_schedule(self, state: ScheduleState | None) -> None:
        if state is None:
            self._call(lambda: self._records.delete(ids=["schedule"]))
            return
        self._call(lambda: self._records.upsert(
            ids=["schedule"], embeddings=[PLACEHOLDER_VECTOR], metadatas=[{"kind": "schedule"}],
            documents=[json.dumps(asdict(state))]))

    def schedule(self) -> ScheduleState | None:
        got = self._call(lambda: self._records.get(ids=["schedule"], include=["documents"]))
        docs = got["documents"] or []
        return ScheduleState(**json.loads(docs[0])) if docs else None

    @staticmethod
    def _call(fn):
        return guarded(fn, "The ingest history cannot be reached")
