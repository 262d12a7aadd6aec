"""Cards side by side (plans, zones, offers printed from a web page), each read as one row.

A pricing page sets its plans as boxes side by side. Read line by line across the page, the
boxes interleave: the table finder took their lines for rows of a table, and every "row" joined
one card's hotspot to another card's price. A card is a box (its four edges come as rules)
holding lines, with another box of the same top beside it. Each card becomes one row of a
table: its head (the lines above its first label) is the row's key, and each label with the
lines under it is one cell ("HOTSPOT: Up to 5 GB of your 15 GB"). Labels are the short lines,
in capitals or bold, of the one style that recurs over the cards with other lines under it.
"""

from __future__ import annotations

from knowledge.pdf.layout import Line, PageLayout, Rule
from knowledge.pdf.tables import Table

_NEAR = 3.0  # points: two edges of one box line up this well
MIN_LINES = 2  # a card holds at least this many lines
MAX_LABEL_WORDS = 5


def find_cards(page: PageLayout, lines: list[Line]) -> list[Table]:
    """One table per row of cards on the page (empty when there are none)."""
    boxes = _boxes(page)
    tables: list[Table] = []
    used: set[int] = set()
    for row in _rows(boxes):
        inside = [[ln for ln in lines if _within(ln, box)] for box in row]
        if len(inside) < 2 or any(len(held) < MIN_LINES for held in inside):
            continue
        top, bottom = min(b[1] for b in row), max(b[3] for b in row)
        left, right = row[0][0], row[-1][2]
        held_ids = {id(ln) for held in inside for ln in held}
        if held_ids & used or any(id(ln) not in held_ids and ln.bottom > top and ln.top < bottom and ln.x1 > left
                                  and ln.x0 < right for ln in lines):
            continue  # lines read already, or lines between or across the boxes: not a row of cards
        ordered = [sorted(held, key=lambda ln: (ln.top, ln.x0)) for held in inside]
        style = _labels_style(ordered)
        rows = [_card(held, style) for held in ordered]
        width = max(len(r) for r in rows)
        rows = [r + [""] * (width - len(r)) for r in rows]
        consumed = [ln for held in inside for ln in held]
        used |= held_ids
        tables.append(Table(page.number, "", [""] * width, rows, top, bottom, False, consumed))
    return tables


def _boxes(page: PageLayout) -> list[tuple[float, float, float, float]]:
    """(x0, top, x1, bottom) of every box drawn on the page: a pair of vertical rules of one extent with a
    horizontal rule across their tops and one across their bottoms."""
    out = []
    verticals = sorted(page.vrules, key=lambda r: r.at)
    for k, a in enumerate(verticals):
        for b in verticals[k + 1:]:
            if b.at - a.at < 20 or abs(a.start - b.start) > _NEAR or abs(a.end - b.end) > _NEAR:
                continue
            if _edge(page.hrules, a.start, a.at, b.at) and _edge(page.hrules, a.end, a.at, b.at):
                out.append((a.at, a.start, b.at, a.end))
                break  # the nearest right edge closes the box
    return out


def _edge(hrules: list[Rule], at: float, x0: float, x1: float) -> bool:
    return any(abs(r.at - at) <= _NEAR and abs(r.start - x0) <= _NEAR and abs(r.end - x1) <= _NEAR for r in hrules)


def _rows(boxes: list[tuple[float, float, float, float]]) -> list[list[tuple[float, float, float, float]]]:
    """Boxes side by side with the same top, left to right; only groups of two or more that do not overlap."""
    groups: list[list[tuple[float, float, float, float]]] = []
    for box in sorted(boxes, key=lambda b: (b[1], b[0])):
        if groups and abs(groups[-1][0][1] - box[1]) <= _NEAR:
            groups[-1].append(box)
        else:
            groups.append([box])
    out = []
    for group in groups:
        group = sorted((b for b in group if not any(o != b and o[0] <= b[0] + 1 and b[2] <= o[2] + 1 for o in group)),
                       key=lambda b: b[0])  # a box drawn twice (a highlighted card's double border): the outer one
        if len(group) >= 2 and all(a[2] <= b[0] for a, b in zip(group, group[1:])):
            out.append(group)
    return out


def _within(line: Line, box: tuple[float, float, float, float]) -> bool:
    x0, top, x1, bottom = box
    return line.x0 >= x0 - 1 and line.x1 <= x1 + 1 and line.top >= top - 1 and line.bottom <= bottom + 1


def _card(lines: list[Line], style: tuple[float, bool] | None) -> list[str]:
    """[head, "LABEL: value", ...]: a run of lines in the labels' style names the lines under it; the lines
    above the first label are the head."""
    cells = [[]]  # [label lines..., value lines...] per cell; cells[0] is the head
    labelled = [False]
    for k, ln in enumerate(lines):
        is_label = style is not None and _style(ln) == style
        if is_label and not (labelled[-1] and k and _style(lines[k - 1]) == style):
            cells.append([])
            labelled.append(True)
        cells[-1].append((ln, is_label))
    out = [" ".join(ln.text for ln, _ in cells[0])]
    for cell in cells[1:]:
        label = " ".join(ln.text for ln, is_label in cell if is_label)
        value = " ".join(ln.text for ln, is_label in cell if not is_label)
        out.append(f"{label}: {value}" if value else label)
    return out


def _labels_style(cards: list[list[Line]]) -> tuple[float, bool] | None:
    """The style (size, bold) of the cards' labels: short lines in capitals or bold, a style found at least
    twice, under which lines of another style follow."""
    counts: dict[tuple[float, bool], int] = {}
    for lines in cards:
        for ln, following in zip(lines, lines[1:]):
            if 1 <= len(ln.text.split()) <= MAX_LABEL_WORDS and (_capitals(ln) or ln.bold) \
                    and _style(following) != _style(ln) and ln.size <= 1.2 * following.size:
                counts[_style(ln)] = counts.get(_style(ln), 0) + 1
    best = max(counts, key=lambda st: counts[st], default=None)
    return best if best is not None and counts[best] >= 2 else None


def _style(line: Line) -> tuple[float, bool]:
    return round(line.size, 1), line.bold


def _capitals(line: Line) -> bool:
    letters = [c for c in line.text if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)
