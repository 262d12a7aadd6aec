"""Extractive answers: the smallest coherent passage of the documents that answers, quoted.

No model writes anything here, so the answer cannot say what the documents do not. The
candidates are the answerable units of the retrieved chunks (a sentence, a table row with
its title and headers, a list item with its lead-in). Each is scored by the question
words it contains (BM25-style, weighted by how rare each word is among the candidates),
its chunk's retrieval score, its meaning (cosine with the question, `weight` times), and
whether it holds a fact of the asked kind (an amount for "how much", a duration for "how
long"; asked_kinds.py), and whether a range it gives holds the quantity the question names
(the price tier for "6000 sq ft"; ranges.py). The reply is the best unit plus only the
neighbours it needs:

- the other items of its list (a step list, "you will need:" bullets), shown under the
  lead-in once;
- the adjacent unit that holds the asked fact when the best one does not (or, failing
  that, the best unit elsewhere that does);
- the next unit when the best one ends with ":", is a short sentence (a symptom, a
  heading-like line), the next one continues it ("This", "However", ...) or is the next
  sentence of the same paragraph;
- the unit the answer reader believes in most (`READER_PICK`), when the others won on shared
  words: customers repeat the document's terms, and the sentence that answers often does not;
- other units that score nearly as well (`CLOSE_SECOND`), up to `limit` in all: a fact is
  often split over two sentences or table rows.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Sequence

from knowledge.answer import RetrievedChunk
from knowledge.answering.asked_kinds import STEPS, asked_kinds, holds_required
from knowledge.answering.ranges import asked_quantities, holds_quantity
from knowledge.answering.words import terms

KIND_BONUS = 3.0  # a unit holding the asked kind of fact, in BM25-overlap units
RANGE_BONUS = 2.0  # a unit whose range holds the quantity the question names ("6000 sq ft" in "5,001 – 7,500")
READER_BONUS = 2.0  # the reader's belief that a unit holds the answer, times this (dev halves, out of fold: 2 of 0-10)
READER_PICK = 0.5  # ...and the unit it believes in most joins the passage from this belief on (dev halves:
# 0.3-0.7 alike; solved 0.861 -> 0.874 dev, 0.763 -> 0.771 test)
STEP_BONUS = 1.0  # a list item, when the question asks how to do something
MAX_LIST_ITEMS = 8
CLOSE_SECOND = 0.6  # a second unit is added when it scores at least this share of the best one
_MIN_WORDS = 4
SHORT_UNIT_WORDS = 7  # a sentence this short ("The power light flashes red.") is followed by the next one
_CONTINUES = re.compile(r"^(?:this|that|these|those|it|they|however|but|otherwise|note|also|in that case|if so|"
                        r"unless|except)\b", re.IGNORECASE)
_BULLET = re.compile(r"^\s*[-•*▪–]\s+")  # a symbol bullet; a step's number ("4.") is part of the step
_NUMBERED = re.compile(r"^\(?(?:\d{1,2}|[a-z])[.)]\s")


@dataclass(frozen=True)
class Candidate:
    """One answerable unit of a retrieved chunk; `position` is its place among the chunk's units."""

    unit: object  # knowledge.pdf.units.Unit (or a Statement of an older index)
    chunk: RetrievedChunk
    position: int


@dataclass(frozen=True)
class Selected:
    text: str
    chunk: RetrievedChunk
    unit: object = None


def select_passage(question: str, candidates: Sequence[Candidate], limit: int,
                   similarity: Sequence[float] | None = None, weight: float = 0.0,
                   read: Sequence[float] | None = None) -> list[Selected]:
    """The passage that answers `question`, in document order; empty when no candidate shares a word or
    a meaning with it. `similarity[i]` is the cosine of candidate i with the question, `read[i]` the answer
    reader's belief that it holds the answer (reader.py), worth up to `READER_BONUS`."""
    kept = [i for i, c in enumerate(candidates) if _answerable(c.unit)]
    if not kept:
        return []
    wanted = set(terms(question))
    kinds = asked_kinds(question)
    quantities = asked_quantities(question)
    unit_terms = {i: set(terms(f"{candidates[i].unit.section} {candidates[i].unit.text}")) for i in kept}
    n = len(kept)
    frequency = {t: sum(1 for i in kept if t in unit_terms[i]) for t in wanted}
    average = sum(len(unit_terms[i]) for i in kept) / n
    scores: dict[int, float] = {}
    overlaps: dict[int, float] = {}
    for i in kept:
        c = candidates[i]
        overlap = sum(math.log(1 + n / frequency[t]) for t in wanted & unit_terms[i])
        overlap /= 0.75 + 0.25 * max(len(unit_terms[i]), 1) / average  # BM25-style: long units match by chance
        score = overlap + c.chunk.score + weight * (similarity[i] if similarity is not None else 0.0)
        if kinds and holds_required(kinds, c.unit.text):
            score += KIND_BONUS
        if STEPS in kinds and c.unit.kind == "item":
            score += STEP_BONUS
        if quantities and holds_quantity(quantities, c.unit.text):
            score += RANGE_BONUS
        if read is not None:
            score += READER_BONUS * float(read[i])
        scores[i], overlaps[i] = score, overlap
    best = max(kept, key=lambda i: (overlaps[i] > 0 or similarity is not None, scores[i], -i))
    if overlaps[best] <= 0 and similarity is None:
        return []
    chosen = [best] + _needed_neighbours(best, candidates, scores, kinds, limit)
    if read is not None:  # the unit the reader believes in most is quoted too (one over `limit` at most)
        pick = max(kept, key=lambda i: (float(read[i]), scores[i]))
        if float(read[pick]) >= READER_PICK and pick not in chosen:
            chosen.append(pick)
    chosen += _close_seconds(best, chosen, scores, overlaps, limit)
    by_place = sorted(dict.fromkeys(chosen), key=lambda i: (candidates[i].chunk is not candidates[best].chunk,
                                                             candidates[i].chunk.id, candidates[i].position))
    return [Selected(candidates[i].unit.text, candidates[i].chunk, candidates[i].unit) for i in by_place]


