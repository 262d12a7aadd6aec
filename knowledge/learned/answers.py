"""`LearnedAnswers`: save, remove, restore, list and match the support team's answers.

The knowledge base holds one; every adapter and `kb answers` go through it, so the checks (no empty, huge or
broadcasting answer), the writer lock, and the run-history record happen once. Saves and removals are runs
in the ingest history like document changes, and a removed answer can be restored (`restore`).
"""

from __future__ import annotations

import logging
import os
import re
import socket
import time
from contextlib import ExitStack, contextmanager
from typing import Callable, Iterator

import numpy as np

from knowledge.answer import Answer
from knowledge.errors import BadLearnedAnswer, StoreUnavailable, UnknownLearnedAnswer
from knowledge.learned.matching import learned_reply, matches
from knowledge.learned.store import LearnedAnswer, LearnedStore, now_iso
from knowledge.store.history import Run, utc_now
from knowledge.store.lock import writer_lock

log = logging.getLogger(__name__)

WRITE_WAIT_SECONDS = 30.0  # an embedded store's writer lock may be held by an ingest; wait this long
# Slack's broadcast and group mentions, Discord's @everyone/@here and role mentions: never stored or replayed.
BROADCAST = re.compile(r"<!(?:channel|here|everyone)[^>]*>|<!subteam\^[^>]*>|<@&\d+>|(?<![\w.])@(?:everyone|here|channel)\b",
                       re.IGNORECASE)


def clean(text: str, what: str, limit: int) -> str:
    """`text` trimmed, or BadLearnedAnswer with a message for the person who sent it."""
    text = (text or "").strip()
    if not text:
        raise BadLearnedAnswer(f"The {what} is empty; nothing was saved.")
    if len(text) > limit:
        raise BadLearnedAnswer(f"The {what} is too long ({len(text):,} characters; at most {limit:,}); "
                               "nothing was saved.")
    if BROADCAST.search(text):
        raise BadLearnedAnswer(f"The {what} mentions @channel, @here, @everyone or a group; remove the mention "
                               "and try again. Nothing was saved.")
    return text


class LearnedAnswers:
    def __init__(self, settings, chunk_store, embed_one: Callable[[str], np.ndarray], history,
                 level: Callable[[float], str]) -> None:
        self.settings = settings
        self.store = LearnedStore(chunk_store)
        self._chunks = chunk_store
        self._embed_one = embed_one
        self._history = history
        self._level = level

    # ---- answering (called once by KnowledgeBase._ask_once) -----------------------------

    def over(self, answer: Answer, vector: np.ndarray) -> Answer:
        """The learned answer's reply when a saved question matches, else `answer` unchanged (also when the
        learned answers cannot be read: the documents' answer still stands)."""
        try:
            found = self.store.nearest(vector)
        except StoreUnavailable as exc:
            log.warning("learned answers not consulted: %s", exc)
            return answer
        if not matches(found, self.settings.learned_threshold):
            return answer
        return learned_reply(answer, found, self._chunks.documents(), self._level)

    # ---- curation ---------------------------------------------------------------------------

    def check(self, question: str, answer: str) -> tuple[str, str]:
        """Both texts as they would be saved, or BadLearnedAnswer (nothing is written)."""
        return (clean(" ".join((question or "").split()), "question", self.settings.max_question_chars),
                clean(answer, "answer", self.settings.learned_max_chars))

    def check_answer(self, answer: str) -> str:
        """The answer as it would be saved (and may be relayed to an asker), or BadLearnedAnswer."""
        return clean(answer, "answer", self.settings.learned_max_chars)

    def save(self, question: str, answer: str, *, by: str, answered_by: str = "", escalation: str = "",
             trigger: str = "api", answer_id: str = "", saved_at: str = "") -> LearnedAnswer:
        question, answer = self.check(question, answer)
        item = LearnedAnswer(id=answer_id or LearnedAnswer.new_id(), question=question, answer=answer,
                             saved_by=by.strip() or "unknown", saved_at=saved_at or now_iso(),
                             answered_by=answered_by.strip(), escalation=escalation)
        vector = self._embed_one(question)
        with self._writing("answer-save", trigger, by, item, "added"):
            self.store.put(item, vector)
        return item

    def remove(self, answer_id: str, *, by: str, trigger: str = "api") -> LearnedAnswer:
        """Gone from answers at once, in every process and replica; kept for `restore`."""
        item = self.store.get(answer_id)
        if not item.live:
            raise UnknownLearnedAnswer(f"The learned answer {answer_id} was already removed.")
        with self._writing("answer-remove", trigger, by, item, "removed"):
            item = self.store.set_live(item, False, by)
        return item

    def restore(self, answer_id: str, *, by: str, trigger: str = "api") -> LearnedAnswer:
        """Undo a removal (the rollback of a learned answer)."""
        item = self.store.get(answer_id)
        if item.live:
            raise UnknownLearnedAnswer(f"The learned answer {answer_id} is live; there is no removal to undo.")
        with self._writing("answer-restore", trigger, by, item, "restored"):
            item = self.store.set_live(item, True, by)
        return item

    def get(self, answer_id: str) -> LearnedAnswer:
        return self.store.get(answer_id.strip())

    def list(self, *, include_removed: bool = False) -> list[LearnedAnswer]:
        return self.store.all(include_removed=include_removed)

    @contextmanager
    def _writing(self, action: str, trigger: str, actor: str, item: LearnedAnswer, status: str) -> Iterator[None]:
        """The writer lock (embedded store) around one write, then its record in the run history."""
        started, tick = utc_now(), time.perf_counter()
        with ExitStack() as stack:
            if not self.settings.uses_chroma_server:  # a Chroma server orders concurrent writes itself
                stack.enter_context(writer_lock(self.settings.data_dir, WRITE_WAIT_SECONDS))
            yield
        self._record(action, trigger, actor, item, status, started, time.perf_counter() - tick)

    def _record(self, action, trigger, actor, item, status, started, seconds) -> None:
        run = Run(id=f"{started:%Y%m%dT%H%M%S%f}-{item.id[-6:]}", started_at=started.isoformat(timespec="seconds"),
                  finished_at=utc_now().isoformat(timespec="seconds"), seconds=round(seconds, 3), trigger=trigger,
                  actor=actor, action=action, outcome="ok", summary=f"learned answer {item.id} {status}",
                  changes=({"source": "support answers", "id": item.id, "status": status},),
                  host=socket.gethostname(), pid=os.getpid())
        try:
            self._history.record(run)
        except Exception as exc:  # the write itself succeeded
            log.warning("the %s run could not be recorded in the history: %s", action, exc)
