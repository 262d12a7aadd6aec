"""Runs in a child process only (see `extract.py`): PDF path -> JSON list of page texts on stdout.

It imports nothing from the `knowledge` package, so starting it costs only the PDF library.
"""

from __future__ import annotations

import json
import sys


class BadDocument(Exception):
    """A refusal whose message is safe to show to the uploader."""



def _pages_pdfium(path: str, max_pages: int) -> list[str]:
    import pypdfium2 as pdfium

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
            pages.append(textpage.get_text_range())
            textpage.close()
            page.close()
        return pages
    finally:
        doc.close()


def _pages_pdfplumber(path: str, max_pages: int) -> list[str]:
    import pdfplumber
    from pdfminer.pdfdocument import PDFPasswordIncorrect

    try:
        with pdfplumber.open(path) as pdf:
            _check_page_count(len(pdf.pages), max_pages)
            # x_tolerance 1.5 keeps LaTeX words apart (the default 3 glues them).
            return [page.extract_text(x_tolerance=1.5) or "" for page in pdf.pages]
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


def _child_main(argv: list[str]) -> int:
    extractor, max_pages, path = argv[0], int(argv[1]), argv[2]
    reader = _pages_pdfium if extractor == "pdfium" else _pages_pdfplumber
    try:
        result = {"ok": True, "pages": reader(path, max_pages)}
    except BadDocument as exc:
        result = {"ok": False, "error": str(exc)}
    except Exception:  # any parser failure is a bad document, never a crash of the parent
        result = {"ok": False, "error": "The PDF is damaged and cannot be read."}
    sys.stdout.write(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(_child_main(sys.argv[1:]))
