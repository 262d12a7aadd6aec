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
the three eval sets (0.05-0.15 score alike). Sentence vectors are cached by text.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Sequence

import numpy as np

from .answer import RetrievedChunk
from .extractive import terms
from .keyword import KeywordIndex
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
    """Unit vectors of each chunk's sentences, embedded once per chunk text (LRU)."""

    def __init__(self, embed: Callable[[list[str]], np.ndarray]) -> None:
        self._embed = embed
        self._cache: OrderedDict[str, tuple[list[str], np.ndarray]] = OrderedDict()
        self._lock = threading.Lock()

    def of(self, chunks: Sequence[RetrievedChunk]) -> list[tuple[list[str], np.ndarray]]:
        """(sentences, vectors) per chunk; all missing chunks are embedded in one batch."""
        with self._lock:
            found = {c.text: self._cache[c.text] for c in chunks if c.text in self._cache}
            for text in found:
                self._cache.move_to_end(text)
        missing = list(dict.fromkeys(c.text for c in chunks if c.text not in found))
        if missing:
            split = {t: [s for s in split_sentences(t) if len(s.split()) >= MIN_WORDS] for t in missing}
            flat = [s for t in missing for s in split[t]]
            vectors = self._embed(flat) if flat else np.zeros((0, 1), dtype=np.float32)
            start = 0
            for text in missing:
                n = len(split[text])
                found[text] = (split[text], vectors[start:start + n])
                start += n
            with self._lock:
                self._cache.update((t, found[t]) for t in missing)
                while len(self._cache) > _CACHE_CHUNKS:
                    self._cache.popitem(last=False)
        return [found[c.text] for c in chunks]


def sentence_support(vector: np.ndarray, per_chunk: list[tuple[list[str], np.ndarray]]) -> float:
    """The best cosine between the question and one sentence; -1 when there is no sentence."""
    best = [float(np.max(v @ vector)) for _, v in per_chunk if len(v)]
    return max(best, default=-1.0)
