"""Seen chat events in a collection on the Chroma server, so a fleet of replicas answers each event once.

Slack retries an event (and Socket Mode may hand the retry to another
connection); Discord sends every message to every connected process. With
`CHROMA_HOST` set, the replicas already share one Chroma server, so the record
of which events were taken lives there too: no extra database to run.

Chroma's `add` never overwrites an id that is already stored (1.5 ignores it
with a warning; older releases raised `DuplicateIDError`). A claim therefore
adds `key` with a random owner token and reads the record back: the claim is
won when the stored owner is its own token. The server orders the writes, so of
any number of racing claims exactly one reads its own token back
(`tests/test_scale_out.py` races two processes over the same keys).
"""

from __future__ import annotations

import threading
import time
import uuid
from typing import Callable

from knowledge import StoreUnavailable
from knowledge.store.records import add_if_absent, guarded

_SWEEP_EVERY_SECONDS = 3600.0


class SharedEvents:
    """add-if-absent claims on `<collection>_events`; keys older than `ttl_seconds` are swept hourly."""

    def __init__(self, client, name: str, *, ttl_seconds: float = 86400.0,
                 clock: Callable[[], float] = time.time) -> None:
        self._events = guarded(lambda: client.get_or_create_collection(name, embedding_function=None),
                               "The shared event store cannot be opened")
        self._ttl = ttl_seconds
        self._clock = clock
        self._next_sweep = 0.0
        self._lock = threading.Lock()

    def claim(self, key: str) -> bool:
        """True for exactly one caller per `key` across every process on the server; StoreUnavailable if unreachable."""
        token = uuid.uuid4().hex
        now = self._clock()
        try:
            self._sweep(now)
            held = add_if_absent(self._events, key, {"owner": token, "at": now})
        except Exception as exc:
            raise StoreUnavailable(f"The shared event store cannot be reached: {exc}") from exc
        return held.get("owner") == token

    def _sweep(self, now: float) -> None:
        """Forget keys past the TTL, at most once an hour per process (Slack retries within minutes)."""
        with self._lock:
            if now < self._next_sweep:
                return
            self._next_sweep = now + _SWEEP_EVERY_SECONDS
        self._events.delete(where={"at": {"$lt": now - self._ttl}})
