"""The durable intake: an accepted question waits in `bot.sqlite3` until its reply is posted.

Why: an acknowledged event must survive a crash, a burst beyond the workers and
a failed post. The event's claim (`seen_events`) and the question's row are
written in one SQLite transaction before the ack, so a question Slack stops
retrying is one the bot has on disk. Workers take rows with a lease that a live
worker renews; the rows of a killed process (or of a killed replica sharing the
file) are taken over once their lease runs out, and the handler is told it is a
redelivery so it can look for what the first attempt already posted.

A handler returns (done), raises `Failed` (recorded, never retried) or
`RetryLater` (the row waits until `not_before`): a retry is a row with a later
time, never a sleeping thread. The table is the queue, so nothing acknowledged
is dropped for lack of room.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import sqlite3
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS seen_events (key TEXT PRIMARY KEY, at REAL);
CREATE TABLE IF NOT EXISTS intake (
    id INTEGER PRIMARY KEY, key TEXT UNIQUE, platform TEXT, payload TEXT,
    state TEXT,               -- held (claim not yet confirmed), pending, claimed, done, failed
    accepted_at REAL, not_before REAL, owner TEXT, lease_until REAL,
    attempts INTEGER DEFAULT 0, redeliveries INTEGER DEFAULT 0, progress TEXT DEFAULT '{}',
    error TEXT DEFAULT '', finished_at REAL);
CREATE INDEX IF NOT EXISTS intake_open ON intake(state, platform, not_before);
"""
OPEN_STATES = ("held", "pending", "claimed")
KEEP_FINISHED_SECONDS = 86400.0
POLL_SECONDS = 0.25  # a worker looks again this often for retries that came due and expired leases


class Failed(Exception):
    """The question cannot be answered (a non-retryable error, or the retry budget is spent)."""

    def __init__(self, error: str) -> None:
        super().__init__(error)
        self.error = error


class RetryLater(Exception):
    """Try this question again in `seconds` (a 429's Retry-After, or a backoff)."""

    def __init__(self, seconds: float, error: str) -> None:
        super().__init__(error)
        self.seconds = seconds
        self.error = error


@dataclass
class Item:
    id: int
    key: str
    platform: str
    payload: dict
    accepted_at: float
    attempts: int  # retries scheduled so far
    redelivered: bool  # taken over from a dead worker: its first attempt may have posted already
    progress: dict = field(default_factory=dict)  # what has been posted so far (see `Intake.note`)


