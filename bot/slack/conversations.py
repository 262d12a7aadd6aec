"""What the bot remembers of Slack threads: which it answered, who asked there, the questions so far,
and what an escalation after a 👎 needs of each answer.

Kept in memory (bounded, see `bot.memory`). After a restart the adapter
rebuilds a thread from `conversations.replies` instead, see
`incoming.thread_from_history`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from ..memory import BoundedMemory

QUESTIONS_KEPT = 10  # per thread, as context for the next question


@dataclass
class ThreadState:
    askers: set[str] = field(default_factory=set)
    questions: list[str] = field(default_factory=list)

    def copy(self) -> "ThreadState":
        return ThreadState(set(self.askers), list(self.questions))


@dataclass(frozen=True)
class AnswerMemo:
    """What the escalation after a 👎 needs and a button value cannot carry."""

    asker: str
    question: str
    sources: list[str]


Thread = tuple[str, str]  # (channel, thread_ts)


class Conversations:
    """Thread-safe (the work queue's threads share it); `limit` threads and answers are remembered.

    A stored `ThreadState` is never changed in place: readers get a copy and
    writers store a new one.
    """

    def __init__(self, limit: int = 5000) -> None:
        self._threads: BoundedMemory[Thread, ThreadState] = BoundedMemory(limit)
        self._not_ours: BoundedMemory[Thread, bool] = BoundedMemory(limit)
        self._answers: BoundedMemory[Thread, AnswerMemo] = BoundedMemory(limit)
        self._writing = threading.Lock()  # a question is added by read-change-store, one writer at a time

    def get(self, channel: str, thread_ts: str) -> ThreadState | None:
        state = self._threads.get((channel, thread_ts))
        return state.copy() if state else None

    def remember_question(self, channel: str, thread_ts: str, asker: str, question: str) -> None:
        with self._writing:
            state = self.get(channel, thread_ts) or ThreadState()
            state.askers.add(asker)
            if question:
                state.questions.append(question)
                del state.questions[:-QUESTIONS_KEPT]
            self._threads.put((channel, thread_ts), state)
            self._not_ours.pop((channel, thread_ts))

    def adopt(self, channel: str, thread_ts: str, state: ThreadState) -> None:
        """Store a thread rebuilt from Slack's history unless a newer one is already known."""
        with self._writing:
            self._threads.put_if_absent((channel, thread_ts), state.copy())

    def mark_not_ours(self, channel: str, thread_ts: str) -> None:
        self._not_ours.put((channel, thread_ts), True)

    def is_not_ours(self, channel: str, thread_ts: str) -> bool:
        return (channel, thread_ts) in self._not_ours

    def remember_answer(self, channel: str, ts: str, memo: AnswerMemo) -> None:
        self._answers.put((channel, ts), memo)

    def answer(self, channel: str, ts: str) -> AnswerMemo | None:
        return self._answers.get((channel, ts))
