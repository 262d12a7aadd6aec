"""Build samples/documents/saltmarsh-car-rental-terms.pdf with borb (its own layout engine).

borb is not a project dependency; install it in a throwaway virtualenv and run this script with it:
    python3 -m venv /tmp/venv_borb && /tmp/venv_borb/bin/pip install borb==3.0.9
    /tmp/venv_borb/bin/python samples/saltmarsh_car_rental_terms/build.py

The text of the guide is in content.py (a list of blocks: headings, paragraphs, bullet and numbered lists,
tables, boxed notes, fine print). This script flows the blocks through borb's SingleColumnLayout on US Letter
pages, keeps headings with what follows them, splits long tables at a page break (repeating the header row
under a "(continued)" caption), then paints the running header and the "Page n of N" footer on every page
but the cover. borb's usage statistics are switched off, and the document ID and dates are fixed, so a
rebuild gives identical bytes (checked with borb 3.0.9).
"""

import sys
from pathlib import Path

from borb.pdf import (
    PDF,
    Chunk,
    Document,
    FixedColumnWidthTable,
    HeterogeneousParagraph,
    HexColor,
    HorizontalBreak,
    LayoutElement,
    OrderedList,
    Page,
    Paragraph,
    SingleColumnLayout,
    Standard14Fonts,
    Table,
    UnorderedList,
    UsageStatistics,
)
from borb.pdf.primitives import datestr, hexstr, name

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402

OUT = HERE.parent / "documents" / "saltmarsh-car-rental-terms.pdf"

PAGE_W, PAGE_H = 612, 792            # US Letter
ML, MR, MT, MB = 54, 54, 78, 62
TEXT_W = PAGE_W - ML - MR
FIXED_DATE = "D:20260215090000+00'00'"
FIXED_ID = "5A17E0C4B2D94F61A8C3E7F02B9D6A15"

SEA = HexColor("#1F4E5F")
TEAL = HexColor("#2E7D8C")
SAND = HexColor("#F3ECDD")
PALE = HexColor("#EAF2F4")
RULE = HexColor("#9FB7BF")
GREY = HexColor("#555F63")
WHITE = HexColor("#FFFFFF")
BLACK = HexColor("#1A1A1A")

HELV = Standard14Fonts.get("Helvetica")
BOLD = Standard14Fonts.get("Helvetica-Bold")
ITAL = Standard14Fonts.get("Helvetica-Oblique")

BODY = 9.5
CELL = 8.5
SMALL = 7.5

HEADER_LEFT = "Saltmarsh Car Rental"
HEADER_RIGHT = "Rental Terms & Rate Guide 2026"
FOOTER_LEFT = "Edition 2026.1 \u00b7 Effective March 1, 2026"


class Flow:
    """A SingleColumnLayout plus the bits borb leaves out: remaining height, keep-with-next, split tables."""

    def __init__(self) -> None:
        self.doc = Document()
        first = Page(width_in_points=PAGE_W, height_in_points=PAGE_H)
        self.doc.append_page(first)
        self.layout = SingleColumnLayout(first, margin_left=ML, margin_right=MR, margin_top=MT, margin_bottom=MB)

    # borb keeps the cursor in name-mangled attributes of MultiColumnLayout
    def _get(self, attr: str):
        return getattr(self.layout, "_MultiColumnLayout__" + attr)

    def remaining(self, margin_top: int = 0) -> float:
        if self._get("is_first_element_in_column"):
            return PAGE_H - MT - MB
        return self._get("previous_element_bottom") - MB - max(self._get("previous_element_margin_bottom"), margin_top)

    def new_page(self) -> None:
        self.layout.next_page()

    def need(self, height: float) -> None:
        if self.remaining() < height:
            self.new_page()

    def add(self, element: LayoutElement) -> None:
        self.layout.append_layout_element(element)


# ---------------------------------------------------------------- elements

