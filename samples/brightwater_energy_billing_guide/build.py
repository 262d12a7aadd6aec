"""Build samples/documents/brightwater-energy-billing-guide.pdf from guide.html and style.css with headless Chromium.

Chromium is not a project dependency. Install it (Debian) in a throwaway way and rebuild from the repository root:
    apt-get install -y chromium fonts-liberation
    python3 samples/brightwater_energy_billing_guide/build.py

The page size, margins, running header ("Brightwater Energy" / "Customer Billing & Tariff Guide 2026") and footer
("Page N of M") come from @page rules with page-margin boxes in style.css; Chromium's own header and footer are
switched off. Chromium writes the current time into /CreationDate and /ModDate; this script overwrites both with a
fixed date of the same length, so page content is stable between rebuilds (the bytes may still differ between
Chromium versions). Only the Python standard library is used.
"""

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "brightwater-energy-billing-guide.pdf"
FIXED_DATE = b"20251215090000"  # D:YYYYMMDDHHMMSS


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("headless Chromium not found: apt-get install -y chromium")


def fix_dates(pdf: bytes) -> bytes:
    """Replace the timestamp digits of /CreationDate and /ModDate, keeping every byte offset the same."""
    def stamp(match: re.Match) -> bytes:
        return match.group(1) + FIXED_DATE
    return re.sub(rb"(/(?:CreationDate|ModDate) ?\(D:)\d{14}", stamp, pdf)


def build() -> Path:
    with tempfile.TemporaryDirectory(prefix="brightwater_pdf_") as tmp:
        target = Path(tmp) / "guide.pdf"
        subprocess.run(
            [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
             f"--user-data-dir={tmp}/profile", f"--print-to-pdf={target}",
             (HERE / "guide.html").as_uri()],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180,
        )
        data = fix_dates(target.read_bytes())
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
