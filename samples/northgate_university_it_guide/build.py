"""Build samples/documents/northgate-university-it-guide.pdf from guide.txt.

The guide is written as a Word document with python-docx (Word heading styles, Word tables with a repeated
header row, Word list numbering and bullets, shaded one-cell note boxes, a running header and a footer with
PAGE / NUMPAGES fields) and converted to PDF by LibreOffice. Neither is a project dependency; install them
in a throwaway place:

    apt-get install -y libreoffice-writer-nogui fonts-crosextra-carlito
    python3 -m venv /tmp/venv_docx && /tmp/venv_docx/bin/pip install python-docx
    /tmp/venv_docx/bin/python samples/northgate_university_it_guide/build.py

Built with python-docx 1.2.0 and LibreOffice 7.4.7.2 (Carlito standing in for Calibri).

guide.txt markup, one block per line or group of lines:
    # / ## / ###            Heading 1 / 2 / 3
    - item                  bulleted list (List Bullet)
    1. item                 numbered list (List Number, restarted at 1 for each list)
    ~ text                  fine print
    [table widths=a,b,..]   table rows "cell | cell"; the first row is the header row
    [note Title] .. [/note] shaded one-cell note box
    **text**                bold
Any other line is a body paragraph.

The core properties and the PDF's /CreationDate and /ModDate are fixed, and the PDF's /ID and /DocChecksum are
derived from the rest of its content, so a rebuild with the same versions gives the same bytes.
"""

import datetime as dt
import hashlib
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from docx import Document
from docx.enum.section import WD_SECTION
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "northgate-university-it-guide.pdf"

NAVY = RGBColor(0x1B, 0x2A, 0x4E)
TEAL = RGBColor(0x0E, 0x6E, 0x73)
GREY = RGBColor(0x55, 0x5B, 0x63)
HEADER_FILL = "1B2A4E"
NOTE_FILL = "E6F2F2"
FIXED = dt.datetime(2026, 7, 20, 9, 0, 0)
PDF_DATE = b"D:20260720090000Z"
BODY_WIDTH = 7.5  # inches between the margins (8.5 in page, 0.5 in margins)


# ---------------------------------------------------------------- low-level XML helpers

def shade(cell, fill: str) -> None:
    tc_pr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tc_pr.append(shd)


def cell_margins(table, top=50, bottom=50, left=90, right=90) -> None:
    tbl_pr = table._tbl.tblPr
    mar = OxmlElement("w:tblCellMar")
    for side, value in (("top", top), ("left", left), ("bottom", bottom), ("right", right)):
        el = OxmlElement(f"w:{side}")
        el.set(qn("w:w"), str(value))
        el.set(qn("w:type"), "dxa")
        mar.append(el)
    tbl_pr.append(mar)


def row_flags(row, header: bool) -> None:
    tr_pr = row._tr.get_or_add_trPr()
    cant = OxmlElement("w:cantSplit")
    tr_pr.append(cant)
    if header:
        tr_pr.append(OxmlElement("w:tblHeader"))


def add_field(paragraph, instr: str, size: float) -> None:
    """A complex field (PAGE, NUMPAGES) that Word and LibreOffice fill in."""
    def run_with(el):
        run = paragraph.add_run()
        run.font.size = Pt(size)
        run.font.color.rgb = GREY
        run._r.append(el)
        return run

    begin = OxmlElement("w:fldChar")
    begin.set(qn("w:fldCharType"), "begin")
    run_with(begin)
    text = OxmlElement("w:instrText")
    text.set(qn("xml:space"), "preserve")
    text.text = f" {instr} "
    run_with(text)
    sep = OxmlElement("w:fldChar")
    sep.set(qn("w:fldCharType"), "separate")
    run_with(sep)
    placeholder = paragraph.add_run("1")
    placeholder.font.size = Pt(size)
    placeholder.font.color.rgb = GREY
    end = OxmlElement("w:fldChar")
    end.set(qn("w:fldCharType"), "end")
    run_with(end)


def bottom_border(paragraph, color="0E6E73", size=6) -> None:
    p_pr = paragraph._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    bottom.set(qn("w:val"), "single")
    bottom.set(qn("w:sz"), str(size))
    bottom.set(qn("w:space"), "1")
    bottom.set(qn("w:color"), color)
    bdr.append(bottom)
    p_pr.append(bdr)


def top_border(paragraph, color="8A9099", size=4) -> None:
    p_pr = paragraph._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    top = OxmlElement("w:top")
    top.set(qn("w:val"), "single")
    top.set(qn("w:sz"), str(size))
    top.set(qn("w:space"), "4")
    top.set(qn("w:color"), color)
    bdr.append(top)
    p_pr.append(bdr)


