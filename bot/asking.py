"""The one question flow every adapter runs: rate limit, ask the core, map errors to words.

Adapters turn a chat event into `ask(...)` and a `Reply` back into a chat
message; nothing here knows about Slack or Discord.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Sequence

from knowledge import Answer, KnowledgeBase, KnowledgeError

from .presenting import ERROR_MESSAGE, RATE_LIMITED
from .ratelimit import RateLimiter

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Reply:
    """Either an answer, or a notice to show instead (rate limit, bad question, failure)."""

    answer: Answer | None = None
    notice: str = ""

    @property
    def escalate(self) -> bool:
        return bool(self.answer and self.answer.escalate)


class Asker:
    def __init__(self, kb: KnowledgeBase, limiter: RateLimiter) -> None:
        self.kb = kb
        self.limiter = limiter

    def ask(self, *, platform: str, user: str, question: str, context: Sequence[str] = ()) -> Reply:
        """Never raises: every failure becomes a friendly notice (and a log line without the text)."""
        if not self.limiter.allow(f"{platform}:{user}"):
            return Reply(notice=RATE_LIMITED)
        try:
            return Reply(answer=self.kb.ask(question, context=context))
        except KnowledgeError as exc:
            log.warning("%s question not answered: %s", platform, type(exc).__name__)
            return Reply(notice=str(exc))
        except Exception:
            log.exception("%s question failed", platform)
            return Reply(notice=ERROR_MESSAGE)
