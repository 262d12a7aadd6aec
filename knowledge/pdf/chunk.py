"""Pieces -> token-bounded chunks that never cross a page, each with its units.

A chunk's text is what is embedded and keyword-searched, so it stays compact:

    [Chapter 2. Shipping > 2.2 Domestic shipping methods and costs]
    Orders placed before 2:00 p.m. Eastern Time leave the same day. Later orders ...
    Method | Delivery time | Cost
    Standard | 4-7 business days | $5.95, free on orders of $49 or more

It opens with its section path; a table's title and header line are written above its
rows in every chunk that holds some of them, and a list's lead-in above its items when a
chunk opens mid-list; a row is never split. The units (`units.py`) carry the long,
self-contained form of each piece with its span in this text.

Chunks hold at most `chunk_tokens` cl100k tokens; the default keeps each inside the
embedder's 256-word-piece window, so every word of a chunk is visible to retrieval. A
new chunk starts at a table's edge once the current one is 60% full, and at a new
section (first two levels) once it is 75% full: earlier would add many small chunks
(embedding is the ingest's bottleneck). When a chunk is closed for size, about
`overlap` tokens of its trailing sentences open the next one.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from itertools import count, groupby

from knowledge.pdf.pieces import Piece, text_pieces
from knowledge.pdf.tokens import count_tokens, cut
from knowledge.pdf.units import Unit

TABLE_FILL = 0.6
SECTION_FILL = 0.75
MAX_SECTION_CHARS = 160

__all__ = ["Chunk", "chunk_pages", "chunk_pieces", "count_tokens"]


@dataclass(frozen=True)
class Chunk:
    """A piece of one page; `id` follows the contract `pdfpage_{page}_chunk_{index}`."""

    page: int
    index: int
    text: str
    tokens: int
    units: tuple[Unit, ...] = ()
    section: str = ""  # the section path where the chunk starts ("" if none)

    @property
    def id(self) -> str:
        return f"pdfpage_{self.page}_chunk_{self.index}"


def chunk_pages(pages: list[str], chunk_tokens: int, overlap: int) -> list[Chunk]:
    """Chunk clean page texts (no structure: sentence units only); page numbers are 1-indexed."""
    groups = count()
    pieces = [p for number, text in enumerate(pages, start=1) for p in text_pieces(text, number, (), groups)]
    return chunk_pieces(pieces, chunk_tokens, overlap)


def chunk_pieces(pieces: list[Piece], chunk_tokens: int, overlap: int) -> list[Chunk]:
    """Chunk a document's pieces, page by page."""
    if chunk_tokens < 16 or not 0 <= overlap < chunk_tokens // 2:
        raise ValueError("chunk size must be >= 16 tokens and overlap < half the size")
    packer = _Packer(chunk_tokens, overlap)
    return [chunk for _, on_page in groupby(pieces, key=lambda p: p.page) for chunk in packer.pack(list(on_page))]


