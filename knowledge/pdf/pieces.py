"""A piece: one future unit (sentence, list item, table row, heading) in reading order,
with what the chunker needs to write it into a chunk's text."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from knowledge.pdf.sentences import split_sentences


@dataclass(frozen=True)
class Piece:
    kind: str  # "sentence" | "item" | "row" | "heading"
    text: str  # the unit's self-contained wording: a row with its title and headers, an item with its lead-in
    line: str  # how it is written in a chunk: the sentence, "- item", "key | value | value", "[Heading]"
    page: int
    path: tuple[str, ...]  # the headings above it, outermost first
    group: int  # its paragraph, list or table: sentences of one paragraph share a line
    head: tuple[str, ...] = ()  # lines written above it when it opens a chunk (rows: also when it opens its table)

    @property
    def section(self) -> str:
        return " > ".join(self.path)


def text_pieces(text: str, page: int, path: tuple[str, ...], groups: Iterator[int]) -> list[Piece]:
    """One clean page text -> sentence pieces, one paragraph per line (the plain-text path)."""
    pieces: list[Piece] = []
    for line in text.split("\n"):
        group = next(groups)
        pieces.extend(Piece("sentence", s, s, page, path, group) for s in split_sentences(line))
    return pieces
