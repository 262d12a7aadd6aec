"""Build samples/documents/skylark-mobile-plans-guide.pdf from guide.html and style.css with headless Chromium.

Chromium is not a project dependency; it only has to be on the PATH (tested with Chromium 156 on Debian 12):
    python3 samples/skylark_mobile_plans_guide/build.py
or, equivalently, by hand from this folder:
    chromium --headless --no-sandbox --print-to-pdf=../documents/skylark-mobile-plans-guide.pdf \
        --no-pdf-header-footer guide.html

The page size (Letter), margins and the running footer with "Page N of M" come from the @page rules in
style.css (Chromium supports @page margin boxes). Chromium stamps the current date into the PDF, so a
rebuild is not byte-for-byte identical, but the text and page breaks are the same.
"""

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "guide.html"
OUT = HERE.parent / "documents" / "skylark-mobile-plans-guide.pdf"


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("headless Chromium not found on PATH")


def build() -> Path:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--print-to-pdf={OUT}", SOURCE.as_uri()],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
