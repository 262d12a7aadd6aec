"""Is every sentence of an answer backed by the retrieved text? (the eval's hallucination check)

A sentence is supported when it is quoted from the retrieved chunks (one quote,
or a few quotes of at least `MIN_QUOTE_WORDS` words each, as extractive answers
join them), or when one chunk holds every number it states and at least
`MIN_TERM_SUPPORT` of its content words. Numbers are checked strictly because a wrong price or deadline is the
hallucination a support bot cannot afford; words loosely, so that a paraphrase
by an LLM still counts.
"""

from __future__ import annotations

import re
from typing import Sequence

from knowledge.answer import RetrievedChunk
from knowledge.answering.words import terms
from knowledge.pdf.sentences import split_sentences

MIN_TERM_SUPPORT = 0.75
MIN_QUOTE_WORDS = 4
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def unsupported_sentences(answer: str, chunks: Sequence[RetrievedChunk]) -> tuple[int, list[str]]:
    """(number of sentences, the ones no single retrieved chunk supports)."""
    sentences = [s for s in split_sentences(answer) if terms(s) or _NUMBER.search(s)]
    texts = [" ".join([c.text, *(u.text for u in c.units)]) for c in chunks]  # a unit carries its row's headers
    evidence = [(_flat(t), set(terms(t)), set(_numbers(t))) for t in texts]
    texts = [text for text, _, _ in evidence]
    return len(sentences), [s for s in sentences
                            if not _quoted(_flat(s), texts) and not any(_supports(e, s) for e in evidence)]


def _quoted(sentence: str, texts: list[str]) -> bool:
    """The sentence is a run of verbatim quotes, each the longest possible and long enough."""
    words = sentence.split()
    start = 0
    while start < len(words):
        end = start
        while end < len(words) and any(" ".join(words[start:end + 1]) in t for t in texts):
            end += 1
        if end - start < min(MIN_QUOTE_WORDS, len(words)):
            return False
        start = end
    return True


def _supports(evidence: tuple[str, set[str], set[str]], sentence: str) -> bool:
    text, words, numbers = evidence
    if _flat(sentence) in text:
        return True
    if not set(_numbers(sentence)) <= numbers:
        return False
    wanted = set(terms(sentence))
    return not wanted or len(wanted & words) / len(wanted) >= MIN_TERM_SUPPORT


def _numbers(text: str) -> list[str]:
    return [n.replace(",", "") for n in _NUMBER.findall(text)]


def _flat(text: str) -> str:
    return " ".join(text.lower().split())
