"""PDFs made at test time: real files for the real parsers, written with fpdf2."""

from __future__ import annotations

from pathlib import Path


def make_pdf(path: Path, pages: list[str], *, password: str = "") -> Path:
    """A text PDF with one entry of `pages` per page (latin-1 text, Helvetica)."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    if password:
        pdf.set_encryption(owner_password=password + "-owner", user_password=password)
    for text in pages:
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        pdf.set_xy(15, 15)
        pdf.multi_cell(180, 5.5, text)
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


def make_blank_pdf(path: Path, pages: int = 2) -> Path:
    """A PDF whose pages carry no text at all (like an image-only scan)."""
    from fpdf import FPDF

    pdf = FPDF()
    for _ in range(pages):
        pdf.add_page()
        pdf.set_fill_color(200, 200, 200)
        pdf.rect(20, 20, 100, 60, style="F")
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path
