"""Build samples/documents/harbourview-resident-handbook.pdf (Harbourview Commons Resident Handbook).

The handbook's text lives in content.py as a list of blocks (headings, paragraphs, lists, tables, boxed
notes, a two-column section). This script writes those blocks by hand into a Flat ODT file
(handbook.fodt, plain XML, next to this script) and has LibreOffice Writer convert it to PDF:

    python3 samples/harbourview_resident_handbook/build.py

It needs only the Python standard library and LibreOffice (`soffice` on PATH, tested with 7.4). The
conversion runs with a throwaway profile in the system temp folder (harbourview_resident_handbook_work/lo), i.e.

    soffice -env:UserInstallation=file://$TMPDIR/harbourview_resident_handbook_work/lo \
        --headless --convert-to pdf --outdir $TMPDIR/harbourview_resident_handbook_work handbook.fodt

and the result is copied to samples/documents/. LibreOffice is not a project dependency, and the PDF it
writes is not byte-for-byte reproducible (it stamps the conversion time and a random document id).

Writer features used: outline-numbered headings (1, 1.1, 1.1.1) from the document's outline style,
footnotes, a two-column section, tables with merged header cells whose heading rows repeat after a page
break, bordered text frames, a cover page with its own page style, a running header and a footer with
"Page N of M" fields, and bulleted and numbered lists with lead-in lines.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import content  # noqa: E402  (the handbook's text)

OUT = HERE.parent / "documents" / "harbourview-resident-handbook.pdf"
FODT = HERE / "handbook.fodt"
WORK = Path(tempfile.gettempdir()) / "harbourview_resident_handbook_work"

TEXT_WIDTH_IN = 6.8          # Letter page, 0.85in left and right margins
NAVY = "#1f3a5f"
TEAL = "#2b7a78"
RULE = "#8796a8"

# --------------------------------------------------------------------------------------------------
# Inline markup: **bold**, //italic//, [[fn: footnote text]]
# --------------------------------------------------------------------------------------------------

_footnotes = 0


def _marks(text: str) -> str:
    text = escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r'<text:span text:style-name="Bold">\1</text:span>', text)
    text = re.sub(r"//(.+?)//", r'<text:span text:style-name="Italic">\1</text:span>', text)
    return text


def inline(text: str) -> str:
    """Escape text and turn the handbook's small markup into ODF spans and footnotes."""
    global _footnotes
    out, pos = [], 0
    for m in re.finditer(r"\[\[fn:\s*(.+?)\]\]", text):
        out.append(_marks(text[pos:m.start()]))
        _footnotes += 1
        n = _footnotes
        out.append(
            f'<text:note text:id="ftn{n}" text:note-class="footnote">'
            f"<text:note-citation>{n}</text:note-citation><text:note-body>"
            f'<text:p text:style-name="Footnote">{_marks(m.group(1))}</text:p>'
            f"</text:note-body></text:note>")
        pos = m.end()
    out.append(_marks(text[pos:]))
    return "".join(out)


# --------------------------------------------------------------------------------------------------
# Block writers
# --------------------------------------------------------------------------------------------------

_counters = {"table": 0, "frame": 0, "section": 0, "list": 0}


def _next(kind: str) -> int:
    _counters[kind] += 1
    return _counters[kind]


def para(text: str, style: str = "Body") -> str:
    return f'<text:p text:style-name="{style}">{inline(text)}</text:p>'


def heading(level: int, text: str, column_break: bool = False) -> str:
    style = "HeadingColumnBreak" if column_break else f"Heading_20_{level}"
    return (f'<text:h text:style-name="{style}" text:outline-level="{level}">'
            f"{inline(text)}</text:h>")


def bullet_list(items: list, style: str = "LBullet") -> str:
    body = []
    for item in items:
        if isinstance(item, tuple):          # (text, [sub-items])
            text, subs = item
            body.append(f'<text:list-item>{para(text, "ListPara")}'
                        f"{bullet_list(subs, style)}</text:list-item>")
        else:
            body.append(f'<text:list-item>{para(item, "ListPara")}</text:list-item>')
    return f'<text:list text:style-name="{style}">{"".join(body)}</text:list>'


def numbered_list(items: list) -> str:
    return bullet_list(items, "LNumber")


