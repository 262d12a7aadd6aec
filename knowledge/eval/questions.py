"""Labelled questions and what happened to each: the types `kb eval`'s runner, metrics and report share."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

SPLITS = ("", "dev", "test")
CURVE_DEPTH = 10  # recall@k is reported for k = 1..10


@dataclass(frozen=True)
class Item:
    """One labelled question."""

    question: str
    has_answer: bool
    pages: tuple[int, ...]
    answer_contains: tuple[str, ...]
    source: str = ""
    split: str = ""  # "dev" (tune on it) or "test" (report on it); "" in sets without halves


@dataclass
class QuestionResult:
    """What happened to one question: the ranking, the answer and its checks."""

    question: str
    has_answer: bool
    pages: list[int]
    source: str
    answer_contains: list[str]
    ranked: list[list]  # [source, page] of the retriever's top CURVE_DEPTH chunks, in its order
    shown: list[list]  # [source, page] of the chunks the answer showed (top k)
    answer: str
    confidence: float
    answerability: float
    escalate: bool
    mode: str
    contains_found: list[str] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    answer_sentences: int = 0
    latency_ms: float = 0.0
    split: str = ""
    cited: list[list] = field(default_factory=list)  # [source, page] of the chunks the answer cites

    @property
    def solved(self) -> bool:
        """Answerable, answered (not escalated), and every `answer_contains` string is in the reply."""
        return self.has_answer and not self.escalate and len(self.contains_found) == len(self.answer_contains)

    @property
    def cites_labelled_page(self) -> bool:
        return any(page in self.pages and (not self.source or source == self.source) for source, page in self.cited)


def load_set(path: str | os.PathLike) -> list[Item]:
    """Read and check a set; a malformed item is a ValueError naming it."""
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(raw, list) or not raw:
        raise ValueError(f"{path}: an evaluation set is a non-empty JSON list")
    items = []
    for i, entry in enumerate(raw):
        try:
            items.append(Item(question=str(entry["question"]), has_answer=bool(entry["has_answer"]),
                              pages=tuple(int(p) for p in entry.get("pages", [])),
                              answer_contains=tuple(str(s) for s in entry.get("answer_contains", [])),
                              source=str(entry.get("source", "")), split=str(entry.get("split", ""))))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: item {i} is malformed ({exc})") from None
        if items[-1].split not in SPLITS:
            raise ValueError(f"{path}: item {i} has split {items[-1].split!r}; use one of dev, test")
    return items
