"""Rules typed as characters: a report printed in a fixed-width font draws its lines with "-----" and "=====".

Read as text, such a line became a "sentence" of dashes, glued to the heading above it and to
the table under it. Each run of rule characters is a horizontal rule instead, where it lies on
the page, and the line it underlines, when it is about as long, is emphasis there: what bold is
in a typeset document (a section heading, a table's header).
"""

from __future__ import annotations

import re
from dataclasses import replace

from knowledge.pdf.layout import Line, PageLayout, Rule

_RULE_WORD = re.compile(r"^\+?([-=_~*])\1{2,}\+?$")  # "-----", "=====", a box's edge "+-----+"
_BAR = re.compile(r"^\|\s*|\s*\|$")  # a box's side typed as "|" at a line's start or end
_UNDERLINED = 0.7  # a rule at least this share of the line above's width underlines it


def typed_rules(page: PageLayout) -> PageLayout:
    """The page with its typed rule lines turned into rules, and the lines they underline made bold."""
    typed = {id(ln) for ln in page.lines or () if _is_rule(ln)}
    if not typed:
        return page
    rules: list[Rule] = []
    underlined: set[int] = set()
    ordered = sorted(page.lines, key=lambda ln: ln.top)
    for k, line in enumerate(ordered):
        if id(line) not in typed:
            continue
        at = (line.top + line.bottom) / 2
        rules += [Rule(at, cell.x0, cell.x1) for cell in line.cells]
        above = ordered[k - 1] if k else None
        if above is not None and id(above) not in typed and line.top - above.bottom < line.bottom - line.top \
                and line.x1 - line.x0 >= _UNDERLINED * (above.x1 - above.x0):
            underlined.add(id(above))
    lines = [replace(ln, bold=True, bold_start=True) if id(ln) in underlined else ln
             for ln in page.lines if id(ln) not in typed]
    return replace(page, lines=[ln for ln in map(_without_bars, lines) if ln is not None],
                   hrules=page.hrules + rules)


def _is_rule(line: Line) -> bool:
    """Every word of the line a run of one rule character ("----  -------", "+------+")."""
    words = line.text.split()
    return bool(words) and all(_RULE_WORD.match(w) for w in words)


def _without_bars(line: Line) -> Line | None:
    """The line without the "|" of a typed box's sides (None when nothing else is left)."""
    if "|" not in line.text:
        return line
    cells = [replace(c, text=_BAR.sub("", c.text)) for c in line.cells]
    cells = [c for c in cells if c.text]
    if not cells:
        return None
    if all(a.text == b.text for a, b in zip(cells, line.cells)) and len(cells) == len(line.cells):
        return line
    return replace(line, text=" ".join(c.text for c in cells), cells=tuple(cells), x0=cells[0].x0, x1=cells[-1].x1)
