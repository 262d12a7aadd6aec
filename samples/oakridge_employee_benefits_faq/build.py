"""Build samples/documents/oakridge-employee-benefits-faq.pdf with AbiWord.

AbiWord is not a project dependency. Install it system-wide (Debian) and rebuild from the repository root:
    apt-get install -y abiword            # built with AbiWord 3.0.5 (Debian 3.0.5~dfsg-3.2)
    python3 samples/oakridge_employee_benefits_faq/build.py

content.txt holds the text in a small line markup; this script turns it into AbiWord's own XML
(oakridge-employee-benefits-faq.abw, written next to it) with named styles, lists, tables, shaded
note boxes, footnotes and a running header/footer, then runs
    abiword --to=pdf oakridge-employee-benefits-faq.abw -o samples/documents/oakridge-employee-benefits-faq.pdf
AbiWord lays the pages out itself. Markup of content.txt:
    # / ## text            chapter / section heading        Q: text     FAQ question (bold)
    * text                 bullet item                      1. text     numbered item (a run is one list)
    TABLE w1,w2,... / | a | b | rows (first row is the header) / END     widths in inches
    NOTE title / paragraphs / END      shaded, boxed note   SMALL text  fine print
    !title, !subtitle, !cover, !cover-top, !cover-small    cover lines   PAGEBREAK
    inline: **bold**, [^footnote text]
The output is not byte-for-byte reproducible (AbiWord stamps the PDF with the current time).
"""

import re
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
SRC = HERE / "content.txt"
ABW = HERE / "oakridge-employee-benefits-faq.abw"
OUT = HERE.parent / "documents" / "oakridge-employee-benefits-faq.pdf"

BODY_FONT = "Liberation Sans"
HEAD_FONT = "Liberation Sans"
GREEN = "2f5d3a"
SHADE = "e8efe6"
HEADER_SHADE = "2f5d3a"

STYLES = f"""<styles>
<s type="P" name="Normal" followedby="Current Settings" props="font-family:{BODY_FONT}; font-size:10.5pt; line-height:1.08; margin-top:0pt; margin-bottom:5pt; text-align:left; color:222222; widows:2; orphans:2; lang:en-US; dom-dir:ltr"/>
<s type="P" name="Heading 1" basedon="Normal" followedby="Normal" props="font-family:{HEAD_FONT}; font-size:16pt; font-weight:bold; color:{GREEN}; margin-top:16pt; margin-bottom:6pt; keep-with-next:1"/>
<s type="P" name="Heading 2" basedon="Normal" followedby="Normal" props="font-family:{HEAD_FONT}; font-size:12.5pt; font-weight:bold; color:{GREEN}; margin-top:10pt; margin-bottom:4pt; keep-with-next:1"/>
<s type="P" name="FAQ Question" basedon="Normal" followedby="Normal" props="font-family:{BODY_FONT}; font-size:11pt; font-weight:bold; color:111111; margin-top:8pt; margin-bottom:3pt; keep-with-next:1"/>
<s type="P" name="Fine Print" basedon="Normal" followedby="Normal" props="font-size:8.5pt; font-style:italic; color:555555; margin-top:3pt; margin-bottom:6pt"/>
<s type="P" name="Table Text" basedon="Normal" followedby="Current Settings" props="font-size:9pt; margin-top:1pt; margin-bottom:1pt; line-height:1.0"/>
<s type="P" name="Table Head" basedon="Table Text" followedby="Current Settings" props="font-weight:bold; color:ffffff"/>
<s type="P" name="Note Title" basedon="Normal" followedby="Normal" props="font-family:{HEAD_FONT}; font-size:10pt; font-weight:bold; color:{GREEN}; margin-bottom:3pt"/>
<s type="P" name="Footnote Text" basedon="Normal" followedby="Current Settings" props="font-size:8.5pt; margin-bottom:0pt"/>
<s type="P" name="Header" basedon="Normal" followedby="Current Settings" props="font-family:{HEAD_FONT}; font-size:8pt; color:555555; margin-bottom:0pt"/>
<s type="P" name="Footer" basedon="Normal" followedby="Current Settings" props="font-family:{HEAD_FONT}; font-size:8pt; color:555555; margin-bottom:0pt"/>
<s type="P" name="Bullet List" basedon="Normal" followedby="Current Settings" props="margin-bottom:2pt; list-style:Bullet List; field-font:Symbol"/>
<s type="P" name="Numbered List" basedon="Normal" followedby="Current Settings" props="margin-bottom:2pt; list-style:Numbered List; field-font:NULL"/>
<s type="C" name="Reference" props="text-position:superscript"/>
</styles>"""

