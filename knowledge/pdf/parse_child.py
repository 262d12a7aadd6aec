"""Runs in a child process only (see `extract.py`): PDF path -> JSON pages on stdout.

Each page is {"text": raw text, "geometry": lines and rules | null}. Geometry is read
only with pypdfium2 and only when asked for; a page whose geometry fails keeps its
text (the parent then reads that page as plain text). This script imports nothing
from the `knowledge` package, so starting it costs only the PDF library; its one
helper, `page_geometry.py`, sits beside it and imports only pypdfium2.
"""

from __future__ import annotations

import json
import sys


class BadDocument(Exception):
    """A refusal whose message is safe to show to the uploader."""


def _pages_pdfium(path: str, max_pages: int, geometry: bool) -> list[dict]:
    import pypdfium2 as pdfium

    read_geometry = _geometry_reader() if geometry else None
    try:
        doc = pdfium.PdfDocument(path)
    except pdfium.PdfiumError as exc:
        if "password" in str(exc).lower():
            raise BadDocument("The PDF is password-protected; upload an unencrypted copy.") from None
        raise BadDocument("The PDF is damaged or truncated and cannot be opened.") from None
    try:
        _check_page_count(len(doc), max_pages)
        pages = []
        for index in range(len(doc)):
            page = doc[index]
            textpage = page.get_textpage()
            text = textpage.get_text_range()
            pages.append({"text": text, "geometry": read_geometry(page, textpage, text) if read_geometry else None})
            textpage.close()
            page.close()
        return pages
    finally:
        doc.close()


def _geometry_reader():
    """page_geometry, made safe: an odd page loses its structure, never its text."""
    from page_geometry import page_geometry  # the sibling file: this script's folder is on sys.path

    def read(page, textpage, text: str) -> dict | None:
        try:
            return page_geometry(page, textpage, text)
        except Exception:
            return None
    return read


def _pages_pdfplumber(path: str, max_pages: int, geometry: bool) -> list[dict]:
    import pdfplumber
    from pdfminer.pdfdocument import PDFPasswordIncorrect

    try:
        with pdfplumber.open(path) as pdf:
            _check_page_count(len(pdf.pages), max_pages)
            # x_tolerance 1.5 keeps LaTeX words apart (the default 3 glues them).
            return [{"text": page.extract_text(x_tolerance=1.5) or "", "geometry": None} for page in pdf.pages]
    except PDFPasswordIncorrect:
        raise BadDocument("The PDF is password-protected; upload an unencrypted copy.") from None
    except BadDocument:
        raise
    except Exception:
        raise BadDocument("The PDF is damaged or truncated and cannot be opened.") from None


def _check_page_count(count: int, max_pages: int) -> None:
    if count == 0:
        raise BadDocument("The PDF has no pages.")
    if count > max_pages:
        raise BadDocument(f"The PDF has {count} pages; the limit is {max_pages}.")


def _limit_memory(memory_mb: int) -> None:
    """Cap this process's address space before any PDF library loads (the parent cannot, see extract.py)."""
    import resource

    limit = memory_mb * 2**20
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _child_main(argv: list[str]) -> int:
    extractor, max_pages, path, what, memory_mb = argv  # as extract.py passes them, every one always
    _limit_memory(int(memory_mb))
    geometry = what == "geometry"
    reader = _pages_pdfium if extractor == "pdfium" else _pages_pdfplumber
    try:
        result = {"ok": True, "pages": reader(path, int(max_pages), geometry)}
    except BadDocument as exc:
        result = {"ok": False, "error": str(exc)}
    except Exception:  # any parser failure is a bad document, never a crash of the parent
        result = {"ok": False, "error": "The PDF is damaged and cannot be read."}
    sys.stdout.write(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(_child_main(sys.argv[1:]))