def para(text: str, size: float = BODY, font=HELV, color=BLACK, mt: int = 4, mb: int = 5, **kw) -> Paragraph:
    return Paragraph(text, font=font, font_size=size, font_color=color, margin_top=mt, margin_bottom=mb, **kw)


def rich(parts, size: float = BODY, mt: int = 4, mb: int = 5, **kw) -> HeterogeneousParagraph:
    """parts: list of (text, style) with style in {"", "b", "i"}."""
    fonts = {"": HELV, "b": BOLD, "i": ITAL}
    words = []                      # [text, style]; a space ends a word
    for text, style in parts:
        for i, word in enumerate(text.split(" ")):
            if i > 0 and words and not words[-1][0].endswith(" "):
                words[-1][0] += " "
            if word:
                words.append([word, style])
    chunks = [Chunk(text, font=fonts[style], font_size=size, font_color=BLACK) for text, style in words]
    return HeterogeneousParagraph(chunks, margin_top=mt, margin_bottom=mb, **kw)


def parse_rich(text: str):
    """'**Bold** rest' -> [("Bold", "b"), (" rest", "")]."""
    out = []
    bold = False
    for piece in text.split("**"):
        if piece:
            out.append((piece, "b" if bold else ""))
        bold = not bold
    return out


def item(text: str, size: float = BODY):
    if "**" in text:
        return rich(parse_rich(text), size=size, mt=0, mb=0)
    return Paragraph(text, font=HELV, font_size=size, font_color=BLACK)


def fix_markers(lst, attr: str, size: float) -> None:
    """borb sizes list markers from Paragraph items only; give rich items the same marker size."""
    markers = getattr(lst, attr)
    for i, marker in enumerate(markers):
        if marker.get_font_size() != size:
            if attr.startswith("_Unordered"):
                markers[i] = Chunk("\u25cf", font=Standard14Fonts.get("ZapfDingbats"), font_size=size - 3,
                                   font_color=TEAL)
            else:
                markers[i] = Chunk(marker.get_text(), font=HELV, font_size=size, font_color=BLACK)


def bullets(items, size: float = BODY) -> UnorderedList:
    lst = UnorderedList(margin_top=2, margin_bottom=6, margin_left=8)
    for text in items:
        lst.append_layout_element(item(text, size))
    markers = lst._UnorderedList__index_items
    for i, _ in enumerate(markers):
        markers[i] = Chunk("\u25cf", font=Standard14Fonts.get("ZapfDingbats"), font_size=size - 3, font_color=TEAL)
    return lst


def numbered(items, size: float = BODY) -> OrderedList:
    lst = OrderedList(margin_top=2, margin_bottom=6, margin_left=8)
    for text in items:
        lst.append_layout_element(item(text, size))
    fix_markers(lst, "_OrderedList__index_items", size)
    return lst


def cell(text: str, header: bool = False, shade=None, bold: bool = False, size: float = CELL):
    font = BOLD if (header or bold) else HELV
    color = WHITE if header else BLACK
    bg = SEA if header else shade
    return Table.TableCell(
        Paragraph(text, font=font, font_size=size, font_color=color),
        background_color=bg, border_color=RULE,
        border_width_top=1 if header else 0, border_width_bottom=1,
        border_width_left=0, border_width_right=0,
        padding_top=4, padding_bottom=4, padding_left=4, padding_right=4,
    )


def build_table(header, rows, widths, size: float, first_col_bold: bool) -> FixedColumnWidthTable:
    t = FixedColumnWidthTable(number_of_rows=len(rows) + 1, number_of_columns=len(header),
                              column_widths=widths, margin_top=6, margin_bottom=8)
    for h in header:
        t.append_layout_element(cell(h, header=True, size=size))
    for r, row in enumerate(rows):
        shade = SAND if r % 2 == 1 else None
        for c, text in enumerate(row):
            t.append_layout_element(cell(text, shade=shade, bold=(first_col_bold and c == 0), size=size))
    return t