class _Packer:
    """Packs one page's pieces at a time; token counts of lines are kept for the document."""

    def __init__(self, size: int, overlap: int) -> None:
        self.size = size
        self.overlap = overlap
        self.tokens: dict[str, int] = {}

    def count(self, line: str) -> int:
        if line not in self.tokens:
            self.tokens[line] = count_tokens(line)
        return self.tokens[line]

    def pack(self, pieces: list[Piece]) -> list[Chunk]:
        queue = deque(p for piece in pieces for p in self._fit(piece))
        chunks: list[Chunk] = []
        current: list[Piece] = []
        carried = 0  # pieces at the head of `current` repeated from the previous chunk
        estimate = 0  # of `current`'s tokens
        while queue or len(current) > carried:
            if queue:
                cost = self._cost(queue[0], current[-1] if current else None)
                if len(current) == carried or not self._full(current, queue[0], estimate + cost):
                    current.append(queue.popleft())
                    estimate += cost
                    continue
            if queue and current[-1].kind == "heading" and len(current) - carried > 1:
                queue.appendleft(current.pop())  # a heading opens the next chunk, never ends one
            chunk, dropped = self._close(current, carried, len(chunks))
            chunks.append(chunk)
            queue.extendleft(reversed(dropped))
            following = queue[0] if queue else None
            current = self._tail(current, following) if following and not dropped \
                and not _edge(current[-1], following) else []
            carried = len(current)
            estimate = self._estimate(current)
        return chunks

    def _full(self, current: list[Piece], piece: Piece, tokens: int) -> bool:
        """Must `current` be closed before `piece` (`tokens`: the estimate with it)? When it
        would not fit, or at a table's edge or a new section once the chunk is well filled."""
        if tokens > self.size:  # the estimate errs high: count exactly before giving up the room
            return count_tokens(_render([*current, piece])[0]) > self.size
        last = current[-1]
        return (_table_edge(last, piece) and tokens > TABLE_FILL * self.size) \
            or (_section_edge(last, piece) and tokens > SECTION_FILL * self.size)

    def _close(self, current: list[Piece], carried: int, index: int) -> tuple[Chunk, list[Piece]]:
        """The chunk of `current`, and the trailing pieces taken off `current` to make it fit
        (only when the estimate fell short)."""
        dropped: list[Piece] = []
        while True:
            text, units = _render(current)
            tokens = count_tokens(text)
            if tokens <= self.size or len(current) - carried <= 1:
                break
            dropped.insert(0, current.pop())
        first = current[carried]
        return Chunk(first.page, index, text, tokens, units, first.section), dropped

    def _estimate(self, pieces: list[Piece]) -> int:
        """An upper bound of the rendered chunk's tokens: its lines' tokens plus one per line break."""
        return sum(self._cost(piece, previous) for previous, piece in zip([None, *pieces], pieces))

    def _cost(self, piece: Piece, previous: Piece | None) -> int:
        """The tokens `piece` adds after `previous` (None: it opens the chunk), line breaks included."""
        return sum(self.count(line) + 1 for line in _preamble(piece, previous)) + self.count(_line(piece, previous)) + 1

    def _fit(self, piece: Piece) -> list[Piece]:
        """Cap a piece's context lines and cut one too long for a chunk on token bounds
        (a cut row or item becomes plain sentences: it cannot be shown whole anyway)."""
        cap = max(1, self.size // 4)
        if any(self.count(h) > cap for h in piece.head):
            piece = replace(piece, head=tuple(h if self.count(h) <= cap else cut(h, cap)[0] for h in piece.head))
        room = self.size - sum(self.count(line) + 1 for line in _preamble(piece, None))
        if piece.kind == "heading" or self.count(piece.line) <= room:
            return [piece]
        return [replace(piece, kind="sentence", text=part, line=part, head=())
                for part in cut(piece.line, max(1, room)) if part]

    def _tail(self, current: list[Piece], following: Piece) -> list[Piece]:
        """The trailing sentences (at most `overlap` tokens) repeated at the start of the next chunk."""
        room = min(self.overlap, self.size - self._estimate([following]))
        tail: list[Piece] = []
        total = 0
        for piece in reversed(current):
            if piece.kind != "sentence" or total + self.count(piece.line) > room:
                break
            tail.insert(0, piece)
            total += self.count(piece.line)
        return tail


def _edge(last: Piece, piece: Piece) -> bool:
    """Does a table start or end, or a new section start, between `last` and `piece`?"""
    return _table_edge(last, piece) or _section_edge(last, piece)


def _table_edge(last: Piece, piece: Piece) -> bool:
    return (piece.kind == "row") != (last.kind == "row") or (piece.kind == "row" and piece.group != last.group)


def _section_edge(last: Piece, piece: Piece) -> bool:
    return piece.path[:2] != last.path[:2]


def _preamble(piece: Piece, previous: Piece | None) -> list[str]:
    """Lines written before `piece`: the section path when it opens a chunk, and its head
    (a list's lead-in; a table's title and header line, also when the table starts mid-chunk)."""
    lines = [_context(piece)] if previous is None and piece.path and piece.kind != "heading" else []
    if previous is None or (piece.kind == "row" and previous.group != piece.group):
        lines += piece.head
    return lines


def _line(piece: Piece, previous: Piece | None) -> str:
    """How `piece` is written: a heading that opens a chunk is the chunk's section line."""
    return _context(piece) if piece.kind == "heading" and previous is None else piece.line


def _context(piece: Piece) -> str:
    """"[Chapter > Section]"; a very deep path keeps its innermost part."""
    section = piece.section
    return f"[{section if len(section) <= MAX_SECTION_CHARS else '…' + section[-MAX_SECTION_CHARS:]}]"


def _render(pieces: list[Piece]) -> tuple[str, tuple[Unit, ...]]:
    """The chunk's text and its units, with their spans in that text."""
    text = ""
    units: list[Unit] = []
    previous: Piece | None = None
    for piece in pieces:
        preamble = _preamble(piece, previous)
        for line in preamble:
            text = f"{text}\n{line}" if text else line
        line = _line(piece, previous)
        same_line = not preamble and previous is not None and piece.kind == previous.kind == "sentence" \
            and piece.group == previous.group
        text = f"{text} " if same_line else (f"{text}\n" if text else "")
        start = len(text)
        text += line
        units.append(Unit(piece.kind, piece.text, piece.section, start, len(text), piece.page))
        previous = piece
    return text, tuple(units)
