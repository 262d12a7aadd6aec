"""Page lines -> tables with a title, column headers and rows, from geometry alone.

pdfplumber's table finder costs 85-740 ms a page; this costs a few ms, from the cells
the parse child already split at column-wide gaps (`page_geometry.py`):

1. bands: lines that overlap vertically are one band (a wrapped or vertically centred
   cell, a superscript, stays with its row);
2. regions: runs of >= 3 bands with >= 2 cells (a short label band may sit inside);
   with ruling lines, a stack of >= 4 rules of one width is a table whose rows are the
   gaps between rules (a cell wrapped in any column stays one row); stacks with only rows
   between them are one table (shaded group rows), and a bold header above the first rule
   or a last row under the last one belong to it;
3. columns: where enough rows have a cell (a coverage profile), or the vertical rules; in a
   grid, a merged cell (no column rule at its height) spans its columns, and two touching
   cells are cut where a column rule runs between them;
4. header: leading bold bands, or leading bands with fewer numbers than the body
   (at most 3); group names over column names name each column of their group; a
   headerless region at the top of a page continues the previous page's table and keeps
   its title and headers; a row whose cells go on with the row above is that row wrapped;
5. title: a "Table N:" caption just above (or below), else a lead-in line ending in
   ":", else the nearest bold line above.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from knowledge.pdf.layout import Cell, Line, PageLayout, Rule

_CAPTION = re.compile(r"^(?:Table|Tab\.)\s*\d+[.:]?", re.I)
_MARKER = re.compile(r"^(?:[-•*–▪◦●·]|\d{1,2}[.)]|[a-z][.)])$")
_SECTION_NO = re.compile(r"^\d+(?:\.\d+)*\.?$")
_DIGIT = re.compile(r"\d")
_GOES_ON = re.compile(r"[a-z][a-z'’-]*(?![\w@.])")  # a plain lowercase word ("year)"), not an e-mail or URL
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)][.!?])\s+(?=[A-Z])")
_FIRST_SENTENCE = re.compile(r"(.+?[a-z)][.!?])\s")
MAX_HEADER_ROWS = 3
MAX_COLUMNS = 16
SAME_LINE = 0.4  # pieces whose tops differ by less than this many font sizes are on one line
MAX_RULE_GAP = 90.0  # points between two rules of one table, at most (a row of several lines)
# A wrapped cell's next line may start with a number ("8:30 a.m.", "$100"; not a list's "7. Meter readings")
# when the line above stopped at a word ("Sat", "requested by"), not at a number or a full stop.
_NUMBER = re.compile(r"[$£€]?\d(?!\d*[.)]\s)")
_ENDS_AT_WORD = re.compile(r"[A-Za-z]$")
SPANNED = "\u21a4"  # a row's column covered by the merged cell to its left
WRAP_PITCH = 0.9  # lines of one ruled gap this much closer than a one-line row's gap are one wrapped row


@dataclass
class Band:
    """Lines that share a vertical extent: one visual row. Read only once all its lines are in."""

    lines: list[Line]
    top: float
    bottom: float
    page_width: float
    _cells: list[Cell] | None = field(default=None, init=False, repr=False)
    _multi: bool | None = field(default=None, init=False, repr=False)

    @property
    def size(self) -> float:
        return max(ln.size for ln in self.lines)

    @property
    def cells(self) -> list[Cell]:
        """Cells of the band's full-size lines, left to right; fragments of one visual line
        that PDFium split (math, a font change) are glued back when they touch."""
        if self._cells is None:
            size = self.size
            out: list[Cell] = []
            for c in sorted((c for ln in self.lines if ln.size >= 0.8 * size for c in _marked(ln)), key=lambda c: c.x0):
                p = out[-1] if out else None
                if p and 0 <= c.x0 - p.x1 < 0.9 * size \
                        and min(p.bottom, c.bottom) - max(p.top, c.top) > 0.5 * (c.bottom - c.top):
                    joint = len(p.text)  # a word space, where a column rule may still cut the two apart
                    gaps = (*p.gaps, (joint, (p.x1 + c.x0) / 2), *((joint + 1 + o, x) for o, x in c.gaps))
                    out[-1] = Cell(f"{p.text} {c.text}", p.x0, c.x1, min(p.top, c.top), max(p.bottom, c.bottom), p.size,
                                   gaps)
                else:
                    out.append(c)
            self._cells = out
        return self._cells

    @property
    def small_cells(self) -> list[Cell]:
        """Sub- and superscript fragments, left out of the column analysis."""
        return [c for ln in self.lines if ln.size < 0.8 * self.size for c in ln.cells]

    @property
    def bold(self) -> bool:
        return all(ln.bold for ln in self.lines)

    @property
    def width(self) -> float:
        return max(ln.x1 for ln in self.lines) - min(ln.x0 for ln in self.lines)

    @property
    def multi(self) -> bool:
        """Looks like a table row: >= 2 cells, none as wide as prose, not "- item" or "3.5 Heading"."""
        if self._multi is None:
            cells = self.cells
            self._multi = len(cells) >= 2 and all(c.x1 - c.x0 <= 0.5 * self.page_width for c in cells)
            if self._multi and len(self.lines) == 1 and (
                    _MARKER.match(cells[0].text) or (_SECTION_NO.match(cells[0].text) and self.bold)):
                self._multi = len(cells) >= 3
        return self._multi


def _marked(line: Line) -> list[Cell]:
    """The line's cells, the last one ending in U+FFFE when the line ended at a hyphen: a word broken over two
    lines of a cell is joined (or its hyphen kept) by the reader's compound rule, which knows the vocabulary."""
    cells = list(line.cells)
    if line.hyphen and cells:
        last = cells[-1]
        cells[-1] = replace(last, text=last.text + "\ufffe")
    return cells


