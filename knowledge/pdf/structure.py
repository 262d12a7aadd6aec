"""A document's pages -> pieces in reading order, each with its section path.

A page with geometry is read from its lines: running headers and footers dropped,
tables turned into rows that carry their title and column headers, headings kept as a
section path, list items kept apart with the lead-in line that introduces them ("To
return an item:"), and paragraph lines joined (a hyphen at a line break decided by
`hyphens.py`) and split into sentences. A page without geometry (the pdfplumber
extractor, or a page PDFium could not measure) is read as plain text, as `clean.py`
always did, inside the section it falls in.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import replace

from knowledge.pdf.clean import clean_pages, tidy
from knowledge.pdf.cards import find_cards
from knowledge.pdf.columns import one_column
from knowledge.pdf.headings import (LONE_MARKER, MARKER, MAX_CHARS, STEP_LABEL, Headings, Level, continues_heading,
                                    section_number)
from knowledge.pdf.hyphens import Vocabulary, join_broken, resolve_breaks
from knowledge.pdf.layout import Line, PageLayout
from knowledge.pdf.pieces import Piece, text_pieces
from knowledge.pdf.running import EDGE_LINES, RUNNING_MAX_CHARS, chapter_marks, line_key, running_keys
from knowledge.pdf.sentences import split_sentences
from knowledge.pdf.tables import SPANNED, Table, find_tables, row_text
from knowledge.pdf.typed_rules import typed_rules

_NUMBERED = re.compile(rf"^(?:\(?\w{{1,2}}[.)]|{STEP_LABEL})\s")  # "3. " "b) " "(iv) " "Step 2: ": part of the item


def document_pieces(pages: list[PageLayout]) -> list[Piece]:
    """Every page's pieces, first page first."""
    vocab = Vocabulary(unicodedata.normalize("NFKC", "\n".join(p.text for p in pages)))
    measured = [typed_rules(p) for p in _bold_told_apart([p for p in pages if p.lines is not None])]
    running = running_keys([{k for ln in _edges(p.lines) for k in _keys(ln)} for p in measured])
    marks = chapter_marks([p.lines for p in measured])
    body: dict[int, tuple[PageLayout, list[Line], list[Table]]] = {}
    for p in measured:
        lines = _body_lines([ln for ln in p.lines if id(ln) not in marks], running)
        cards = find_cards(p, lines)  # before the columns: a row of cards is no two-column text
        in_cards = {id(ln) for t in cards for ln in t.lines}
        lines, stacked = one_column(p, [ln for ln in lines if id(ln) not in in_cards])
        body[p.number] = (stacked, lines, cards)
    reader = _Reader(vocab, Headings(ln for _, lines, _ in body.values() for ln in lines))
    plain = clean_pages([p.text for p in pages]) if len(measured) < len(pages) else []
    for page in pages:
        if page.lines is None:
            reader.plain_page(page.number, plain[page.number - 1])
        else:
            reader.page(*body[page.number])
    reader.finish()
    return reader.pieces


