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
after an ingest, else embedded on first use (sentence_vectors.py).
"""

from __future__ import annotations

import numpy as np

from knowledge.answering.extractive import terms
from knowledge.answering.keyword import KeywordIndex

W_COVERAGE = 0.1


def coverage(question: str, index: KeywordIndex) -> float:
    """IDF-weighted share of the question's content words found in the index (1.0 with none)."""
    words = list(dict.fromkeys(terms(question)))
    if not words or not len(index):
        return 1.0
    weights = [index.idf(w) for w in words]
    return sum(wt for w, wt in zip(words, weights) if index.contains(w)) / sum(weights)


def combine(support: float, cover: float) -> float:
    return round((1 - W_COVERAGE) * (support + 1) / 2 + W_COVERAGE * cover, 3)


def sentence_support(vector: np.ndarray, per_chunk: list[tuple[list[str], np.ndarray]]) -> float:
    """The best cosine between the question and one sentence; -1 when there is no sentence."""
    best = [float(np.max(v @ vector)) for _, v in per_chunk if len(v)]
    return max(best, default=-1.0)
