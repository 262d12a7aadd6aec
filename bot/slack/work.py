"""Work done after the ack: a few worker threads behind a bounded queue.

Listeners only ack, claim and enqueue, so a burst of questions (or a slow
answer, or a 429 wait) never delays the acknowledgement Slack needs within
3 seconds; when the queue is full the job is dropped and logged instead of
piling up without limit.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from typing import Callable

log = logging.getLogger(__name__)

Job = Callable[[], None]


class WorkQueue:
    def __init__(self, workers: int = 4, max_pending: int = 200, name: str = "slack-work") -> None:
        self._jobs: queue.Queue[Job | None] = queue.Queue(maxsize=max_pending)
        self._busy = 0
        self._lock = threading.Condition()
        self._threads = [threading.Thread(target=self._run, name=f"{name}-{i}", daemon=True) for i in range(workers)]
        for thread in self._threads:
            thread.start()

    def submit(self, job: Job, what: str) -> bool:
        """Queue `job`; False (and a warning) when the queue is full."""
        with self._lock:
            try:
                self._jobs.put_nowait(job)
            except queue.Full:
                log.warning("slack work queue full; dropped a %s", what)
                return False
            self._busy += 1
            return True

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until every queued job has finished (for shutdown and tests)."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(left)
            return True

    def stop(self) -> None:
        for _ in self._threads:
            try:
                self._jobs.put(None, timeout=5)
            except queue.Full:
                break
        for thread in self._threads:
            thread.join(timeout=5)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job()
            except Exception:
                log.exception("slack job failed")
            finally:
                with self._lock:
                    self._busy -= 1
                    self._lock.notify_all()
