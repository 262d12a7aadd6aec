"""Turn a fixed-width text report (pages separated by form feeds) into PostScript.

Usage: python3 txt2ps.py report.txt report.ps

Letter paper, Courier 8.5 pt (re-encoded so that ' and ` stay ASCII), 10 pt leading, one
`show` per text line. The document info (title, author, fixed dates) is set with a DOCINFO
pdfmark for ps2pdf.
"""

import sys

FONT_SIZE = 8.5
LEADING = 10.0
LEFT = 61
TOP = 756
PAGE_W, PAGE_H = 612, 792
FIXED_DATE = "D:20260602091400Z"
INFO = {
    "Title": "Millbrook Water & Sewer Authority - Customer Rate Schedule and Service Rules (Schedule W-26)",
    "Author": "Millbrook Water & Sewer Authority",
    "Subject": "Water and sewer rates, fees, deposits, billing, disconnection, leak adjustments, backflow",
    "Creator": "MWSA billing system RS0420 / txt2ps",
}


def ps_string(text: str) -> str:
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def convert(text: str) -> str:
    pages = text.split("\f")
    out = [
        "%!PS-Adobe-3.0",
        "%%Creator: txt2ps (MWSA RS0420)",
        "%%Title: " + INFO["Title"],
        f"%%Pages: {len(pages)}",
        f"%%BoundingBox: 0 0 {PAGE_W} {PAGE_H}",
        "%%DocumentNeededResources: font Courier",
        "%%EndComments",
        "%%BeginProlog",
        "% Courier with ASCII quotes: StandardEncoding maps 0x27 and 0x60 to curly quotes",
        "/Courier findfont dup length dict begin",
        "  { 1 index /FID ne { def } { pop pop } ifelse } forall",
        "  /Encoding StandardEncoding 256 array copy dup 39 /quotesingle put dup 96 /grave put def",
        "  currentdict end /Courier-ASCII exch definefont pop",
        f"/F {{ /Courier-ASCII findfont {FONT_SIZE} scalefont setfont }} bind def",
        "/L { moveto show } bind def",
        "%%EndProlog",
        "%%BeginSetup",
        "/pdfmark where { pop } { userdict /pdfmark /cleartomark load put } ifelse",
        "[ " + " ".join(f"/{k} {ps_string(v)}" for k, v in INFO.items())
        + f" /CreationDate ({FIXED_DATE}) /ModDate ({FIXED_DATE}) /DOCINFO pdfmark",
        f"<< /PageSize [{PAGE_W} {PAGE_H}] >> setpagedevice",
        "%%EndSetup",
    ]
    for number, page in enumerate(pages, start=1):
        out.append(f"%%Page: {number} {number}")
        out.append("save F")
        for row, line in enumerate(page.rstrip("\n").split("\n")):
            if line.strip():
                y = TOP - row * LEADING
                out.append(f"{ps_string(line)} {LEFT} {y:.1f} L")
        out.append("restore showpage")
    out += ["%%Trailer", "%%EOF", ""]
    return "\n".join(out)


if __name__ == "__main__":
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="ascii") as f:
        text = f.read()
    with open(dst, "w", encoding="ascii") as f:
        f.write(convert(text))
