"""Sentence vectors made ahead of questions, so no question pays to embed them.

`save_missing_sentence_vectors` embeds the sentences of every live document version that has no
saved file yet (sentence_vector_files.py) and deletes the files of versions that are
neither live nor kept for rollback. `kb ingest` runs it right after the new index
is live; a long-running process (the bot, `kb watch`) runs it on a background
thread, after its own writes and once a minute in case another process wrote.
The thread runs at a lower CPU priority and gives way while questions are answered.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Callable

from knowledge.answering.sentence_vectors import SentenceVectors, units_of
from knowledge.store.chunks import ChunkStore

log = logging.getLogger(__name__)

WARM_BATCH = 32  # sentences per embedding call: short enough that a question never waits long behind one


@dataclass(frozen=True)
class SavedSentenceVectors:
    """What one warm-up did."""

    versions: int  # document versions whose sentences were embedded now
    sentences: int
    seconds: float
    pruned: int  # versions whose files were deleted

    def summary(self) -> str:
        return (f"sentence vectors: {self.sentences} sentences of {self.versions} document version(s) embedded "
                f"in {self.seconds:.1f} s")


def save_missing_sentence_vectors(store: ChunkStore, sentences: SentenceVectors, *,
                  give_way: Callable[[], None] | None = None) -> SavedSentenceVectors:
    """Save sentence vectors for every live version that lacks them; drop files nobody can use again."""
    files = sentences.saved
    if files is None:
        return SavedSentenceVectors(0, 0, 0.0, 0)
    tick = time.perf_counter()
    docs = store.documents().values()
    live = sorted({d.version for d in docs} - {""})
    pruned = files.prune(set(live) | {d.previous_version for d in docs})
    versions = rows = 0
    for version in live:
        if files.has(version):
            continue
        split = {chunk.text: [u.text for u in units_of(chunk)] for chunk in store.chunks_of(version)}
        made = sentences.compute(split, batch=WARM_BATCH, between_batches=give_way)
        rows += files.write(version, made)
        versions += 1
    return SavedSentenceVectors(versions, rows, time.perf_counter() - tick, pruned)


class Stopped(Exception):
    """The process is shutting down: the warm-up ends between two batches."""


class SentenceVectorWarmup:
    """One daemon thread that warms when poked, and every `interval` seconds.

    `warm(check)` must call `check()` between batches: it raises `Stopped` once `stop()` was called.
    At exit the thread is stopped and joined first, so the process never ends mid-computation (torch
    aborts the process when its worker threads are torn down while busy)."""

    def __init__(self, warm: Callable[[Callable[[], None]], SavedSentenceVectors], *, interval: float = 60.0,
                 nice: int = 0) -> None:
        self._warm = warm
        self._interval = interval
        self._nice = nice
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self.runs = 0  # finished warm-ups, for tests and health pages
        self._thread = threading.Thread(target=self._loop, name="pagewise-warm", daemon=True)

    def start(self) -> "SentenceVectorWarmup":
        self._thread.start()
        atexit.register(self.stop)
        return self

    def poke(self) -> None:
        """Something was written: warm soon."""
        self._wake.set()

    def stop(self, timeout: float = 10.0) -> None:
        self._stopped.set()
        self._wake.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)
        atexit.unregister(self.stop)

    def _check(self) -> None:
        if self._stopped.is_set():
            raise Stopped

    def _loop(self) -> None:
        _lower_thread_priority(self._nice)
        while not self._stopped.is_set():
            try:
                warmed = self._warm(self._check)
                if warmed.versions:
                    log.info("%s", warmed.summary())
            except Stopped:
                return
            except Exception:  # a store outage must not end the thread; questions embed on demand meanwhile
                log.exception("saving sentence vectors failed; retrying later")
            self.runs += 1
            self._wake.wait(self._interval)
            self._wake.clear()


def _lower_thread_priority(increment: int) -> None:
    """Linux nices threads one by one; torch's worker threads started from this thread inherit it."""
    if increment <= 0:
        return
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + increment))
    except (OSError, AttributeError):
        log.info("could not lower the warm-up thread's priority; it still gives way to questions")