def _cell(spec, header: bool, shade: bool) -> str:
    if spec == "^":
        return "<table:covered-table-cell/>"
    if isinstance(spec, dict):
        text, cs, rs = spec["t"], spec.get("cs", 1), spec.get("rs", 1)
    else:
        text, cs, rs = spec, 1, 1
    style = "CellHead" if header else ("CellShade" if shade else "Cell")
    pstyle = "TH" if header else "TC"
    attrs = f' table:style-name="{style}" office:value-type="string"'
    if cs > 1:
        attrs += f' table:number-columns-spanned="{cs}"'
    if rs > 1:
        attrs += f' table:number-rows-spanned="{rs}"'
    paras = "".join(para(line, pstyle) for line in str(text).split("\n"))
    covered = "<table:covered-table-cell/>" * (cs - 1)
    return f"<table:table-cell{attrs}>{paras}</table:table-cell>{covered}"


def table(widths: list[float], head: list[list], rows: list[list], caption: str | None = None,
          zebra: bool = True) -> str:
    """A ruled table; `head` rows repeat at the top of every page the table runs onto."""
    n = _next("table")
    name = f"Table{n}"
    _table_styles.append(
        f'<style:style style:name="{name}" style:family="table"><style:table-properties '
        f'style:width="{sum(widths):.3f}in" table:align="left" fo:margin-top="0.04in" '
        f'fo:margin-bottom="0.12in" style:may-break-between-rows="true"/></style:style>')
    cols = []
    for i, w in enumerate(widths):
        cname = f"{name}.C{i}"
        _table_styles.append(
            f'<style:style style:name="{cname}" style:family="table-column">'
            f'<style:table-column-properties style:column-width="{w:.3f}in"/></style:style>')
        cols.append(f'<table:table-column table:style-name="{cname}"/>')
    head_xml = "".join(
        "<table:table-row>" + "".join(_cell(c, True, False) for c in r) + "</table:table-row>" for r in head)
    body_xml = "".join(
        "<table:table-row>" + "".join(_cell(c, False, zebra and i % 2 == 1) for c in r)
        + "</table:table-row>" for i, r in enumerate(rows))
    cap = para(caption, "Caption") if caption else ""
    return (f'{cap}<table:table table:name="{name}" table:style-name="{name}">{"".join(cols)}'
            f"<table:table-header-rows>{head_xml}</table:table-header-rows>{body_xml}</table:table>")


def box(title: str, paragraphs: list[str], kind: str = "note") -> str:
    """A bordered text frame anchored to an otherwise empty paragraph."""
    n = _next("frame")
    frame_style = "FrameWarn" if kind == "warn" else "FrameNote"
    inner = para(title, "BoxTitle") + "".join(
        bullet_list(p, "LBullet") if isinstance(p, list) else para(p, "BoxText") for p in paragraphs)
    return (f'<text:p text:style-name="FrameAnchor"><draw:frame draw:style-name="{frame_style}" '
            f'draw:name="Box{n}" text:anchor-type="paragraph" svg:width="{TEXT_WIDTH_IN - 0.02:.2f}in" '
            f'draw:z-index="{n}"><draw:text-box fo:min-height="0.3in">{inner}</draw:text-box>'
            f"</draw:frame></text:p>")


def two_columns(blocks: list[str]) -> str:
    n = _next("section")
    return (f'<text:section text:style-name="TwoCol" text:name="Columns{n}">{"".join(blocks)}'
            f"</text:section>")


def page_break() -> str:
    return '<text:p text:style-name="PageBreak"/>'


# --------------------------------------------------------------------------------------------------
# Styles
# --------------------------------------------------------------------------------------------------

_table_styles: list[str] = []

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:xlink="http://www.w3.org/1999/xlink" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"')


def _outline_level(level: int) -> str:
    return (f'<text:outline-level-style text:level="{level}" style:num-format="1" '
            f'text:display-levels="{level}"><style:list-level-properties '
            f'text:list-level-position-and-space-mode="label-alignment">'
            f'<style:list-level-label-alignment text:label-followed-by="listtab" '
            f'text:list-tab-stop-position="{0.3 + 0.15 * level:.2f}in" fo:text-indent="-{0.3 + 0.15 * level:.2f}in" '
            f'fo:margin-left="{0.3 + 0.15 * level:.2f}in"/></style:list-level-properties>'
            f"</text:outline-level-style>")


