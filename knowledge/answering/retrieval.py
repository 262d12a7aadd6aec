"""Which chunks answer a query: dense, hybrid (dense + BM25 by reciprocal rank) or adaptive.

`ranked()` returns the retriever's own order; callers that show chunks re-sort the
top k by score (the contract lists chunks best score first). The candidate pool
has a fixed size, so the top k of a deeper ranking are the same chunks as the
top k asked for directly: evaluation can read recall@1..10 off one call.
"""

from __future__ import annotations

from dataclasses import replace

from typing import Callable

import numpy as np

from knowledge.answering.keyword import KeywordIndex, KeywordIndexCache
from knowledge.answering.query_types import ANALYTICAL, OPINION, classify_rules
from knowledge.settings import KnowledgeSettings
from knowledge.store.chunks import ChunkStore, Hit

_MMR_LAMBDA = 0.7  # relevance vs novelty when an analytical/opinion query wants coverage


class Retriever:
    """Dense search in Chroma, optionally fused with BM25 over the same live versions."""

    def __init__(self, settings: KnowledgeSettings, store: ChunkStore,
                 classify: Callable[[str], str] | None = None) -> None:
        self.settings = settings
        self.store = store
        self.keywords = KeywordIndexCache(store)
        self._classify = classify or classify_rules

    def live_versions(self) -> list[str]:
        return [doc.version for doc in self.store.documents().values()]

    def keyword_index(self, versions: list[str] | None = None) -> KeywordIndex:
        """BM25 over the live versions (cached until they change)."""
        return self.keywords.get(self.live_versions() if versions is None else versions)

    def ranked(self, query: str, vector: np.ndarray, k: int, versions: list[str] | None = None) -> list[Hit]:
        """The `k` best live chunks in the configured mode's order."""
        versions = self.live_versions() if versions is None else versions
        if not versions or k < 1:
            return []
        if self.settings.retrieval == "dense":
            return self.store.search(vector, k, versions)
        index = self.keywords.get(versions)
        pool = max(k, self.settings.hybrid_candidates)
        fused = self._fuse(self.store.search(vector, pool, versions), index.search(query, pool), index, vector)
        if self.settings.retrieval == "adaptive" and self._classify(query) in (ANALYTICAL, OPINION):
            return _diverse(fused, index, k)
        return [hit for hit, _ in fused[:k]]

    def _fuse(self, dense: list[Hit], keyword: list[tuple[int, float]], index: KeywordIndex,
              vector: np.ndarray) -> list[tuple[Hit, float]]:
        """Reciprocal rank fusion: score = sum 1/(rrf_k + rank); keyword-only chunks get their cosine."""
        c = self.settings.rrf_k
        fused: dict[tuple[str, str], list] = {}
        for rank, hit in enumerate(dense, start=1):
            fused[(hit.source, hit.chunk_id)] = [hit, 1.0 / (c + rank)]
        for rank, (row, _) in enumerate(keyword, start=1):
            key = (index.hits[row].source, index.hits[row].chunk_id)
            if key not in fused:
                fused[key] = [_with_cosine(index.hits[row], float(index.vectors[row] @ vector)), 0.0]
            fused[key][1] += 1.0 / (c + rank)
        return sorted(((hit, score) for hit, score in fused.values()), key=lambda p: -p[1])


def _with_cosine(hit: Hit, cosine: float) -> Hit:
    return replace(hit, cosine=cosine)


def _diverse(fused: list[tuple[Hit, float]], index: KeywordIndex, k: int) -> list[Hit]:
    """Maximal marginal relevance over the fused pool: broad questions get chunks that differ."""
    rows = {(h.source, h.chunk_id): i for i, h in enumerate(index.hits)}
    pool = [(hit, score, index.vectors[rows[(hit.source, hit.chunk_id)]]) for hit, score in fused
            if (hit.source, hit.chunk_id) in rows]
    if not pool:
        return [hit for hit, _ in fused[:k]]
    top = pool[0][1]
    chosen: list[tuple[Hit, float, np.ndarray]] = []
    while pool and len(chosen) < k:
        def gain(item):
            redundancy = max((float(item[2] @ c[2]) for c in chosen), default=0.0)
            return _MMR_LAMBDA * item[1] / top - (1 - _MMR_LAMBDA) * redundancy
        chosen.append(pool.pop(max(range(len(pool)), key=lambda i: gain(pool[i]))))
    return [hit for hit, _, _ in chosen]
