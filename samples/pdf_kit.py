"""How the sample documents are laid out: the pieces the samples/build_*.py builders share.

Each builder keeps its content and the layout choices that make it look like its kind of
document (fonts, sizes, colours, spacing, cover page); this module holds what they all do
the same way: latin-1 text for the core fonts, Letter pages with fixed metadata, line
breaking after hyphens, headings, hanging lists, tables, a contents list filled in by a
second pass, and the `--out` command line.
"""

from __future__ import annotations

import argparse
import datetime as dt
from collections.abc import Callable
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

SHY = "\u00ad"  # soft hyphen: where a long word may be broken at a line end

_ASCII = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
    "\u2013": "-", "\u2014": " - ", "\u2026": "...", "\u2022": "-", "\u00a0": " ",
})


def latin1(text: str) -> str:
    text = text.translate(_ASCII)
    text.encode("latin-1")  # fail loudly on anything the core fonts cannot draw
    return text


def new_document(cls: type[FPDF], *, margins: tuple[float, float, float], bottom: float, title: str,
                 author: str, subject: str, script: str, created: dt.datetime) -> FPDF:
    """A Letter document in mm; the fixed creation date makes a rebuild byte-identical."""
    pdf = cls(format="Letter", unit="mm")
    pdf.set_margins(*margins)
    pdf.set_auto_page_break(True, margin=bottom)
    pdf.set_title(title)
    pdf.set_author(author)
    pdf.set_subject(subject)
    pdf.set_creator(f"Pagewise samples/{script}")
    pdf.set_creation_date(created)
    pdf.set_lang("en-US")
    return pdf