class _Reader:
    """Reads pages in order, keeping what runs across pages: the section path, the last
    table (it may go on) and an open list's lead-in."""

    def __init__(self, vocab: Vocabulary, headings: Headings) -> None:
        self.vocab = vocab
        self.headings = headings
        self.pieces: list[Piece] = []
        self.path: list[tuple[Level, str]] = []
        self.section: tuple[str, ...] = ()  # the path's headings
        self.table: Table | None = None
        self.table_group = -1
        self.row_group = ""  # the label of the table's current group of rows ("Overdraft", "Wires")
        self.lead_in = ""  # the sentence ending in ":" that introduces the open list
        self.heading = ""  # the heading right above, when nothing came between: a list's lead-in too
        self.groups = itertools.count()
        self.paragraph: list[Line] = []  # the open paragraph's lines, on the current page
        self.item: list[Line] = []  # the open list item's lines
        self.bulleted: set[int] = set()  # lines of the current page with a graphic bullet

    def plain_page(self, number: int, text: str) -> None:
        self._close_blocks()
        self.pieces += text_pieces(text, number, self.section, self.groups)
        self.lead_in = self.heading = ""

    def page(self, page: PageLayout, lines: list[Line], cards: list[Table]) -> None:
        """`cards`: the page's rows of cards (cards.py), read as tables; their lines are not in `lines`."""
        tables = cards + find_tables(page, lines, self.table)
        consumed = {id(ln) for t in tables for ln in t.lines}
        self.bulleted = _bulleted(lines, page.dots)
        blocks: list[tuple[float, Table | Line]] = [(t.top, t) for t in tables]
        blocks += [(ln.top, ln) for ln in lines if id(ln) not in consumed]
        ordered = [block for _, block in sorted(blocks, key=lambda b: b[0])]
        k = 0
        while k < len(ordered):
            block = ordered[k]
            k += 1
            if isinstance(block, Table):
                self._close_blocks()
                self._table(block)
                continue
            if self.headings.is_title(block):
                continue  # the document's title heads no section
            level = self.headings.level(block)
            if level is None:
                self._flow(block)
                continue
            run = [block]  # a heading may wrap onto more lines of its style
            while k < len(ordered) and self._wraps(ordered[k], run, level):
                run.append(ordered[k])
                k += 1
            text = tidy(" ".join(ln.text for ln in run))
            if len(text) > MAX_CHARS:  # a paragraph set in a big font, not a heading
                for line in run:
                    self._flow(line)
                continue
            self._close_blocks()
            self._heading(text, level, block.page)
        self._end_page()

    def finish(self) -> None:
        self._close_blocks()

    def _end_page(self) -> None:
        """End the open list item and paragraph, unless its last line stops mid-sentence (a sentence cut by
        the page break goes on at the top of the next page and is read whole)."""
        if not (self.item and _MID_SENTENCE.search(self.item[-1].text)):
            self._item(self.item)
            self.item = []
        if not (self.paragraph and _MID_SENTENCE.search(self.paragraph[-1].text)):
            self._paragraph(self.paragraph)
            self.paragraph = []

    def _wraps(self, block: Table | Line, run: list[Line], level: Level) -> bool:
        """Is `block` the next line of the heading `run` (same style, right below it)?"""
        return isinstance(block, Line) and self.headings.level(block) == level \
            and continues_heading(block, run[-1].text) and block.top - run[-1].bottom < 0.5 * run[0].size

    def _flow(self, line: Line) -> None:
        """A body line: it starts or continues a list item, or belongs to a paragraph."""
        if id(line) in self.bulleted or _starts_item(line):
            self._paragraph(self.paragraph)
            self._item(self.item)
            self.paragraph, self.item = [], [line]
        elif self.item and _continues_item(line, self.item):
            self.item.append(line)
        else:
            if self.item:
                self._item(self.item)
                self.item, self.lead_in = [], ""
            if self.paragraph and _paragraph_gap(self.paragraph[-1], line) and not _goes_on(self.paragraph[-1], line):
                self._paragraph(self.paragraph)
                self.paragraph = []
            self.paragraph.append(line)

    def _close_blocks(self) -> None:
        """End the open paragraph and list item (at a heading, a table or the page's end)."""
        self._paragraph(self.paragraph)
        self._item(self.item)
        self.paragraph, self.item = [], []

    def _paragraph(self, lines: list[Line]) -> None:
        if not lines:
            return
        text = self._join(lines)
        sentences = split_sentences(text)
        group = next(self.groups)
        self.heading = ""
        self.pieces += [Piece("sentence", s, s, page, self.section, group)
                        for s, page in zip(sentences, _pages_of(sentences, text, lines, self._join))]
        self.lead_in = sentences[-1] if sentences and sentences[-1].endswith(":") else ""

    def _item(self, lines: list[Line]) -> None:
        if not lines:
            return
        text = self._join(lines)
        numbered = bool(_NUMBERED.match(text))
        if not numbered:
            text = MARKER.sub("", text, count=1)
        if not text:
            return
        if self.lead_in:
            shown = f"{self.lead_in} {text}"
        elif self.heading:  # a list right under a heading: the heading leads it in
            shown = f"{self.heading} {text}" if self.heading.endswith(("?", ":")) else f"{self.heading}: {text}"
        else:
            shown = text
        # a lead-in sentence is repeated above the items of a chunk that opens mid-list; a
        # heading needs not be, the chunk's section line shows it
        self.pieces.append(Piece("item", shown, text if numbered else f"- {text}", lines[0].page, self.section,
                                 next(self.groups), (self.lead_in,) if self.lead_in else ()))

    def _heading(self, text: str, level: Level, page: int) -> None:
        sibling = False  # one heading numbered just before this one is its sibling; the one above that, its parent
        while self.path and not _outside(self.path[-1], level, text, sibling):
            sibling = sibling or _numbered_before(self.path[-1][1], text)
            self.path.pop()
        self.path.append((level, text))
        self.section = tuple(heading for _, heading in self.path)
        self.pieces.append(Piece("heading", " > ".join(self.section), f"[{text}]", page, self.section,
                                 next(self.groups)))
        self.lead_in, self.heading = "", text

    def _table(self, table: Table) -> None:
        self.lead_in = self.heading = ""
        if not (table.continued and self.table is not None):
            self.table_group = next(self.groups)
            self.row_group = ""
        self.table = table
        title = _CONTINUED_TITLE.sub("", tidy(table.title))
        headers = [tidy(resolve_breaks(h, self.vocab)) for h in table.headers]
        head = [title] if title and title not in self.section else []
        if any(headers):
            head.append(" | ".join(headers))
        for row in table.rows:
            cells = [tidy(resolve_breaks(c, self.vocab)) for c in row]
            filled = [k for k, c in enumerate(cells) if c and c != SPANNED]
            if _CONTINUED.search(" ".join(cells[k] for k in filled)):
                continue  # "Continued on the next page": a long table's running note, no row
            if len(cells) >= 2 and filled == [0] or len(cells) >= 3 and filled == [1] and _GROUP_NAME.match(cells[1]):
                self.row_group = cells[filled[0]]  # a group's label ("Wires"): names the rows under it
                continue
            if self.row_group and cells[0]:
                cells[0] = f"{self.row_group}: {cells[0]}"
            shown = " | ".join(c for c in cells if c != SPANNED)
            self.pieces.append(Piece("row", row_text(title, headers, cells), shown, table.page,
                                     self.section, self.table_group, tuple(head)))

    def _join(self, lines: list[Line]) -> str:
        """Lines -> one text; a line that ended at a hyphen is joined by the compound rule."""
        parts: list[str] = []
        broken = False
        for line in lines:
            text = line.text
            if broken:
                parts[-1] = join_broken(parts[-1], text.lstrip(), self.vocab)
            else:
                parts.append(text)
            broken = line.hyphen or text.endswith("\u00ad")
            if broken:
                parts[-1] = parts[-1].rstrip().rstrip("\u00ad")
        return tidy(" ".join(parts))


