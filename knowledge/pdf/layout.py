"""The parse child's page geometry, as the parent reads it (see `page_geometry.py`).

Coordinates are PDF points with y growing downwards from the page top. A page whose
geometry could not be read has `lines is None` and is read as plain text instead.
Lines and cells are slotted, not frozen: a long PDF has tens of thousands of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Cell:
    """Words of a line between two column-wide gaps; `gaps` = (offset in text, x) of each word space."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    gaps: tuple[tuple[int, float], ...] = ()


@dataclass(slots=True, eq=False)
class Line:
    page: int
    text: str  # the cells' texts joined by single spaces
    x0: float
    x1: float
    top: float
    bottom: float
    size: float  # font size of the first character
    cells: tuple[Cell, ...]
    bold: bool = False  # first AND last character bold (a run-in bold label is not a heading)
    bold_start: bool = False
    hyphen: bool = False  # ended with a hyphen at a line break (PDFium's U+FFFE)
    rotated: bool = False  # not upright: figure labels, margin stamps

    @property
    def multi(self) -> bool:
        return len(self.cells) >= 2


@dataclass(slots=True)
class Rule:
    """A ruling line: horizontal at y=`at` from `start` to `end` x, or vertical at x=`at`."""

    at: float
    start: float
    end: float


@dataclass
class PageLayout:
    number: int  # 1-based
    text: str  # the raw page text, as the plain-text path reads it
    width: float = 612.0
    height: float = 792.0
    lines: list[Line] | None = None  # None: no geometry for this page
    hrules: list[Rule] = field(default_factory=list)
    vrules: list[Rule] = field(default_factory=list)
    dots: list[tuple[float, float, float, float]] = field(default_factory=list)  # graphic bullets (x0, top, x1, bottom)


def page_from_json(number: int, page: dict) -> PageLayout:
    """One page of the child's output."""
    geometry = page.get("geometry")
    if not geometry:
        return PageLayout(number, page["text"])
    return PageLayout(
        number, page["text"], geometry["width"], geometry["height"],
        [_line(number, raw) for raw in geometry["lines"]],
        [Rule(*r) for r in geometry["hrules"]], [Rule(*r) for r in geometry["vrules"]],
        [tuple(d) for d in geometry["dots"]])


def _line(number: int, raw: list) -> Line:
    x0, x1, top, bottom, size, flags, cells = raw
    return Line(number, " ".join(c[0] for c in cells), x0, x1, top, bottom, size,
                tuple(Cell(text, a, b, top, bottom, size, tuple(map(tuple, gaps))) for text, a, b, gaps in cells),
                bold="B" in flags, bold_start="b" in flags, hyphen="h" in flags, rotated="r" in flags)
