"""The one question flow every adapter runs: rate limit, ask the core, map errors to words.

Adapters turn a chat event into `ask(...)` and a `Reply` back into a chat
message; nothing here knows about Slack or Discord. Each question's outcome
(answered, escalated, refused, error), time and confidence go to `observe`
(the Prometheus metrics), without its text.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from knowledge import Answer, KnowledgeBase, KnowledgeError, StoreUnavailable

from .presenting import ERROR_MESSAGE, RATE_LIMITED, STORE_UNAVAILABLE
from .ratelimit import RateLimiter

log = logging.getLogger(__name__)

# observe(adapter, outcome, seconds, answer or None)
Observer = Callable[[str, str, float, "Answer | None"], None]


@dataclass(frozen=True)
class Reply:
    """Either an answer, or a notice to show instead (rate limit, bad question, failure)."""

    answer: Answer | None = None
    notice: str = ""

    @property
    def escalate(self) -> bool:
        return bool(self.answer and self.answer.escalate)


class Asker:
    def __init__(self, kb: KnowledgeBase, limiter: RateLimiter, observe: Observer | None = None) -> None:
        self.kb = kb
        self.limiter = limiter
        self.observe = observe

    def ask(self, *, platform: str, user: str, question: str, context: Sequence[str] = ()) -> Reply:
        """Never raises: every failure becomes a friendly notice (and a log line without the text)."""
        started = time.perf_counter()
        reply, outcome = self._ask(platform, user, question, context)
        if self.observe is not None:
            self.observe(platform, outcome, time.perf_counter() - started, reply.answer)
        return reply

    def _ask(self, platform: str, user: str, question: str, context: Sequence[str]) -> tuple[Reply, str]:
        if not self.limiter.allow(f"{platform}:{user}"):
            return Reply(notice=RATE_LIMITED), "refused"
        try:
            answer = self.kb.ask(question, context=context)
            return Reply(answer=answer), "escalated" if answer.escalate else "answered"
        except StoreUnavailable as exc:
            log.error("%s question not answered: the knowledge index is unreachable (%s)", platform, exc)
            return Reply(answer=unavailable_answer(question)), "error"
        except KnowledgeError as exc:
            log.warning("%s question not answered: %s", platform, type(exc).__name__)
            return Reply(notice=str(exc)), "refused"
        except Exception:
            log.exception("%s question failed", platform)
            return Reply(notice=ERROR_MESSAGE), "error"


def unavailable_answer(question: str) -> Answer:
    """The index cannot be reached: say so plainly and hand the question to a person (escalate)."""
    return Answer(question=" ".join(question.split()), final_answer=STORE_UNAVAILABLE, retrieved_chunks=(),
                  confidence=0.0, citations=(), escalate=True, mode="unavailable", confidence_level="low")
