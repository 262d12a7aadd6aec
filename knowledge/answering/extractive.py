"""Extractive answers: the few retrieved sentences that best match the question, verbatim.

No model writes anything here, so the answer cannot say what the documents do
not. Sentences are ranked by the question words they contain (weighted by how
rare the word is among the candidates), with the chunk's retrieval score as a
tie-breaker.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Mapping

from knowledge.answer import RetrievedChunk
from knowledge.pdf.sentences import split_sentences

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_STOPWORDS = frozenset("""
a about above after again against all am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not
now of off on once only or other our ours ourselves out over own same she should so some such than that the
their theirs them themselves then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself yourselves get got
can't cannot i'm i've do does did please tell know want need much many
""".split())
_MIN_WORDS = 4


@dataclass(frozen=True)
class Selected:
    sentence: str
    chunk: RetrievedChunk


def terms(text: str) -> list[str]:
    """Content words, lightly stemmed, so "refunds" matches "refund"."""
    return [_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOPWORDS]


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def select_sentences(question: str, chunks: list[RetrievedChunk], limit: int,
                     similarity: Mapping[str, float] | None = None, weight: float = 0.0) -> list[Selected]:
    """Up to `limit` distinct sentences from `chunks` that answer `question`, best first.

    `similarity` (sentence -> cosine with the question) adds meaning to the word
    match, `weight` times: it finds "price" for "cost" where words alone cannot.
    """
    similarity = similarity or {}
    wanted = set(terms(question))
    candidates = _candidates(chunks)
    if not candidates:
        return []
    document_frequency = {t: sum(1 for _, _, ts in candidates if t in ts) for t in wanted}
    n = len(candidates)
    average_length = sum(len(ts) for _, _, ts in candidates) / n
    scored = []
    for order, (sentence, chunk, sentence_terms) in enumerate(candidates):
        overlap = sum(math.log(1 + n / document_frequency[t]) for t in wanted & sentence_terms)
        overlap /= 0.75 + 0.25 * max(len(sentence_terms), 1) / average_length  # BM25-style: long sentences match by chance
        meaning = weight * similarity.get(sentence, 0.0)
        scored.append((overlap + chunk.score + meaning, overlap, -order, sentence, chunk))
    scored.sort(reverse=True)
    chosen = [Selected(sentence, chunk) for _, overlap, _, sentence, chunk in scored[:limit] if overlap > 0]
    if not chosen:  # the words differ but retrieval was confident: lead with the top chunk
        top = [c for c in candidates if c[1] is chunks[0]] or candidates
        chosen = [Selected(sentence, chunk) for sentence, chunk, _ in top[:min(limit, 2)]]
    return chosen


def _is_statement(sentence: str) -> bool:
    """Prose, not a heading: ends like a sentence, or is long enough to be one."""
    words = len(sentence.split())
    return words >= _MIN_WORDS and (sentence.rstrip().endswith((".", "!", "?", ")", '"')) or words >= 10)


def _candidates(chunks: list[RetrievedChunk]) -> list[tuple[str, RetrievedChunk, set[str]]]:
    """Every distinct sentence of the chunks (overlaps repeat them), with its terms."""
    seen: set[str] = set()
    out = []
    for chunk in chunks:
        for sentence in split_sentences(chunk.text):
            key = " ".join(sentence.lower().split())
            if key in seen or not _is_statement(sentence):
                continue
            seen.add(key)
            out.append((sentence, chunk, set(terms(sentence))))
    return out
