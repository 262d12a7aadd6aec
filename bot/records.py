"""What people did with the bot, in one SQLite file: feedback, escalations, seen events.

Shared by every adapter, so Slack and Discord feedback and escalations land in
the same tables, and a redelivered chat event is recognised and dropped.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from knowledge import StoreUnavailable

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY, at REAL, platform TEXT, user TEXT, question TEXT,
    confidence REAL, vote TEXT, answer_ref TEXT);
CREATE TABLE IF NOT EXISTS escalations (
    id INTEGER PRIMARY KEY, at REAL, platform TEXT, user TEXT, question TEXT,
    confidence REAL, sources TEXT, link TEXT, reason TEXT);
CREATE TABLE IF NOT EXISTS seen_events (key TEXT PRIMARY KEY, at REAL);
"""


@dataclass(frozen=True)
class Escalation:
    platform: str
    user: str
    question: str
    confidence: float
    sources: list[str]
    link: str
    reason: str


class Records:
    """Thread-safe; one connection per process.

    `shared_events` (a `SharedEvents` on the Chroma server) extends `claim_event`
    to every replica; `on_feedback(platform, vote)` is told of each vote (metrics).
    """

    def __init__(self, path: Path, *, shared_events=None,
                 on_feedback: Callable[[str, str], None] | None = None) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()
        self._shared = shared_events
        self._on_feedback = on_feedback

    def claim_event(self, key: str, then: Callable[[sqlite3.Connection], None] | None = None) -> bool:
        """True the first time `key` is seen (by any replica sharing the event store, or any process on
        this file), False after. While the shared store is unreachable this file alone decides: a
        retry that reaches another replica may then be answered twice, rather than not at all.

        `then(db)` runs in the same transaction as a local claim that wins (the durable intake
        queues the question there, so the claim and the queued question land together)."""
        first_here = self._claim_here(key, then)
        if not first_here or self._shared is None:
            return first_here
        try:
            return self._shared.claim(key)
        except StoreUnavailable:
            log.warning("shared event store unreachable; deduplicating in this replica only")
            return True

    def _claim_here(self, key: str, then: Callable[[sqlite3.Connection], None] | None = None) -> bool:
        with self._lock, self._db:
            cur = self._db.execute("INSERT OR IGNORE INTO seen_events(key, at) VALUES (?, ?)", (key, time.time()))
            self._db.execute("DELETE FROM seen_events WHERE at < ?", (time.time() - 86400,))
            if cur.rowcount == 1 and then is not None:
                then(self._db)
            return cur.rowcount == 1

    def record_feedback(self, *, platform: str, user: str, question: str, confidence: float,
                        vote: str, answer_ref: str = "") -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO feedback(at, platform, user, question, confidence, vote, answer_ref) VALUES (?,?,?,?,?,?,?)",
                (time.time(), platform, user, question, confidence, vote, answer_ref))
        if self._on_feedback is not None:
            self._on_feedback(platform, vote)

    def record_escalation(self, item: Escalation) -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO escalations(at, platform, user, question, confidence, sources, link, reason) "
                "VALUES (?,?,?,?,?,?,?,?)",
                (time.time(), item.platform, item.user, item.question, item.confidence,
                 json.dumps(item.sources), item.link, item.reason))

    def feedback(self) -> list[dict]:
        return self._rows("SELECT platform, user, question, confidence, vote, answer_ref FROM feedback ORDER BY id")

    def escalations(self) -> list[dict]:
        return self._rows("SELECT platform, user, question, confidence, sources, link, reason FROM escalations ORDER BY id")

    def _rows(self, sql: str) -> list[dict]:
        with self._lock:
            cur = self._db.execute(sql)
            names = [d[0] for d in cur.description]
            return [dict(zip(names, row)) for row in cur.fetchall()]

    def close(self) -> None:
        self._db.close()
