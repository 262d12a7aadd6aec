"""Raw page text -> clean page text.

Removes what hurts retrieval and quoting: control and zero-width characters,
ligatures, running headers and footers, ragged line breaks inside paragraphs, and
whitespace-free runs long enough to choke a tokenizer. A hyphen at a line break is
kept or joined by the document's own words (`hyphens.py`). This is the plain-text
path: pdfplumber pages, and pdfium pages whose geometry could not be read.
"""

from __future__ import annotations

import re
import unicodedata

from knowledge.pdf.hyphens import Vocabulary, resolve_breaks
from knowledge.pdf.running import line_key, running_keys

_INVISIBLE = dict.fromkeys(
    [c for c in range(0x00, 0x20) if c not in (0x09, 0x0A)]
    + [0x7F, 0xAD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0xFFFE, 0xFFFF]
    + list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A)),
    None,
)
# An icon font's glyph (an admonition's "!" or "i", a check mark) is a private-use character: no word, and
# left in the text it sits between two sentences and keeps them from being split. Bullets of this kind are
# read as list markers before text is tidied (headings.MARKER).
_ICONS = dict.fromkeys(range(0xE000, 0xF900), " ")
_LONG_RUN = re.compile(r"\S{120,}")
# A footnote mark written as a superscript digit ("Duration¹", "Eco 40-60²") turns into a plain digit under
# NFKC and into another word or number ("$25³" -> "$253"): it is dropped first. A unit's power ("m²") and a
# power of ten ("10⁶", "10⁻⁹") stay (page_geometry.py does the same for marks set in small raised type).
_SUPERSCRIPT_MARK = re.compile(r"(?<=[^\s⁻])[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?![⁰¹²³⁴⁵⁶⁷⁸⁹])")
_POWER_BASE = re.compile(r"(?:(?:^|[^a-z])(?:m|cm|mm|km|ft|in|yd)|(?:^|[^\d.,])10)$", re.I)
_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200a\u3000]+")
_BROKEN_NUMBER = re.compile(r"(?<=\d[-\u2010\u2013]) (?=\d)")  # "555-" / "0177", "9:00–" / "17:00" at a line end
_HEADING_MAX_CHARS = 80
_EDGE_LINES = 2
_HEADER_MAX_CHARS = 100


def clean_pages(pages: list[str]) -> list[str]:
    """Clean every page; running headers/footers are found across the whole document."""
    vocab = Vocabulary(unicodedata.normalize("NFKC", "\n".join(pages)))
    lines_per_page = [_normalise(page, vocab).split("\n") for page in pages]
    running = running_keys([[line_key(lines[i]) for i in _edge_indexes(lines)] for lines in lines_per_page])
    return [_join_lines(_drop_running(lines, running)) for lines in lines_per_page]


def clean_text(text: str) -> str:
    """Clean one piece of text (no header/footer detection)."""
    text = unicodedata.normalize("NFKC", text)
    return _join_lines(_normalise(text, Vocabulary(text)).split("\n"))


def tidy(text: str) -> str:
    """One line of text: compatibility forms, no invisible characters, single spaces; a phone number or a
    range broken after its hyphen or dash at a line end is whole again ("555- 0177" -> "555-0177")."""
    text = unicodedata.normalize("NFKC", _drop_marks(text)).translate(_INVISIBLE).translate(_ICONS)
    return _LONG_RUN.sub(_split_run, _BROKEN_NUMBER.sub("", _SPACES.sub(" ", text).strip()))


def _normalise(text: str, vocab: Vocabulary) -> str:
    text = unicodedata.normalize("NFKC", _drop_marks(text.replace("\r\n", "\n").replace("\r", "\n")))
    text = resolve_breaks(text, vocab).translate(_INVISIBLE)
    text = _SPACES.sub(" ", text)
    return "\n".join(line.strip() for line in text.split("\n"))


def _drop_marks(text: str) -> str:
    return _SUPERSCRIPT_MARK.sub(lambda m: m.group(0) if _POWER_BASE.search(text, 0, m.start()) else "", text)


def _drop_running(lines: list[str], running: set[str]) -> list[str]:
    if not running:
        return lines
    edges = _edge_indexes(lines)
    return [line for i, line in enumerate(lines) if not (i in edges and line_key(line) in running)]


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