@dataclass
class Table:
    page: int
    title: str
    headers: list[str]
    rows: list[list[str]]
    top: float
    bottom: float
    continued: bool = False  # carries on the previous page's table (its title and headers)
    lines: list[Line] = field(default_factory=list, repr=False)  # the lines it consumed, caption included
    ruled: tuple[float, float] | None = None  # the x-extent of its rules, when rules divide its rows


def bands_of(lines: list[Line], page_width: float) -> list[Band]:
    out: list[Band] = []
    for ln in sorted(lines, key=lambda ln: ln.top):
        if out and ln.top < out[-1].bottom - 1.0:
            out[-1].lines.append(ln)
            out[-1].bottom = max(out[-1].bottom, ln.bottom)
        else:
            out.append(Band([ln], ln.top, ln.bottom, page_width))
    return out


def find_tables(page: PageLayout, lines: list[Line], previous: Table | None) -> list[Table]:
    """Tables among `lines` (the page's body lines); `previous` is the last table seen before."""
    bands = bands_of(lines, page.width)
    stacks = [_with_last_row(_with_header(stack, page.hrules, bands), bands)
              for stack in _joined(_stacks(page.hrules), bands)]
    going_on = _going_on(page, bands, previous, stacks)
    if not stacks and going_on is None and not any(a.multi and b.multi for a, b in zip(bands, bands[1:])):
        return []  # the cheap gate: no rules and no two consecutive row-like bands
    if going_on is not None:
        stacks.insert(0, going_on)
    tables: list[Table] = []
    used: set[int] = set()
    for stack in (part for whole in stacks for heads in _split_at_headings(whole, bands)
                  for part in _split_at_prose(heads, bands)):
        rest = going_on is not None and stack[0] is going_on[0]  # (the stack may come back cut, as a new list)
        columns = _rule_columns(page.vrules, stack)  # a full grid: every gap between two rules is one row
        if columns is not None:
            stack = _grid_end(stack, page.vrules, bands)
        inside = [k for k, b in enumerate(bands) if stack[0].at < (b.top + b.bottom) / 2 < stack[-1].at]
        rows = _ruled_rows([bands[k] for k in inside], stack, one_per_gap=rest or columns is not None) \
            if len(inside) >= 2 else []
        if len(rows) < 2 and not (rows and rest):
            continue
        table = _build(page, lines, rows, tables[-1] if tables else previous, columns, going_on=rest)
        if table is not None:
            table.ruled = (stack[0].start, stack[0].end)
            tables.append(table)
            used.update(inside)
    i = 0
    while i < len(bands):
        if i in used or not bands[i].multi:
            i += 1
            continue
        j = last = end = i
        while j + 1 < len(bands) and j + 1 not in used:
            if bands[j + 1].multi:
                j = last = end = j + 1
            elif _short_label(bands[j + 1], page) and j + 2 < len(bands) and bands[j + 2].multi:
                j += 1
            elif _cell_line(bands[j + 1], bands[j], bands[last]):
                j += 1  # a long cell's next line
                line = bands[j].lines[0]
                over = _lines_over(line, bands[j - 1])  # never empty for a cell line
                if end == j - 1 and _reads_on(line.text, over[-1].text):
                    end = j  # after the last row, only a line that reads on from the one over it
            else:
                break
        region = bands[i:end + 1]
        if sum(b.multi for b in region) >= 3 or (len(region) >= 2 and region[0].bold):
            table = _build(page, lines, region, tables[-1] if tables else previous, _boxed_columns(page.vrules, region))
            if table is not None:
                tables.append(table)
        i = end + 1
    return sorted(tables, key=lambda t: t.top)


def row_text(title: str, headers: list[str], row: list[str]) -> str:
    """A row as one self-contained line: "Title — key — Header: value; Header: value". A merged cell is
    labelled with what its columns' headers share ("Price per visit", the group over three sizes)."""
    key, values = row[0], row[1:]
    heads = headers[1:]
    lead = f"{title} — " if title else ""
    if any(heads):
        pairs: list[tuple[list[str], str]] = []
        for h, v in zip(heads, values):
            if v == SPANNED and pairs:
                pairs[-1][0].append(h)
            elif v != SPANNED:
                pairs.append(([h], v))
        body = "; ".join(f"{h}: {v}" if h else v for h, v in ((_shared(hs), v) for hs, v in pairs) if v)
        return f"{lead}{key} — {body}" if key else lead + body
    body = "; ".join(v for v in values if v and v != SPANNED)
    return f"{lead}{key}: {body}" if key else lead + body


