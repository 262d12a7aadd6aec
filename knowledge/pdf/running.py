"""Running headers and footers: the same short line at the top or bottom of many pages.

Page numbers change, so lines are compared with their digits masked ("Page #").
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterable

from knowledge.pdf.layout import Line

_DIGITS = re.compile(r"\d+")
EDGE_LINES = 2  # lines at the top and at the bottom of a page where running headers and footers sit
RUNNING_MAX_CHARS = 120  # a longer line is text, not a header or footer
STEM_CHARS, STEM_SHARE = 20, 0.6  # a running line whose end changes page by page keeps this much of its start


def line_key(line: str) -> str:
    return _DIGITS.sub("#", line.strip().lower())


def running_keys(edge_keys_per_page: list[Iterable[str]]) -> set[str]:
    """Keys found among the page-edge lines of at least half the pages (3 pages minimum)."""
    if len(edge_keys_per_page) < 3:
        return set()
    counts: Counter[str] = Counter()
    for keys in edge_keys_per_page:
        counts.update(set(keys))
    needed = max(3, len(edge_keys_per_page) // 2)
    return {key for key, n in counts.items() if n >= needed and len(key) > 1}


def chapter_marks(pages: list[list[Line]]) -> set[int]:
    """Running headers that name the current chapter ("3 Seats, billing and invoices" above every page of
    chapter 3): too few pages each to be running by count, and read as a heading they put the page's first
    lines (a table going on from the page before) under the chapter that starts further down. The top or
    bottom line of a page is one when the same line (or one with the same stem: `_alike`) sits in the same
    place on the page before or after, or repeats, smaller, a line of the document (the chapter's heading)."""
    ends = [sorted(lines, key=lambda ln: ln.top) for lines in pages]
    edges = [[ln for ln in (o[0], o[-1]) if not ln.multi and len(ln.text) <= RUNNING_MAX_CHARS] if len(o) >= 2 else []
             for o in ends]
    biggest: dict[str, float] = {}
    for lines in pages:
        for line in lines:
            key = line_key(line.text)
            biggest[key] = max(biggest.get(key, 0.0), line.size)
    bodied = [len(lines) > 2 * EDGE_LINES for lines in pages]  # a short page's lines may all look alike
    marks: set[int] = set()
    for k, lines in enumerate(edges):
        around = [o for j in (k - 1, k + 1) if 0 <= j < len(edges) and bodied[j] for o in edges[j]] if bodied[k] else []
        for line in lines:
            key = line_key(line.text)
            if biggest[key] > 1.1 * line.size or any(_alike(line, o) and abs(o.top - line.top) <= 2 for o in around):
                marks.add(id(line))
    return marks


def _alike(line: Line, other: Line) -> bool:
    """The same running line: equal but for its digits, or (not bold) the same long stem with another end, as
    a workbook printed sheet by sheet heads each page "Fernhill Freight Rate Card 2026 | <sheet name>"."""
    a, b = line_key(line.text), line_key(other.text)
    if a == b:
        return True
    stem = len(os.path.commonprefix([a, b]))
    return not (line.bold or other.bold) and stem >= STEM_CHARS and stem >= STEM_SHARE * min(len(a), len(b))
