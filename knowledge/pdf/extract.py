"""PDF bytes -> raw text (and geometry) per page, parsed in a child process with hard limits.

PDF parsers can hang, loop or explode in memory on hostile files, so parsing
runs in a separate interpreter with a wall-clock timeout and an address-space
cap: a bad file costs a killed child, never the bot.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from knowledge.errors import BadDocument
from knowledge.pdf.layout import PageLayout, page_from_json

PDF_MAGIC = b"%PDF-"
EXTRACTORS = ("pdfium", "pdfplumber")


def check_pdf_header(head: bytes) -> None:
    """Refuse anything that does not start like a PDF (magic may follow a little junk)."""
    if not head:
        raise BadDocument("The file is empty.")
    if PDF_MAGIC not in head[:1024]:
        raise BadDocument("The file is not a PDF (no %PDF- header).")


def check_pdf_file(path: Path, max_bytes: int) -> int:
    """Size and magic checks that need no parsing; returns the size in bytes."""
    size = path.stat().st_size
    if size > max_bytes:
        raise BadDocument(f"The file is {size / 2**20:.1f} MB; the limit is {max_bytes / 2**20:.0f} MB.")
    with path.open("rb") as handle:
        check_pdf_header(handle.read(1024))
    return size


def extract_pages(path: Path, *, extractor: str = "pdfium", max_pages: int = 500,
                  timeout: float = 120.0, memory_mb: int = 4096) -> list[str]:
    """Raw text of every page, 1st page first, parsed in a limited child process."""
    return [page["text"] for page in _parse(path, extractor, max_pages, timeout, memory_mb, geometry=False)]


def extract_layouts(path: Path, *, extractor: str = "pdfium", max_pages: int = 500,
                    timeout: float = 120.0, memory_mb: int = 4096) -> list[PageLayout]:
    """Raw text and, with pdfium, the line geometry of every page (tables, lists, headings)."""
    pages = _parse(path, extractor, max_pages, timeout, memory_mb, geometry=True)
    return [page_from_json(number, page) for number, page in enumerate(pages, start=1)]


def _parse(path: Path, extractor: str, max_pages: int, timeout: float, memory_mb: int,
           geometry: bool) -> list[dict]:
    if extractor not in EXTRACTORS:
        raise ValueError(f"unknown PDF extractor {extractor!r}; choose one of {EXTRACTORS}")
    # Started with posix_spawn, never fork(): fork() runs OpenBLAS's at-fork hook, which waits
    # for good when another thread (the answer reader, answering during a reindex) is inside a
    # matrix product. Python spawns only without preexec_fn, cwd or close_fds, so the child caps
    # its own address space and every descriptor the bot opens is close-on-exec (PEP 446).
    cmd = [sys.executable, str(_CHILD_SCRIPT), extractor, str(max_pages), str(Path(path).resolve()),
           "geometry" if geometry else "text", str(memory_mb)]
    try:
        done = subprocess.run(cmd, capture_output=True, timeout=timeout, close_fds=False)
    except subprocess.TimeoutExpired:
        raise BadDocument(f"Reading the PDF took longer than {timeout:.0f} s; it may be damaged.") from None
    try:
        result = json.loads(done.stdout)
    except ValueError:
        raise BadDocument("The PDF could not be read (the parser crashed or ran out of memory).") from None
    if not result.get("ok"):
        raise BadDocument(result.get("error") or "The PDF could not be read.")
    return result["pages"]


# A standalone script, not `-m knowledge.pdf.extract`: importing the package costs ~75 ms per PDF.
_CHILD_SCRIPT = Path(__file__).resolve().parent / "parse_child.py"
