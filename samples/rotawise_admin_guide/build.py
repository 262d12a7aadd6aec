"""Build samples/documents/rotawise-admin-guide.pdf from guide.rst with rinohtype.

rinohtype is not a project dependency; install it in a throwaway virtualenv:
    python3 -m venv /tmp/venv_saas && /tmp/venv_saas/bin/pip install rinohtype
    /tmp/venv_saas/bin/python samples/rotawise_admin_guide/build.py

The fonts rinohtype uses come with its pip packages, so the build needs no network. rinohtype stamps the PDF with
the current time (CreationDate, ModDate and the trailer ID); this script fixes that time, and renders into memory
so no reference cache or style log is written, so a rebuild gives identical bytes.
"""

import datetime as _dt
import io
import os
from pathlib import Path

os.environ["RINOH_NO_CACHE"] = "1"

import rinoh.backend.pdf.cos as _cos  # noqa: E402
import rinoh.document as _rdoc  # noqa: E402
from rinoh.frontend.rst import ReStructuredTextReader  # noqa: E402
from rinoh.templates import Article  # noqa: E402

FIXED = _dt.datetime(2025, 3, 3, 9, 0, 0)


class _FixedDatetime(_dt.datetime):
    @classmethod
    def now(cls, tz=None):
        return FIXED if tz is None else FIXED.replace(tzinfo=_dt.timezone.utc).astimezone(tz)


class _FixedDate(_dt.date):
    @classmethod
    def today(cls):
        return FIXED.date()


class _DatetimeModule:
    """Stand-in for the datetime module inside rinoh.document (only date.today() is used there)."""
    date = _FixedDate
    datetime = _FixedDatetime
    timezone = _dt.timezone
    timedelta = _dt.timedelta


_cos.datetime = _FixedDatetime
_rdoc.datetime = _DatetimeModule

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "guide.rst"
OUT = HERE.parent / "documents" / "rotawise-admin-guide.pdf"


def build() -> Path:
    tree = ReStructuredTextReader().parse(str(SOURCE))
    document = Article(tree)
    buffer = io.BytesIO()  # a file object without a name: rinohtype writes no cache or style log
    document.render(file=buffer)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(buffer.getvalue())
    return OUT


if __name__ == "__main__":
    out = build()
    print(out, out.stat().st_size, "bytes")