def add_table(flow: Flow, block: dict) -> None:
    header, rows, widths = block["header"], block["rows"], block["widths"]
    size = block.get("size", CELL)
    bold_first = block.get("first_col_bold", True)
    caption = block.get("caption")
    if caption:
        flow.need(70)
        flow.add(para(caption, size=8.5, font=BOLD, color=TEAL, mt=8, mb=0))
    start = 0
    while start < len(rows):
        room = flow.remaining(6)
        fitted = None
        for k in range(len(rows) - start, 0, -1):
            t = build_table(header, rows[start:start + k], widths, size, bold_first)
            if t.get_size(available_space=(TEXT_W, 10_000))[1] <= room - 2:
                fitted = (k, t)
                break
        if fitted is None:
            flow.new_page()
            if caption:
                flow.add(para(caption + " (continued)", size=8.5, font=BOLD, color=TEAL, mt=0, mb=0))
            continue
        k, t = fitted
        flow.add(t)
        start += k
        if start < len(rows):
            flow.new_page()
            if caption:
                flow.add(para(caption + " (continued)", size=8.5, font=BOLD, color=TEAL, mt=0, mb=0))


def note_box(block: dict) -> HeterogeneousParagraph:
    parts = [(block["label"] + " ", "b")] + parse_rich(block["text"])
    return rich(parts, size=9, mt=8, mb=10, background_color=PALE, border_color=TEAL, border_width_left=3,
                padding_top=7, padding_bottom=7, padding_left=9, padding_right=9)


def heading(block: dict):
    level = block["level"]
    if level == 1:
        return Paragraph(block["text"], font=BOLD, font_size=15, font_color=SEA, margin_top=18, margin_bottom=4,
                         border_color=RULE, border_width_bottom=1, padding_bottom=3)
    if level == 2:
        return Paragraph(block["text"], font=BOLD, font_size=11.5, font_color=TEAL, margin_top=12, margin_bottom=3)
    return Paragraph(block["text"], font=BOLD, font_size=10, font_color=BLACK, margin_top=8, margin_bottom=2)


# ---------------------------------------------------------------- cover, running header and footer

def cover(flow: Flow) -> None:
    band = FixedColumnWidthTable(number_of_rows=1, number_of_columns=1, margin_top=0, margin_bottom=0)
    inner = FixedColumnWidthTable(number_of_rows=4, number_of_columns=1)
    for text, font, size, color in content.COVER_TITLE:
        inner.append_layout_element(Table.TableCell(
            Paragraph(text, font=font == "b" and BOLD or HELV, font_size=size, font_color=WHITE),
            border_width_top=0, border_width_bottom=0, border_width_left=0, border_width_right=0,
            padding_top=3, padding_bottom=3, padding_left=0, padding_right=0))
    band.append_layout_element(Table.TableCell(inner, background_color=SEA, border_width_top=0,
                                               border_width_bottom=0, border_width_left=0, border_width_right=0,
                                               padding_top=30, padding_bottom=26, padding_left=26,
                                               padding_right=26))
    flow.add(band)
    flow.add(para(content.COVER_EDITION, size=10, font=BOLD, color=TEAL, mt=14, mb=2))
    flow.add(para(content.COVER_BLURB, size=9.5, color=GREY, mt=2, mb=8))
    # contacts box
    flow.add(para("Contacts at a glance", size=11.5, font=BOLD, color=SEA, mt=10, mb=2))
    add_table(flow, {"header": ["Who", "How to reach us", "When"], "rows": content.COVER_CONTACTS,
                     "widths": [3, 4, 4], "size": 8.5})
    flow.add(para("What is in this guide", size=11.5, font=BOLD, color=SEA, mt=12, mb=2))
    flow.add(bullets(content.COVER_CONTENTS, size=8.5))
    flow.add(para(content.COVER_FINE, size=SMALL, color=GREY, mt=10, mb=0))