class RunningPages(FPDF):
    """From page 2 a header (the document's name left, the current section right, a rule under
    them) and on every page a footer (the document code left, "Page N of M" right).

    Subclasses set the class attributes; the builder sets `section` as each section starts.
    """

    name: str
    rule: tuple[tuple[int, int, int], float]  # colour and width
    code: str
    section = ""
    name_width = 100
    name_style = ""
    name_colour: tuple[int, int, int] | None = None  # None: grey, like the section
    grey = (90, 90, 90)
    code_width = 70

    def header(self) -> None:
        if self.page_no() == 1:
            return
        self.set_font("Helvetica", self.name_style, 8)
        self.set_text_color(*(self.name_colour or self.grey))
        self.cell(self.name_width, 5, latin1(self.name), align="L")
        self.set_font("Helvetica", "", 8)
        self.set_text_color(*self.grey)
        self.cell(0, 5, latin1(self.section), align="R", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        colour, width = self.rule
        self.set_draw_color(*colour)
        self.set_line_width(width)
        self.line(self.l_margin, self.get_y() + 1, self.w - self.r_margin, self.get_y() + 1)
        self.ln(6)
        self.set_text_color(0, 0, 0)

    def footer(self) -> None:
        self.set_y(-13)
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(*self.grey)
        self.cell(self.code_width, 5, self.code, align="L")
        self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def wrap(pdf: FPDF, text: str, width: float) -> list[str]:
    """Greedy line breaking at spaces, after a hyphen between letters, and at soft hyphens.

    fpdf2 only breaks at spaces; real documents also break compounds such as "in-network"
    after the hyphen, so this does the line breaking and hands fpdf2 finished lines.
    """
    def segments(word: str) -> list[tuple[str, str]]:
        # (text, what to print at the end of the line if the line breaks after this segment)
        out, buf = [], ""
        for i, ch in enumerate(word):
            if ch == SHY:
                out.append((buf, "-"))
                buf = ""
            elif ch == "-" and 0 < i < len(word) - 1 and word[i - 1].isalpha() and word[i + 1].isalpha():
                out.append((buf + ch, ""))
                buf = ""
            else:
                buf += ch
        out.append((buf, ""))
        return out

    fits = lambda s: pdf.get_string_width(s) <= width  # noqa: E731
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        segs = segments(word)
        while segs:
            glue = " " if current else ""
            whole = "".join(s for s, _ in segs)
            if fits(current + glue + whole):
                current += glue + whole
                break
            # the longest prefix of the word that still fits on this line, broken at a hyphen
            for k in range(len(segs) - 1, 0, -1):
                prefix = "".join(s for s, _ in segs[:k])
                if fits(current + glue + prefix + segs[k - 1][1]):
                    lines.append(current + glue + prefix + segs[k - 1][1])
                    current, segs = "", segs[k:]
                    break
            else:
                if current:
                    lines.append(current)
                    current = ""
                else:  # a single unbreakable word wider than the line
                    current = whole
                    break
    if current:
        lines.append(current)
    return lines


def paragraph(pdf: FPDF, text: str, family: str, style: str, size: float, line: float,
              indent: float = 0) -> None:
    """`text` broken by `wrap`, its lines `indent` right of the left margin."""
    pdf.set_font(family, style, size)
    width = pdf.w - pdf.l_margin - pdf.r_margin - indent - 2 * pdf.c_margin - 0.5
    lines = wrap(pdf, latin1(text), width)
    pdf.set_x(pdf.l_margin + indent)
    pdf.multi_cell(0, line, "\n".join(lines), new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def heading(pdf: FPDF, text: str, size: float, height: float, *, keep: float = 0, before: float = 0,
            after: float = 0, colour: tuple[int, int, int] | None = None, family: str = "Helvetica") -> None:
    """A bold heading; it starts a new page when less than `keep` mm are left, so that it
    stays with the first lines under it."""
    if keep and pdf.get_y() > pdf.page_break_trigger - keep:
        pdf.add_page()
    if before:
        pdf.ln(before)
    pdf.set_font(family, "B", size)
    if colour:
        pdf.set_text_color(*colour)
    pdf.multi_cell(0, height, latin1(text), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    if colour:
        pdf.set_text_color(0, 0, 0)
    pdf.ln(after)


def label(pdf: FPDF, offset: float, width: float, line: float, text: str) -> None:
    """A list marker such as "1.", "-" or "(a)", `offset` right of the left margin."""
    pdf.set_x(pdf.l_margin + offset)
    pdf.cell(width, line, text)


def list_items(pdf: FPDF, items: list[str], *, font: tuple[str, str, float], line: float,
               marker: Callable[[int, float], None], body: Callable[[str], None],
               spacing: float, after: float) -> None:
    """Items hung from a marker: `marker(n, y)` draws item n's marker at the height of its
    first line, `body(item)` sets the item's text; no item starts on a page's last line."""
    for n, item in enumerate(items, 1):
        pdf.set_font(*font)
        if pdf.get_y() > pdf.page_break_trigger - line:
            pdf.add_page()
        y = pdf.get_y()
        marker(n, y)
        pdf.set_y(y)
        body(item)
        pdf.ln(spacing)
    pdf.ln(after)


def table(pdf: FPDF, rows: list[list[str]], **style) -> None:
    """`rows` as an fpdf2 table in the current font, the first row as headings; `style` goes
    to `FPDF.table` (column widths, line height, colours, repeated headings)."""
    with pdf.table(text_align="LEFT", first_row_as_headings=True, **style) as cells:
        for row in rows:
            r = cells.row()
            for value in row:
                r.cell(latin1(value))


def contents(pdf: FPDF, entries: list[tuple[str, str]], *, size: float = 10, width: float = 120,
             height: float = 6) -> None:
    """A contents list: each (title, page) on one line, the page set flush right."""
    pdf.set_font("Helvetica", "", size)
    for title, page in entries:
        pdf.cell(width, height, latin1(title))
        pdf.cell(0, height, page, align="R", new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def save(pdf: FPDF, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(out))


def two_passes(render: Callable[[dict[str, int]], tuple[FPDF, dict[str, int]]], out: Path
               ) -> tuple[FPDF, dict[str, int]]:
    """Render twice, since the contents list can only give the pages a first pass found, and
    save the second; `render(pages)` returns the document and the page each section starts on."""
    _, starts = render({})
    pdf, again = render(starts)
    if again != starts:  # the contents list must not move anything
        raise RuntimeError("pagination changed between passes")
    save(pdf, out)
    return pdf, starts


def out_argument(doc: str, default: Path) -> Path:
    """The builder's command line: `--out PATH`, with the first line of its docstring as help."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--out", type=Path, default=default)
    return parser.parse_args().out


def report(out: Path, pages: dict[str, object]) -> None:
    """What a builder prints: the file written and the page(s) of each section."""
    print(f"wrote {out} ({out.stat().st_size} bytes)")
    for title, page in pages.items():
        print(f"  {title}: page {page}")