class Intake:
    """One per process, over the bot's SQLite file; thread-safe."""

    def __init__(self, path: Path, *, lease_seconds: float = 60.0, clock: Callable[[], float] = time.time,
                 on_redelivery: Callable[[str], None] | None = None,
                 on_failed: Callable[[str, str], None] | None = None) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.lease_seconds = lease_seconds
        self._clock = clock
        self._on_redelivery = on_redelivery  # (platform): a question taken over from a stopped worker
        self._on_failed = on_failed  # (platform, error): a question recorded as failed
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=30, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.RLock()
        self._more = threading.Condition()
        self._stop = threading.Event()  # the lease keeper's
        self._keeper: threading.Thread | None = None
        self._workers: dict[str, tuple[threading.Event, list[threading.Thread]]] = {}
        self._busy = 0
        self._shared = None  # a SharedIntake on the Chroma server (bot/shared_intake.py), with CHROMA_HOST

    def share(self, shared) -> None:
        """Also keep open questions on the Chroma server, and take over those of dead replicas."""
        self._shared = shared

    # ---- taking questions in (in the listener, before the ack) ------------------------------------

    def accept(self, records, key: str, platform: str, payload: dict, *, answering: bool = False) -> bool:
        """Claim `key` through `records.claim_event` and queue the question in the same transaction.

        True when this process now owns the question. The row is `held` until the claim is confirmed
        (a shared event store may give it to another replica, and then the row goes). `answering`: the
        caller answers it now (Discord, on its event loop) and calls `complete`; the row is leased to
        this process meanwhile, so only a crash hands it to someone else.
        """
        now = self._clock()
        row = (key, platform, json.dumps(payload), now, now)

        inserted: list[bool] = []

        def insert(db: sqlite3.Connection) -> None:
            db.execute("INSERT OR IGNORE INTO intake(key, platform, payload, state, accepted_at, not_before) "
                       "VALUES (?, ?, ?, 'held', ?, ?)", row)
            inserted.append(True)

        if answering:
            self._ensure_keeper()
        won = records.claim_event(key, then=insert)
        with self._lock:
            if won and answering:
                self._db.execute("UPDATE intake SET state = 'claimed', owner = ?, lease_until = ? "
                                 "WHERE key = ? AND state = 'held'", (self.owner, now + self.lease_seconds, key))
            elif won:
                self._db.execute("UPDATE intake SET state = 'pending' WHERE key = ? AND state = 'held'", (key,))
            elif inserted:  # this replica's claim lost on the shared store: the row is not ours to answer
                self._db.execute("DELETE FROM intake WHERE key = ? AND state = 'held'", (key,))
        if won and self._shared is not None:
            try:
                self._shared.add(key, platform, payload, now)
            except Exception as exc:  # the question is safe here; only a takeover by another replica is lost
                log.warning("question %s not recorded on the shared intake: %s", key, type(exc).__name__)
        if won and not answering:
            with self._more:
                self._more.notify()
        return won

    # ---- working through them ------------------------------------------------------------------------

    def serve(self, platform: str, handler: Callable[[Item], None], workers: int) -> None:
        """Start `workers` threads answering `platform`'s questions, and the lease keeper (once)."""
        self._ensure_keeper()
        stop = threading.Event()
        threads = [threading.Thread(target=self._work, args=(platform, handler, stop), name=f"intake-{platform}-{i}",
                                    daemon=True) for i in range(workers)]
        self._workers[platform] = (stop, threads)
        for thread in threads:
            thread.start()

    def _ensure_keeper(self) -> None:
        with self._lock:
            if self._keeper is None:
                self._stop.clear()
                self._keeper = threading.Thread(target=self._keep_leases, name="intake-lease", daemon=True)
                self._keeper.start()

    def _work(self, platform: str, handler: Callable[[Item], None], stop: threading.Event) -> None:
        while not stop.is_set():
            item = self.take(platform)
            if item is None:
                with self._more:
                    self._more.wait(POLL_SECONDS)
                continue
            with self._lock:
                self._busy += 1  # until the row is finished (`depth` already counts it as claimed)
            try:
                handler(item)
                self._finish(item, "done")
            except RetryLater as retry:
                self._retry(item, retry)
            except Failed as failed:
                self._fail(item, failed.error)
            except Exception:
                log.exception("question %s failed", item.key)
                self._fail(item, "internal")
            finally:
                with self._lock:
                    self._busy -= 1

    def take(self, platform: str) -> Item | None:
        """The oldest question that is due: pending, or claimed by a worker whose lease ran out."""
        self._ensure_keeper()
        now = self._clock()
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                row = self._db.execute(
                    "SELECT id, key, payload, accepted_at, attempts, state, progress FROM intake "
                    "WHERE platform = ? AND ((state = 'pending' AND not_before <= ?) "
                    "OR (state = 'claimed' AND lease_until < ?) OR (state = 'held' AND accepted_at < ?)) "
                    "ORDER BY not_before, id LIMIT 1", (platform, now, now, now - self.lease_seconds)).fetchone()
                if row is None:
                    self._db.execute("COMMIT")
                    return None
                id_, key, payload, accepted_at, attempts, state, progress = row
                redelivered = state != "pending"
                self._db.execute("UPDATE intake SET state = 'claimed', owner = ?, lease_until = ?, "
                                 "redeliveries = redeliveries + ? WHERE id = ?",
                                 (self.owner, now + self.lease_seconds, int(redelivered), id_))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        if redelivered and self._closed_elsewhere(key):
            log.info("question %s was answered by another replica meanwhile", key)
            self._end("id", id_, "done", "")
            return self.take(platform)
        if redelivered:
            log.warning("question %s taken over from a worker that stopped", key)
            if self._on_redelivery is not None:
                self._on_redelivery(platform)
        return Item(id=id_, key=key, platform=platform, payload=json.loads(payload), accepted_at=accepted_at,
                    attempts=attempts, redelivered=redelivered or attempts > 0, progress=json.loads(progress or "{}"))

    def note(self, item: Item, **progress) -> None:
        """Remember what has been posted for `item`, so a retry or a takeover does not post it again."""
        item.progress.update(progress)
        self._write("UPDATE intake SET progress = ? WHERE id = ? AND owner = ?",
                    (json.dumps(item.progress), item.id, self.owner))

    def complete(self, key: str, error: str = "") -> None:
        """A question this process answered itself (`accept(answering=True)`, or `take`n) is done, or failed."""
        ended = self._end("key", key, "failed" if error else "done", error)
        if ended and error and self._on_failed is not None:
            self._on_failed(key.split(":", 1)[0], error)

    def _finish(self, item: Item, state: str, error: str = "") -> None:
        if not self._end("id", item.id, state, error):
            log.warning("question %s was taken over by another worker while this one answered it", item.key)

    def _end(self, column: str, value, state: str, error: str) -> bool:
        """False when the row is no longer this process's (its lease ran out and someone took it over)."""
        now = self._clock()
        with self._lock:
            ended = self._db.execute(f"UPDATE intake SET state = ?, error = ?, finished_at = ?, owner = NULL "
                                     f"WHERE {column} = ? AND owner = ?", (state, error, now, value, self.owner))
            ended = ended.rowcount == 1
        self._write("DELETE FROM intake WHERE state IN ('done', 'failed') AND finished_at < ?",
                    (now - KEEP_FINISHED_SECONDS,))
        with self._more:
            self._more.notify_all()
        if ended and self._shared is not None:
            try:
                self._shared.finish(str(value) if column == "key" else self._key_of(value))
            except Exception as exc:
                log.warning("question not closed on the shared intake: %s", type(exc).__name__)
        return ended

    def _closed_elsewhere(self, key: str) -> bool:
        if self._shared is None:
            return False
        try:
            return self._shared.closed(key)
        except Exception as exc:
            log.warning("shared intake unreachable: %s", type(exc).__name__)
            return False

    def _key_of(self, id_: int) -> str:
        with self._lock:
            row = self._db.execute("SELECT key FROM intake WHERE id = ?", (id_,)).fetchone()
        return row[0] if row else ""

    def _fail(self, item: Item, error: str) -> None:
        if self._end("id", item.id, "failed", error) and self._on_failed is not None:
            self._on_failed(item.platform, error)

    def _retry(self, item: Item, retry: RetryLater) -> None:
        log.warning("question %s: %s; retrying in %.1f s", item.key, retry.error, retry.seconds)
        self._write("UPDATE intake SET state = 'pending', owner = NULL, attempts = attempts + 1, error = ?, "
                    "not_before = ? WHERE id = ? AND owner = ?",
                    (retry.error, self._clock() + retry.seconds, item.id, self.owner))

    def _keep_leases(self) -> None:
        """Three times per lease: renew the leases of the questions this process is answering; with a
        shared intake, say this replica is alive and adopt the open questions of dead ones."""
        while True:
            try:
                self._write("UPDATE intake SET lease_until = ? WHERE owner = ? AND state = 'claimed'",
                            (self._clock() + self.lease_seconds, self.owner))
            except sqlite3.Error:
                log.exception("renewing intake leases failed")
            if self._shared is not None:
                self._share_tick()
            if self._stop.wait(self.lease_seconds / 3):
                return

    def _share_tick(self) -> None:
        try:
            self._shared.heartbeat()
            orphans = self._shared.orphans()
        except Exception as exc:
            log.warning("shared intake unreachable: %s", type(exc).__name__)
            return
        for question in orphans:
            # adopted as a claim whose lease ran out: `take` hands it out as a redelivery
            self._write("INSERT OR IGNORE INTO intake(key, platform, payload, state, accepted_at, not_before, "
                        "owner, lease_until) VALUES (?, ?, ?, 'claimed', ?, 0, 'dead replica', 0)",
                        (question["key"], question["platform"], json.dumps(question["payload"]),
                         question["accepted_at"]))
            log.warning("question %s adopted from a replica that stopped", question["key"])
        if orphans:
            with self._more:
                self._more.notify_all()

    def _write(self, sql: str, args: tuple) -> None:
        with self._lock:
            self._db.execute(sql, args)

    # ---- what is waiting ------------------------------------------------------------------------------

    def depth(self, platform: str | None = None) -> int:
        """Questions accepted and not yet answered (or failed)."""
        sql = "SELECT count(*) FROM intake WHERE state IN ('held', 'pending', 'claimed')"
        args: tuple = ()
        if platform is not None:
            sql, args = sql + " AND platform = ?", (platform,)
        with self._lock:
            return int(self._db.execute(sql, args).fetchone()[0])

    def oldest_age(self) -> float:
        """Seconds the oldest open question has waited (0 when none waits)."""
        with self._lock:
            oldest = self._db.execute("SELECT min(accepted_at) FROM intake "
                                      "WHERE state IN ('held', 'pending', 'claimed')").fetchone()[0]
        return max(0.0, self._clock() - oldest) if oldest is not None else 0.0

    def rows(self) -> list[dict]:
        """Every row, oldest first (tests and operators)."""
        with self._lock:
            cur = self._db.execute("SELECT key, platform, state, attempts, redeliveries, error, progress "
                                   "FROM intake ORDER BY id")
            names = [d[0] for d in cur.description]
            return [dict(zip(names, row)) for row in cur.fetchall()]

    def wait_idle(self, timeout: float = 10.0, platform: str | None = None) -> bool:
        """Block until no accepted question is waiting or being answered (shutdown and tests)."""
        deadline = time.monotonic() + timeout
        while self.depth(platform) or self._busy:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            with self._more:
                self._more.wait(min(left, 0.05))
        return True

    def stop(self, platform: str | None = None) -> None:
        """Stop the workers (of `platform`, or all and the lease keeper); what waits stays on disk."""
        stopping = [platform] if platform is not None else list(self._workers)
        for name in stopping:
            self._workers.get(name, (threading.Event(), []))[0].set()
        with self._more:
            self._more.notify_all()
        for name in stopping:
            for thread in self._workers.pop(name, (None, []))[1]:
                thread.join(timeout=30)
        if platform is None and self._keeper is not None:
            self._stop.set()
            self._keeper.join(timeout=5)
            self._keeper = None

    def close(self) -> None:
        """Stop the workers and close the database, never under a write of another thread (an answer finishing
        on an executor thread): closing a SQLite connection another thread is using crashed the process."""
        self.stop()
        with self._lock:
            self._db.close()
