"""What the bot remembers about recent answers, so replies can be follow-ups and buttons can act.

Kept in memory and bounded: a long-running bot keeps a flat footprint, and after
a restart an answer is recalled from Discord itself (the answer is a reply to
the question), see `client.PagewiseClient.recall_turn`.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


@dataclass(frozen=True)
class Turn:
    """One answered question: what a follow-up, a vote or an escalation needs later."""

    asker_id: int
    question: str
    context: tuple[str, ...] = ()  # earlier questions of the same conversation, oldest first
    confidence: float = 0.0
    badge: str = ""  # e.g. "🔴 Low confidence (0.41)"
    escalated: bool = False
    sources: tuple[str, ...] = ()  # top retrieved chunks, for people handling an escalation
    link: str = ""  # jump link to the question (or to the answer for /ask)

    @property
    def history(self) -> tuple[str, ...]:
        """The questions so far, as context for the next one."""
        return self.context + (self.question,)

    def escalated_now(self) -> "Turn":
        return replace(self, escalated=True)


class Bounded(Generic[K, V]):
    """A small LRU map: the oldest entries fall out past `limit`."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: OrderedDict[K, V] = OrderedDict()

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def __len__(self) -> int:
        return len(self._items)


class Conversations:
    """Recent answers by the id of the bot's message, and the threads the bot started."""

    def __init__(self, limit: int = 10_000) -> None:
        self._answers: Bounded[int, Turn] = Bounded(limit)
        self._threads: Bounded[int, Turn] = Bounded(limit)

    def remember_answer(self, message_id: int, turn: Turn) -> None:
        self._answers.put(message_id, turn)

    def answer(self, message_id: int) -> Turn | None:
        return self._answers.get(message_id)

    def remember_thread(self, thread_id: int, turn: Turn) -> None:
        """The latest turn of a thread the bot started; follow-ups there build on it."""
        self._threads.put(thread_id, turn)

    def thread(self, thread_id: int) -> Turn | None:
        return self._threads.get(thread_id)
