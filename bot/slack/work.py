"""What runs after the ack: Bolt's listeners on `ListenerPool`, and the jobs that are not questions on `WorkQueue`.

Questions wait in the durable intake (`bot/intake.py`), not here. `WorkQueue`
runs the rest (PDF drops, `kb` mentions, vote replies, escalation requests, busy
notices) off the request Slack is waiting for. It has no cap: a job is
never dropped after Slack was told it arrived; a deep queue is logged.

Both count what is under way, so "every event received so far has been
handled to the end" is something to wait for (`SlackBot.wait_idle`): Bolt
hands a listener run to `ListenerPool` before it acknowledges the request,
and a listener queues its work before it returns.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Callable

log = logging.getLogger(__name__)

Job = Callable[[], None]
LISTENER_THREADS = 5  # Bolt's own default


class ListenerPool(ThreadPoolExecutor):
    """Bolt's `listener_executor`, counting the listener runs under way and those finished.

    `on_done` is called after each run (the adapter counts handled events in
    its metrics), before the run stops counting as under way.
    """

    def __init__(self, workers: int = LISTENER_THREADS, on_done: Callable[[], None] | None = None) -> None:
        super().__init__(max_workers=workers, thread_name_prefix="slack-listener")
        self._on_done = on_done
        self._running = 0
        self.completed = 0
        self._lock = threading.Condition()

    def submit(self, fn, /, *args, **kwargs) -> Future:
        with self._lock:
            self._running += 1
        try:
            return super().submit(self._run, fn, *args, **kwargs)
        except BaseException:  # shut down: the run never starts
            self._finished(ran=False)
            raise

    def _run(self, fn, *args, **kwargs):
        try:
            return fn(*args, **kwargs)
        finally:
            if self._on_done is not None:
                try:
                    self._on_done()
                except Exception:
                    log.exception("counting a handled slack event failed")
            self._finished()

    def _finished(self, ran: bool = True) -> None:
        with self._lock:
            self._running -= 1
            self.completed += ran
            self._lock.notify_all()

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until no listener run is under way."""
        with self._lock:
            return self._lock.wait_for(lambda: self._running == 0, timeout)


DEEP_QUEUE = 200  # jobs waiting before each new one is logged as a warning


class WorkQueue:
    def __init__(self, workers: int = 4, name: str = "slack-work") -> None:
        self._jobs: queue.Queue[Job | None] = queue.Queue()
        self._busy = 0
        self._lock = threading.Condition()
        self._threads = [threading.Thread(target=self._run, name=f"{name}-{i}", daemon=True) for i in range(workers)]
        for thread in self._threads:
            thread.start()

    def submit(self, job: Job, what: str) -> None:
        """Queue `job` (a warning when many wait: the work is falling behind, but none is dropped)."""
        with self._lock:
            self._jobs.put_nowait(job)
            self._busy += 1
            if self._busy > DEEP_QUEUE:
                log.warning("slack work queue is %d jobs deep (latest: a %s)", self._busy, what)

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
            self._jobs.put(None)
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
