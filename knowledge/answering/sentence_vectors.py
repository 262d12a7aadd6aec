"""Sentence vectors: a vector for each answerable unit of a chunk (a sentence, a table row with its headers,
a list item with its lead-in), which answerability and the extractive answer compare with the question.

Saved per document version after an ingest (sentence_vector_files.py, made by sentence_vector_warmup.py),
else embedded on first use and kept in memory per chunk text (LRU).
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from knowledge.answer import RetrievedChunk
from knowledge.answering.sentence_vector_files import SentenceVectorFiles, Sentences
from knowledge.pdf.sentences import split_sentences

MIN_WORDS = 4  # shorter pieces are headings or table cells, not statements
_CACHE_CHUNKS = 4096


@dataclass(frozen=True)
class Statement:
    """A sentence of a chunk stored before chunks carried units: the same shape as `knowledge.pdf.units.Unit`."""

    text: str
    kind: str = "sentence"
    section: str = ""
    start: int = -1
    end: int = -1
    page: int = 0


def units_of(chunk) -> list:
    """The units of a chunk that can answer something: its stored units without headings and table-of-contents
    entries, else its statements."""
    if chunk.units:
        return [u for u in chunk.units if u.kind != "heading" and u.text.strip() and not is_contents_entry(u)]
    return [Statement(sentence) for sentence in statements(chunk.text)]


_CONTENTS = re.compile(r"^(?:table of )?contents$", re.IGNORECASE)
_DOT_LEADER = re.compile(r"(?:\.\s?){4,}\s*\d+\s*$")


def is_contents_entry(unit) -> bool:
    """A line of a table of contents ("3. Returns ...... 12"): it names every chapter and answers nothing,
    yet shares words with half the questions asked."""
    return bool(_CONTENTS.match(unit.section.rsplit(" > ", 1)[-1].strip()) or _DOT_LEADER.search(unit.text))


class SentenceVectors:
    """Unit vectors of each chunk's sentences: saved ones (sentence_vector_files.py), else embedded once per
    chunk text and kept (LRU)."""

    def __init__(self, embed: Callable[[list[str]], np.ndarray], saved: SentenceVectorFiles | None = None) -> None:
        self._embed = embed
        self.saved = saved
        self._cache: OrderedDict[str, Sentences] = OrderedDict()
        self._lock = threading.Lock()

    def of(self, chunks: Sequence[RetrievedChunk]) -> list[Sentences]:
        """(sentences, vectors) per chunk; all missing chunks are embedded in one batch."""
        found: dict[str, Sentences] = {}
        with self._lock:
            for c in chunks:
                if c.text in self._cache:
                    found[c.text] = self._cache[c.text]
                    self._cache.move_to_end(c.text)
        if self.saved is not None:
            for c in chunks:
                if c.text not in found and (hit := self.saved.lookup(c.text)) is not None:
                    found[c.text] = hit
        missing = {c.text: [u.text for u in units_of(c)] for c in chunks if c.text not in found}
        if missing:
            made = self.compute(missing)
            found.update(made)
            with self._lock:
                self._cache.update(made)
                while len(self._cache) > _CACHE_CHUNKS:
                    self._cache.popitem(last=False)
        return [found[c.text] for c in chunks]

    def compute(self, split: dict[str, list[str]], *, batch: int = 0,
                between_batches: Callable[[], None] | None = None) -> dict[str, Sentences]:
        """Embed the unit texts of each chunk (chunk text -> its unit texts); `batch` > 0 embeds that many at a
        time, calling `between_batches` before each (background work uses it to give way to questions).

        A text is embedded once however many chunks hold it: overlapping chunks repeat their neighbours'
        last sentences, and a table's title line recurs (about one unit in seven of a long PDF)."""
        distinct = list(dict.fromkeys(s for sentences in split.values() for s in sentences))
        step = batch if batch > 0 else max(1, len(distinct))
        parts = []
        for start in range(0, len(distinct), step):
            if between_batches is not None:
                between_batches()
            parts.append(self._embed(distinct[start:start + step]))
        vectors = np.concatenate(parts) if parts else np.zeros((0, 1), dtype=np.float32)
        row = {text: k for k, text in enumerate(distinct)}
        return {text: (sentences, vectors[[row[s] for s in sentences]].reshape(len(sentences), vectors.shape[-1]))
                for text, sentences in split.items()}


def statements(text: str) -> list[str]:
    """The sentences of a chunk that can state a fact."""
    return [s for s in split_sentences(text) if len(s.split()) >= MIN_WORDS]
