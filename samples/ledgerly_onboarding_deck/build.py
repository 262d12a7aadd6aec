"""Build samples/documents/ledgerly-onboarding-deck.pdf: a 16:9 slide deck written with python-pptx from
slides.py, converted to PDF by LibreOffice Impress.

Neither python-pptx nor LibreOffice is a project dependency; install them in throwaway places:
    apt-get install -y libreoffice-impress-nogui          # Debian 12: LibreOffice 7.4
    python3 -m venv /tmp/ledgerly_onboarding_deck_work/venv
    /tmp/ledgerly_onboarding_deck_work/venv/bin/pip install python-pptx    # 1.0.2 was used
    /tmp/ledgerly_onboarding_deck_work/venv/bin/python samples/ledgerly_onboarding_deck/build.py

The .pptx is written to a temporary folder and converted with `soffice --headless --convert-to pdf`
(a private LibreOffice profile under that folder, so a running LibreOffice is not disturbed). The .pptx core
properties carry a fixed date, and the dates and document ID that LibreOffice writes into the PDF are then
overwritten in place with fixed values of the same length (its /DocChecksum with an MD5 of the result),
so a rebuild with the same versions gives identical bytes (not guaranteed across LibreOffice or font versions).
"""

import hashlib
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path

from lxml import etree
from pptx import Presentation
from pptx.dml.color import RGBColor
from pptx.enum.shapes import MSO_SHAPE
from pptx.enum.text import MSO_ANCHOR, PP_ALIGN
from pptx.oxml.ns import qn
from pptx.util import Inches, Pt

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from slides import FOOTER, SLIDES  # noqa: E402

OUT = HERE.parent / "documents" / "ledgerly-onboarding-deck.pdf"
FIXED = datetime(2026, 2, 20, 9, 0, 0)
FIXED_PDF_DATE = b"20260220090000"
FONT = "Carlito"

NAVY = RGBColor(0x17, 0x2B, 0x4D)
TEAL = RGBColor(0x0E, 0x8C, 0x7F)
INK = RGBColor(0x22, 0x2B, 0x36)
GREY = RGBColor(0x5F, 0x6B, 0x78)
BAND = RGBColor(0xEE, 0xF3, 0xF7)
WHITE = RGBColor(0xFF, 0xFF, 0xFF)
NOTE_FILL = RGBColor(0xE6, 0xF4, 0xF2)
PALE = RGBColor(0xC9, 0xD8, 0xEA)
COLORS = {"white": WHITE, "pale": PALE, None: INK}


def style_run(run, size, bold=False, color=INK, italic=False):
    run.font.name = FONT
    run.font.size = Pt(size)
    run.font.bold = bold
    run.font.italic = italic
    run.font.color.rgb = color


def textbox(slide, box, anchor=MSO_ANCHOR.TOP):
    left, top, width, height = box
    shape = slide.shapes.add_textbox(Inches(left), Inches(top), Inches(width), Inches(height))
    frame = shape.text_frame
    frame.word_wrap = True
    frame.vertical_anchor = anchor
    frame.margin_left = frame.margin_right = Inches(0.05)
    frame.margin_top = frame.margin_bottom = Inches(0.03)
    return shape, frame


def paragraph(frame, first):
    return frame.paragraphs[0] if first else frame.add_paragraph()


def set_bullet(par, level, numbered):
    """Real PowerPoint bullets: a character bullet per level, or 1. 2. 3. numbering."""
    ppr = par._p.get_or_add_pPr()
    indent = int(Inches(0.3))
    ppr.set("marL", str(indent * (level + 1)))
    ppr.set("indent", str(-indent))
    for tag in ("a:buNone", "a:buChar", "a:buAutoNum", "a:buFont", "a:buClr"):
        for old in ppr.findall(qn(tag)):
            ppr.remove(old)
    clr = etree.SubElement(ppr, qn("a:buClr"))
    etree.SubElement(clr, qn("a:srgbClr")).set("val", "0E8C7F")
    if numbered and level == 0:
        etree.SubElement(ppr, qn("a:buFont")).set("typeface", FONT)
        etree.SubElement(ppr, qn("a:buAutoNum")).set("type", "arabicPeriod")
    else:
        etree.SubElement(ppr, qn("a:buFont")).set("typeface", "DejaVu Sans")
        etree.SubElement(ppr, qn("a:buChar")).set("char", "\u2022" if level == 0 else "\u2013")


def no_bullet(par):
    ppr = par._p.get_or_add_pPr()
    etree.SubElement(ppr, qn("a:buNone"))