def add_runs(paragraph, text: str, size: float | None = None, color=None, italic=False) -> None:
    """Text with **bold** spans."""
    for i, piece in enumerate(re.split(r"\*\*(.+?)\*\*", text)):
        if not piece:
            continue
        run = paragraph.add_run(piece)
        run.bold = bool(i % 2) or None
        if size:
            run.font.size = Pt(size)
        if color is not None:
            run.font.color.rgb = color
        if italic:
            run.italic = True


class ListNumbering:
    """Restart "List Number" at 1 for every numbered list, the way Word does it: a new w:num that points
    at the style's abstract numbering with a start override."""

    def __init__(self, doc):
        self.numbering = doc.part.numbering_part.numbering_definitions._numbering
        style = doc.styles["List Number"]
        num_id = style.element.pPr.numPr.numId.val
        self.abstract_id = self.numbering.num_having_numId(num_id).abstractNumId.val

    def new_list(self) -> int:
        num = self.numbering.add_num(self.abstract_id)
        num.add_lvlOverride(ilvl=0).add_startOverride(1)
        return num.numId

    @staticmethod
    def apply(paragraph, num_id: int) -> None:
        num_pr = paragraph._p.get_or_add_pPr().get_or_add_numPr()
        num_pr.get_or_add_ilvl().val = 0
        num_pr.get_or_add_numId().val = num_id


# ---------------------------------------------------------------- document set-up

def set_up_styles(doc) -> None:
    normal = doc.styles["Normal"]
    normal.font.name = "Calibri"
    normal.font.size = Pt(10.5)
    normal.paragraph_format.space_after = Pt(5)
    normal.paragraph_format.line_spacing = 1.08
    r_fonts = normal.element.rPr.rFonts
    for attr in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
        r_fonts.set(qn(attr), "Calibri")

    for name, size, color, before, after in (("Heading 1", 17, NAVY, 16, 6),
                                             ("Heading 2", 13, TEAL, 11, 4),
                                             ("Heading 3", 11, NAVY, 8, 3)):
        style = doc.styles[name]
        style.font.name = "Calibri"
        style.font.size = Pt(size)
        style.font.bold = True
        style.font.italic = False
        style.font.color.rgb = color
        rpr = style.element.get_or_add_rPr()
        fonts = rpr.find(qn("w:rFonts"))
        if fonts is None:
            fonts = OxmlElement("w:rFonts")
            rpr.insert(0, fonts)
        for attr in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
            fonts.set(qn(attr), "Calibri")
        for theme_attr in ("w:asciiTheme", "w:hAnsiTheme", "w:cstheme", "w:eastAsiaTheme"):
            if fonts.get(qn(theme_attr)) is not None:
                del fonts.attrib[qn(theme_attr)]
        style.paragraph_format.space_before = Pt(before)
        style.paragraph_format.space_after = Pt(after)
        style.paragraph_format.keep_with_next = True

    for name in ("List Bullet", "List Number"):
        style = doc.styles[name]
        style.paragraph_format.space_after = Pt(2.5)
        style.font.size = Pt(10.5)


def set_up_page(doc) -> None:
    section = doc.sections[0]
    section.page_width, section.page_height = Inches(8.5), Inches(11)
    section.left_margin = section.right_margin = Inches(0.5)
    section.top_margin, section.bottom_margin = Inches(0.85), Inches(0.8)
    section.header_distance, section.footer_distance = Inches(0.4), Inches(0.4)


def only_right_tab(paragraph, right) -> None:
    """Clear the Header/Footer styles' centre (3.25 in) and right (6.5 in) tabs; add one at the right margin."""
    stops = paragraph.paragraph_format.tab_stops
    for position in (Inches(3.25), Inches(6.5)):
        stops.add_tab_stop(position, WD_TAB_ALIGNMENT.CLEAR)
    stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)


def running_header_footer(section) -> None:
    """Header and footer for the body section (the cover section has none)."""
    section.header.is_linked_to_previous = False
    section.footer.is_linked_to_previous = False
    right = Inches(BODY_WIDTH)

    head = section.header.paragraphs[0]
    only_right_tab(head, right)
    add_runs(head, "Northgate University \u00b7 Information Technology Services", 8.5, NAVY)
    head.runs[-1].bold = True
    add_runs(head, "\tIT Service Desk Guide 2026\u201327", 8.5, GREY)
    bottom_border(head)

    foot = section.footer.paragraphs[0]
    only_right_tab(foot, right)
    add_runs(foot, "Version 4.2 \u00b7 Effective 1 August 2026 \u00b7 Public", 8, GREY)
    add_runs(foot, "\tPage ", 8, GREY)
    add_field(foot, "PAGE", 8)
    add_runs(foot, " of ", 8, GREY)
    add_field(foot, "NUMPAGES", 8)
    top_border(foot)


