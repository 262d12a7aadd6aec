"""Build samples/documents/vantage-home-warranty-booklet.pdf from booklet.tex with LuaLaTeX.

LuaLaTeX is not a project dependency. It comes from TeX Live (Debian: texlive-luatex, texlive-latex-extra and
fonts-lmodern, which ships the Latin Modern OpenType fonts the booklet is set in). Rebuild with:

    python3 samples/vantage_home_warranty_booklet/build.py

The script runs lualatex three times in a temporary directory (the table of contents, longtable column widths and
"Page X of Y" need the .aux file of the previous run) and copies the PDF to samples/documents/. SOURCE_DATE_EPOCH
and FORCE_SOURCE_DATE pin the dates LuaTeX writes, and booklet.tex sets fixed creation and modification dates and
a fixed trailer /ID, so a rebuild with the same TeX Live (here 2022, LuaHBTeX 1.15.0) gives the same bytes.
"""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "booklet.tex"
OUT = HERE.parent / "documents" / "vantage-home-warranty-booklet.pdf"
FIXED_EPOCH = "1768467600"  # 2026-01-15 09:00:00 UTC


def main() -> None:
    env = dict(os.environ, SOURCE_DATE_EPOCH=FIXED_EPOCH, FORCE_SOURCE_DATE="1")
    with tempfile.TemporaryDirectory(prefix="vantage_booklet_") as tmp:
        shutil.copy(SOURCE, Path(tmp) / "booklet.tex")
        for _ in range(3):
            subprocess.run(
                ["lualatex", "-interaction=nonstopmode", "-halt-on-error", "booklet.tex"],
                cwd=tmp, env=env, check=True, stdout=subprocess.DEVNULL,
            )
        OUT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(Path(tmp) / "booklet.pdf", OUT)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
