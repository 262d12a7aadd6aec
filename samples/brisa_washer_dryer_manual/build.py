"""Build samples/documents/brisa-washer-dryer-manual.pdf (Brisa Duetto WD-8 / WD-10 washer-dryer user manual).

The pages are laid out by hand with Pango (text shaping, wrapping, bold headings) through PangoCairo and drawn,
with the table rules and note boxes, on a cairo.PDFSurface, the way a GTK application's report generator does.
The text of the manual is in content.py (Pango markup); this file is the layout engine.

Cairo, Pango and PyGObject are not project dependencies. Use the Debian packages and the system Python:
    apt-get install -y python3-gi gir1.2-pango-1.0 python3-gi-cairo python3-cairo fonts-liberation2
    /usr/bin/python3 samples/brisa_washer_dryer_manual/build.py

The PDF creation and modification dates are fixed through cairo's PDF metadata, so a rebuild with the same
cairo / Pango / font versions gives the same text and layout (built with cairo 1.16.0, Pango 1.50.12,
pycairo 1.20.1, Liberation Sans 2.1.5).
"""

import io
import sys
from pathlib import Path

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
import cairo  # noqa: E402
from gi.repository import Pango, PangoCairo  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import content  # noqa: E402

OUT = HERE.parent / "documents" / "brisa-washer-dryer-manual.pdf"

W, H = 595.28, 841.89                       # A4 in points
ML, MR, MT, MB = 56.0, 56.0, 74.0, 70.0
CW = W - ML - MR
BOTTOM = H - MB
FONT = "Liberation Sans"
BODY = 9.5
FIXED_DATE = "2025-04-14T09:00:00Z"

NAVY = (0.09, 0.22, 0.38)
TEAL = (0.05, 0.45, 0.50)
GREY = (0.38, 0.40, 0.43)
RULE = (0.62, 0.66, 0.70)
HEAD_FILL = (0.86, 0.91, 0.94)
ZEBRA = (0.965, 0.972, 0.98)
BLACK = (0.1, 0.1, 0.12)


