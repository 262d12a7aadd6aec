"""A page set in two columns, read as one: the left column's lines, then the right column's.

The reader puts a page's lines in order by their height on the page. On a page set in two
columns (a brochure, a quick-answers page, a newsletter) that interleaves the columns line by
line, and the table finder takes the side-by-side lines for the rows of a two-column table:
every "row" then joined half a sentence of the left column to half a sentence of the right.

A two-column region is a run of lines none of which crosses a vertical gutter in the middle
of the page, with prose on both sides of it (lines that fill most of their column, not the
short labels of a label | value table). Inside it, the right column's lines (and the graphic
bullets beside them) are moved below the left column's, and everything under the region moves
down by as much, so the rest of the reader sees one column. PDFs keep a column's lines
together when the columns were typeset one after the other; a table drawn row by row gives
one line per row with cells, and is left alone.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import replace

from knowledge.pdf.layout import Cell, Line, PageLayout

MIN_LINES = 3  # per column
_MIDDLE = (0.3, 0.75)  # the gutter lies in this share of the page's width (a slide's sidebar starts at ~0.7)
_FULL = 0.5  # a column's lines fill at least this share of its width, on median: prose, not labels
_NEXT_LINE = 2.0  # a left-column line at most this many font sizes below the last one continues the column
ALIKE_WIDTHS = 0.1  # two columns of a section set in columns differ in width by at most this share
_TABLE_RULES = 3  # horizontal rules of one width in the right column that make a ruled table there (a box has two)


def one_column(page: PageLayout, lines: list[Line]) -> tuple[list[Line], PageLayout]:
    """The page's lines with any two-column region stacked into one column, and the page with its graphic
    bullets and rules moved alike (a table's rules under the region go down with its lines)."""
    found = ((gutter, region) for gutter in _gutters(lines, page.width)
             if (region := _region(lines, gutter)) is not None)
    gutter, region = next(found, (None, None))
    if region is None or _ruled(page, region[:2], gutter):
        return lines, page
    left, right, section = region
    size = statistics.median(ln.size for ln in left + right)
    right_top = min(ln.top for ln in right)
    right_bottom = max(ln.bottom for ln in right)
    end = max(right_bottom, max(ln.bottom for ln in left))
    offset = max(ln.bottom for ln in left) + size - right_top  # the right column starts under the left one
    below = right_bottom + offset - end  # what lies under the region moves down by this
    moved: list[Line] = []
    right_ids = {id(ln) for ln in right}
    for ln in lines:
        if id(ln) in right_ids:
            moved.append(_moved(ln, offset))
        elif ln.top >= end - 0.5:
            moved.append(_moved(ln, below))
        else:
            moved.append(ln)
    def shift(x: float, y: float) -> float:
        """How far a mark starting at (x, y) moves: with the right column, with what lies under, or not."""
        if x >= gutter - 20 and right_top - size <= y <= right_bottom:
            return offset
        return below if y >= end - 0.5 else 0.0

    dots = [(x0, top + dy, x1, bottom + dy) for x0, top, x1, bottom in page.dots for dy in [shift(x0, top)]]
    if not section:  # a whole page in two columns: its rules (a sidebar's box) are left where they are
        return moved, replace(page, dots=dots)
    hrules = [replace(r, at=r.at + shift(r.start, r.at)) for r in page.hrules]
    vrules = [replace(r, start=r.start + offset, end=r.end + offset)
              if r.at >= gutter - 20 and right_top - size <= r.start and r.end <= right_bottom + size
              else replace(r, start=r.start + below, end=r.end + below) if r.start >= end - 0.5 else r
              for r in page.vrules]
    return moved, replace(page, dots=dots, hrules=hrules, vrules=vrules)


def _gutters(lines: list[Line], width: float) -> list[float]:
    """Where a right column may start, leftmost first: left edges shared by at least MIN_LINES lines starting
    in the middle of the page (a glossary's terms start at one, their indented second lines at another)."""
    starts = Counter(round(ln.x0) for ln in lines if _MIDDLE[0] * width <= ln.x0 <= _MIDDLE[1] * width)
    return [at - 2.0 for at in sorted(starts)
            if sum(n for x, n in starts.items() if abs(x - at) <= 2) >= MIN_LINES]


def _region(lines: list[Line], gutter: float) -> tuple[list[Line], list[Line], bool] | None:
    """The lines left and right of the gutter over the run of rows no line crosses; None unless both
    columns hold prose, side by side. When lines cross the gutter elsewhere on the page (a two-column
    section between full-width text), the first run between them whose two columns are as wide as each
    other (a multi-column layout makes them so; a table's columns seldom are). The flag says which."""
    right = [ln for ln in lines if ln.x0 >= gutter]
    top, bottom = min(ln.top for ln in right), max(ln.bottom for ln in right)
    if not any(ln.x0 < gutter < ln.x1 and ln.bottom > top and ln.top < bottom for ln in lines):
        region = _sides(lines, gutter, right, top, bottom)
        return (*region, False) if region is not None else None
    crossing = sorted(ln.top for ln in lines if ln.x0 < gutter < ln.x1)
    runs: dict[int, list[Line]] = {}
    for ln in right:  # right-column lines, grouped by the crossing lines above them
        runs.setdefault(sum(1 for at in crossing if at < ln.top), []).append(ln)
    for run in runs.values():
        top, bottom = min(ln.top for ln in run), max(ln.bottom for ln in run)
        if any(ln.x0 < gutter < ln.x1 and ln.bottom > top and ln.top < bottom for ln in lines):
            continue
        region = _sides(lines, gutter, run, top, bottom)
        if region is not None and _alike_widths(*region):
            return (*region, True)
    return None


def _alike_widths(left: list[Line], right: list[Line]) -> bool:
    widths = [max(ln.x1 for ln in side) - min(ln.x0 for ln in side) for side in (left, right)]
    return abs(widths[0] - widths[1]) <= ALIKE_WIDTHS * max(widths)


def _sides(lines: list[Line], gutter: float, right: list[Line], top: float, bottom: float,
           ) -> tuple[list[Line], list[Line]] | None:
    size = statistics.median(ln.size for ln in right)
    left = [ln for ln in lines if ln.x1 <= gutter and ln.top >= top - 0.5 * size and ln.top <= bottom]
    for ln in sorted((ln for ln in lines if ln.top > bottom), key=lambda ln: ln.top):
        if ln.x1 > gutter or not left or ln.top - max(x.top for x in left) > _NEXT_LINE * size:
            break
        left.append(ln)  # the left column runs on below a shorter right column (text flowed left, then right)
    if len(left) < MIN_LINES or len(right) < MIN_LINES:
        return None
    left_width = gutter - min(ln.x0 for ln in left)
    right_width = max(ln.x1 for ln in right) - gutter
    if statistics.median(ln.x1 - ln.x0 for ln in left) < _FULL * left_width or \
            statistics.median(ln.x1 - ln.x0 for ln in right) < _FULL * right_width:
        return None  # short labels beside values: a table's columns, for the table finder
    return left, right


def _ruled(page: PageLayout, region: tuple[list[Line], list[Line]], gutter: float) -> bool:
    """A ruled table inside the right column would lose its rules if its lines moved: leave the page as is.
    Rules of one width make the table; a box's top and bottom, or an underline, do not."""
    right = region[1]
    top, bottom = min(ln.top for ln in right), max(ln.bottom for ln in right)
    widths = Counter((round(r.start), round(r.end)) for r in page.hrules if top <= r.at <= bottom and r.end > gutter)
    return max(widths.values(), default=0) >= _TABLE_RULES


def _moved(line: Line, dy: float) -> Line:
    if not dy:
        return line
    return replace(line, top=line.top + dy, bottom=line.bottom + dy,
                   cells=tuple(Cell(c.text, c.x0, c.x1, c.top + dy, c.bottom + dy, c.size, c.gaps) for c in line.cells))