def _shared(headers: list[str]) -> str:
    """The label of a cell merged over columns: the words their headers start with alike, else all of them."""
    if len(headers) == 1:
        return headers[0]
    words = [h.split() for h in headers]
    common = []
    for group in zip(*words):
        if len(set(group)) > 1:
            break
        common.append(group[0])
    return " ".join(common) or " / ".join(h for h in headers if h)


# ---- ruled tables --------------------------------------------------------------------------

def _stacks(hrules: list[Rule], min_rules: int = 4, max_gap: float = MAX_RULE_GAP) -> list[list[Rule]]:
    """Groups of >= `min_rules` horizontal rules of one x-extent, top to bottom."""
    groups: list[list[Rule]] = []
    for r in sorted(hrules, key=lambda r: r.at):
        for g in groups:
            last = g[-1]
            if abs(last.start - r.start) <= 3 and abs(last.end - r.end) <= 3 and 0 < r.at - last.at <= max_gap:
                g.append(r)
                break
        else:
            groups.append([r])
    return [t for t in map(_trim, groups) if len(t) >= min_rules]


def _joined(stacks: list[list[Rule]], bands: list[Band]) -> list[list[Rule]]:
    """Two stacks of one width with only table rows between them are one table: shaded group rows give a pair
    of rules each, with more rows between two pairs than one gap between rules of a table may hold."""
    out: list[list[Rule]] = []
    for stack in sorted(stacks, key=lambda st: st[0].at):
        last = out[-1] if out else None
        if last and abs(last[0].start - stack[0].start) <= 3 and abs(last[0].end - stack[0].end) <= 3:
            between = _between(bands, last[-1].at, stack[0].at)
            if between and between[0].multi and \
                    all(b.multi or (len(b.cells) <= 2 and b.width < 0.5 * b.page_width) for b in between):
                out[-1] = last + stack
                continue
        out.append(stack)
    return out


def _going_on(page: PageLayout, bands: list[Band], previous: Table | None, stacks: list[list[Rule]]) -> list[Rule] | None:
    """The rest of a ruled table from the page before, at the top of this page, where a table ruled only
    under each row (HTML printed to PDF) leaves too few rules for a stack: its rules of the previous table's
    width, from the top of the page, with the first row's top as the missing rule above it."""
    if previous is None or previous.ruled is None or previous.page != page.number - 1:
        return None
    x0, x1 = previous.ruled
    taken = {id(r) for stack in stacks for r in stack}
    rules = sorted((r for r in page.hrules if id(r) not in taken and abs(r.start - x0) <= 3 and abs(r.end - x1) <= 3),
                   key=lambda r: r.at)
    if not rules or rules[0].at > 0.5 * page.height:
        return None
    above = [b for b in bands if b.bottom <= rules[0].at + 1 and b.top >= rules[0].at - MAX_RULE_GAP]
    if not above or not any(b.multi for b in above):
        return None
    run = [rules[0]]
    for rule in rules[1:]:
        if rule.at - run[-1].at > MAX_RULE_GAP:
            break
        run.append(rule)
    return [Rule(min(b.top for b in above) - 1, x0, x1), *run]


def _with_header(stack: list[Rule], hrules: list[Rule], bands: list[Band]) -> list[Rule]:
    """The stack with its header: the rule above its first one when only bold lines lie between them (a header
    of several lines, group names over column names, is taller than any row, and `_trim` dropped it), or the
    bold row-like lines right above it (LaTeX's shaded rows give a rule per row, the header has none)."""
    first = stack[0]
    above = [r for r in hrules if abs(r.start - first.start) <= 3 and abs(r.end - first.end) <= 3
             and 0 < first.at - r.at <= MAX_RULE_GAP]
    if above:
        rule = max(above, key=lambda r: r.at)
        inside = _between(bands, rule.at, first.at)
        if len(inside) >= 2 and all(b.bold for b in inside) and any(b.multi for b in inside):
            return [rule, *stack]
    header: list[Band] = []  # rows shaded one by one start their stack under a header drawn without a fill
    for band in sorted((b for b in bands if b.bottom <= first.at + 1), key=lambda b: -b.bottom):
        edge = header[-1].top if header else first.at
        if len(header) == MAX_HEADER_ROWS or edge - band.bottom > band.size or not (band.bold and band.multi):
            break
        header.append(band)
    return [Rule(header[-1].top - 1, first.start, first.end), *stack] if header else stack


