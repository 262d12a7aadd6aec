"""Saved support answers in their own Chroma collection (`<collection>_learned`) beside the chunks.

In the same store as the documents, so a Chroma-server deployment shares them with every replica, and an
embedded one with every process on the data dir (writes bump the store's generation, readers reopen).
Each record is searchable by its question's vector. Removing one marks it removed rather than deleting it,
so `kb answers restore` can bring it back; searches only see live ones.
"""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timezone

import numpy as np

from knowledge.errors import UnknownLearnedAnswer
from knowledge.store.records import guarded

SUFFIX = "_learned"


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class LearnedAnswer:
    """One saved answer: the question as the saver worded it, the support person's answer, and provenance."""

    id: str
    question: str
    answer: str
    saved_by: str  # who saved it (a chat user's name or id, or the `--by` of `kb answers add`)
    saved_at: str  # ISO time, UTC
    answered_by: str = ""  # the support person who wrote the answer, when it came from a relayed reply
    escalation: str = ""  # the escalation it came from, e.g. "slack:C123:1700000000.000100"; "" when added by hand
    live: bool = True
    removed_at: str = ""
    removed_by: str = ""

    @staticmethod
    def new_id() -> str:
        return "la-" + uuid.uuid4().hex[:10]

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "LearnedAnswer":
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data and data[k] is not None}
        return cls(**known)


@dataclass(frozen=True)
class Found:
    """A live learned answer near a question, with the cosine of the two questions."""

    answer: LearnedAnswer
    cosine: float


class LearnedStore:
    """Reads and writes the `_learned` collection of a `ChunkStore` (callers of the writes hold the lock)."""

    def __init__(self, chunk_store) -> None:
        self._store = chunk_store

    def _collection(self):
        return self._store.side_collection(SUFFIX, searchable=True)

    def put(self, item: LearnedAnswer, vector: np.ndarray) -> None:
        guarded(lambda: self._collection().upsert(
            ids=[item.id], embeddings=[np.asarray(vector, dtype=np.float32).tolist()],
            metadatas=[item.to_dict()]), "The learned answers cannot be written")
        self._store.announce_write()

    def set_live(self, item: LearnedAnswer, live: bool, by: str) -> LearnedAnswer:
        changed = replace(item, live=live, removed_at="" if live else now_iso(), removed_by="" if live else by)
        guarded(lambda: self._collection().update(ids=[item.id], metadatas=[changed.to_dict()]),
                "The learned answers cannot be written")
        self._store.announce_write()
        return changed

    def get(self, answer_id: str) -> LearnedAnswer:
        got = guarded(lambda: self._collection().get(ids=[answer_id], include=["metadatas"]),
                      "The learned answers cannot be read")
        if not got["ids"]:
            raise UnknownLearnedAnswer(f"No learned answer has the id {answer_id!r} (see `kb answers list`).")
        return LearnedAnswer.from_dict(got["metadatas"][0])

    def all(self, *, include_removed: bool = False) -> list[LearnedAnswer]:
        """Newest first."""
        got = guarded(lambda: self._collection().get(include=["metadatas"]), "The learned answers cannot be read")
        items = [LearnedAnswer.from_dict(m) for m in got["metadatas"] or []]
        return sorted((i for i in items if include_removed or i.live), key=lambda i: i.saved_at, reverse=True)

    def nearest(self, vector: np.ndarray) -> Found | None:
        """The live learned answer whose question is nearest to `vector`, or None when none is saved."""
        collection = self._collection()

        def search():
            if collection.count() == 0:
                return None
            return collection.query(query_embeddings=[np.asarray(vector, dtype=np.float32).tolist()], n_results=1,
                                    where={"live": True}, include=["metadatas", "distances"])

        got = guarded(search, "The learned answers cannot be searched")
        if got is None or not got["ids"] or not got["ids"][0]:
            return None
        return Found(LearnedAnswer.from_dict(got["metadatas"][0][0]), 1.0 - float(got["distances"][0][0]))
