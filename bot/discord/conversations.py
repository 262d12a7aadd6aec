"""What the bot remembers about recent answers, so replies can be follow-ups and buttons can act.

Kept in memory and bounded (see `bot.memory`): a long-running bot keeps a flat
footprint, and after a restart an answer is recalled from Discord itself (the
answer is a reply to the question), see `incoming.recall_turn`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..memory import BoundedMemory


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


class Conversations:
    """Recent answers by the id of the bot's message, and the threads the bot started."""

    def __init__(self, limit: int = 10_000) -> None:
        self._answers: BoundedMemory[int, Turn] = BoundedMemory(limit)
        self._threads: BoundedMemory[int, Turn] = BoundedMemory(limit)

    def remember_answer(self, message_id: int, turn: Turn) -> None:
        self._answers.put(message_id, turn)

    def answer(self, message_id: int) -> Turn | None:
        return self._answers.get(message_id)

    def remember_thread(self, thread_id: int, turn: Turn) -> None:
        """The latest turn of a thread the bot started; follow-ups there build on it."""
        self._threads.put(thread_id, turn)

    def thread(self, thread_id: int) -> Turn | None:
        return self._threads.get(thread_id)