COVER = {
    "cover-top": f"font-family:{HEAD_FONT}; font-size:13pt; font-weight:bold; color:{GREEN}; margin-top:150pt; margin-bottom:10pt",
    "title": f"font-family:{HEAD_FONT}; font-size:30pt; font-weight:bold; color:111111; margin-bottom:8pt; line-height:1.0",
    "subtitle": f"font-family:{HEAD_FONT}; font-size:16pt; color:{GREEN}; margin-bottom:28pt",
    "cover": "font-size:11.5pt; margin-bottom:60pt",
    "cover-small": "font-size:9pt; color:555555; margin-bottom:8pt",
}


class Writer:
    def __init__(self) -> None:
        self.out: list[str] = []
        self.list_id = 0
        self.foot_id = 0
        self.list_kind = None

    def inline(self, text: str) -> str:
        parts = re.split(r"(\*\*.+?\*\*|\[\^.+?\])", text)
        html = []
        for part in parts:
            if part.startswith("**") and part.endswith("**"):
                html.append(f'<c props="font-weight:bold">{escape(part[2:-2])}</c>')
            elif part.startswith("[^"):
                self.foot_id += 1
                n = self.foot_id
                html.append(
                    f'<field type="footnote_ref" footnote-id="{n}" style="Reference" props="text-position:superscript"/>'
                    f'<foot footnote-id="{n}"><p style="Footnote Text"><field type="footnote_anchor" footnote-id="{n}" '
                    f'props="text-position:superscript"/><c> {escape(part[2:-1])}</c></p></foot>')
            elif part:
                html.append(escape(part))
        return "".join(html)

    def para(self, style: str, text: str, props: str = "") -> None:
        p = f' props="{props}"' if props else ""
        self.out.append(f'<p style="{style}"{p}>{self.inline(text)}</p>')

    def list_item(self, kind: str, text: str) -> None:
        if self.list_kind != kind:
            # AbiWord 3.0.5 refuses a file with a <lists> table; it builds the lists from the listid
            # attributes of the paragraphs itself, so each run of items just gets a fresh id.
            self.list_id += 1
            self.list_kind = kind
        style = "Bullet List" if kind == "bullet" else "Numbered List"
        props = ("start-value:0; list-style:Bullet List; field-font:Symbol" if kind == "bullet"
                 else "start-value:1; list-style:Numbered List; field-font:NULL; list-delimiter:%L.; list-decimal:.")
        self.out.append(f'<p style="{style}" level="1" listid="{self.list_id}" parentid="0" '
                        f'props="{props}; margin-left:0.35in; text-indent:-0.22in">'
                        f'<field type="list_label"/><c>\t</c>{self.inline(text)}</p>')

    def end_list(self) -> None:
        self.list_kind = None

    @staticmethod
    def border(color: str = "8a9a8c", width: str = "0.5pt") -> str:
        return "; ".join(f"{side}-style:1; {side}-color:{color}; {side}-thickness:{width}"
                         for side in ("left", "right", "top", "bot"))

    def table(self, widths: list[float], rows: list[list[str]]) -> None:
        cols = "".join(f"{w}in/" for w in widths)
        self.out.append(f'<table props="table-column-props:{cols}; table-col-spacing:0.05in; '
                        f'table-margin-left:0in; table-rel-column-props:; homogeneous:0">')
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                shade = f"; background-color:{HEADER_SHADE}" if r == 0 else (
                    f"; background-color:f4f7f3" if r % 2 == 0 else "")
                self.out.append(f'<cell props="left-attach:{c}; right-attach:{c + 1}; top-attach:{r}; '
                                f'bot-attach:{r + 1}; {self.border()}{shade}">')
                self.para("Table Head" if r == 0 else "Table Text", cell)
                self.out.append("</cell>")
        self.out.append("</table>")
        self.out.append('<p style="Normal" props="margin-bottom:2pt; font-size:4pt"></p>')

    def note(self, title: str, paras: list[str]) -> None:
        self.out.append('<table props="table-column-props:6.5in/; table-margin-left:0in; homogeneous:0">')
        self.out.append(f'<cell props="left-attach:0; right-attach:1; top-attach:0; bot-attach:1; '
                        f'{self.border(GREEN, "1pt")}; background-color:{SHADE}">')
        self.para("Note Title", title)
        for text in paras:
            self.para("Normal", text, "margin-bottom:2pt")
        self.out.append("</cell></table>")
        self.out.append('<p style="Normal" props="margin-bottom:2pt; font-size:4pt"></p>')


