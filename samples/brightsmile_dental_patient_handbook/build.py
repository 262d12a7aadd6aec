"""Build samples/documents/brightsmile-dental-patient-handbook.pdf from handbook.tex with pdfLaTeX.

LaTeX is not a project dependency; install it in a throwaway way (Debian packages), then run this script
with any Python 3 from the repository root:
    apt-get install -y texlive-latex-base texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended
    python3 samples/brightsmile_dental_patient_handbook/build.py

The document is typeset three times in a temporary directory (table of contents, longtable widths and
"Page N of M" settle by the third pass) and the PDF is copied to samples/documents/. SOURCE_DATE_EPOCH and
FORCE_SOURCE_DATE fix the dates, and handbook.tex sets \\pdfinfoomitdate, \\pdftrailerid{} and
\\pdfsuppressptexinfo, so a rebuild with the same TeX Live gives identical bytes.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "handbook.tex"
OUT = HERE.parent / "documents" / "brightsmile-dental-patient-handbook.pdf"
SOURCE_DATE_EPOCH = "1772355600"  # 2026-03-01 09:00:00 UTC


def build() -> Path:
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE="1")
    with tempfile.TemporaryDirectory(prefix="brightsmile-tex-") as tmp:
        shutil.copy(SOURCE, Path(tmp) / "handbook.tex")
        for _ in range(3):
            result = subprocess.run(
                ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "handbook.tex"],
                cwd=tmp, env=env, capture_output=True, text=True,
            )
            if result.returncode != 0:
                sys.stderr.write(result.stdout[-4000:])
                raise SystemExit(f"pdflatex failed with status {result.returncode}")
        OUT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(Path(tmp) / "handbook.pdf", OUT)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