class Engine:
    def __init__(self, target):
        self.surface = cairo.PDFSurface(target, W, H)
        md = cairo.PDFMetadata
        self.surface.set_metadata(md.TITLE, content.TITLE)
        self.surface.set_metadata(md.AUTHOR, content.AUTHOR)
        self.surface.set_metadata(md.SUBJECT, content.SUBJECT)
        self.surface.set_metadata(md.CREATOR, "Brisa DocGen 3.2 (cairo/Pango)")
        self.surface.set_metadata(md.CREATE_DATE, FIXED_DATE)
        self.surface.set_metadata(md.MOD_DATE, FIXED_DATE)
        self.cr = cairo.Context(self.surface)
        self.pages: list[list] = []
        self.h1_pages: dict[str, int] = {}
        self.footnotes: list[list] = []
        self.new_page()

    # ---------- text helpers ----------
    def layout(self, markup, size=BODY, width=CW, bold=False, italic=False, align="left", spacing=1.18):
        lay = PangoCairo.create_layout(self.cr)
        ctx = lay.get_context()
        PangoCairo.context_set_resolution(ctx, 72)
        fo = cairo.FontOptions()
        fo.set_hint_metrics(cairo.HINT_METRICS_OFF)
        fo.set_hint_style(cairo.HINT_STYLE_NONE)
        PangoCairo.context_set_font_options(ctx, fo)
        lay.context_changed()
        desc = Pango.FontDescription.from_string(f"{FONT} {size}")
        if bold:
            desc.set_weight(Pango.Weight.BOLD)
        if italic:
            desc.set_style(Pango.Style.ITALIC)
        lay.set_font_description(desc)
        lay.set_width(int(width * Pango.SCALE))
        lay.set_wrap(Pango.WrapMode.WORD_CHAR)
        lay.set_line_spacing(spacing)
        lay.set_alignment({"left": Pango.Alignment.LEFT, "center": Pango.Alignment.CENTER,
                           "right": Pango.Alignment.RIGHT}[align])
        lay.set_markup(f'<span font_features="liga=0,clig=0">{markup}</span>', -1)
        return lay

    @staticmethod
    def height(lay) -> float:
        return lay.get_size()[1] / Pango.SCALE

    def put(self, lay, x, y, color=BLACK):
        self.pages[-1].append(("text", lay, x, y, color))

    def rect(self, x, y, w, h, fill=None, stroke=None, lw=0.6):
        self.pages[-1].append(("rect", x, y, w, h, fill, stroke, lw))

    def line(self, x1, y1, x2, y2, color=RULE, lw=0.5):
        self.pages[-1].append(("line", x1, y1, x2, y2, color, lw))

    # ---------- pagination ----------
    def new_page(self):
        self.pages.append([])
        self.footnotes.append([])
        self.y = MT
        self.bottom = BOTTOM

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    # ---------- blocks ----------
    def cover(self, block):
        _, data = block
        self.rect(0, 0, W, 250, fill=NAVY)
        self.rect(0, 250, W, 8, fill=TEAL)
        self.put(self.layout("BRISA", 34, bold=True), ML, 70, (1, 1, 1))
        self.put(self.layout("Home Appliances", 12), ML, 112, (0.8, 0.88, 0.92))
        self.put(self.layout(data["title"], 26, bold=True, width=CW), ML, 150, (1, 1, 1))
        self.put(self.layout(data["subtitle"], 13), ML, 200, (0.85, 0.92, 0.95))
        y = 290
        for item in data["lines"]:
            lay = self.layout(item, 10.5)
            self.put(lay, ML, y)
            y += self.height(lay) + 6
        y += 14
        self.put(self.layout("Contents", 13, bold=True), ML, y, NAVY)
        y += 24
        for num, name in data["toc"]:
            page = TOC_PAGES.get(num, 0)
            self.put(self.layout(num, 10), ML, y)
            self.put(self.layout(name, 10), ML + 28, y)
            self.put(self.layout(str(page), 10, width=40, align="right"), ML + CW - 40, y)
            name_w = self.layout(name, 10).get_size()[0] / Pango.SCALE
            self.line(ML + 32 + name_w, y + 10, ML + CW - 44, y + 10, RULE, 0.3)
            y += 17
        box_y = H - 170
        self.rect(ML, box_y, CW, 62, fill=(0.97, 0.95, 0.90), stroke=(0.75, 0.55, 0.15), lw=1)
        lay = self.layout(data["box"], 9.5, width=CW - 24)
        self.put(lay, ML + 12, box_y + 10)
        self.put(self.layout(data["imprint"], 7.5, width=CW), ML, H - 70, GREY)
        self.pages[-1].append(("nocover",))
        self.new_page()

    def h1(self, text):
        lay = self.layout(text, 16, bold=True)
        h = self.height(lay)
        if self.y > MT:
            self.y += 10
        self.need(h + 70)
        self.put(lay, ML, self.y, NAVY)
        self.h1_pages[text.split()[0]] = len(self.pages)
        self.y += h + 3
        self.line(ML, self.y, ML + CW, self.y, TEAL, 1.2)
        self.y += 9

    def h2(self, text):
        lay = self.layout(text, 12, bold=True)
        h = self.height(lay)
        self.y += 6
        self.need(h + 80)
        self.put(lay, ML, self.y, TEAL)
        self.y += h + 5

    def h3(self, text):
        lay = self.layout(text, 10, bold=True, italic=True)
        h = self.height(lay)
        self.y += 3
        self.need(h + 36)
        self.put(lay, ML, self.y, NAVY)
        self.y += h + 3

    def para(self, markup, size=BODY, color=BLACK, after=6, footnote=None, indent=0):
        lay = self.layout(markup, size, width=CW - indent)
        h = self.height(lay)
        fn = None
        if footnote:
            fn = self.layout(footnote, 7.5, width=CW)
            fh = self.height(fn) + 4
            if self.y + h > self.bottom - fh - (0 if self.footnotes[-1] else 12):
                self.new_page()
        self.need(h)
        self.put(lay, ML + indent, self.y, color)
        self.y += h + after
        if fn:
            if not self.footnotes[-1]:
                self.bottom -= 12
            self.footnotes[-1].append(fn)
            self.bottom -= self.height(fn) + 4

    def items(self, entries, numbered=False):
        for i, text in enumerate(entries, start=1):
            mark = f"{i}." if numbered else "\u2022"
            indent = 20 if numbered else 14
            lay = self.layout(text, BODY, width=CW - indent - 8)
            h = self.height(lay)
            self.need(h)
            self.put(self.layout(mark, BODY, bold=numbered), ML + 6, self.y, TEAL if numbered else BLACK)
            self.put(lay, ML + 6 + indent, self.y)
            self.y += h + 3.5
        self.y += 4

    def note(self, title, markup, kind="note"):
        colors = {"note": ((0.93, 0.96, 0.98), TEAL), "warning": ((0.99, 0.94, 0.90), (0.78, 0.33, 0.10))}
        fill, edge = colors[kind]
        t = self.layout(title, 9.5, bold=True, width=CW - 24)
        b = self.layout(markup, 9, width=CW - 24)
        h = self.height(t) + self.height(b) + 20
        self.y += 2
        self.need(h)
        self.rect(ML, self.y, CW, h, fill=fill, stroke=edge, lw=0.9)
        self.rect(ML, self.y, 4, h, fill=edge)
        self.put(t, ML + 12, self.y + 8, edge)
        self.put(b, ML + 12, self.y + 10 + self.height(t))
        self.y += h + 10

    def table(self, spec):
        widths = [w * CW / sum(spec["widths"]) for w in spec["widths"]]
        size = spec.get("size", 8.5)
        pad = 3.5
        grid = spec.get("grid", False)
        aligns = spec.get("align", ["left"] * len(widths))

        def row_layouts(cells, bold=False):
            lays = [self.layout(str(c), size, width=w - 2 * pad, bold=bold, align=a)
                    for c, w, a in zip(cells, widths, aligns)]
            return lays, max(self.height(lay) for lay in lays) + 2 * pad

        head, head_h = row_layouts(spec["header"], bold=True)
        rows = [row_layouts(r) for r in spec["rows"]]
        caption = spec.get("caption")

        def draw_caption(cont):
            if not caption:
                return
            text = caption + (" <i>(continued)</i>" if cont else "")
            lay = self.layout(text, 9, bold=True)
            self.put(lay, ML, self.y, NAVY)
            self.y += self.height(lay) + 4

        def draw_row(lays, h, header=False, zebra=False):
            x = ML
            if header:
                self.rect(ML, self.y, CW, h, fill=HEAD_FILL)
            elif zebra:
                self.rect(ML, self.y, CW, h, fill=ZEBRA)
            for lay, w in zip(lays, widths):
                self.put(lay, x + pad, self.y + pad, NAVY if header else BLACK)
                x += w
            if grid:
                x = ML
                for w in widths[:-1]:
                    x += w
                    self.line(x, self.y, x, self.y + h, RULE, 0.5)
            self.line(ML, self.y + h, ML + CW, self.y + h, NAVY if header else RULE, 0.9 if header else 0.4)
            self.y += h

        first_h = (rows[0][1] if rows else 0) + head_h + 20
        self.y += 2
        self.need(first_h)
        draw_caption(False)
        top = self.y
        self.line(ML, top, ML + CW, top, NAVY, 1.0)
        draw_row(head, head_h, header=True)
        for i, (lays, h) in enumerate(rows):
            if self.y + h > self.bottom:
                if grid:
                    self.rect(ML, top, CW, self.y - top, stroke=NAVY, lw=0.8)
                self.new_page()
                draw_caption(True)
                top = self.y
                self.line(ML, top, ML + CW, top, NAVY, 1.0)
                draw_row(head, head_h, header=True)
            draw_row(lays, h, zebra=spec.get("zebra", True) and i % 2 == 1)
        if grid:
            self.rect(ML, top, CW, self.y - top, stroke=NAVY, lw=0.8)
        else:
            self.line(ML, self.y, ML + CW, self.y, NAVY, 1.0)
        self.y += 5
        for fine in spec.get("notes", []):
            lay = self.layout(fine, 7.5, width=CW)
            self.need(self.height(lay))
            self.put(lay, ML, self.y, GREY)
            self.y += self.height(lay) + 2
        self.y += 8

    def run(self, blocks):
        for block in blocks:
            kind = block[0]
            if kind == "cover":
                self.cover(block)
            elif kind == "h1":
                self.h1(block[1])
            elif kind == "h2":
                self.h2(block[1])
            elif kind == "h3":
                self.h3(block[1])
            elif kind == "p":
                self.para(block[1], footnote=block[2] if len(block) > 2 else None)
            elif kind == "small":
                self.para(block[1], size=7.8, color=GREY)
            elif kind == "bullets":
                self.items(block[1])
            elif kind == "steps":
                self.items(block[1], numbered=True)
            elif kind == "note":
                self.note(block[1], block[2], block[3] if len(block) > 3 else "note")
            elif kind == "table":
                self.table(block[1])
            elif kind == "break":
                self.new_page()
            elif kind == "space":
                self.y += block[1]
            else:
                raise ValueError(kind)

    # ---------- output ----------
    def finish(self):
        cr = self.cr
        total = len(self.pages)
        for n, ops in enumerate(self.pages, start=1):
            cover = any(op[0] == "nocover" for op in ops)
            for op in ops:
                if op[0] == "text":
                    _, lay, x, y, color = op
                    cr.set_source_rgb(*color)
                    cr.move_to(x, y)
                    PangoCairo.show_layout(cr, lay)
                elif op[0] == "rect":
                    _, x, y, w, h, fill, stroke, lw = op
                    cr.rectangle(x, y, w, h)
                    if fill:
                        cr.set_source_rgb(*fill)
                        cr.fill_preserve() if stroke else cr.fill()
                    if stroke:
                        cr.set_source_rgb(*stroke)
                        cr.set_line_width(lw)
                        cr.stroke()
                elif op[0] == "line":
                    _, x1, y1, x2, y2, color, lw = op
                    cr.set_source_rgb(*color)
                    cr.set_line_width(lw)
                    cr.move_to(x1, y1)
                    cr.line_to(x2, y2)
                    cr.stroke()
            if not cover:
                self.decorate(n, total)
            # footnotes at the foot of the page
            fns = self.footnotes[n - 1]
            if fns:
                hs = sum(self.height(f) + 4 for f in fns)
                y = BOTTOM - hs + 4
                cr.set_source_rgb(*RULE)
                cr.set_line_width(0.5)
                cr.move_to(ML, y - 5)
                cr.line_to(ML + 120, y - 5)
                cr.stroke()
                for f in fns:
                    cr.set_source_rgb(*GREY)
                    cr.move_to(ML, y)
                    PangoCairo.show_layout(cr, f)
                    y += self.height(f) + 4
            cr.show_page()
        self.surface.finish()
        return total

    def decorate(self, n, total):
        cr = self.cr
        left = self.layout(content.HEADER_LEFT, 8, bold=True)
        right = self.layout(content.HEADER_RIGHT, 8, width=CW / 2, align="right")
        cr.set_source_rgb(*NAVY)
        cr.move_to(ML, 40)
        PangoCairo.show_layout(cr, left)
        cr.set_source_rgb(*GREY)
        cr.move_to(ML + CW / 2, 40)
        PangoCairo.show_layout(cr, right)
        cr.set_source_rgb(*TEAL)
        cr.set_line_width(0.8)
        cr.move_to(ML, 54)
        cr.line_to(ML + CW, 54)
        cr.stroke()
        y = H - 46
        cr.set_source_rgb(*RULE)
        cr.set_line_width(0.4)
        cr.move_to(ML, y - 6)
        cr.line_to(ML + CW, y - 6)
        cr.stroke()
        foot = self.layout(content.FOOTER_LEFT, 7.5)
        page = self.layout(f"Page {n} of {total}", 7.5, width=120, align="right")
        cr.set_source_rgb(*GREY)
        cr.move_to(ML, y)
        PangoCairo.show_layout(cr, foot)
        cr.move_to(ML + CW - 120, y)
        PangoCairo.show_layout(cr, page)


TOC_PAGES: dict[str, int] = {}


def build() -> Path:
    """Two passes: the first finds the page of every chapter for the contents list on the cover."""
    first = Engine(io.BytesIO())
    first.run(content.BLOCKS)
    first.finish()
    TOC_PAGES.update(first.h1_pages)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    eng = Engine(str(OUT))
    eng.run(content.BLOCKS)
    total = eng.finish()
    print(OUT, total, "pages", OUT.stat().st_size, "bytes")
    return OUT


if __name__ == "__main__":
    build()
