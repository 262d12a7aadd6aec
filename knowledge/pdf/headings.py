"""Which lines are headings, and how deep: from font size, boldness and numbering.

A heading is a short line, bold or >= 1.15x the body text size, that does not read as
a sentence, a list item or a caption. Its level comes from its style's rank in the
document (bigger first, bold before regular) and then its numbering depth ("2.3.1").
The biggest style, used once and on page 1, is the document's title: it is not part of
any section path.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from knowledge.pdf.layout import Line

MAX_CHARS = 120
_SECTION_NO = re.compile(r"^(?:(?:Chapter|Section|Part|Article)\s+)?(\d+(?:\.\d+)*)[.:]?\s", re.I)
_CAPTION = re.compile(r"^(?:Table|Figure|Fig\.)\s*\d+[.:]", re.I)
STEP_LABEL = r"Step ?\d{1,2}[.:]"  # "Step 2." "Step 3:": a numbered step, its label part of the item
# a list marker: bullet glyphs (also from symbol fonts), "1." "a)" "(iv)", a step label
_MARK = (r"(?:[•●▪◦‣∙·\-–—*\uf0b7\uf0a7\uf0d8\uf076\uf0fc]|\(?\d{1,2}[.)]|\(?[a-z][.)]"
         rf"|\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\)|{STEP_LABEL})")
MARKER = re.compile(rf"^{_MARK}\s+")  # at a line start
LONE_MARKER = re.compile(rf"^{_MARK}$")  # a cell of its own

Level = tuple[int, int]  # (style rank, numbering depth): smaller is outer


class Headings:
    """The heading styles of one document."""

    def __init__(self, lines: Iterable[Line]) -> None:
        lines = [ln for ln in lines if not ln.rotated]
        self.body_size = _body_size(lines)
        candidates = [ln for ln in lines if self._looks_heading(ln)]
        self._candidates = {id(ln) for ln in candidates}
        styles = {_style(ln) for ln in candidates}
        self.ranks = {s: k for k, s in enumerate(sorted(styles, key=lambda s: (-s[0], not s[1])))}
        top = [ln for ln in candidates if self.ranks[_style(ln)] == 0]
        self.title_style = _style(top[0]) if len(top) == 1 and top[0].page == 1 else None

    def is_title(self, line: Line) -> bool:
        return id(line) in self._candidates and _style(line) == self.title_style

    def level(self, line: Line) -> Level | None:
        """The heading level of `line` (one of the lines it was built from), or None when it is no heading."""
        if id(line) not in self._candidates:
            return None
        return self.ranks.get(_style(line), len(self.ranks)), len(section_number(line.text)) or 1

    def _looks_heading(self, line: Line) -> bool:
        text = line.text.strip()
        if not 2 <= len(text) <= MAX_CHARS or _CAPTION.match(text) or not any(ch.isalpha() for ch in text):
            return False
        if MARKER.match(text) and not (line.bold and not text.endswith((".", ";", ":"))):
            return False  # a list item; a bold "1. INTRODUCTION" is a numbered heading
        if text.endswith((".", ",", ";")) and not _SECTION_NO.match(text):
            return False
        return line.bold or line.size >= 1.15 * self.body_size


def section_number(heading: str) -> list[str]:
    """The parts of a heading's section number, [] when it has none: "2.3.1" is three deep; "2.0" is a
    chapter, one deep, like "2" (a trailing ".0" numbers no subsection)."""
    numbered = _SECTION_NO.match(heading)
    parts = numbered.group(1).split(".") if numbered else []
    while len(parts) > 1 and parts[-1].strip("0") == "":
        parts.pop()
    return parts


def continues_heading(line: Line, heading: str) -> bool:
    """May `line` be the second line of the wrapped heading `heading`?"""
    return not _SECTION_NO.match(line.text) and not heading.endswith((":", "?"))


def _style(line: Line) -> tuple[int, bool]:
    return round(line.size), line.bold


def _body_size(lines: list[Line]) -> float:
    """The font size that sets the most characters."""
    sizes: Counter[float] = Counter()
    for ln in lines:
        sizes[round(ln.size * 2) / 2] += len(ln.text)
    return sizes.most_common(1)[0][0] if sizes else 10.0