# a long table's title on its next page: "Table 2 - Programme table (continued)", "Fee schedule, continued"
_CONTINUED_TITLE = re.compile(r"\s*(?:[(\[]\s*(?:continued|cont'd|contd|cont\.)\s*[)\]]|[,:–—-]\s*continued)\W*$",
                              re.I)
# a long table's running note at a page break ("Continued on the next page"), no row
_CONTINUED = re.compile(r"^\(?continued\b.*\b(?:next|following) page\W*$|\bcontinued from the previous page\W*$"
                        r"|^\(?continued\)?$", re.I)
# a group's name over the second column ("Hygiene and prevention"), not a wrapped line ("(Haulier: 1,800 km)")
_GROUP_NAME = re.compile(r"[^\W\d_][^\d]*$")
PARAGRAPH_PITCH = 1.6  # font sizes from one line's middle to the next's, at least, between two paragraphs
MOSTLY_BOLD = 0.9  # share of a document's characters in bold beyond which bold tells nothing apart


def _bold_told_apart(pages: list[PageLayout]) -> list[PageLayout]:
    """The pages as they are, unless nearly all their text reads as bold: then none of it is. A font may be
    flagged ForceBold for every character (Ghostscript's Courier in a printed report), and bold that marks
    everything marks nothing: every line became a heading and every table's first rows its headers."""
    total = sum(len(ln.text) for p in pages for ln in p.lines)
    bold = sum(len(ln.text) for p in pages for ln in p.lines if ln.bold)
    if not total or bold < MOSTLY_BOLD * total:
        return pages
    return [replace(p, lines=[replace(ln, bold=False, bold_start=False) for ln in p.lines]) for p in pages]