def _list_style(name: str, numbered: bool) -> str:
    levels = []
    for lvl in (1, 2):
        left = 0.28 * lvl
        props = (f'<style:list-level-properties text:list-level-position-and-space-mode="label-alignment">'
                 f'<style:list-level-label-alignment text:label-followed-by="listtab" '
                 f'text:list-tab-stop-position="{left:.2f}in" fo:text-indent="-0.2in" '
                 f'fo:margin-left="{left:.2f}in"/></style:list-level-properties>')
        if numbered:
            fmt = "1" if lvl == 1 else "a"
            levels.append(f'<text:list-level-style-number text:level="{lvl}" style:num-suffix="." '
                          f'style:num-format="{fmt}">{props}</text:list-level-style-number>')
        else:
            char = "\u2022" if lvl == 1 else "\u2013"
            levels.append(f'<text:list-level-style-bullet text:level="{lvl}" text:bullet-char="{char}">'
                          f'{props}<style:text-properties style:font-name="Liberation Sans"/>'
                          f"</text:list-level-style-bullet>")
    return f'<text:list-style style:name="{name}">{"".join(levels)}</text:list-style>'


def _pstyle(name: str, parent: str = "Standard", para_props: str = "", text_props: str = "",
            extra: str = "", para_inner: str = "") -> str:
    display = name.replace("_20_", " ")
    return (f'<style:style style:name="{name}" style:display-name="{display}" style:family="paragraph" '
            f'style:parent-style-name="{parent}" {extra}>'
            f"<style:paragraph-properties {para_props}>{para_inner}</style:paragraph-properties>"
            f"<style:text-properties {text_props}/></style:style>")


