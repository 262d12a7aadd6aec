"""Does the index answer this question? The signal escalation decides on, in [0, 1].

`confidence` (max `(cos+1)/2` over chunks) separates answerable from unanswerable
questions poorly: a chunk about the right topic scores high even when it lacks the
fact asked for. Answerability looks at the answerable *units* of the retrieved chunks
(a sentence, a table row with its headers, a list item with its lead-in) and asks of
the best one three things:

- meaning: the cosine between the question and the unit;
- subject: the IDF-weighted share of the question's content words that the unit
  itself (with its section path) contains, so that a row about the PPO's deductible
  does not answer a question about the HDHP's, although every word of the question
  occurs somewhere in the documents. Its weight `W_SUBJECT` is 0 today: chosen with the
  others on the dev halves of 18 sets, leave-one-set-out, the cosine already carries it;
- kind: whether the unit holds a fact of the kind asked for (an amount for "how
  much", a duration for "how long", a contact for "what email"; asked_kinds.py);
  a unit without one is discounted by `KIND_PENALTY`: a near miss;
- identifiers: when the question names a code, model or year ("error E12", "2026") that none of the
  retrieved units mentions, every unit is discounted by `IDENTIFIER_PENALTY`: the documents list other codes.

A message of several sentences is also matched sentence by sentence: a unit's cosine is its best with
the whole message or one of its sentences (question_parts.clauses).

unit score = ((1 - W_SUBJECT) * (cos + 1) / 2 + W_SUBJECT * subject) * (1 - KIND_PENALTY if no kind)
answerability = (1 - W_COVERAGE) * max(unit score) + W_COVERAGE * coverage

where coverage is the IDF-weighted share of the asking sentences' words found anywhere in the
live documents (a question about "Romanian" BLEU scores cannot be answered by a paper
that never says "Romanian"). The weights were chosen on the dev halves of evals/.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from knowledge.answering.asked_kinds import asked_kinds, asking_part, holds_required
from knowledge.answering.question_parts import missing_identifiers
from knowledge.answering.words import terms
from knowledge.answering.keyword import KeywordIndex

W_COVERAGE = 0.1
W_SUBJECT = 0.0
KIND_PENALTY = 0.3
W_READER = 0.4  # the reader's share of answerability (reader.py); chosen on all dev halves, read out of fold
PLAIN_CAP = 0.82  # with the reader, answerability is at most this times the plain signal; chosen with W_READER
IDENTIFIER_PENALTY = 0.3  # the question names a code or year that no retrieved unit mentions (question_parts.py)


def coverage(question: str, index: KeywordIndex) -> float:
    """IDF-weighted share of the content words of the question's asking sentences found in the index (1.0
    with none). The story told around a question ("someone broke into my car") is in no manual and says
    nothing about whether the manual answers what is asked."""
    words = list(dict.fromkeys(terms(asking_part(question))))
    if not words or not len(index):
        return 1.0
    weights = [index.idf(w) for w in words]
    return sum(wt for w, wt in zip(words, weights) if index.contains(w)) / sum(weights)


def subject_share(words: list[str], weights: list[float], unit_terms: set[str]) -> float:
    """IDF-weighted share of the question's words that one unit contains (1.0 when the question has none)."""
    total = sum(weights)
    return sum(w for word, w in zip(words, weights) if word in unit_terms) / total if total else 1.0


# Words that frame a question rather than name its subject ("how long", "something", "exactly").
_FRAMING = frozenset(terms("""long soon fast quick quickly much many something anything thing things stuff way
exactly actually really ok okay hi hello hey thanks thank question know like able possible happen go going
make sure still also anyway kind sort"""))


def subject_words(question: str, index: KeywordIndex) -> tuple[list[str], list[float]]:
    """The question's subject words found in the documents, with their IDF: words found nowhere are
    coverage's business, framing words nobody's."""
    words = [w for w in dict.fromkeys(terms(question)) if w not in _FRAMING and (not len(index) or index.contains(w))]
    return words, [index.idf(w) if len(index) else 1.0 for w in words]


def unit_scores(question: str, vector: np.ndarray, units: Sequence, vectors: np.ndarray,
                index: KeywordIndex, clause_vectors: Sequence[np.ndarray] = ()) -> np.ndarray:
    """The score of each unit (see the module docstring), in the order given. `clause_vectors` are the
    vectors of the question's sentences when it has several (question_parts.clauses): a unit's meaning is
    its best cosine with the whole question or one of them."""
    if not len(units):
        return np.zeros(0, dtype=np.float32)
    words, weights = subject_words(question, index)
    kinds = asked_kinds(question)
    matrix = np.asarray(vectors, dtype=np.float32)
    cosines = matrix @ vector
    for clause in clause_vectors:
        cosines = np.maximum(cosines, matrix @ clause)
    scores = []
    for unit, cos in zip(units, cosines):
        subject = subject_share(words, weights, set(terms(f"{unit.section} {unit.text}"))) if W_SUBJECT else 0.0
        score = (1 - W_SUBJECT) * (float(cos) + 1) / 2 + W_SUBJECT * subject
        if not holds_required(kinds, unit.text):
            score *= 1 - KIND_PENALTY
        scores.append(score)
    if missing_identifiers(question, [f"{u.section} {u.text}" for u in units]):
        return np.asarray(scores, dtype=np.float32) * (1 - IDENTIFIER_PENALTY)
    return np.asarray(scores, dtype=np.float32)


def combine(best_unit: float, cover: float) -> float:
    return round(min(1.0, max(0.0, (1 - W_COVERAGE) * best_unit + W_COVERAGE * cover)), 3)


def reader_support(logits: np.ndarray) -> np.ndarray:
    """The reader's belief that each unit holds the answer, in [0, 1] (0 for a unit it did not read)."""
    return 1.0 / (1.0 + np.exp(-np.asarray(logits, dtype=np.float64)))


def with_reader(plain: float, best_logit: float) -> float:
    """Answerability when the answer reader (reader.py) has read the best units: its belief in the best one,
    mixed with the plain signal above by `W_READER`, and never above `PLAIN_CAP` times the plain signal. The
    reader can be sure of a unit that shares the question's words but not its meaning ("Can I use the vacuum
    on carpet?" read against a robot vacuum's troubleshooting rows); the cap leaves such a question escalated
    however sure the reader is, while the reader may still escalate a question the plain signal would answer."""
    return mixed_with_reader(plain, best_logit, W_READER, PLAIN_CAP)


def mixed_with_reader(plain: float, best_logit: float, weight: float, cap: float | None) -> float:
    """`with_reader` for any weight and cap (None: uncapped): what evals/train_reader.py choose tries."""
    read = float(reader_support(np.asarray([best_logit]))[0])
    mixed = (1 - weight) * plain + weight * read
    return round(min(1.0, max(0.0, mixed if cap is None else min(mixed, cap * plain))), 3)