def cover(doc) -> None:
    for _ in range(5):
        doc.add_paragraph()
    p = doc.add_paragraph()
    add_runs(p, "NORTHGATE UNIVERSITY", 14, TEAL)
    p.runs[0].bold = True
    p = doc.add_paragraph()
    add_runs(p, "Information Technology Services", 13, GREY)
    p = doc.add_paragraph()
    p.paragraph_format.space_before = Pt(30)
    add_runs(p, "IT Service Desk Guide", 34, NAVY)
    p.runs[0].bold = True
    p = doc.add_paragraph()
    add_runs(p, "Accounts, Wi-Fi and VPN, printing, software, laptop loans, storage, support targets "
                "and acceptable use, for students, faculty and professional staff", 13, GREY)
    bottom_border(p, size=12)
    p = doc.add_paragraph()
    p.paragraph_format.space_before = Pt(14)
    add_runs(p, "2026\u201327 Academic Year \u00b7 Version 4.2 \u00b7 Effective 1 August 2026", 11, NAVY)
    p = doc.add_paragraph()
    add_runs(p, "Supersedes version 4.1 (August 2025). Owner: ITS Service Management Office, Linden Library, "
                "Halloway Campus, 400 Calder Avenue, Calder Falls, PA 15290.", 9.5, GREY)

    for _ in range(4):
        doc.add_paragraph()
    note(doc, "Need help now?",
         "Call the Service Desk on (412) 555-0190, chat with us at help.northgateu.edu, or visit a walk-in desk "
         "(section 1.3). Forgotten password? Reset it yourself at keypoint.northgateu.edu.")

    p = doc.add_paragraph()
    p.paragraph_format.space_before = Pt(24)
    add_runs(p, "Contents", 12, NAVY)
    p.runs[0].bold = True
    contents = ["1  Getting help from the Service Desk", "2  Your NU account", "3  Wi-Fi and VPN",
                "4  Printing, copying and scanning", "5  Software", "6  Laptop loans",
                "7  Storage, email and backups", "8  Requests, priorities and response times",
                "9  Acceptable use", "10  Frequently asked questions",
                "11  Quick reference"]
    for line in contents:
        p = doc.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        add_runs(p, line, 10, GREY)


# ---------------------------------------------------------------- blocks

def table(doc, rows: list[list[str]], widths: list[float]) -> None:
    scale = BODY_WIDTH / sum(widths)
    widths = [Inches(w * scale) for w in widths]
    tbl = doc.add_table(rows=len(rows), cols=len(rows[0]))
    tbl.style = doc.styles["Table Grid"]
    tbl.alignment = WD_TABLE_ALIGNMENT.CENTER
    tbl.autofit = False
    cell_margins(tbl)
    for column, width in zip(tbl.columns, widths):
        column.width = width          # w:gridCol, which LibreOffice uses for the layout
    for r, values in enumerate(rows):
        row = tbl.rows[r]
        row_flags(row, header=(r == 0))
        for c, value in enumerate(values):
            cell = row.cells[c]
            cell.width = widths[c]
            para = cell.paragraphs[0]
            para.paragraph_format.space_after = Pt(0)
            para.paragraph_format.line_spacing = 1.0
            if r == 0:
                shade(cell, HEADER_FILL)
                add_runs(para, value, 9.5, RGBColor(0xFF, 0xFF, 0xFF))
                for run in para.runs:
                    run.bold = True
            else:
                if r % 2 == 0:
                    shade(cell, "F2F4F7")
                add_runs(para, value, 9.5)
                if c == 0:
                    for run in para.runs:
                        run.bold = True
    spacer = doc.add_paragraph()
    spacer.paragraph_format.space_after = Pt(2)


def note(doc, title: str, text: str) -> None:
    tbl = doc.add_table(rows=1, cols=1)
    tbl.style = doc.styles["Table Grid"]
    tbl.alignment = WD_TABLE_ALIGNMENT.CENTER
    cell_margins(tbl, top=90, bottom=90, left=150, right=150)
    row_flags(tbl.rows[0], header=False)
    tbl.columns[0].width = Inches(BODY_WIDTH)
    cell = tbl.rows[0].cells[0]
    cell.width = Inches(BODY_WIDTH)
    shade(cell, NOTE_FILL)
    first = cell.paragraphs[0]
    first.paragraph_format.space_after = Pt(2)
    add_runs(first, title, 10.5, TEAL)
    first.runs[0].bold = True
    para = cell.add_paragraph()
    para.paragraph_format.space_after = Pt(0)
    add_runs(para, text, 10)
    spacer = doc.add_paragraph()
    spacer.paragraph_format.space_after = Pt(2)


