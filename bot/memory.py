"""A bounded, thread-safe memory: what an adapter remembers of recent threads and answers.

A long-running bot keeps a flat footprint: past `limit` entries the least
recently used one is forgotten (reading an entry counts as using it). Both
adapters keep their conversations in it; Slack reads and writes it from
several worker threads, hence the lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedMemory(Generic[K, V]):
    """An LRU map of at most `limit` entries; every method is atomic."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit = limit
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def put(self, key: K, value: V) -> None:
        """Remember `value` as the newest entry, forgetting the oldest ones past `limit`."""
        with self._lock:
            self._store(key, value)

    def put_if_absent(self, key: K, value: V) -> bool:
        """Remember `value` unless `key` is already known; True when it was stored."""
        with self._lock:
            if key in self._items:
                return False
            self._store(key, value)
            return True

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def pop(self, key: K) -> V | None:
        with self._lock:
            return self._items.pop(key, None)

    def __contains__(self, key: object) -> bool:
        with self._lock:
            return key in self._items

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def _store(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)
