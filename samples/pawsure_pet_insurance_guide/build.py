"""Build samples/documents/pawsure-pet-insurance-guide.pdf from guide.typ with Typst.

Typst is not a project dependency; install its Python bindings in a throwaway virtualenv:
    python3 -m venv /tmp/venv_pet && /tmp/venv_pet/bin/pip install typst
    /tmp/venv_pet/bin/python samples/pawsure_pet_insurance_guide/build.py

Only the fonts Typst embeds are used (Libertinus Serif), system fonts are ignored, and the document
date is fixed in guide.typ, so a rebuild gives identical bytes.
"""

from pathlib import Path

import typst

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "pawsure-pet-insurance-guide.pdf"

if __name__ == "__main__":
    typst.compile(str(HERE / "guide.typ"), output=str(OUT), root=str(HERE), ignore_system_fonts=True)
    print(OUT, OUT.stat().st_size, "bytes")
