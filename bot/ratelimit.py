"""A per-user question rate limit, shared by every adapter."""

from __future__ import annotations

import threading
import time
from collections import defaultdict, deque
from typing import Callable


class RateLimiter:
    """At most `per_minute` questions per user in any sliding 60-second window (0 = no limit)."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self._clock = clock
        self._seen: dict[str, deque[float]] = defaultdict(deque)
        self._lock = threading.Lock()

    def allow(self, user: str) -> bool:
        if self.per_minute <= 0:
            return True
        now = self._clock()
        with self._lock:
            times = self._seen[user]
            while times and now - times[0] >= 60.0:
                times.popleft()
            if len(times) >= self.per_minute:
                return False
            times.append(now)
            return True
