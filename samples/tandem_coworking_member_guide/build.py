"""Build samples/documents/tandem-coworking-member-guide.pdf from guide.html and style.css.

The page layout is done by wkhtmltopdf (HTML + CSS printed by QtWebKit). Neither wkhtmltopdf nor pypdf is a
project dependency; install them in a throwaway place:
    apt-get install -y wkhtmltopdf                # Debian 12: wkhtmltopdf 0.12.6 (unpatched Qt 5.15)
    python3 -m venv /tmp/venv_tandem && /tmp/venv_tandem/bin/pip install pypdf
    /tmp/venv_tandem/bin/python samples/tandem_coworking_member_guide/build.py

Debian's wkhtmltopdf is built against an unpatched Qt, which ignores --header-*/--footer-* options. So the
running header ("Tandem Coworking | Member Guide 2026") and the footer ("Page N of M") are stamped onto every
page but the cover afterwards with pypdf, which also replaces wkhtmltopdf's creation date with a fixed one.
QT_HASH_SEED=0 keeps Qt from writing the fonts in a random order, so a rebuild on the same machine gives identical
bytes; other versions of wkhtmltopdf, Qt or the Liberation fonts may give a slightly different file.

QtWebKit without wkhtmltopdf's Qt patches also ignores page-break-inside on table rows and slices a row that
straddles a page break; style.css and the page breaks placed in guide.html (class "newpage") keep every table row
whole. Check the rendered pages after changing the text, e.g. pdftoppm -png -r 60 on the output.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject
from pypdf._page import PageObject

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "tandem-coworking-member-guide.pdf"
FIXED_DATE = "D:20260115090000+00'00'"
HEADER_LEFT = "Tandem Coworking"
HEADER_RIGHT = "Member Guide 2026"
FOOTER_LEFT = "Edition 2026.1 - effective February 1, 2026"


def print_html(pdf: Path) -> None:
    subprocess.run([
        "wkhtmltopdf", "--quiet", "--enable-local-file-access", "--encoding", "utf-8",
        "--page-size", "Letter", "--margin-top", "22mm", "--margin-bottom", "20mm",
        "--margin-left", "18mm", "--margin-right", "18mm",
        "--title", "Tandem Coworking Member Guide 2026",
        str(HERE / "guide.html"), str(pdf),
    ], check=True, env={**os.environ, "QT_HASH_SEED": "0"})  # fixed QHash seed: fonts written in a fixed order


def text_width(text: str, size: float) -> float:
    # rough Helvetica advance width (0.5 em average) -- used only to right-align / centre short labels
    return len(text) * size * 0.5


def fonts(writer: PdfWriter) -> DictionaryObject:
    """Helvetica and Helvetica-Bold (standard 14 fonts, not embedded) for the header and footer, added once."""
    def font(base: str):
        return writer._add_object(DictionaryObject({
            NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject(base), NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
        }))
    return DictionaryObject({NameObject("/F1"): font("/Helvetica"), NameObject("/F2"): font("/Helvetica-Bold")})


def stamp(writer: PdfWriter, font_dict: DictionaryObject, width: float, height: float, number: int,
          total: int) -> PageObject:
    page = PageObject.create_blank_page(width=width, height=height)
    page[NameObject("/Resources")] = DictionaryObject({NameObject("/Font"): font_dict})
    left, right = 51.0, width - 51.0
    ops = []
    if number > 1:
        y = height - 38
        ops.append(f"0.698 0.271 0.169 rg BT /F2 8.5 Tf {left:.1f} {y:.1f} Td ({HEADER_LEFT}) Tj ET")
        ops.append(f"0.30 0.35 0.38 rg BT /F1 8.5 Tf {right - text_width(HEADER_RIGHT, 8.5):.1f} {y:.1f} Td ({HEADER_RIGHT}) Tj ET")
        ops.append(f"0.114 0.306 0.373 RG 0.8 w {left:.1f} {y - 6:.1f} m {right:.1f} {y - 6:.1f} l S")
    y = 30
    label = f"Page {number} of {total}"
    ops.append(f"0.30 0.35 0.38 RG 0.4 w {left:.1f} {y + 10:.1f} m {right:.1f} {y + 10:.1f} l S")
    ops.append(f"0.30 0.35 0.38 rg BT /F1 7.5 Tf {left:.1f} {y:.1f} Td ({FOOTER_LEFT}) Tj ET")
    ops.append(f"BT /F1 7.5 Tf {right - text_width(label, 7.5):.1f} {y:.1f} Td ({label}) Tj ET")
    stream = DecodedStreamObject()
    stream.set_data(("q\n" + "\n".join(ops) + "\nQ\n").encode("latin-1"))
    page[NameObject("/Contents")] = writer._add_object(stream)
    return page


def build() -> Path:
    with tempfile.TemporaryDirectory() as tmp:
        body = Path(tmp) / "body.pdf"
        print_html(body)
        writer = PdfWriter(clone_from=PdfReader(str(body)))
        total = len(writer.pages)
        font_dict = fonts(writer)
        for number, page in enumerate(writer.pages, start=1):
            width, height = float(page.mediabox.width), float(page.mediabox.height)
            page.merge_page(stamp(writer, font_dict, width, height, number, total))
            page.compress_content_streams()
    writer.add_metadata({
        "/Title": "Tandem Coworking Member Guide 2026",
        "/Author": "Tandem Coworking Co.",
        "/Subject": "Member guide: plans, prices, access hours, meeting rooms, mail, guests, pets, billing, IT",
        "/Creator": "wkhtmltopdf 0.12.6",
        "/Producer": "Tandem Member Services",
        "/CreationDate": FIXED_DATE,
        "/ModDate": FIXED_DATE,
    })
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with open(OUT, "wb") as fh:
        writer.write(fh)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes", file=sys.stdout)