def styles() -> str:
    right_tab = (f'<style:tab-stops><style:tab-stop style:position="{TEXT_WIDTH_IN}in" '
                 f'style:type="right"/></style:tab-stops>')
    para_styles = [
        _pstyle("Body", para_props='fo:margin-top="0in" fo:margin-bottom="0.06in" fo:line-height="115%" '
                                   'fo:text-align="justify"'),
        _pstyle("ListPara", para_props='fo:margin-top="0in" fo:margin-bottom="0.035in" fo:line-height="115%"'),
        _pstyle("LeadIn", "Body", para_props='fo:keep-with-next="always" fo:margin-bottom="0.04in"'),
        _pstyle("Heading", para_props='fo:keep-with-next="always"',
                text_props=f'style:font-name="Liberation Sans" fo:font-weight="bold" fo:color="{NAVY}"'),
        _pstyle("Heading_20_1", "Heading",
                para_props=f'fo:margin-top="0.16in" fo:margin-bottom="0.08in" fo:padding-bottom="0.03in" '
                           f'fo:border-bottom="1.2pt solid {TEAL}"',
                text_props='fo:font-size="15pt"',
                extra='style:default-outline-level="1" style:class="text"'),
        _pstyle("Heading_20_2", "Heading", para_props='fo:margin-top="0.11in" fo:margin-bottom="0.04in"',
                text_props='fo:font-size="11.5pt"', extra='style:default-outline-level="2" style:class="text"'),
        _pstyle("Heading_20_3", "Heading", para_props='fo:margin-top="0.08in" fo:margin-bottom="0.03in"',
                text_props=f'fo:font-size="10pt" fo:color="{TEAL}"',
                extra='style:default-outline-level="3" style:class="text"'),
        _pstyle("TC", para_props='fo:margin-top="0in" fo:margin-bottom="0.01in" fo:line-height="108%"',
                text_props='fo:font-size="8.8pt"'),
        _pstyle("TH", para_props='fo:margin-top="0in" fo:margin-bottom="0in" fo:keep-with-next="always"',
                text_props='fo:font-size="8.8pt" fo:font-weight="bold" fo:color="#ffffff" '
                           'style:font-name="Liberation Sans"'),
        _pstyle("Caption", para_props='fo:margin-top="0.06in" fo:margin-bottom="0.02in" fo:keep-with-next="always"',
                text_props=f'fo:font-size="9pt" fo:font-weight="bold" fo:color="{TEAL}" '
                           'style:font-name="Liberation Sans"'),
        _pstyle("Footnote", para_props='fo:margin-left="0.18in" fo:text-indent="-0.18in" fo:margin-bottom="0.02in"',
                text_props='fo:font-size="8pt"'),
        _pstyle("Header", para_props=f'fo:border-bottom="0.6pt solid {TEAL}" fo:padding-bottom="0.03in"',
                text_props=f'fo:font-size="8.5pt" fo:color="{NAVY}" style:font-name="Liberation Sans"',
                extra='style:class="extra"', para_inner=right_tab),
        _pstyle("Footer", para_props=f'fo:border-top="0.4pt solid {RULE}" fo:padding-top="0.03in"',
                text_props='fo:font-size="8pt" fo:color="#555555"', extra='style:class="extra"',
                para_inner=right_tab),
        _pstyle("BoxTitle", para_props='fo:margin-bottom="0.03in"',
                text_props=f'fo:font-size="10pt" fo:font-weight="bold" fo:color="{NAVY}" '
                           'style:font-name="Liberation Sans"'),
        _pstyle("BoxText", para_props='fo:margin-bottom="0.03in" fo:line-height="112%"',
                text_props='fo:font-size="9.5pt"'),
        _pstyle("FrameAnchor", para_props='fo:margin-top="0.02in" fo:margin-bottom="0.06in"',
                text_props='fo:font-size="4pt"'),
        _pstyle("CoverCompany", para_props='fo:margin-top="0.9in" fo:margin-bottom="0.05in"',
                text_props=f'fo:font-size="13pt" fo:color="{TEAL}" fo:font-weight="bold" '
                           'style:font-name="Liberation Sans" fo:letter-spacing="0.02in"'),
        _pstyle("CoverTitle", para_props='fo:margin-top="0.1in" fo:margin-bottom="0.1in"',
                text_props=f'fo:font-size="34pt" fo:color="{NAVY}" fo:font-weight="bold" '
                           'style:font-name="Liberation Sans"'),
        _pstyle("CoverSub", para_props='fo:margin-bottom="0.35in"',
                text_props='fo:font-size="13pt" fo:color="#333333"'),
        _pstyle("CoverLine", para_props='fo:margin-bottom="0.04in"', text_props='fo:font-size="10.5pt"'),
        _pstyle("ContentsTitle", para_props='fo:margin-top="0.05in" fo:margin-bottom="0.06in"',
                text_props=f'fo:font-size="13pt" fo:font-weight="bold" fo:color="{NAVY}" '
                           'style:font-name="Liberation Sans"'),
        _pstyle("ContentsLine", para_props='fo:margin-bottom="0.02in" fo:margin-left="0.1in"',
                text_props='fo:font-size="10pt"'),
    ]
    return f"""
<office:font-face-decls>
 <style:font-face style:name="Carlito" svg:font-family="Carlito" style:font-family-generic="swiss" style:font-pitch="variable"/>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss" style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:orphans="2" fo:widows="2" style:writing-mode="lr-tb"/>
  <style:text-properties style:font-name="Carlito" fo:font-size="10pt" fo:language="en" fo:country="US" fo:hyphenate="false"/>
 </style:default-style>
 <style:default-style style:family="table"><style:table-properties table:border-model="collapsing"/></style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 {"".join(para_styles)}
 <style:style style:name="Frame" style:family="graphic"><style:graphic-properties text:anchor-type="paragraph" svg:x="0in" svg:y="0in" style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="center" style:horizontal-rel="paragraph"/></style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Italic" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 <text:outline-style style:name="Outline">{"".join(_outline_level(i) for i in range(1, 11))}</text:outline-style>
 {_list_style("LBullet", False)}
 {_list_style("LNumber", True)}
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document" text:citation-style-name="FootnoteAnchor"/>
 <style:style style:name="FootnoteAnchor" style:family="text"><style:text-properties style:text-position="super 58%"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="PageBreak" style:family="paragraph" style:parent-style-name="Standard" style:master-page-name="Standard">
  <style:paragraph-properties fo:break-before="page" fo:margin-bottom="0in"/><style:text-properties fo:font-size="2pt"/></style:style>
 <style:style style:name="HeadingColumnBreak" style:family="paragraph" style:parent-style-name="Heading_20_2">
  <style:paragraph-properties fo:break-before="column" fo:margin-top="0in"/></style:style>
 <style:style style:name="CoverFirst" style:family="paragraph" style:parent-style-name="CoverCompany" style:master-page-name="Cover"/>
 <style:style style:name="TwoCol" style:family="section">
  <style:section-properties text:dont-balance-text-columns="false" style:editable="false">
   <style:columns fo:column-count="2" fo:column-gap="0.3in">
    <style:column-sep style:width="0.5pt" style:color="{RULE}" style:height="100%" style:vertical-align="top"/>
    <style:column style:rel-width="32767*" fo:start-indent="0in" fo:end-indent="0.15in"/>
    <style:column style:rel-width="32768*" fo:start-indent="0.15in" fo:end-indent="0in"/>
   </style:columns>
  </style:section-properties>
 </style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.04in" fo:border="0.5pt solid {RULE}"/></style:style>
 <style:style style:name="CellShade" style:family="table-cell"><style:table-cell-properties fo:padding="0.04in" fo:border="0.5pt solid {RULE}" fo:background-color="#eef3f7"/></style:style>
 <style:style style:name="CellHead" style:family="table-cell"><style:table-cell-properties fo:padding="0.04in" fo:border="0.5pt solid {RULE}" fo:background-color="{NAVY}" style:vertical-align="middle"/></style:style>
 <style:style style:name="FrameNote" style:family="graphic" style:parent-style-name="Frame">
  <style:graphic-properties fo:border="1.2pt solid {TEAL}" draw:fill="solid" draw:fill-color="#e8f3f2" fo:background-color="#e8f3f2" fo:padding="0.08in"
   style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="center"
   style:horizontal-rel="paragraph" fo:margin-top="0in" fo:margin-bottom="0.02in" style:shadow="none"/></style:style>
 <style:style style:name="FrameWarn" style:family="graphic" style:parent-style-name="Frame">
  <style:graphic-properties fo:border="1.5pt solid #a4342a" draw:fill="solid" draw:fill-color="#fbeeec" fo:background-color="#fbeeec" fo:padding="0.08in"
   style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="center"
   style:horizontal-rel="paragraph" fo:margin-top="0in" fo:margin-bottom="0.02in" style:shadow="none"/></style:style>
 {"".join(_table_styles)}
 <style:page-layout style:name="pmStandard">
  <style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" style:print-orientation="portrait"
   fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.85in" fo:margin-right="0.85in"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.25in" fo:margin-bottom="0.18in"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.25in" fo:margin-top="0.18in"/></style:footer-style>
 </style:page-layout>
 <style:page-layout style:name="pmCover">
  <style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" style:print-orientation="portrait"
   fo:margin-top="0.8in" fo:margin-bottom="0.45in" fo:margin-left="0.85in" fo:margin-right="0.85in"/>
  <style:footer-style><style:header-footer-properties fo:min-height="0.25in" fo:margin-top="0.18in"/></style:footer-style>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pmStandard">
  <style:header><text:p text:style-name="Header">{escape(content.HEADER_LEFT)}<text:tab/>{escape(content.HEADER_RIGHT)}</text:p></style:header>
  <style:footer><text:p text:style-name="Footer">{escape(content.FOOTER_LEFT)}<text:tab/>Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="Cover" style:page-layout-name="pmCover" style:next-style-name="Standard">
  <style:footer><text:p text:style-name="Footer">{escape(content.FOOTER_LEFT)}<text:tab/>Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer>
 </style:master-page>
</office:master-styles>"""


