"""Does the index answer this question? A better escalation signal than the chunk score.

`confidence` (max `(cos+1)/2` over chunks) separates answerable from unanswerable
questions poorly (AUROC 0.51 on the attention-paper set; README "Answer quality"):
a chunk about the right topic scores high even when it lacks the fact asked for.
Answerability looks closer and wider:

- support: the best cosine between the question and any single *sentence* of the
  retrieved chunks (a fact lives in a sentence, a chunk mixes several);
- coverage: the IDF-weighted share of the question's content words that occur
  anywhere in the live documents (a question about "Romanian" BLEU scores cannot
  be answered by a paper that never says "Romanian").

answerability = (1 - W) * (support + 1) / 2 + W * coverage, with W = 0.1 chosen on
the three eval sets (0.05-0.15 score alike). Sentence vectors are saved per document version
after an ingest (sentence_files.py), else embedded on first use and cached by text.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Sequence

import numpy as np

from .answer import RetrievedChunk
from .extractive import terms
from .keyword import KeywordIndex
from .sentence_files import Sentences, SentenceFiles
from .sentences import split_sentences

W_COVERAGE = 0.1
MIN_WORDS = 4  # shorter pieces are headings or table cells, not statements
_CACHE_CHUNKS = 4096


def coverage(question: str, index: KeywordIndex) -> float:
    """IDF-weighted share of the question's content words found in the index (1.0 with none)."""
    words = list(dict.fromkeys(terms(question)))
    if not words or not len(index):
        return 1.0
    weights = [index.idf(w) for w in words]
    return sum(wt for w, wt in zip(words, weights) if index.contains(w)) / sum(weights)


def combine(support: float, cover: float) -> float:
    return round((1 - W_COVERAGE) * (support + 1) / 2 + W_COVERAGE * cover, 3)


class SentenceVectors:
    """Unit vectors of each chunk's sentences: saved ones (sentence_files.py), else embedded once per
    chunk text and kept (LRU)."""

    def __init__(self, embed: Callable[[list[str]], np.ndarray], saved: SentenceFiles | None = None) -> None:
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
        missing = list(dict.fromkeys(c.text for c in chunks if c.text not in found))
        if missing:
            made = self.compute(missing)
            found.update(made)
            with self._lock:
                self._cache.update(made)
                while len(self._cache) > _CACHE_CHUNKS:
                    self._cache.popitem(last=False)
        return [found[c.text] for c in chunks]

    def compute(self, texts: list[str], *, batch: int = 0,
                between_batches: Callable[[], None] | None = None) -> dict[str, Sentences]:
        """Split and embed the sentences of `texts`; `batch` > 0 embeds that many sentences at a time,
        calling `between_batches` before each (background work uses it to give way to questions)."""
        split = {t: statements(t) for t in dict.fromkeys(texts)}
        flat = [s for sentences in split.values() for s in sentences]
        step = batch if batch > 0 else max(1, len(flat))
        parts = []
        for start in range(0, len(flat), step):
            if between_batches is not None:
                between_batches()
            parts.append(self._embed(flat[start:start + step]))
        vectors = np.concatenate(parts) if parts else np.zeros((0, 1), dtype=np.float32)
        out, start = {}, 0
        for text, sentences in split.items():
            out[text] = (sentences, vectors[start:start + len(sentences)])
            start += len(sentences)
        return out


def statements(text: str) -> list[str]:
    """The sentences of a chunk that can state a fact."""
    return [s for s in split_sentences(text) if len(s.split()) >= MIN_WORDS]


def sentence_support(vector: np.ndarray, per_chunk: list[tuple[list[str], np.ndarray]]) -> float:
    """The best cosine between the question and one sentence; -1 when there is no sentence."""
    best = [float(np.max(v @ vector)) for _, v in per_chunk if len(v)]
    return max(best, default=-1.0)