def _with_last_row(stack: list[Rule], bands: list[Band]) -> list[Rule]:
    """The stack with a rule under a last row that has none: rules drawn only between rows (no border) leave
    the last row under the last rule. It is a row-like line right under it, as near as the rows above."""
    inside = _between(bands, stack[0].at, stack[-1].at)
    below = sorted((b for b in bands if b.top >= stack[-1].at - 1), key=lambda b: b.top)
    if not inside or not below or not below[0].multi:
        return stack
    row, pitch = below[0], min(b.at - a.at for a, b in zip(stack, stack[1:]))
    widest = max(len(b.cells) for b in inside)
    if row.top - stack[-1].at > 0.5 * pitch or len(row.cells) < max(2, (widest + 1) // 2):
        return stack
    return [*stack, Rule(row.bottom + 1, stack[-1].start, stack[-1].end)]


def _trim(group: list[Rule]) -> list[Rule]:
    """Drop end rules far from the rest (a page-header rule as wide as the table)."""
    while len(group) >= 3:
        gaps = sorted(b.at - a.at for a, b in zip(group, group[1:]))
        median = gaps[len(gaps) // 2]
        if group[1].at - group[0].at > 2.5 * median:
            group = group[1:]
        elif group[-1].at - group[-2].at > 2.5 * median:
            group = group[:-1]
        else:
            break
    return group


def _split_at_headings(stack: list[Rule], bands: list[Band]) -> list[list[Rule]]:
    """Two ruled tables one above the other share a rule stack; a lone line in a bigger
    font, or a "Table N" caption, between two of its rules is the second table's heading: cut the stack there."""
    sizes = sorted(b.size for b in bands if stack[0].at < b.top < stack[-1].at)
    return _cut(stack, [bool(sizes) and len(gap) == 1 and len(gap[0].cells) == 1
                        and (gap[0].size > 1.1 * sizes[len(sizes) // 2] or bool(_CAPTION.match(gap[0].cells[0].text)))
                        for gap in _gaps(stack, bands)])


def _split_at_prose(stack: list[Rule], bands: list[Band]) -> list[list[Rule]]:
    """A paragraph between a ruled table and a ruled box below it (a note) shares the table's rule stack
    when the gaps are short: a gap holding only lines of one cell, several of them, in a stack whose other
    gaps hold rows of cells, is prose: cut the stack there. So is a first gap holding a line of a paragraph:
    a heading's rule as wide as the table joined its stack, and the heading's paragraph became its header."""
    gaps = _gaps(stack, bands)
    prose = [len(g) >= 2 and all(len(band.cells) == 1 for band in g) for g in gaps]
    if gaps and any(_prose_line(ln, band.page_width) for band in gaps[0] for ln in band.lines):
        prose[0] = True  # a paragraph (under a heading) between a rule above the table and its top rule
    if not any(prose) or sum(any(len(band.cells) >= 2 for band in g) for g in gaps) < 2:
        return [stack]
    return _cut(stack, prose)


def _prose_line(line: Line, page_width: float) -> bool:
    """A line of a paragraph: one cell of eight or more words, wider than half the page (its two lines may be
    one band for their tall glyph boxes, LuaLaTeX)."""
    return len(line.cells) == 1 and line.x1 - line.x0 > 0.5 * page_width and len(line.text.split()) >= 8 \
        and sum(w.isalpha() for w in line.text.split()) >= 4


def _gaps(stack: list[Rule], bands: list[Band]) -> list[list[Band]]:
    """The bands between each two consecutive rules of a stack."""
    return [_between(bands, a.at, b.at) for a, b in zip(stack, stack[1:])]


def _between(bands: list[Band], top: float, bottom: float) -> list[Band]:
    """The bands whose middle lies between two heights (two rules)."""
    return [band for band in bands if top < (band.top + band.bottom) / 2 < bottom]


def _cut(stack: list[Rule], cuts: list[bool]) -> list[list[Rule]]:
    """The stack cut at the gaps marked (one flag per gap); parts of fewer than three rules hold no table."""
    parts: list[list[Rule]] = [[stack[0]]]
    for rule, cut in zip(stack[1:], cuts):
        if cut:
            parts.append([rule])
        else:
            parts[-1].append(rule)
    return [part for part in parts if len(part) >= 3]


def _ruled_rows(bands: list[Band], stack: list[Rule], *, one_per_gap: bool = False) -> list[Band]:
    """One band per gap between two rules, unless the gap holds several full rows
    (booktabs: rules only between groups of ordinary one-line rows; with some cells wrapped,
    each row starts at a line with a first-column cell). In a grid, where a one-line row's
    gap is taller than the line pitch (cell padding), lines closer than that are one row's
    wrapped cells, however many cells the second line has."""
    widest = max(len(b.cells) for b in bands)
    parts = _gaps(stack, bands)
    need = max(2, (widest + 1) // 2)  # cells of a full row
    one_line = [b.at - a.at for (a, b), part in zip(zip(stack, stack[1:]), parts)
                if len(part) == 1 and len(part[0].cells) >= need and not part[0].bold]  # a one-line data row
    rows: list[Band] = []
    for part in parts:
        if not part:
            continue
        full = [band for band in part if len(band.cells) >= need]
        pitch = min((y.top - x.top for x, y in zip(part, part[1:])), default=0.0)
        wrapped = bool(one_line) and pitch < WRAP_PITCH * min(one_line)
        left = min(band.cells[0].x0 for band in part if band.cells) if any(b.cells for b in part) else 0.0
        keyed = [band for band in full if band.cells[0].x0 <= left + 3]  # full rows with a first-column cell
        if not one_per_gap and not wrapped and (len(full) >= 2 and len(full) == len(part) or len(keyed) >= 2):
            rows.extend(part)  # several rows (a wrapped cell's lines go back to their row in `_wrapped_keys`)
        else:
            lines = [ln for band in part for ln in band.lines]
            rows.append(Band(lines, min(ln.top for ln in lines), max(ln.bottom for ln in lines), part[0].page_width))
    return rows


def _grid_end(stack: list[Rule], vrules: list[Rule], bands: list[Band]) -> list[Rule]:
    """A grid's stack without the gaps under it that no column rule crosses and no row-like line fills: a page
    footer's rule as wide as the table joined its stack, and the footnote above the footer became a row."""
    x0, x1 = stack[0].start, stack[0].end

    def outside(a: Rule, b: Rule) -> bool:
        middle = (a.at + b.at) / 2
        return not any(x0 - 3 <= v.at <= x1 + 3 and v.start <= middle <= v.end for v in vrules) \
            and not any(band.multi for band in _between(bands, a.at, b.at))

    while len(stack) > 3 and outside(stack[-2], stack[-1]):
        stack = stack[:-1]
    return stack


def _rule_columns(vrules: list[Rule], stack: list[Rule]) -> list[tuple[float, float]] | None:
    """Column ranges from vertical rules, when they close the table on both sides."""
    x0, x1, top, bottom = stack[0].start, stack[0].end, stack[0].at, stack[-1].at
    xs = sorted({round(v.at) for v in vrules if v.start < bottom and v.end > top and x0 - 3 <= v.at <= x1 + 3})
    if len(xs) < 3 or xs[0] > x0 + 3 or xs[-1] < x1 - 3:
        return None
    merged = [xs[0]]
    for x in xs[1:]:
        if x - merged[-1] > 3:
            merged.append(x)
    return list(zip(merged, merged[1:]))


def _boxed_columns(vrules: list[Rule], region: list[Band]) -> list[tuple[float, float]] | None:
    """Column ranges from vertical rules that run down the whole region and close it on both sides (a box
    with column rules but rules only under the header: too few for a stack). Without them, None."""
    top, bottom = region[0].top, region[-1].bottom
    x0 = min(ln.x0 for b in region for ln in b.lines)
    x1 = max(ln.x1 for b in region for ln in b.lines)
    down = sorted({round(v.at) for v in vrules
                   if v.start <= top + 2 and v.end >= bottom - 2 and x0 - 12 <= v.at <= x1 + 12})
    if len(down) < 3 or down[0] > x0 or down[-1] < x1:
        return None
    return _rule_columns(vrules, [Rule(top, down[0], down[-1]), Rule(bottom, down[0], down[-1])])


# ---- one table -------------------------------------------------------------------------------

def _short_label(band: Band, page: PageLayout) -> bool:
    return len(band.lines) == 1 and band.width < 0.25 * page.width and not band.bold


def _cell_line(band: Band, above: Band, row: Band) -> bool:
    """A single line set tight under the line above it (closer than half its height) that starts where a cell
    of the row above starts: that cell wrapped ("canals, crowns, bridges, implants, aligner" under "Treatment of
    60 minutes or longer (root"), too wide for a short label. A column of prose beside another has its own
    paragraph spacing, wider than that, so it does not join the lines beside it into a table."""
    line = band.lines[0]
    over = _lines_over(line, above)
    return (len(band.lines) == 1 and not band.bold and band.width < 0.35 * band.page_width and bool(over)
            and line.top - max(ln.bottom for ln in over) < 0.5 * (line.bottom - line.top)
            and any(abs(line.x0 - cell.x0) <= 3 for cell in row.cells))


def _lines_over(line: Line, band: Band) -> list[Line]:
    """The lines of `band` that overlap `line` across the page."""
    return [ln for ln in band.lines if ln.x0 < line.x1 and line.x0 < ln.x1]


def _reads_on(text: str, above: str, *, numbers: bool = True) -> bool:
    """`text` goes on from `above` on the line before: a lowercase word, or (with `numbers`) a number after a
    word ("replace every" / "5 years", "...; Sat" / "8:30 a.m. to 1:00 p.m.")."""
    return bool(_GOES_ON.match(text) or numbers and _NUMBER.match(text) and _ENDS_AT_WORD.search(above))


def _build(page: PageLayout, lines: list[Line], region: list[Band], previous: Table | None,
           columns: list[tuple[float, float]] | None, *, going_on: bool = False) -> Table | None:
    continued = going_on or _continues(page, lines, region, previous)
    n_header = 0 if continued else _header_count(region)
    ruled = columns is not None
    body = region[n_header:] if ruled else _split_grouped(region[n_header:])
    columns = columns or _columns(body or region)
    if not 2 <= len(columns) <= MAX_COLUMNS:
        return None
    rules = page.vrules if ruled else ()
    if n_header:
        headers = _assign(region[:n_header], columns, spanning=not ruled, split=ruled, header=True, rules=rules)
    elif continued and previous is not None:
        headers = (previous.headers + [""] * len(columns))[:len(columns)]
    else:
        headers = [""] * len(columns)
    rows = _wrapped_keys([r for r in (_assign([b], columns, spanning=False, split=ruled, rules=rules) for b in body)
                          if any(r)])
    title, title_lines = (previous.title, []) if continued and previous else _title(lines, region)
    if not continued and previous is not None and previous.page == page.number - 1 and headers == previous.headers \
            and title in ("", previous.title) and region[0].top < 0.3 * page.height:
        title, title_lines, continued = previous.title, [], True  # the header row repeated on the next page
    consumed = [ln for b in region for ln in b.lines] + title_lines
    return Table(page.number, title, headers, rows, region[0].top, region[-1].bottom, continued, consumed)


def _wrapped_keys(rows: list[list[str]]) -> list[list[str]]:
    """A row each of whose cells goes on with the cell above it (a lowercase start, the cell above left a
    bracket open, or, in a row without a key, a number under a cell that stopped at a word) is the row above
    wrapped: "first)" under "Battery (or cycle limit, whichever", "year)" under "Included (2 a" in two columns,
    "8:30 a.m. to 1:00 p.m." under "...; Sat". A number under a number is a row of its own ("16" under "32" in a
    group). Such a row holding only a first cell is no group label."""
    out: list[list[str]] = []
    for row in rows:
        filled = [k for k, cell in enumerate(row) if cell]
        goes_on = [out[-1][k] and (_reads_on(row[k], out[-1][k], numbers=not row[0])
                                   or out[-1][k].count("(") > out[-1][k].count(")"))
                   for k in filled] if out else []
        if filled and goes_on and all(goes_on):
            out[-1] = [f"{above} {cell}".strip() for above, cell in zip(out[-1], row)]
        else:
            out.append(row)
    return out


def _continues(page: PageLayout, lines: list[Line], region: list[Band], previous: Table | None) -> bool:
    """A headerless table at the top of a page right after a table on the previous page."""
    if previous is None or previous.page != page.number - 1 or region[0].bold or region[0].top >= 0.3 * page.height:
        return False
    if _CAPTION.match(_title(lines, region)[0]):
        return False  # its own caption: a new table
    first = [c.text for c in region[0].cells]
    if first == [h for h in previous.headers if h]:
        return False  # the header row is repeated on this page
    return abs(_cells_across(region[0]) - len(previous.headers)) <= 1


def _cells_across(band: Band) -> int:
    """How many cells a band has side by side: a row whose cells wrap over lines has more cells than columns."""
    starts = sorted(c.x0 for c in band.cells)
    return sum(1 for a, b in zip([float("-inf"), *starts], starts) if b - a > 3)


def _header_count(region: list[Band]) -> int:
    """Leading bold bands; else leading bands with fewer number-bearing cells than a
    typical body row (a table of words only: its first band); 0 for a grid of words."""
    if region[0].bold:
        if _highlighted_pair(region):
            return 0
        n = 1
        while n < min(MAX_HEADER_ROWS, len(region) - 1) and region[n].bold \
                and not (len(region[n].cells) == 1 and len(region[0].cells) > 1):
            n += 1  # a bold line of one cell under a header row of several is a group's label, not a header
        return n
    if len(region) < 3:
        return 0
    digits = [sum(bool(_DIGIT.search(c.text)) for c in b.cells) for b in region]
    typical = sorted(digits[1:])[(len(digits) - 1) // 2]
    if typical == 0:
        return 1
    n = 0
    while n < min(MAX_HEADER_ROWS, len(region) - 2) and digits[n] < typical and digits[n] <= max(1, typical // 3):
        n += 1
    return n


def _highlighted_pair(region: list[Band]) -> bool:
    """A bold first row of a label | value list ("Accident waiting period | 3 days") is a highlighted row, not
    a header: its value holds a number as the values below do, where a header names the column ("Amount")."""
    def pair_with_number(band: Band) -> bool:
        return len(band.cells) == 2 and bool(_DIGIT.search(band.cells[1].text))
    rest = region[1:]
    return pair_with_number(region[0]) and len(rest) >= 2 and sum(map(pair_with_number, rest)) > len(rest) / 2


def _split_grouped(bands: list[Band]) -> list[Band]:
    """A band holding several multi-cell lines at the usual row pitch is several rows
    sharing a vertically centred label (LaTeX multirow): one band each, label to each."""
    pitches = sorted(b.top - a.top for a, b in zip(bands, bands[1:]) if len(a.lines) == 1)
    pitch = pitches[len(pitches) // 2] if pitches else 0.0
    out: list[Band] = []
    for band in bands:
        multi = sorted((ln for ln in band.lines if ln.multi), key=lambda ln: ln.top)
        gaps = [b.top - a.top for a, b in zip(multi, multi[1:])]
        if pitch and gaps and min(gaps) >= 0.8 * pitch:
            singles = [ln for ln in band.lines if not ln.multi]
            out.extend(Band([ln, *singles], ln.top, ln.bottom, band.page_width) for ln in multi)
        else:
            out.append(band)
    return out


def _columns(bands: list[Band]) -> list[tuple[float, float]]:
    """Column x-ranges from a coverage profile: x covered by some row's cell is inside a
    column; a valley under a few centred or spanning cells still splits two columns."""
    spans = [(c.x0, c.x1) for b in bands if b.multi for c in b.cells]
    if not spans:
        return []
    if len(bands) >= 5:  # a cell much wider than usual spans columns: keep it out of the profile
        widths = sorted(b - a for a, b in spans)
        limit = 3 * widths[len(widths) // 2] + 5
        spans = [(a, b) for a, b in spans if b - a <= limit] or spans
    lo = int(min(a for a, _ in spans))
    cover = [0] * (int(max(b for _, b in spans)) + 2 - lo)
    for a, b in spans:
        for x in range(int(a) - lo, int(b) - lo + 1):
            cover[x] += 1
    columns: list[tuple[float, float]] = []
    for a, b in _runs(cover, 1):
        peak = max(cover[a:b + 1])
        parts = _runs(cover[a:b + 1], max(1, 0.3 * peak)) if peak >= 4 else []
        if len(parts) >= 2:
            columns.extend((a + p0 + lo, a + p1 + lo) for p0, p1 in parts)
        else:
            columns.append((a + lo, b + lo))
    return columns


def _runs(values: list[int], need: float) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    start = None
    for x, n in enumerate([*values, 0]):
        if n >= need and start is None:
            start = x
        elif n < need and start is not None:
            out.append((start, x - 1))
            start = None
    return out


def _split_cell(cell: Cell, columns: list[tuple[float, float]]) -> list[Cell]:
    """Cut a cell that crosses column rules at the word space nearest each rule (two ruled
    cells whose texts PDFium joined with an ordinary space)."""
    cuts = set()
    for a, _ in columns[1:]:
        if cell.x0 + 2 < a < cell.x1 - 2 and cell.gaps:
            offset, x = min(cell.gaps, key=lambda g: abs(g[1] - a))
            if abs(x - a) < 12:
                cuts.add((offset, x))
    if not cuts:
        return [cell]
    out: list[Cell] = []
    start, x0 = 0, cell.x0
    for offset, x in sorted(cuts):
        out.append(Cell(cell.text[start:offset].strip(), x0, x, cell.top, cell.bottom, cell.size))
        start, x0 = offset + 1, x
    out.append(Cell(cell.text[start:].strip(), x0, cell.x1, cell.top, cell.bottom, cell.size))
    return out


def _assign(bands: list[Band], columns: list[tuple[float, float]], *, spanning: bool, split: bool,
            header: bool = False, rules: tuple[Rule, ...] | list[Rule] = ()) -> list[str]:
    """The bands' cells -> one text per column: a header cell goes to every column it
    overlaps (`spanning`), a body cell to the one it overlaps most. In a grid (`rules`: the page's vertical
    rules) a merged cell, one no column rule crosses at its height, spans its columns: a header cell names
    each of them ("Price per visit" over three sizes), a body cell fills the first and marks the others
    `SPANNED` (row_text labels it with what their headers share)."""
    parts: list[list[Cell]] = [[] for _ in columns]
    spanned: set[int] = set()
    grouped = _group_cells(bands, columns) if header and not rules else []
    for cell, ks in grouped:
        for k in ks:
            parts[k].append(cell)
    for band in bands:
        for cell in band.cells + band.small_cells:
            if any(cell.x0 <= g.x0 and g.x1 <= cell.x1 and abs(cell.top - g.top) < 1 for g, _ in grouped):
                continue
            for piece in _split_cell(cell, columns) if split else [cell]:
                overlaps = [(min(b, piece.x1) - max(a, piece.x0), k) for k, (a, b) in enumerate(columns)]
                hits = [k for overlap, k in overlaps if overlap > 0]
                if not hits:  # between two columns: the nearest by centre
                    mid = (piece.x0 + piece.x1) / 2
                    hits = [min(range(len(columns)), key=lambda k: abs(sum(columns[k]) / 2 - mid))]
                elif not spanning:
                    hits = [max(overlaps)[1]]
                merged = _merged_columns(piece, hits[0], columns, rules) if rules and len(hits) == 1 else hits
                if header or len(merged) == 1:
                    hits = merged
                else:
                    hits = merged[:1]
                    spanned.update(merged[1:])
                for k in hits:
                    parts[k].append(piece)
    texts = [_reading_order(p) for p in parts]
    return [SPANNED if k in spanned and not text else text for k, text in enumerate(texts)]


def _merged_columns(cell: Cell, home: int, columns: list[tuple[float, float]], rules) -> list[int]:
    """The columns a grid cell covers: from its own column out to the column rules that reach its height on
    either side. Only where some inner column rule reaches that height (a header drawn without column rules
    is no merged cell)."""
    middle = (cell.top + cell.bottom) / 2

    def ruled(x: float) -> bool:
        return any(abs(r.at - x) <= 3 and r.start - 1 <= middle <= r.end + 1 for r in rules)

    inner = [ruled(a) for a, _ in columns[1:]]  # inner[k - 1]: the rule between columns k - 1 and k
    if not any(inner):
        return [home]
    first = last = home
    while first > 0 and not inner[first - 1]:
        first -= 1
    while last < len(columns) - 1 and not inner[last]:
        last += 1
    return list(range(first, last + 1))


def _group_cells(bands: list[Band], columns: list[tuple[float, float]]) -> list[tuple[Cell, list[int]]]:
    """In a header of several lines without column rules, a line with at most half as many cells as there are
    columns, over a line with more, names groups of columns ("Standard", "Express" over "Price | Days" each):
    each cell goes to the columns lying mostly within half the spacing of the line's cells from its own centre
    (at least the nearest one)."""
    out: list[tuple[Cell, list[int]]] = []
    visual: list[list[Cell]] = []  # the header's cells by visual line (PDFium may give each word its own line)
    for c in sorted((c for band in bands for ln in band.lines for c in ln.cells), key=lambda c: c.top):
        if visual and c.top - visual[-1][0].top < SAME_LINE * max(c.size, visual[-1][0].size):
            visual[-1].append(c)
        else:
            visual.append([c])
    for k, cells in enumerate(visual):
        cells.sort(key=lambda c: c.x0)
        below = [len(other) for other in visual[k + 1:]]
        if not 2 <= len(cells) <= len(columns) / 2 or not below or max(below) < 1.5 * len(cells):
            continue  # not a line of group names over a line of more headers (a header's wrapped words)
        centres = [(c.x0 + c.x1) / 2 for c in cells]
        half = min(b - a for a, b in zip(centres, centres[1:])) / 2
        middles = [(a + b) / 2 for a, b in columns]
        for cell, centre in zip(cells, centres):
            near = [k for k, (a, b) in enumerate(columns)
                    if min(b, centre + half) - max(a, centre - half) > 0.5 * (b - a)]
            out.append((cell, near or [min(range(len(columns)), key=lambda k: abs(middles[k] - centre))]))
    return out


def _reading_order(cells: list[Cell]) -> str:
    """One table cell's text: visual lines top to bottom, left to right within a line. Two pieces are on one
    line when their tops differ by well under a line (a superscript); line boxes may overlap more than that
    (a header cell "Location / Manager" set tight), so overlap alone does not make one line."""
    rows: list[list[Cell]] = []
    for c in sorted(cells, key=lambda c: c.top):
        if rows and c.top - rows[-1][0].top < SAME_LINE * max(c.size, rows[-1][0].size):
            rows[-1].append(c)
        else:
            rows.append([c])
    return " ".join(c.text for row in rows for c in sorted(row, key=lambda c: c.x0)).strip()


def _title(lines: list[Line], region: list[Band]) -> tuple[str, list[Line]]:
    """The table's title and the caption lines it takes from the text around."""
    above = sorted((ln for ln in lines if ln.bottom <= region[0].top + 0.5), key=lambda ln: ln.top)
    for k in range(len(above) - 1, max(-1, len(above) - 5), -1):  # a caption in the 4 lines above
        if _CAPTION.match(above[k].text):
            return _first_sentence(" ".join(ln.text for ln in above[k:])), above[k:]
    below = sorted((ln for ln in lines if ln.top >= region[-1].bottom - 0.5), key=lambda ln: ln.top)
    note: list[Line] = []  # "Table 5.5 continues on the next page": no caption, but no text of the page either
    if below and _CAPTION.match(below[0].text):
        if not _GOES_ON_NOTE.search(below[0].text):
            return _first_sentence(below[0].text), below[:1]
        note = below[:1]
    for k in range(len(above) - 1, max(-1, len(above) - 4), -1):
        if above[k].text.rstrip().endswith(":"):
            return _lead_in(above, k), note
    for ln in reversed(above):
        if ln.bold and len(ln.text) < 100:
            return ln.text, note
    return "", note


_GOES_ON_NOTE = re.compile(r"\bcontinue[sd]?\b.*\b(?:next|following) page", re.I)


def _lead_in(above: list[Line], k: int) -> str:
    """The sentence that ends in ":" on line k, with the lines of its paragraph above it (a lead-in wrapped
    over lines: "... valid from 1" / "March 2026:")."""
    start = k
    while start > 0 and k - start < 3 and above[start].top - above[start - 1].bottom < 0.6 * above[start].size \
            and abs(above[start].size - above[start - 1].size) < 0.5 \
            and not above[start - 1].text.rstrip().endswith((".", ":", "!", "?")):
        start -= 1
    text = " ".join(ln.text.strip() for ln in above[start:k + 1]).rstrip(":").strip()
    return _SENTENCE_END.split(text)[-1]  # only the sentence that leads in, not the paragraph's earlier ones


def _first_sentence(text: str) -> str:
    match = _FIRST_SENTENCE.match(text)
    return (match.group(1) if match else text)[:200]
