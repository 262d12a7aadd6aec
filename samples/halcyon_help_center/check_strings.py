"""Check evals/halcyon_help_center.json against the PDF text, the way a question writer checks a set.

Each answerable question's `answer_contains` strings must occur (case-insensitive, whitespace collapsed) in the
text of its listed pages under both pypdfium2 and pdfplumber (x_tolerance=1.5), and each listed page must hold
at least one of them. Run with the project's venv: `.venv/bin/python samples/halcyon_help_center/check_strings.py`.
"""

import json
import re
import sys
from pathlib import Path

import pdfplumber
import pypdfium2

ROOT = Path(__file__).resolve().parents[2]
PDF = ROOT / "samples" / "documents" / "halcyon-air-help-center.pdf"
SET = ROOT / "evals" / "halcyon_help_center.json"


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00ad", "").replace("\ufffe", "")).strip().lower()


def main() -> int:
    doc = pypdfium2.PdfDocument(str(PDF))
    pdfium_pages = [norm(doc[i].get_textpage().get_text_range()) for i in range(len(doc))]
    with pdfplumber.open(str(PDF)) as pdf:
        plumber_pages = [norm(p.extract_text(x_tolerance=1.5) or "") for p in pdf.pages]
    problems = 0
    for item in json.loads(SET.read_text()):
        if not item["has_answer"]:
            continue
        for page in item["pages"]:
            for name, pages in (("pypdfium2", pdfium_pages), ("pdfplumber", plumber_pages)):
                if not any(norm(s) in pages[page - 1] for s in item["answer_contains"]):
                    print(f"{name}: page {page} holds none of {item['answer_contains']}: {item['question']}")
                    problems += 1
        for s in item["answer_contains"]:
            for name, pages in (("pypdfium2", pdfium_pages), ("pdfplumber", plumber_pages)):
                if not any(norm(s) in pages[p - 1] for p in item["pages"]):
                    print(f"{name}: {s!r} not on pages {item['pages']}: {item['question']}")
                    problems += 1
    print(f"{len(pdfium_pages)} pages, {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
