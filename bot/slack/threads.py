"""Which threads the bot answered, who asked there, and the questions asked so far.

Kept in memory (bounded, oldest forgotten first). After a restart the adapter
rebuilds a thread from `conversations.replies` instead, see `SlackBot.thread_from_history`.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field


@dataclass
class ThreadState:
    askers: set[str] = field(default_factory=set)
    questions: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class AnswerMemo:
    """What the escalation after a 👎 needs and a button value cannot carry."""

    asker: str
    question: str
    sources: list[str]


class _Bounded(OrderedDict):
    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def put(self, key, value) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


class ThreadMemory:
    """Thread-safe; `limit` threads and answers are remembered."""

    def __init__(self, limit: int = 5000) -> None:
        self._threads: _Bounded = _Bounded(limit)
        self._not_ours: _Bounded = _Bounded(limit)
        self._answers: _Bounded = _Bounded(limit)
        self._lock = threading.Lock()

    def get(self, channel: str, thread_ts: str) -> ThreadState | None:
        with self._lock:
            state = self._threads.get((channel, thread_ts))
            return ThreadState(set(state.askers), list(state.questions)) if state else None

    def remember_question(self, channel: str, thread_ts: str, asker: str, question: str) -> None:
        with self._lock:
            state = self._threads.get((channel, thread_ts)) or ThreadState()
            state.askers.add(asker)
            if question:
                state.questions.append(question)
                del state.questions[:-10]
            self._threads.put((channel, thread_ts), state)
            self._not_ours.pop((channel, thread_ts), None)

    def adopt(self, channel: str, thread_ts: str, state: ThreadState) -> None:
        """Store a thread rebuilt from Slack's history unless a newer one is already known."""
        with self._lock:
            if (channel, thread_ts) not in self._threads:
                self._threads.put((channel, thread_ts), ThreadState(set(state.askers), list(state.questions)))

    def mark_not_ours(self, channel: str, thread_ts: str) -> None:
        with self._lock:
            self._not_ours.put((channel, thread_ts), True)

    def is_not_ours(self, channel: str, thread_ts: str) -> bool:
        with self._lock:
            return (channel, thread_ts) in self._not_ours

    def remember_answer(self, channel: str, ts: str, memo: AnswerMemo) -> None:
        with self._lock:
            self._answers.put((channel, ts), memo)

    def answer(self, channel: str, ts: str) -> AnswerMemo | None:
        with self._lock:
            return self._answers.get((channel, ts))