def add_bullets(slide, block):
    _, frame = textbox(slide, block["box"])
    size = block.get("size", 14)
    first = True
    if block.get("lead"):
        par = paragraph(frame, first)
        first = False
        no_bullet(par)
        par.space_after = Pt(6)
        style_run(par.add_run(), size + 1, bold=True, color=NAVY)
        par.runs[0].text = block["lead"]
    for level, text in block["items"]:
        par = paragraph(frame, first)
        first = False
        set_bullet(par, level, block.get("numbered", False))
        par.level = level
        par.space_before = Pt(5 if level == 0 else 2)
        run = par.add_run()
        run.text = text
        bold = level == 0 and not block.get("numbered") and any(lv == 1 for lv, _ in block["items"])
        style_run(run, size if level == 0 else size - 1, bold=bold, color=INK if level == 0 else GREY)


def add_text(slide, block):
    _, frame = textbox(slide, block["box"])
    color = COLORS[block.get("color")]
    for i, text in enumerate(block["paras"]):
        par = paragraph(frame, i == 0)
        par.space_after = Pt(4)
        run = par.add_run()
        run.text = text
        style_run(run, block.get("size", 14), color=color)


def add_fine(slide, block):
    _, frame = textbox(slide, block["box"])
    for i, text in enumerate(block["lines"]):
        par = paragraph(frame, i == 0)
        par.space_after = Pt(2)
        run = par.add_run()
        run.text = text
        style_run(run, 9.5, color=GREY, italic=True)


def add_note(slide, block):
    left, top, width, height = block["box"]
    shape = slide.shapes.add_shape(MSO_SHAPE.ROUNDED_RECTANGLE, Inches(left), Inches(top), Inches(width),
                                   Inches(height))
    shape.adjustments[0] = 0.08
    dark = block.get("dark", False)
    shape.fill.solid()
    shape.fill.fore_color.rgb = TEAL if dark else NOTE_FILL
    shape.line.color.rgb = TEAL
    shape.line.width = Pt(1.25)
    shape.shadow.inherit = False
    frame = shape.text_frame
    frame.word_wrap = True
    frame.vertical_anchor = MSO_ANCHOR.TOP
    frame.margin_left = frame.margin_right = Inches(0.15)
    frame.margin_top = frame.margin_bottom = Inches(0.1)
    size = block.get("size", 12)
    par = frame.paragraphs[0]
    par.alignment = PP_ALIGN.LEFT
    par.space_after = Pt(4)
    run = par.add_run()
    run.text = block["heading"]
    style_run(run, size + 1, bold=True, color=WHITE if dark else NAVY)
    texts = block["text"] if isinstance(block["text"], list) else [block["text"]]
    for text in texts:
        par = frame.add_paragraph()
        par.alignment = PP_ALIGN.LEFT
        par.space_after = Pt(3)
        run = par.add_run()
        run.text = text
        style_run(run, size, color=WHITE if dark else INK)


def add_table(slide, block):
    left, top, width, height = block["box"]
    header, rows = block["header"], block["rows"]
    n_rows, n_cols = len(rows) + 1, len(header)
    graphic = slide.shapes.add_table(n_rows, n_cols, Inches(left), Inches(top), Inches(width),
                                     Inches(height))
    table = graphic.table
    table.first_row = True
    table.horz_banding = False
    for i, w in enumerate(block["widths"]):
        table.columns[i].width = Inches(w)
    row_height = Inches(height / n_rows)
    for r in range(n_rows):
        table.rows[r].height = row_height
    size = block.get("size", 12)
    for r, values in enumerate([header] + rows):
        for c, value in enumerate(values):
            cell = table.cell(r, c)
            cell.margin_left = cell.margin_right = Inches(0.08)
            cell.margin_top = cell.margin_bottom = Inches(0.04)
            cell.vertical_anchor = MSO_ANCHOR.MIDDLE
            cell.fill.solid()
            if r == 0:
                cell.fill.fore_color.rgb = NAVY
            else:
                cell.fill.fore_color.rgb = BAND if r % 2 == 0 else WHITE
            frame = cell.text_frame
            frame.word_wrap = True
            par = frame.paragraphs[0]
            par.alignment = PP_ALIGN.LEFT
            run = par.add_run()
            run.text = value
            if r == 0:
                style_run(run, size, bold=True, color=WHITE)
            else:
                style_run(run, size, bold=(c == 0), color=NAVY if c == 0 else INK)


def decorate(slide, number, total, spec):
    """Section label and title at the top, rule and footer with slide number at the bottom."""
    band = slide.shapes.add_shape(MSO_SHAPE.RECTANGLE, 0, 0, Inches(0.18), Inches(7.5))
    band.fill.solid()
    band.fill.fore_color.rgb = TEAL
    band.line.fill.background()
    _, frame = textbox(slide, (0.6, 0.3, 10.0, 0.35))
    run = frame.paragraphs[0].add_run()
    run.text = spec["kicker"].upper()
    style_run(run, 11, bold=True, color=TEAL)
    _, frame = textbox(slide, (0.6, 0.6, 12.1, 0.65))
    run = frame.paragraphs[0].add_run()
    run.text = spec["title"]
    style_run(run, 26, bold=True, color=NAVY)
    rule = slide.shapes.add_connector(1, Inches(0.6), Inches(7.0), Inches(12.73), Inches(7.0))
    rule.line.color.rgb = PALE
    rule.line.width = Pt(0.75)
    _, frame = textbox(slide, (0.6, 7.05, 9.0, 0.3))
    run = frame.paragraphs[0].add_run()
    run.text = FOOTER
    style_run(run, 9, color=GREY)
    _, frame = textbox(slide, (11.2, 7.05, 1.53, 0.3))
    frame.paragraphs[0].alignment = PP_ALIGN.RIGHT
    run = frame.paragraphs[0].add_run()
    run.text = f"{number} / {total}"
    style_run(run, 9, bold=True, color=GREY)


