"""Raw page text -> clean page text.

Removes what hurts retrieval and quoting: control and zero-width characters,
ligatures, words hyphenated across lines, running headers and footers, ragged
line breaks inside paragraphs, and whitespace-free runs long enough to choke a tokenizer.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

_INVISIBLE = dict.fromkeys(
    [c for c in range(0x00, 0x20) if c not in (0x09, 0x0A)]
    + [0x7F, 0xAD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0xFFFE, 0xFFFF]
    + list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A)),
    None,
)
_HYPHEN_BREAK = re.compile(r"\b([A-Za-z]+)-\n([A-Za-z]+)")  # "exam-\nple" -> "example"
_COMPOUND = re.compile(r"\b[a-z]+(?:-[a-z]+)+\b")
_LONG_RUN = re.compile(r"\S{120,}")
_DIGITS = re.compile(r"\d+")
_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200a\u3000]+")
_HEADING_MAX_CHARS = 80
_EDGE_LINES = 2
_HEADER_MAX_CHARS = 100


def clean_pages(pages: list[str]) -> list[str]:
    """Clean every page; running headers/footers are found across the whole document."""
    compounds = _inline_compounds("\n".join(pages))
    lines_per_page = [_normalise(page, compounds).split("\n") for page in pages]
    running = _running_lines(lines_per_page)
    return [_join_lines(_drop_running(lines, running)) for lines in lines_per_page]


def clean_text(text: str) -> str:
    """Clean one piece of text (no header/footer detection)."""
    return _join_lines(_normalise(text, _inline_compounds(text)).split("\n"))


def _normalise(text: str, compounds: set[str]) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE)
    text = _SPACES.sub(" ", text)
    text = _HYPHEN_BREAK.sub(lambda m: _dehyphenate(m, compounds), text)
    return "\n".join(line.strip() for line in text.split("\n"))


def _inline_compounds(text: str) -> set[str]:
    """Hyphenated words the document writes on one line ("self-service"): keep those hyphens."""
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).lower()
    return set(_COMPOUND.findall(text))


def _dehyphenate(match: re.Match, compounds: set[str]) -> str:
    """Join a word broken at a line end, unless the document uses it as a hyphenated compound."""
    left, right = match.group(1), match.group(2)
    if f"{left}-{right}".lower() in compounds or not (left[-1].islower() and right[0].islower()):
        return f"{left}-{right}"
    return left + right


def _line_key(line: str) -> str:
    return _DIGITS.sub("#", line.strip().lower())


def _running_lines(lines_per_page: list[list[str]]) -> set[str]:
    """Lines that sit at the top or bottom of at least half the pages (3 pages minimum)."""
    if len(lines_per_page) < 3:
        return set()
    counts: Counter[str] = Counter()
    for lines in lines_per_page:
        counts.update({_line_key(lines[i]) for i in _edge_indexes(lines)})
    needed = max(3, len(lines_per_page) // 2)
    return {key for key, n in counts.items() if n >= needed and key}


def _drop_running(lines: list[str], running: set[str]) -> list[str]:
    if not running:
        return lines
    edges = _edge_indexes(lines)
    return [line for i, line in enumerate(lines) if not (i in edges and _line_key(line) in running)]


def _edge_indexes(lines: list[str]) -> set[int]:
    """Where running headers/footers sit: short lines at the top or bottom of a page with a body."""
    content = [i for i, line in enumerate(lines) if line]
    if len(content) <= 2 * _EDGE_LINES:
        return set()
    return {i for i in content[:_EDGE_LINES] + content[-_EDGE_LINES:] if len(lines[i]) <= _HEADER_MAX_CHARS}


def _join_lines(lines: list[str]) -> str:
    """Re-flow wrapped lines into paragraphs; keep headings and list items on their own line."""
    out: list[str] = []
    previous = ""
    for line in lines:
        line = _LONG_RUN.sub(_split_run, line)
        if not line:
            continue
        if out and not _ends_block(previous) and not _starts_block(line, previous):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
        previous = line
    return "\n".join(out).strip()


def _ends_block(line: str) -> bool:
    """A short line without final punctuation is a heading; a full stop may end a paragraph."""
    return len(line) < _HEADING_MAX_CHARS * 0.6 and not line.endswith((",", ";", ":", "-", "and", "or", "the"))


def _starts_block(line: str, previous: str) -> bool:
    """List items, and headings (short, unpunctuated) right after a finished sentence."""
    if re.match(r"^(?:[-•*▪◦●]|\d{1,2}[.)]|[a-z][.)])\s", line):
        return True
    return previous.endswith((".", "!", "?", ":")) and _ends_block(line) and not line.endswith((".", "!", "?"))


def _split_run(match: re.Match) -> str:
    run = match.group(0)
    return " ".join(run[i:i + 60] for i in range(0, len(run), 60))
