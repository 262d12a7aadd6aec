"""Build samples/documents/millbrook-water-rate-schedule.pdf the way an old billing system prints a report.

Rebuild (from the repository root; needs only Python 3 and Ghostscript's ps2pdf, no Python packages):
    python3 samples/millbrook_water_rate_schedule/build.py

Three steps:
  1. schedule.src (the text, with a few %% layout directives) is paginated into a fixed-width
     text report: 96 columns, running header lines, "Page N of M" footers, pages separated by
     form feeds, tables aligned with spaces only and their column headings repeated after a
     page break. The report is written next to this script as millbrook-water-rate-schedule.txt.
  2. txt2ps.py (also in this folder) turns the report into PostScript: Courier 8.5 pt, one
     `show` per line, no PostScript libraries.
  3. Ghostscript's ps2pdf turns the PostScript into the PDF. The document info dates are fixed
     with a pdfmark and SOURCE_DATE_EPOCH is set, so rebuilds with the same Ghostscript
     (10.00.0 was used) should give the same bytes.
"""

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "schedule.src"
TXT = HERE / "millbrook-water-rate-schedule.txt"
OUT = HERE.parent / "documents" / "millbrook-water-rate-schedule.pdf"

WIDTH = 96            # characters per line
BODY = 64             # body lines per page (71 lines in all)
BOX_WIDTH = 90
SOURCE_DATE_EPOCH = "1780391640"   # 2026-06-02 09:14:00 UTC, the report's run date

HEADER = [
    "MILLBROOK WATER & SEWER AUTHORITY".ljust(60) + "CUSTOMER RATE SCHEDULE W-26".rjust(36),
    "RPT RS0420   RUN 06/02/2026 09:14   CUSTOMER SERVICE DIVISION".ljust(64)
    + "EFFECTIVE 07/01/2026".rjust(32),
    "=" * WIDTH,
    "",
]
FOOTER_LEFT = "MWSA-RS W-26  REV. 05/2026     * UNCONTROLLED WHEN PRINTED *"


def footer(number: int, total: int) -> list[str]:
    label = f"Page {number} of {total}"
    return ["", "-" * WIDTH, FOOTER_LEFT + label.rjust(WIDTH - len(FOOTER_LEFT))]


class Report:
    def __init__(self, toc_pages: dict[str, int]):
        self.pages: list[list[str]] = [[]]
        self.toc_pages = toc_pages          # H1 title -> page, from the previous pass
        self.h1_pages: dict[str, int] = {}
        self.h1_order: list[str] = []
        self.head: list[str] | None = None  # column heading of the open table

    @property
    def cur(self) -> list[str]:
        return self.pages[-1]

    def new_page(self) -> None:
        while self.cur and not self.cur[-1].strip():
            self.cur.pop()
        self.pages.append([])

    def keep(self, n: int) -> None:
        if self.cur and len(self.cur) + n > BODY:
            self.new_page()

    def emit(self, line: str) -> None:
        if len(line) > WIDTH:
            sys.exit(f"line longer than {WIDTH} characters: {line!r}")
        if len(self.cur) >= BODY:
            self.new_page()
        if not line.strip() and not self.cur:
            return
        self.cur.append(line.rstrip())

    def emit_row(self, group: list[str]) -> None:
        """A table row with its wrapped lines, never split; repeats the heading on a new page."""
        if len(self.cur) + len(group) > BODY:
            self.new_page()
            if self.head:
                self.cur.append("  (continued from previous page)")
                self.cur.extend(self.head)
        for line in group:
            self.emit(line)

    def heading(self, level: int, text: str) -> None:
        number, _, title = text.partition(" ")
        line = f"{number}  {title}" if number[0].isdigit() else text
        if level == 1:
            self.emit("")
            self.keep(9)
            self.h1_pages[line] = len(self.pages)
            self.h1_order.append(line)
            self.emit(line)
            self.emit("=" * len(line))
        else:
            self.keep(7)
            self.emit(line)
            self.emit("-" * len(line))

    def toc(self, titles: list[str]) -> None:
        for title in titles:
            page = str(self.toc_pages.get(title, 0))
            dots = "." * (78 - len(title) - len(page))
            self.emit(f"    {title} {dots} {page}")


def table_rows(lines: list[str]) -> list[list[str]]:
    """Split table body lines into rows: a row starts where column 3 is not blank."""
    rows: list[list[str]] = []
    for line in lines:
        starts = not line.strip() or (len(line) > 2 and line[2] != " ")
        if starts or not rows:
            rows.append([line])
        else:
            rows[-1].append(line)
    return rows


def paginate(src: list[str], toc_pages: dict[str, int], titles: list[str]) -> Report:
    rep = Report(toc_pages)
    i = 0
    while i < len(src):
        line = src[i]
        i += 1
        if line.startswith("%% ") or line == "%%":
            continue
        if line.startswith("%%H1 ") or line.startswith("%%H2 "):
            rep.heading(int(line[3]), line[5:].strip())
        elif line == "%%TOC":
            rep.toc(titles)
        elif line.startswith("%%KEEP "):
            rep.keep(int(line.split()[1]))
        elif line == "%%PAGE":
            rep.new_page()
        elif line == "%%HEAD":
            head = []
            while src[i] != "%%ENDHEAD":
                head.append(src[i])
                i += 1
            i += 1
            body = []
            while src[i] != "%%ENDTABLE":
                body.append(src[i])
                i += 1
            i += 1
            rows = table_rows(body)
            rep.keep(len(head) + sum(len(r) for r in rows[:3]))   # heading + 3 rows
            rep.head = None
            for h in head:
                rep.emit(h)
            rep.head = head
            for row in rows:
                rep.emit_row(row)
            rep.head = None
        elif line == "%%BOX":
            text = []
            while src[i] != "%%ENDBOX":
                text.append(src[i])
                i += 1
            i += 1
            indent = " " * ((WIDTH - BOX_WIDTH) // 2)
            rule = indent + "+" + "-" * (BOX_WIDTH - 2) + "+"
            inner = [indent + "| " + t.ljust(BOX_WIDTH - 4) + " |" for t in text]
            rep.keep(len(inner) + 2)
            for out in [rule, *inner, rule]:
                rep.emit(out)
        elif line.startswith("%%"):
            sys.exit(f"unknown directive: {line}")
        else:
            rep.emit(line)
    while rep.cur and not rep.cur[-1].strip():
        rep.cur.pop()
    return rep


def render(rep: Report) -> str:
    total = len(rep.pages)
    pages = []
    for number, body in enumerate(rep.pages, start=1):
        lines = HEADER + body + [""] * (BODY - len(body)) + footer(number, total)
        pages.append("\n".join(lines) + "\n")
    return "\f".join(pages)


def build() -> Path:
    src = SRC.read_text(encoding="ascii").splitlines()
    first = paginate(src, {}, [])
    titles = first.h1_order
    rep = paginate(src, first.h1_pages, titles)
    rep = paginate(src, rep.h1_pages, titles)
    TXT.write_text(render(rep), encoding="ascii")

    OUT.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        ps = Path(tmp) / "report.ps"
        subprocess.run([sys.executable, str(HERE / "txt2ps.py"), str(TXT), str(ps)], check=True)
        env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, TZ="UTC")
        subprocess.run(["ps2pdf", "-dCompatibilityLevel=1.7", str(ps), str(OUT)], check=True, env=env)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