def fine_print(doc, text: str) -> None:
    p = doc.add_paragraph()
    p.paragraph_format.space_after = Pt(6)
    add_runs(p, text, 8.5, GREY, italic=True)


def body(doc, lines: list[str]) -> None:
    numbering = ListNumbering(doc)
    current_list = None
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        i += 1
        if not line:
            current_list = None
            continue
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            doc.add_heading(line[level:].strip(), level)
            current_list = None
        elif line.startswith("- "):
            add_runs(doc.add_paragraph(style="List Bullet"), line[2:])
        elif re.match(r"\d+\. ", line):
            if current_list is None:
                current_list = numbering.new_list()
            p = doc.add_paragraph(style="List Number")
            ListNumbering.apply(p, current_list)
            add_runs(p, line.split(". ", 1)[1])
        elif line.startswith("~ "):
            fine_print(doc, line[2:])
        elif line.startswith("[table"):
            widths = [float(w) for w in re.search(r"widths=([\d.,]+)", line).group(1).split(",")]
            rows = []
            while lines[i].strip() != "[/table]":
                rows.append([cell.strip() for cell in lines[i].split("|")])
                i += 1
            i += 1
            assert all(len(r) == len(widths) for r in rows), rows[0]
            table(doc, rows, widths)
        elif line.startswith("[note "):
            title = line[len("[note "):-1]
            text = []
            while lines[i].strip() != "[/note]":
                text.append(lines[i].strip())
                i += 1
            i += 1
            note(doc, title, " ".join(text))
        else:
            add_runs(doc.add_paragraph(), line)


def write_docx(path: Path) -> None:
    doc = Document()
    set_up_styles(doc)
    set_up_page(doc)
    cover(doc)
    body_section = doc.add_section(WD_SECTION.NEW_PAGE)
    running_header_footer(body_section)
    body(doc, (HERE / "guide.txt").read_text(encoding="utf-8").splitlines())

    props = doc.core_properties
    props.title = "Northgate University IT Service Desk Guide 2026\u201327"
    props.author = "Northgate University Information Technology Services"
    props.subject = "Accounts, Wi-Fi and VPN, printing, software, laptop loans, storage, priorities, acceptable use"
    props.keywords = "IT, service desk, students, staff"
    props.last_modified_by = "ITS Service Management Office"
    props.created = props.modified = FIXED
    props.revision = 42
    doc.save(path)


def fix_pdf_dates(data: bytes) -> bytes:
    """Pin /CreationDate and /ModDate, and derive /ID and LibreOffice's /DocChecksum from the rest of the content.

    Every replacement keeps the byte length, so the cross-reference table stays valid.
    """
    def pin(match):
        original = match.group(2)
        fixed = PDF_DATE[: len(original)].ljust(len(original), b" ")
        return match.group(1) + fixed + b")"
    data = re.sub(rb"(/(?:CreationDate|ModDate)\s*\()([^)]*)\)", pin, data)

    variable = [m.span(1) for m in re.finditer(rb"/ID\s*\[\s*<([0-9A-Fa-f]+)>", data)]
    variable += [m.span(1) for m in re.finditer(rb"/ID\s*\[\s*<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>", data)]
    variable += [m.span(1) for m in re.finditer(rb"/DocChecksum\s*/([0-9A-Fa-f]+)", data)]
    variable.sort()
    stable, last = [], 0
    for start, end in variable:
        stable.append(data[last:start])
        last = end
    stable.append(data[last:])
    digest = hashlib.md5(b"".join(stable)).hexdigest().upper().encode()
    out, last = [], 0
    for start, end in variable:
        out += [data[last:start], digest[: end - start].ljust(end - start, b"0")]
        last = end
    out.append(data[last:])
    return b"".join(out)


def build() -> Path:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        sys.exit("LibreOffice (soffice) is not installed; see the docstring.")
    with tempfile.TemporaryDirectory(prefix="northgate_docx_") as tmp:
        tmp = Path(tmp)
        docx_path = tmp / "northgate-university-it-guide.docx"
        write_docx(docx_path)
        subprocess.run([soffice, f"-env:UserInstallation=file://{tmp}/profile", "--headless",
                        "--convert-to", "pdf", "--outdir", str(tmp), str(docx_path)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        data = fix_pdf_dates((tmp / "northgate-university-it-guide.pdf").read_bytes())
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