def _needed_neighbours(best: int, candidates: Sequence[Candidate], scores: dict[int, float],
                       kinds: frozenset[str], limit: int) -> list[int]:
    c = candidates[best]
    same_chunk = {cand.position: i for i, cand in enumerate(candidates) if cand.chunk is c.chunk and i in scores}
    if c.unit.kind == "item":
        lead = _lead_in(c.unit, c.chunk)
        items = [i for p, i in sorted(same_chunk.items())
                 if candidates[i].unit.kind == "item" and _lead_in(candidates[i].unit, candidates[i].chunk) == lead]
        if lead and best in items:  # a long list: the items nearest the best one, not the list's first ones
            at = items.index(best)
            return sorted((i for i in items if i != best), key=lambda i: abs(items.index(i) - at))[:MAX_LIST_ITEMS - 1]
    extra: list[int] = []
    if kinds and not holds_required(kinds, c.unit.text):
        around = [same_chunk.get(c.position + step) for step in (1, -1)]
        holding = [i for i in around if i is not None and holds_required(kinds, candidates[i].unit.text)]
        if not holding:
            holding = sorted((i for i in scores if i != best and holds_required(kinds, candidates[i].unit.text)),
                             key=lambda i: -scores[i])[:1]
        extra += holding[:1]
    following = same_chunk.get(c.position + 1)
    if following is not None and following not in extra and (
            c.unit.text.rstrip().endswith(":") or _CONTINUES.match(candidates[following].unit.text)
            or (c.unit.kind == "sentence" and len(c.unit.text.split()) < SHORT_UNIT_WORDS)
            or _same_paragraph(c, candidates[following])):
        extra.append(following)
    return extra[:max(limit - 1, 0)]


def _same_paragraph(first: Candidate, then: Candidate) -> bool:
    """Two sentences of one paragraph, the second right after the first: it usually goes on with the point
    ("Error E74 means no heating wire is found." "Check that the W1 wire is connected.")."""
    a, b = first.unit, then.unit
    return a.kind == b.kind == "sentence" and 0 <= a.end <= b.start <= len(first.chunk.text) \
        and "\n" not in first.chunk.text[a.end:b.start]


def _close_seconds(best: int, chosen: list[int], scores: dict[int, float], overlaps: dict[int, float],
                   limit: int) -> list[int]:
    """Other units that score nearly as well (a fact is often split over two sentences or rows), up to
    `limit` units in all; none that share no word with the question."""
    room = limit - len(dict.fromkeys(chosen))
    if room <= 0:
        return []
    floor = scores[best] * CLOSE_SECOND
    seconds = [i for i in sorted(scores, key=lambda i: -scores[i])
               if i not in chosen and scores[i] >= floor and overlaps[i] > 0]
    return seconds[:room]


def render(selected: Sequence[Selected]) -> str:
    """The reply text: units in order; list items under their lead-in, shown once."""
    parts: list[str] = []
    current_lead = previous = None
    for item in selected:
        if getattr(item.unit, "kind", "") == "item":
            lead = _lead_in(item.unit, item.chunk)
            body = _item_body(item.unit, item.chunk)
            if lead and lead != current_lead and lead != previous:  # the lead-in may be a chosen unit itself
                parts.append(("\n" if parts else "") + lead)
            current_lead = lead
            parts.append(f"\n{body}" if _NUMBERED.match(body) else f"\n• {body}")
            continue
        current_lead, previous = None, " ".join(item.text.split())
        parts.append((" " if parts else "") + item.text)
    return "".join(parts).strip()


def _answerable(unit) -> bool:
    """Rows and list items always; sentences only when they read as statements, not headings."""
    if unit.kind in ("row", "item"):
        return bool(terms(unit.text))
    words = len(unit.text.split())
    return words >= _MIN_WORDS and (unit.text.rstrip().endswith((".", "!", "?", ")", '"', ":")) or words >= 10)


def _item_body(unit, chunk: RetrievedChunk) -> str:
    """The item's own words (its line in the chunk), without the lead-in its unit text carries."""
    if 0 <= unit.start < unit.end <= len(chunk.text):
        return _BULLET.sub("", " ".join(chunk.text[unit.start:unit.end].split()))
    return unit.text


def _lead_in(unit, chunk: RetrievedChunk) -> str:
    body = _item_body(unit, chunk)
    text = " ".join(unit.text.split())
    if body and text.endswith(body) and len(text) > len(body):
        return text[: len(text) - len(body)].strip()
    return ""