def _paragraph_gap(above: Line, line: Line) -> bool:
    """A blank between two lines: the gap between their boxes, and the distance between their middles, since
    some makers' boxes hug the glyphs (LibreOffice: "ITS runs one" 7.2 points tall at 10.5-point type), so a
    gap between them shows even between two lines of one paragraph. A line in another type size after a gap
    starts a paragraph of its own ("Article HA-1001 · Updated 3 February 2025" above the article's text); a
    far smaller one (a stray footnote mark on a line of its own) does not."""
    pitch = (line.top + line.bottom) / 2 - (above.top + above.bottom) / 2
    return line.top - above.bottom > 0.6 * line.size and (
        pitch > PARAGRAPH_PITCH * line.size or 0.7 < above.size / line.size < 0.9 or 0.7 < line.size / above.size < 0.9)


_MID_SENTENCE = re.compile(r"[a-z,;\u2013\u2014-]$")  # a line that cannot end a sentence


def _outside(above: tuple[Level, str], level: Level, text: str, sibling_seen: bool) -> bool:
    """Is the path's heading `above` one the new heading goes under? By their numbers when both have one: "4"
    holds "4.1", and "5" follows "4" whatever their type sizes (a spreadsheet printed fit to width sets each
    sheet's "5. Surcharges" at its own size, smaller than "4. Prices"); else by style rank, then numbering.
    Once a sibling is passed ("9. Overstays" before "10. Notices"), the heading above it holds them both
    ("9. Terms and conditions", its clauses numbered anew)."""
    outer, inner = section_number(above[1]), section_number(text)
    if outer and inner and len(outer) < len(inner) and inner[:len(outer)] == outer:
        return True
    if not sibling_seen and _numbered_before(above[1], text):
        return False
    return above[0] < level


def _numbered_before(above: str, heading: str) -> bool:
    """`above` is numbered as the section before `heading` at the same depth ("4" before "5", "3.1" before "3.2")."""
    a, b = section_number(above), section_number(heading)
    return bool(a) and len(a) == len(b) and a[:-1] == b[:-1] and int(a[-1]) < int(b[-1])


def _goes_on(above: Line, line: Line) -> bool:
    """A line stopping mid-sentence and a line starting in lowercase are one sentence, whatever the gap: the
    foot of a left column and the head of the right one ("by e-mail to" / "claimsreview@... or by phone.")."""
    return bool(_MID_SENTENCE.search(above.text)) and line.text[:1].islower()


def _pages_of(sentences: list[str], text: str, lines: list[Line], join) -> list[int]:
    """The page each sentence starts on (a paragraph may run over a page break)."""
    first = lines[0].page
    if lines[-1].page == first:
        return [first] * len(sentences)
    on_first = len(join([ln for ln in lines if ln.page == first]))
    pages, at = [], 0
    for sentence in sentences:
        start = text.find(sentence, at)
        at = start + len(sentence) if start >= 0 else at
        pages.append(first if 0 <= start < on_first else lines[-1].page)
    return pages