def decorate(doc: Document) -> None:
    total = doc.get_number_of_pages()
    for i in range(total):
        page = doc.get_page(i)
        number = i + 1
        if number > 1:
            Paragraph(HEADER_LEFT, font=BOLD, font_size=8.5, font_color=SEA).paint(
                available_space=(ML, PAGE_H - 52, TEXT_W, 16), page=page)
            Paragraph(HEADER_RIGHT, font=HELV, font_size=8.5, font_color=GREY,
                      horizontal_alignment=LayoutElement.HorizontalAlignment.RIGHT).paint(
                available_space=(ML, PAGE_H - 52, TEXT_W, 16), page=page)
            HorizontalBreak(line_color=TEAL, line_width=1).paint(
                available_space=(ML, PAGE_H - 60, TEXT_W, 6), page=page)
        HorizontalBreak(line_color=RULE, line_width=1).paint(available_space=(ML, 40, TEXT_W, 6), page=page)
        Paragraph(FOOTER_LEFT, font=HELV, font_size=7.5, font_color=GREY).paint(
            available_space=(ML, 24, TEXT_W, 14), page=page)
        Paragraph(f"Page {number} of {total}", font=HELV, font_size=7.5, font_color=GREY,
                  horizontal_alignment=LayoutElement.HorizontalAlignment.RIGHT).paint(
            available_space=(ML, 24, TEXT_W, 14), page=page)


# ---------------------------------------------------------------- main

def height_of(element: LayoutElement) -> float:
    return element.get_size(available_space=(TEXT_W, 10_000))[1]


def chain_height(blocks, index: int) -> float:
    """Height a heading or lead-in line needs on its page: itself plus the block(s) it introduces."""
    block = blocks[index]
    own = height_of(heading(block) if block["kind"] == "heading" else make(block)) + 12
    if index + 1 >= len(blocks):
        return own
    following = blocks[index + 1]
    if following["kind"] in ("heading", "lead"):
        return own + chain_height(blocks, index + 1)
    if following["kind"] in ("p", "bullets", "steps", "note"):
        return own + height_of(make(following)) + 8
    return own + 90


def make(block: dict) -> LayoutElement:
    kind = block["kind"]
    if kind == "p":
        text = block["text"]
        return rich(parse_rich(text)) if "**" in text else para(text)
    if kind == "lead":
        return para(block["text"], mt=4, mb=1)
    if kind == "bullets":
        return bullets(block["items"])
    if kind == "steps":
        return numbered(block["items"])
    if kind == "note":
        return note_box(block)
    if kind == "fine":
        return para(block["text"], size=SMALL, color=GREY, mt=2, mb=3)
    raise ValueError(kind)


def build() -> Path:
    UsageStatistics.opt_out()
    flow = Flow()
    cover(flow)
    flow.new_page()
    blocks = content.BLOCKS
    for index, block in enumerate(blocks):
        kind = block["kind"]
        if kind == "pagebreak":
            flow.new_page()
            continue
        if kind in ("heading", "lead"):
            # keep a heading or a list's lead-in line on the same page as what follows it
            element = heading(block) if kind == "heading" else para(block["text"], mt=4, mb=1)
            flow.need(chain_height(blocks, index))
            flow.add(element)
        elif kind == "table":
            add_table(flow, block)
        else:
            flow.add(make(block))
    doc = flow.doc
    decorate(doc)
    info = doc["Trailer"]["Info"]
    info[name("Title")] = "Saltmarsh Car Rental - Rental Terms & Rate Guide 2026"
    info[name("Author")] = "Saltmarsh Car Rental, Inc."
    info[name("Subject")] = "Vehicle classes, seasonal rates, deposits, drivers, protection, fees, one-way, branches"
    info[name("CreationDate")] = datestr(FIXED_DATE)
    info[name("ModDate")] = datestr(FIXED_DATE)
    doc["Trailer"][name("ID")] = [hexstr(FIXED_ID), hexstr(FIXED_ID)]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    PDF.write(what=doc, where_to=OUT)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
