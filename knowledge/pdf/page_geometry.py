"""One pypdfium2 page -> its text lines with cells, fonts and ruling lines, as plain JSON data.

Runs in the parse child only (next to `get_text_range()`), so it imports nothing but
pypdfium2. It never boxes every character: PDFium is asked for the box of the first and
last character of each line and of the characters around each space (where a column gap
shows: a generated space, or a real one the text jumps after), and the font of a line's
first and last character; that keeps the cost to a few ms per page. Tables, lists and
headings are found later from this data, in the parent (see `layout.py`, `tables.py`,
`structure.py`).

PDFium's text index i is its character index i (`get_text_range` returns every
character, generated spaces and line breaks included), so no mapping is needed.
U+FFFE is PDFium's "a hyphen stood at this line break": the line ends there and is
flagged, and `hyphens.py` decides later whether the hyphen stays.
"""

from __future__ import annotations

import ctypes
import re

import pypdfium2.raw as pdfium_c

# A gap between two words wider than this many font sizes separates table cells:
# justified prose stretches a space to ~0.5 em, table columns sit >= ~1 em apart.
CELL_GAP_EM = 0.9
UNLIKE_JUMPS = 1.5  # the longest jump after a space this many times the shortest: the spaces were not stretched alike
_BOLD_NAME = re.compile(r"bold|black|heavy|semibold|demi|-medi|,medi", re.I)
_BREAK = re.compile(r"\r\n|\n|\r|\ufffe")
_THIN = 2.5  # a path thinner than this (points) is a ruling line
_FORCE_BOLD = 1 << 18  # PDF font descriptor flag
MATRIX_SCALE_TOLERANCE = 0.05  # a text matrix scaling type by less than this leaves its size as set
SUPERSCRIPT_SIZE = 0.8  # a footnote mark is set at most this share of its word's type size ...
SUPERSCRIPT_RISE = 0.15  # ... and raised at least this many type sizes above the word's baseline
_LAST_DIGITS = re.compile(r"\d+(?=[\s,.;:)\]]|$)")  # the digits that end a word
_POWER_OF_TEN = re.compile(r"(?:^|[^\d.,])10$")
_UNIT = re.compile(r"(?:^|[^a-z])(?:m|cm|mm|km|ft|in|yd)$", re.I)  # "m²", "25m²": a power, not a mark


