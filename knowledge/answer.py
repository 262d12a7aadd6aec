"""The typed answer the core hands to every adapter.

The JSON shape is the seed contract (`final_answer`, `retrieved_chunks`,
`confidence`) plus `citations`, `escalate` and `mode`. Each citation names its
chunk `id` together with its `source` and `page`: chunk ids restart in every
document, so an id alone is ambiguous once two documents are indexed. A learned
answer (mode "learned", knowledge/learned/) is cited first, with `source`
"support answers" and the learned answer's id.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field


@dataclass(frozen=True)
class RetrievedChunk:
    """One chunk returned by retrieval, scored `(cos + 1) / 2`; `units` are its answerable pieces
    (sentences, table rows with their headers, list items with their lead-in; knowledge/pdf/units.py)."""

    id: str
    page: int
    text: str
    score: float
    source: str
    units: tuple = field(default=(), repr=False, compare=False)

    def to_dict(self) -> dict:
        return {"id": self.id, "page": self.page, "text": self.text, "score": self.score, "source": self.source}


LEARNED_SOURCE = "support answers"


@dataclass(frozen=True)
class LearnedRef:
    """The saved support answer an answer used: which one, who saved it and when (ISO time)."""

    id: str
    saved_by: str
    saved_at: str
    question: str

    def to_dict(self) -> dict:
        return {"id": self.id, "source": LEARNED_SOURCE, "saved_by": self.saved_by, "saved_at": self.saved_at}


@dataclass(frozen=True)
class Answer:
    """A grounded answer; adapters only format it, they never re-decide it."""

    question: str
    final_answer: str
    retrieved_chunks: tuple[RetrievedChunk, ...]
    confidence: float
    citations: tuple[str, ...]
    escalate: bool
    mode: str  # "llm", "extractive" or "learned" (a saved support answer; knowledge/learned/)
    confidence_level: str = "low"  # "high", "medium" or "low" (seed's table)
    cited_keys: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    answerability: float | None = None  # what escalation decides on (knowledge/answering/answerability.py)
    learned: tuple[LearnedRef, ...] = ()  # the saved support answers it quotes, cited before any page

    @property
    def cited_chunks(self) -> list[RetrievedChunk]:
        """The retrieved chunks the answer actually used, in citation order."""
        by_key = {(c.source, c.id): c for c in self.retrieved_chunks}
        return [by_key[k] for k in self.cited_keys if k in by_key]

    def cited_pages(self) -> dict[str, list[int]]:
        """Pages cited per source document, e.g. {"handbook.pdf": [12, 13]}."""
        pages: dict[str, list[int]] = {}
        for chunk in self.cited_chunks:
            seen = pages.setdefault(chunk.source, [])
            if chunk.page not in seen:
                seen.append(chunk.page)
        return {source: sorted(p) for source, p in pages.items()}

    def to_dict(self) -> dict:
        return {
            "final_answer": self.final_answer,
            "retrieved_chunks": [c.to_dict() for c in self.retrieved_chunks],
            "confidence": self.confidence,
            "citations": [ref.to_dict() for ref in self.learned]
                         + [{"id": c.id, "source": c.source, "page": c.page} for c in self.cited_chunks],
            "escalate": self.escalate,
            "answerability": self.answerability,
            "mode": self.mode,
        }

    def to_json(self, **kwargs) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, **kwargs)