def convert(lines: list[str]) -> Writer:
    w = Writer()
    i = 0
    while i < len(lines):
        line = lines[i].rstrip("\n")
        i += 1
        if not line.strip():
            continue
        if not (line.startswith("* ") or re.match(r"\d+\. ", line)):
            w.end_list()
        if line.startswith("TABLE "):
            widths = [float(x) for x in line.split()[1].split(",")]
            rows = []
            while lines[i].strip() != "END":
                rows.append([c.strip() for c in lines[i].strip().strip("|").split("|")])
                i += 1
            i += 1
            assert all(len(r) == len(widths) for r in rows), rows[0]
            w.table(widths, rows)
        elif line.startswith("NOTE "):
            paras = []
            while lines[i].strip() != "END":
                paras.append(lines[i].strip())
                i += 1
            i += 1
            w.note(line[5:], paras)
        elif line == "PAGEBREAK":
            w.out.append("<p><pbr/></p>")
        elif line.startswith("!"):
            key, text = line[1:].split(" ", 1)
            w.para("Normal", text, COVER[key])
        elif line.startswith("## "):
            w.para("Heading 2", line[3:])
        elif line.startswith("# "):
            w.para("Heading 1", line[2:])
        elif line.startswith("Q: "):
            w.para("FAQ Question", line[3:])
        elif line.startswith("SMALL "):
            w.para("Fine Print", line[6:])
        elif line.startswith("* "):
            w.list_item("bullet", line[2:])
        elif re.match(r"\d+\. ", line):
            w.list_item("number", line.split(" ", 1)[1])
        else:
            w.para("Normal", line)
    return w


def document(w: Writer) -> str:
    section_props = ("page-margin-left:1in; page-margin-right:1in; page-margin-top:0.9in; "
                     "page-margin-bottom:0.85in; page-margin-header:0.45in; page-margin-footer:0.4in")
    header = (f'<section id="hdr" type="header"><p style="Header" props="text-align:left; bot-style:1; '
              f'bot-color:{GREEN}; bot-thickness:0.75pt">Oakridge Fenwick Labs, Inc.\tEmployee Benefits &amp; '
              f'Leave FAQ · Plan Year 2026</p></section>')
    footer = ('<section id="ftr" type="footer"><p style="Footer" props="text-align:center">'
              'Edition 2026.1 · Questions? benefits@oakridgefenwick.com · 1-888-555-0142 · Page '
              '<field type="page_number"/> of <field type="page_count"/></p></section>')
    first = ('<section id="hdr1" type="header-first"><p style="Header"></p></section>'
             '<section id="ftr1" type="footer-first"><p style="Footer"></p></section>')
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE abiword PUBLIC "-//ABISOURCE//DTD AWML 1.0 Strict//EN" "http://www.abisource.com/awml.dtd">\n'
        '<abiword template="false" xmlns:fo="http://www.w3.org/1999/XSL/Format" '
        'xmlns:svg="http://www.w3.org/2000/svg" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:awml="http://www.abisource.com/awml.dtd" xmlns="http://www.abisource.com/awml.dtd" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" version="3.0.5" fileformat="1.1" xml:space="preserve" '
        'props="dom-dir:ltr; lang:en-US; document-footnote-type:numeric; document-footnote-initial:1; '
        'document-footnote-restart-section:0; document-footnote-restart-page:0">\n'
        '<metadata>\n<m key="dc.format">application/x-abiword</m>\n'
        '<m key="dc.title">Oakridge Fenwick Labs Employee Benefits &amp; Leave FAQ 2026</m>\n'
        '<m key="dc.creator">Oakridge Fenwick Labs People Operations</m>\n'
        '<m key="dc.date">2025-12-01</m>\n</metadata>\n'
        + STYLES + "\n"
        '<pagesize pagetype="Letter" orientation="portrait" width="8.500000" height="11.000000" units="in" '
        'page-scale="1.000000"/>\n'
        f'<section header="hdr" footer="ftr" header-first="hdr1" footer-first="ftr1" props="{section_props}">\n'
        + "\n".join(w.out) + "\n</section>\n" + header + "\n" + footer + "\n" + first + "\n</abiword>\n")


def build() -> Path:
    w = convert(SRC.read_text(encoding="utf-8").splitlines())
    ABW.write_text(document(w), encoding="utf-8")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["abiword", "--to=pdf", str(ABW), "-o", str(OUT)], check=True, timeout=300,
                   env={"PATH": "/usr/bin:/bin", "HOME": "/tmp", "LANG": "C.UTF-8", "TZ": "UTC",
                        "SOURCE_DATE_EPOCH": "1764576000"})
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes", file=sys.stderr)