def cover(slide, spec):
    bg = slide.shapes.add_shape(MSO_SHAPE.RECTANGLE, 0, 0, Inches(13.333), Inches(7.5))
    bg.fill.solid()
    bg.fill.fore_color.rgb = NAVY
    bg.line.fill.background()
    stripe = slide.shapes.add_shape(MSO_SHAPE.RECTANGLE, 0, Inches(6.9), Inches(13.333), Inches(0.6))
    stripe.fill.solid()
    stripe.fill.fore_color.rgb = TEAL
    stripe.line.fill.background()
    _, frame = textbox(slide, (0.9, 0.8, 6.0, 0.6))
    run = frame.paragraphs[0].add_run()
    run.text = "ledgerly"
    style_run(run, 30, bold=True, color=TEAL)
    _, frame = textbox(slide, (0.9, 1.75, 11.0, 1.0))
    run = frame.paragraphs[0].add_run()
    run.text = spec["title"]
    style_run(run, 48, bold=True, color=WHITE)
    _, frame = textbox(slide, (0.9, 2.75, 11.0, 0.7))
    run = frame.paragraphs[0].add_run()
    run.text = spec["subtitle"]
    style_run(run, 26, color=PALE)
    _, frame = textbox(slide, (0.9, 6.98, 11.5, 0.4), anchor=MSO_ANCHOR.MIDDLE)
    run = frame.paragraphs[0].add_run()
    run.text = "Ledgerly, Inc. and Ledgerly Software Ltd \u00b7 For customers and their advisers"
    style_run(run, 11, color=WHITE)


BUILDERS = {"bullets": add_bullets, "text": add_text, "fine": add_fine, "note": add_note, "table": add_table}


def make_pptx(path: Path) -> None:
    prs = Presentation()
    prs.slide_width = Inches(13.333)
    prs.slide_height = Inches(7.5)
    blank = prs.slide_layouts[6]
    total = len(SLIDES)
    for number, spec in enumerate(SLIDES, start=1):
        slide = prs.slides.add_slide(blank)
        if spec.get("cover"):
            cover(slide, spec)
        else:
            decorate(slide, number, total, spec)
        for block in spec["blocks"]:
            BUILDERS[block["type"]](slide, block)
    props = prs.core_properties
    props.title = "Ledgerly customer onboarding & plans overview"
    props.author = "Ledgerly Customer Success"
    props.subject = "Plans, prices, limits, add-ons, onboarding, data import, security, support and billing"
    props.last_modified_by = "Ledgerly Customer Success"
    props.revision = 1
    props.created = FIXED
    props.modified = FIXED
    props.last_printed = FIXED
    prs.save(str(path))


def pin(pdf: bytes) -> bytes:
    """Overwrite LibreOffice's time stamps and document ID with fixed values of the same length."""
    pdf = re.sub(rb"D:\d{14}", b"D:" + FIXED_PDF_DATE, pdf)
    pdf = re.sub(rb"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)",
                 lambda m: b"2026-02-20T09:00:00", pdf)
    pdf = re.sub(rb"/ID\s*\[\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\]",
                 lambda m: m.group(0).replace(m.group(1), b"0" * len(m.group(1)))
                 .replace(m.group(2), b"0" * len(m.group(2))), pdf)
    # LibreOffice's /DocChecksum covers the time-stamped bytes too: replace it by the MD5 of the pinned file.
    pdf = re.sub(rb"/DocChecksum /[0-9A-F]{32}", b"/DocChecksum /" + b"0" * 32, pdf)
    digest = hashlib.md5(pdf).hexdigest().upper().encode()
    return pdf.replace(b"/DocChecksum /" + b"0" * 32, b"/DocChecksum /" + digest)


def build() -> Path:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        raise SystemExit("LibreOffice (soffice) not found: apt-get install libreoffice-impress-nogui")
    with tempfile.TemporaryDirectory(prefix="ledgerly_deck_") as tmp:
        tmp = Path(tmp)
        pptx = tmp / "ledgerly-onboarding-deck.pptx"
        make_pptx(pptx)
        subprocess.run([soffice, f"-env:UserInstallation=file://{tmp}/profile", "--headless",
                        "--convert-to", "pdf", "--outdir", str(tmp), str(pptx)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pdf = (tmp / "ledgerly-onboarding-deck.pdf").read_bytes()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(pin(pdf))
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
