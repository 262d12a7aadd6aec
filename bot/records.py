"""What people did with the bot, in one SQLite file: feedback, escalations, seen events.

Shared by every adapter, so Slack and Discord feedback and escalations land in
the same tables, and a redelivered chat event is recognised and dropped.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

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
    """Thread-safe; one connection per process."""

    def __init__(self, path: Path) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()

    def claim_event(self, key: str) -> bool:
        """True the first time `key` is seen (by any process on this file), False after."""
        with self._lock, self._db:
            cur = self._db.execute("INSERT OR IGNORE INTO seen_events(key, at) VALUES (?, ?)", (key, time.time()))
            self._db.execute("DELETE FROM seen_events WHERE at < ?", (time.time() - 86400,))
            return cur.rowcount == 1

    def record_feedback(self, *, platform: str, user: str, question: str, confidence: float,
                        vote: str, answer_ref: str = "") -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO feedback(at, platform, user, question, confidence, vote, answer_ref) VALUES (?,?,?,?,?,?,?)",
                (time.time(), platform, user, question, confidence, vote, answer_ref))

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