def page_geometry(page, textpage, text: str) -> dict | None:
    """Lines, ruling lines and bullet dots of one page; None when the text has characters
    outside the BMP (PDFium's indexes then drift from the string's)."""
    if pdfium_c.FPDFText_CountChars(textpage) != len(text):
        return None
    width, height = page.get_size()
    probe = _Probe(textpage, height)
    lines = []
    start = 0
    for match in [*_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        line = _line(text, start, end, probe)
        if line is not None:
            if match and match.group() == "\ufffe":
                line[5] += "h"
            lines.append(line)
        start = match.end() if match else len(text)
    hrules, vrules, dots = _rules(page, width, height)
    return {"width": round(width, 1), "height": round(height, 1), "lines": lines,
            "hrules": hrules, "vrules": vrules, "dots": dots}


class _Probe:
    """Character boxes and fonts of one text page, through reused ctypes buffers."""

    def __init__(self, textpage, height: float) -> None:
        self.textpage = textpage
        self.height = height
        self.rect = pdfium_c.FS_RECTF()
        self.name = ctypes.create_string_buffer(128)
        self.flags = ctypes.c_int()
        self.matrix = pdfium_c.FS_MATRIX()

    def box(self, i: int) -> tuple[float, float, float, float]:
        """(x0, x1, top, bottom) with y growing downwards from the page top."""
        pdfium_c.FPDFText_GetLooseCharBox(self.textpage, i, self.rect)
        r = self.rect
        return r.left, r.right, self.height - r.top, self.height - r.bottom

    def jump(self, i: int) -> float:
        """How far past the end of the space at `i` the next character starts (points)."""
        pdfium_c.FPDFText_GetLooseCharBox(self.textpage, i, self.rect)
        end = self.rect.right
        pdfium_c.FPDFText_GetLooseCharBox(self.textpage, i + 1, self.rect)
        return self.rect.left - end

    def bold(self, i: int) -> bool:
        if pdfium_c.FPDFText_GetFontWeight(self.textpage, i) >= 600:
            return True
        pdfium_c.FPDFText_GetFontInfo(self.textpage, i, self.name, 128, self.flags)
        return bool(_BOLD_NAME.search(self.name.value.decode("latin-1"))) or bool(self.flags.value & _FORCE_BOLD)

    def size(self, i: int) -> float:
        """The character's type size on the page, in points: the font's size times the text matrix's scale.
        Some makers set every font at size 1 and scale it up (borb), others scale it down (wkhtmltopdf: 14 at
        0.576, so 8 points); read as set, every word space looked like a column gap, or no column gap did."""
        size = pdfium_c.FPDFText_GetFontSize(self.textpage, i)
        if pdfium_c.FPDFText_GetMatrix(self.textpage, i, self.matrix):
            m = self.matrix
            scale = abs(m.a * m.d - m.b * m.c) ** 0.5
            if scale > 0 and abs(scale - 1.0) > MATRIX_SCALE_TOLERANCE:
                size *= scale
        return size

    def rotated(self, i: int) -> bool:
        return abs(pdfium_c.FPDFText_GetCharAngle(self.textpage, i)) > 0.05


def _line(text: str, start: int, end: int, probe: _Probe) -> list | None:
    """[x0, x1, top, bottom, size, flags, cells]. Flags: B = first and last character bold,
    b = first character bold, h = ends at a hyphen, r = rotated. A cell is
    [text, x0, x1, gaps]; a gap [offset in the cell's text, x] is a word space inside it."""
    first, last = start, end - 1
    while first < end and text[first].isspace():
        first += 1
    while last >= first and text[last].isspace():
        last -= 1
    if first > last:
        return None
    size = probe.size(first) or 10.0
    x0, _, top, bottom = probe.box(first)
    _, x1, top2, bottom2 = probe.box(last)
    cells: list[list] = []
    starts: list[int] = []  # where each cell starts in `text`
    cell_start, cell_x0, gaps = first, x0, []
    generated, textpage = pdfium_c.FPDFText_IsGenerated, probe.textpage  # called for every space: keep it cheap
    jumps = _jumps(text, first, last, probe)
    i = text.find(" ", first, last)
    while i != -1:
        j = i
        while text[j + 1] == " ":
            j += 1
        # PDFium generates the space between separately positioned text runs; a single real space is a word
        # space unless the text jumps after it much further than after the line's other spaces (see `_jumps`)
        if j > i or generated(textpage, i) or i in jumps:
            left, right = probe.box(i - 1), probe.box(j + 1)
            if right[0] - left[1] >= CELL_GAP_EM * size or right[0] < left[0] - size:  # or the text goes back left
                cells.append([text[cell_start:i], round(cell_x0, 1), round(left[1], 1), gaps])
                starts.append(cell_start)
                cell_start, cell_x0, gaps = j + 1, right[0], []
            else:
                gaps.append([i - cell_start, round((left[1] + right[0]) / 2, 1)])
        i = text.find(" ", j + 1, last)
    cells.append([text[cell_start:last + 1], round(cell_x0, 1), round(x1, 1), gaps])
    starts.append(cell_start)
    for mark in reversed(_footnote_marks(text, first, last, probe)):  # dropped, its cell's word spaces moved
        k = max(n for n, start in enumerate(starts) if start <= mark)
        at = mark - starts[k]
        cells[k][0] = cells[k][0][:at] + cells[k][0][at + 1:]
        cells[k][3] = [[offset - (offset > at), x] for offset, x in cells[k][3]]
    x0, x1 = min(x0, *(c[1] for c in cells)), max(x1, *(c[2] for c in cells))  # cells set back left (a header row)
    bold_start = probe.bold(first)
    flags = ("B" if bold_start and (last == first or probe.bold(last)) else "") \
        + ("b" if bold_start else "") + ("r" if probe.rotated(first) else "")
    return [round(x0, 1), round(x1, 1), round(min(top, top2), 1), round(max(bottom, bottom2), 1),
            round(size, 2), flags, cells]


def _footnote_marks(text: str, first: int, last: int, probe: _Probe) -> list[int]:
    """The characters of footnote marks set in small raised type at the end of a word or number: "Duration¹",
    "Eco 40-60²", "$25³". Read as the text they touch, a price or a range becomes another number ("$253"). A
    unit's power ("m²"), a power of ten ("10⁶") or any raised run that is not only digits ("10⁻⁹") and a
    chemical's lowered index ("CO₂") are no marks. Only a word that ends in a digit is looked at, its last
    digit against its first character: two font lookups per number."""
    marks: list[int] = []
    for run in _LAST_DIGITS.finditer(text, first, last + 1):
        start, end = run.start(), run.end() - 1
        word = start
        while word > first and not text[word - 1].isspace():
            word -= 1
        if word == start:
            continue  # a number on its own
        base = probe.size(word)
        if not base or probe.size(end) >= SUPERSCRIPT_SIZE * base or _UNIT.search(text[word:start]):
            continue
        if probe.box(end)[3] > probe.box(word)[3] - SUPERSCRIPT_RISE * base:
            continue  # set small but not raised: an index ("CO₂")
        k = end
        while k > word and probe.size(k - 1) < SUPERSCRIPT_SIZE * base:
            k -= 1
        if text[k:end + 1].isdigit() and not _POWER_OF_TEN.search(text[word:k]):
            marks.extend(range(k, end + 1))
    return marks


def _jumps(text: str, first: int, last: int, probe: _Probe) -> set[int]:
    """The single real spaces after which the text jumps to a column. groff's tbl writes a row as one text
    object ("days) " then a move of 45 points to "10 years"). A justified line stretches every space alike
    (fpdf2: 14.6 points each in a narrow cell), so only a jump far beyond the line's smallest one counts."""
    generated, textpage = pdfium_c.FPDFText_IsGenerated, probe.textpage
    after: dict[int, float] = {}
    i = text.find(" ", first, last)
    while i != -1:
        if text[i + 1] != " " and text[i - 1] != " " and not generated(textpage, i):
            after[i] = probe.jump(i)
        i = text.find(" ", i + 1, last)
    if not after:
        return set()
    least, most = min(after.values()), max(after.values())
    if len(after) >= 2 and least > 1.0 and most > UNLIKE_JUMPS * least:
        # every space jumps, and by unlike lengths: no justified line but a row whose cells are set apart by
        # moves alone (a fixed-width report through Ghostscript: one space, then a move to the next column)
        return set(after)
    return {i for i, jump in after.items() if jump > 2 * least + 1.0}


def _rules(page, width: float, height: float) -> tuple[list, list, list]:
    """Horizontal rules [y, x0, x1], vertical rules [x, top, bottom] and small filled
    squares [x0, top, x1, bottom] (graphic bullets), from the page's path objects.

    Cell borders come as thin paths or as rectangles (one per cell, or a header fill):
    every rectangle gives its four edges, and collinear edges are merged so a row of
    cell rectangles becomes one rule across the table."""
    hs: list[tuple[float, float, float]] = []
    vs: list[tuple[float, float, float]] = []
    dots: list[list[float]] = []
    for left, low, right, high in _path_bounds(page):
        top, bottom = height - high, height - low
        w, h = right - left, bottom - top
        if 1.5 <= w <= 7 and 1.5 <= h <= 7 and abs(w - h) < 1.5:
            dots.append([round(left, 1), round(top, 1), round(right, 1), round(bottom, 1)])
        elif h <= _THIN and w >= 10:
            hs.append(((top + bottom) / 2, left, right))
        elif w <= _THIN and h >= 5:
            vs.append(((left + right) / 2, top, bottom))
        elif w >= 5 and h >= 5 and w < 0.95 * width:  # a cell or a fill
            hs += [(top, left, right), (bottom, left, right)]
            vs += [(left, top, bottom), (right, top, bottom)]
    return _merge(hs), _merge(vs), dots


def _path_bounds(page) -> list[tuple[float, float, float, float]]:
    """(left, bottom, right, top) of every path object, also inside form objects (one level
    deep); read through the raw API: pypdfium2's object wrappers cost 3x more."""
    out: list[tuple[float, float, float, float]] = []
    box = [ctypes.c_float() for _ in range(4)]

    def walk(objects: list, depth: int) -> None:
        for obj in objects:
            kind = pdfium_c.FPDFPageObj_GetType(obj)
            if kind == pdfium_c.FPDF_PAGEOBJ_PATH and pdfium_c.FPDFPageObj_GetBounds(obj, *box):
                out.append(tuple(v.value for v in box))
            elif kind == pdfium_c.FPDF_PAGEOBJ_FORM and depth < 2:
                walk([pdfium_c.FPDFFormObj_GetObject(obj, k) for k in range(pdfium_c.FPDFFormObj_CountObjects(obj))],
                     depth + 1)

    raw = page.raw
    walk([pdfium_c.FPDFPage_GetObject(raw, k) for k in range(pdfium_c.FPDFPage_CountObjects(raw))], 1)
    return out


def _merge(edges: list[tuple[float, float, float]], tolerance: float = 1.5) -> list[list[float]]:
    """Collinear, touching edges -> one rule [position, start, end]."""
    out: list[list[float]] = []
    for at, a, b in sorted(edges):
        for rule in reversed(out[-8:]):
            if abs(rule[0] - at) <= tolerance and a <= rule[2] + 2 and b >= rule[1] - 2:
                rule[1], rule[2] = min(rule[1], a), max(rule[2], b)
                break
        else:
            out.append([at, a, b])
    return [[round(v, 1) for v in rule] for rule in out]
