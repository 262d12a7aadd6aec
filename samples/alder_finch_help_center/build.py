"""Build samples/documents/alder-finch-help-center.pdf from help-center.html and style.css with xhtml2pdf.

xhtml2pdf is not a project dependency; install it in a throwaway virtualenv:
    python3 -m venv /tmp/venv_shop && /tmp/venv_shop/bin/pip install xhtml2pdf
    /tmp/venv_shop/bin/python samples/alder_finch_help_center/build.py

reportlab's invariant mode fixes the creation date and the document ID, so a rebuild with the
same xhtml2pdf and reportlab versions gives identical bytes.
"""

from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1  # fixed creation date and /ID, no timestamps in the output

from xhtml2pdf import pisa  # noqa: E402

HERE = Path(__file__).resolve().parent
SRC = HERE / "help-center.html"
OUT = HERE.parent / "documents" / "alder-finch-help-center.pdf"


def build() -> Path:
    html = SRC.read_text(encoding="utf-8")
    with OUT.open("wb") as fh:
        status = pisa.CreatePDF(html, dest=fh, path=str(SRC), encoding="utf-8")
    if status.err:
        raise SystemExit(f"xhtml2pdf reported {status.err} error(s)")
    return OUT


if __name__ == "__main__":
    out = build()
    print(out, out.stat().st_size, "bytes")