# --------------------------------------------------------------------------------------------------
# Assembly and conversion
# --------------------------------------------------------------------------------------------------

def document() -> str:
    body = "".join(content.blocks(sys.modules[__name__]))   # builds the table styles as a side effect
    meta = (f"<office:meta><dc:title>{escape(content.TITLE)}</dc:title>"
            f"<dc:subject>{escape(content.SUBJECT)}</dc:subject>"
            f"<meta:initial-creator>{escape(content.AUTHOR)}</meta:initial-creator>"
            f"<dc:creator>{escape(content.AUTHOR)}</dc:creator>"
            f"<meta:creation-date>2026-02-16T09:00:00</meta:creation-date>"
            f"<dc:date>2026-02-16T09:00:00</dc:date><dc:language>en-US</dc:language></office:meta>")
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS} office:version="1.3" '
            f'office:mimetype="application/vnd.oasis.opendocument.text">{meta}{styles()}'
            f"<office:body><office:text>{body}</office:text></office:body></office:document>\n")


def build() -> Path:
    FODT.write_text(document(), encoding="utf-8")
    WORK.mkdir(parents=True, exist_ok=True)
    soffice = shutil.which("soffice") or "/usr/bin/soffice"
    subprocess.run([soffice, f"-env:UserInstallation=file://{WORK}/lo", "--headless",
                    "--convert-to", "pdf", "--outdir", str(WORK), str(FODT)],
                   check=True, stdout=subprocess.DEVNULL)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(WORK / "handbook.pdf", OUT)
    return OUT


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
