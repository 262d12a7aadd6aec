"""Build samples/documents/halcyon-air-help-center.pdf from help-center.html and style.css with WeasyPrint.

WeasyPrint is not a project dependency; install it in a throwaway virtualenv:
    python3 -m venv /tmp/blindvenv && /tmp/blindvenv/bin/pip install weasyprint
    /tmp/blindvenv/bin/python samples/halcyon_help_center/build.py
"""

import os
from pathlib import Path

# fontTools stamps the subset fonts with this time instead of now, so a rebuild gives identical bytes
os.environ.setdefault("SOURCE_DATE_EPOCH", "1741942800")  # 2025-03-14 09:00 UTC

from weasyprint import HTML  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "halcyon-air-help-center.pdf"

if __name__ == "__main__":
    HTML(filename=str(HERE / "help-center.html"), base_url=str(HERE)).write_pdf(
        str(OUT), pdf_identifier=b"halcyon-air-help-center")
    print(OUT, OUT.stat().st_size, "bytes")
