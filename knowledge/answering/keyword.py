"""BM25 over the live chunks: finds exact words (product names, numbers) the embedder blurs.

MiniLM reads only the first 256 word pieces of a chunk and maps rare names to
nearby common words; BM25 sees every word of every chunk. The index is built in
memory from the store's live chunks and rebuilt when the set of live versions
changes (see `KeywordIndexCache`), so it never answers from a replaced document.
"""

from __future__ import annotations

import math
import threading
from collections import Counter, defaultdict

import numpy as np

from knowledge.answering.words import terms
from knowledge.store.chunks import ChunkStore, Hit

K1, B = 1.2, 0.75


class KeywordIndex:
    """An inverted index of `terms()` with Okapi BM25 scoring (k1=1.2, b=0.75)."""

    def __init__(self, hits: list[Hit], vectors: np.ndarray) -> None:
        self.hits = hits
        self.vectors = vectors  # unit vectors of `hits`, row for row
        self._postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        lengths = []
        for row, hit in enumerate(hits):
            counts = Counter(terms(hit.text))
            lengths.append(sum(counts.values()))
            for term, tf in counts.items():
                self._postings[term].append((row, tf))
        self._lengths = np.asarray(lengths, dtype=np.float64)
        self._average = float(self._lengths.mean()) if hits else 0.0

    def __len__(self) -> int:
        return len(self.hits)

    def idf(self, term: str) -> float:
        """Rare words weigh more; a word in no chunk gets the highest weight of all."""
        df = len(self._postings.get(term, ()))
        n = len(self.hits)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def contains(self, term: str) -> bool:
        return term in self._postings

    def search(self, query: str, k: int) -> list[tuple[int, float]]:
        """(row, score) of the `k` best-matching chunks with a score above zero, best first."""
        if not self.hits:
            return []
        scores = np.zeros(len(self.hits))
        for term in set(terms(query)):
            postings = self._postings.get(term)
            if not postings:
                continue
            rows, tfs = map(np.asarray, zip(*postings))
            norm = K1 * (1 - B + B * self._lengths[rows] / self._average)
            scores[rows] += self.idf(term) * tfs * (K1 + 1) / (tfs + norm)
        top = np.argsort(-scores, kind="stable")[:k]
        return [(int(row), float(scores[row])) for row in top if scores[row] > 0]


class KeywordIndexCache:
    """One index for the current live versions; rebuilt (once, under a lock) when they change."""

    def __init__(self, store: ChunkStore) -> None:
        self._store = store
        self._lock = threading.Lock()
        self._key: tuple[str, ...] | None = None
        self._index: KeywordIndex | None = None

    def get(self, versions: list[str]) -> KeywordIndex:
        key = tuple(sorted(versions))
        with self._lock:
            if self._index is None or key != self._key:
                self._index = KeywordIndex(*self._store.live_chunks(list(key)))
                self._key = key
            return self._index