def _edges(lines: list[Line]) -> list[Line]:
    """Where running headers and footers sit: the top and bottom lines of a page with a body."""
    if len(lines) <= 2 * EDGE_LINES:
        return []
    ordered = sorted(lines, key=lambda ln: ln.top)
    return ordered[:EDGE_LINES] + ordered[-EDGE_LINES:]


def _keys(line: Line) -> set[str]:
    """The line's key and, for a multi-cell line, its first cell's ("Guide | 2. Chapter title"
    headers change with the chapter)."""
    if len(line.text) > RUNNING_MAX_CHARS:
        return set()
    return {line_key(line.text)} | ({line_key(line.cells[0].text)} if line.multi else set())


def _body_lines(lines: list[Line], running: set[str]) -> list[Line]:
    edges = {id(ln) for ln in _edges(lines)}
    return _attach_markers([ln for ln in lines if not ln.rotated and not (id(ln) in edges and _keys(ln) & running)])


def _attach_markers(lines: list[Line]) -> list[Line]:
    """A list marker standing alone on its row ("1.", "•") put back in front of the text beside it.

    HTML printed to PDF (browsers, WeasyPrint: help-center exports) draws a list's markers after all of
    its text, so PDFium reads each marker as a line of its own: the items lost their numbers and the
    bullets landed inside sentences ("refunded on • request"). The marker joins the line whose row it
    shares and which starts just right of it, as the first cell of that line: an item, as if drawn in
    order."""
    markers = [ln for ln in lines if LONE_MARKER.match(ln.text)]
    if not markers:
        return lines
    owner: dict[int, Line] = {}
    for marker in markers:
        middle = (marker.top + marker.bottom) / 2
        beside = [ln for ln in lines if id(ln) not in owner and not LONE_MARKER.match(ln.text)
                  and ln.top <= middle <= ln.bottom and 0 <= ln.x0 - marker.x1 <= 3 * marker.size]
        if beside:
            owner[id(min(beside, key=lambda ln: ln.x0 - marker.x1))] = marker
    attached = {id(m) for m in owner.values()}
    return [_with_marker(owner[id(ln)], ln) if id(ln) in owner else ln
            for ln in lines if id(ln) not in attached]


def _with_marker(marker: Line, line: Line) -> Line:
    return replace(line, text=f"{marker.text} {line.text}", x0=marker.x0, top=min(marker.top, line.top),
                   bottom=max(marker.bottom, line.bottom), cells=marker.cells + line.cells)


def _bulleted(lines: list[Line], dots: list[tuple[float, float, float, float]]) -> set[int]:
    """Lines with a graphic bullet (a small filled square or circle) just left of them."""
    return {id(ln) for ln in lines for x0, top, x1, bottom in dots
            if 0 < ln.x0 - x1 < 20 and top < (ln.top + ln.bottom) / 2 < bottom + 3}


def _starts_item(line: Line) -> bool:
    return bool(MARKER.match(line.text)) or (line.multi and bool(LONE_MARKER.match(line.cells[0].text)))


def _continues_item(line: Line, item: list[Line]) -> bool:
    """A line of the item: right below its last line at the hanging indent (or going on with its sentence),
    or at the top of the next page going on with its sentence."""
    first = item[0]
    if first.multi and LONE_MARKER.match(first.cells[0].text):
        indent = first.cells[1].x0
    elif MARKER.match(first.text):
        indent = first.x0 + 6
    else:  # a graphic bullet: the text itself starts at the hanging indent
        indent = first.x0
    if line.page != item[-1].page:  # the item's sentence cut by the page break goes on at the next page's top
        return line.x0 >= indent - 3 and _goes_on(item[-1], line)
    # right below it, indented, or back at the margin but going on with the item's sentence (a list set inside)
    return (line.x0 >= indent - 3 or _goes_on(item[-1], line)) and line.top - item[-1].bottom < 0.8 * line.size
