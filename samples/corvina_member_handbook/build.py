"""Build samples/documents/corvina-member-handbook.pdf from handbook.html and style.css with PyMuPDF's Story API.

PyMuPDF is not a project dependency; install it in a throwaway virtualenv:
    python3 -m venv /tmp/venv_gym && /tmp/venv_gym/bin/pip install pymupdf
    /tmp/venv_gym/bin/python samples/corvina_member_handbook/build.py

handbook.html is split into parts at "<!-- PART: single -->" / "<!-- PART: two-col -->" markers. Each part
starts on a new page and is laid out by a pymupdf.Story into one text rectangle per page, or into two
rectangles (left column, then right column) for "two-col" parts. The running header and footer are drawn
afterwards, and the metadata dates are fixed so that a rebuild gives identical bytes.
"""

import io
import re
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "corvina-member-handbook.pdf"

PAGE = pymupdf.paper_rect("letter")          # 612 x 792 pt
MARGIN_X, TOP, BOTTOM = 54, 70, PAGE.height - 58
GUTTER = 20
FIXED_DATE = "D:20251208090000+00'00'"
HEADER_LEFT = "Corvina Fitness Clubs"
HEADER_RIGHT = "Member Handbook 2026"
FOOTER_LEFT = "Edition 2026.1 \u00b7 Effective January 1, 2026"
TEAL = (11 / 255, 79 / 255, 92 / 255)
GREY = (0.35, 0.38, 0.40)


def parts(html: str) -> list[tuple[str, str]]:
    """(layout, html) for each part of the handbook, in order."""
    pieces = re.split(r"<!-- PART: (single|two-col) -->", html)
    return [(pieces[i], pieces[i + 1]) for i in range(1, len(pieces), 2)]


def frames(layout: str) -> list[pymupdf.Rect]:
    """Text rectangles of one page, filled in order."""
    if layout == "single":
        return [pymupdf.Rect(MARGIN_X, TOP, PAGE.width - MARGIN_X, BOTTOM)]
    width = (PAGE.width - 2 * MARGIN_X - GUTTER) / 2
    left = pymupdf.Rect(MARGIN_X, TOP, MARGIN_X + width, BOTTOM)
    right = pymupdf.Rect(PAGE.width - MARGIN_X - width, TOP, PAGE.width - MARGIN_X, BOTTOM)
    return [left, right]


def lay_out(html: str, css: str) -> bytes:
    buffer = io.BytesIO()
    writer = pymupdf.DocumentWriter(buffer)
    for layout, fragment in parts(html):
        story = pymupdf.Story(html=fragment, user_css=css, em=10)
        more = True
        while more:
            device = writer.begin_page(PAGE)
            for rect in frames(layout):
                more, _ = story.place(rect)
                story.draw(device)
                if not more:
                    break
            writer.end_page()
    writer.close()
    return buffer.getvalue()


def decorate(doc: pymupdf.Document) -> None:
    """Running header and footer on every page but the cover."""
    total = doc.page_count
    for number, page in enumerate(doc, start=1):
        if number > 1:
            page.insert_text((MARGIN_X, 40), HEADER_LEFT, fontname="hebo", fontsize=8.5, color=TEAL)
            width = pymupdf.get_text_length(HEADER_RIGHT, fontname="helv", fontsize=8.5)
            page.insert_text((PAGE.width - MARGIN_X - width, 40), HEADER_RIGHT, fontname="helv",
                             fontsize=8.5, color=GREY)
            page.draw_line((MARGIN_X, 47), (PAGE.width - MARGIN_X, 47), color=TEAL, width=0.8)
        y = PAGE.height - 34
        page.draw_line((MARGIN_X, y - 11), (PAGE.width - MARGIN_X, y - 11), color=GREY, width=0.4)
        page.insert_text((MARGIN_X, y), FOOTER_LEFT, fontname="helv", fontsize=7.5, color=GREY)
        label = f"Page {number} of {total}"
        width = pymupdf.get_text_length(label, fontname="helv", fontsize=7.5)
        page.insert_text((PAGE.width - MARGIN_X - width, y), label, fontname="helv", fontsize=7.5, color=GREY)


def build() -> Path:
    html = (HERE / "handbook.html").read_text(encoding="utf-8")
    css = (HERE / "style.css").read_text(encoding="utf-8")
    doc = pymupdf.open("pdf", lay_out(html, css))
    decorate(doc)
    doc.set_metadata({
        "title": "Corvina Fitness Clubs Member Handbook 2026",
        "author": "Corvina Fitness Clubs, LLC",
        "subject": "Member handbook: memberships, billing, freezes, cancellation, classes, clubs and hours",
        "creator": "Corvina Member Services",
        "producer": "PyMuPDF",
        "creationDate": FIXED_DATE,
        "modDate": FIXED_DATE,
    })
    OUT.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(OUT), garbage=4, deflate=True, no_new_id=True)
    doc.close()
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
