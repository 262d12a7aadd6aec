"""Units: the self-contained pieces of a chunk that answers quote and compare with a question.

A chunk's text is compact ("[Section > Sub]", a table's header line once, "- item"); its
units say the same thing one piece at a time, each readable alone: a table row with its
table's title and column headers, a list item with its lead-in, a sentence, a heading.
They are stored with their chunk (`dump_units` / `load_units`, a compact JSON string in
the chunk's metadata); a chunk written before units existed gets its sentences.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from knowledge.pdf.sentences import split_sentences

KINDS = ("sentence", "item", "row", "heading")


@dataclass(frozen=True)
class Unit:
    kind: str  # "sentence" | "item" | "row" | "heading"
    text: str  # self-contained wording to show and to compare with a question
    section: str  # "Returns > Refunds" ("" if none)
    start: int  # character span, within the chunk's text, of the line(s) this unit came from
    end: int
    page: int


def sentence_units(text: str, page: int, section: str = "") -> tuple[Unit, ...]:
    """A chunk's text split into sentences: the units of a chunk stored without any."""
    units: list[Unit] = []
    at = 0
    for sentence in split_sentences(text):
        start = text.find(sentence, at)
        if start < 0:  # not verbatim (cannot happen for split_sentences output); no span
            start = at
        at = start + len(sentence)
        units.append(Unit("sentence", sentence, section, start, at, page))
    return tuple(units)


def dump_units(units: tuple[Unit, ...], text: str, section: str) -> str:
    """Compact JSON: [kind index, start, end, text or 0 when it is the span's text,
    section or 0 when it is the chunk's]. The page is the chunk's."""
    rows = [[KINDS.index(u.kind), u.start, u.end, 0 if text[u.start:u.end] == u.text else u.text,
             0 if u.section == section else u.section] for u in units]
    return json.dumps(rows, ensure_ascii=False, separators=(",", ":"))


def load_units(data: str | None, text: str, section: str, page: int) -> tuple[Unit, ...]:
    """The units `dump_units` wrote; a chunk stored without units gets its sentences."""
    if not data:
        return sentence_units(text, page, section)
    return tuple(Unit(KINDS[kind], text[start:end] if wording == 0 else wording, section if place == 0 else place,
                      start, end, page)
                 for kind, start, end, wording, place in json.loads(data))
