"""Build samples/documents/greenleaf-lawn-care-price-list.pdf: a spreadsheet workbook printed to PDF.

The price list is written as an .xlsx workbook with openpyxl (one sheet per part: cover, seasonal programs,
one-time services, add-ons, service zones, billing, scheduling and cancellation, guarantees, contact and
hours), with print areas, repeated header rows, fit-to-width page setup and running headers/footers, and
then converted to PDF by LibreOffice Calc in headless mode. Neither tool is a project dependency; install
them in a throwaway place:

    apt-get install -y libreoffice-calc-nogui          # Debian bookworm: LibreOffice 7.4
    python3 -m venv /tmp/venv_greenleaf && /tmp/venv_greenleaf/bin/pip install openpyxl==3.1.5
    /tmp/venv_greenleaf/bin/python samples/greenleaf_lawn_care_price_list/build.py

The sheets use Calibri, which LibreOffice replaces by the metric-compatible Carlito (fonts-crosextra-carlito).
Row heights are set from an estimate of the wrapped lines, because LibreOffice does not fit the rows of an
imported .xlsx. The .xlsx is written to a temporary folder (pass --keep-xlsx DIR to keep a copy). LibreOffice stamps the PDF
with the time of conversion, a random document ID and a checksum over both; they are overwritten afterwards
with fixed values of the same length (the checksum recomputed), so a rebuild with the same LibreOffice and
fonts gives identical bytes.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.page import PageMargins
from openpyxl.worksheet.pagebreak import Break
from openpyxl.worksheet.properties import PageSetupProperties

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "greenleaf-lawn-care-price-list.pdf"
FIXED_TIME = dt.datetime(2026, 2, 16, 9, 0, 0)

FONT = "Calibri"
GREEN = "2E6B34"
MID = "5B8C4A"
LIGHT = "E2EFD9"
PALE = "F3F8F0"
CREAM = "FFF7E0"
GREY = "59625A"
USD = '"$"#,##0.00'

THIN = Side(style="thin", color="9DB59A")
THICK = Side(style="medium", color=GREEN)
BOX = Side(style="medium", color="C9A227")
NONE = Side(style=None)

HEADER_RIGHT = "Greenleaf Lawn Care && Landscaping \u00b7 2026 Price List"
FOOTER_LEFT = "Edition 2026.1 \u00b7 Prices valid March 1, 2026 \u2013 February 28, 2027"


def wrap_lines(text: str, chars: int) -> int:
    """Lines a wrapped text takes at about `chars` characters a line."""
    total = 0
    for para in str(text).split("\n"):
        line, count = 0, 1
        for word in para.split(" "):
            need = len(word) if line == 0 else line + 1 + len(word)
            if need > chars and line > 0:
                count += 1
                line = len(word)
            else:
                line = need
        total += count
    return total


class Sheet:
    """A worksheet filled top to bottom, with the layout helpers a price list needs."""

    def __init__(self, wb: Workbook, name: str, widths: list[float], landscape: bool = False,
                 cover: bool = False, pages: int = 0):
        self.ws = wb.create_sheet(name)
        self.widths = widths
        self.ncols = len(widths)
        self.row = 1
        ws = self.ws
        ws.sheet_view.showGridLines = False
        for i, w in enumerate(widths, start=1):
            ws.column_dimensions[get_column_letter(i)].width = w
        ws.page_setup.orientation = "landscape" if landscape else "portrait"
        ws.page_setup.paperSize = ws.PAPERSIZE_LETTER
        ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = pages      # 0: as many pages as it takes
        ws.print_options.horizontalCentered = True
        ws.page_margins = PageMargins(left=0.5, right=0.5, top=0.8, bottom=0.75, header=0.35, footer=0.35)
        if not cover:
            ws.oddHeader.left.text = "&A"
            ws.oddHeader.left.size = 8
            ws.oddHeader.left.color = GREEN
            ws.oddHeader.right.text = HEADER_RIGHT
            ws.oddHeader.right.size = 8
            ws.oddHeader.right.color = GREY
        ws.oddFooter.left.text = FOOTER_LEFT
        ws.oddFooter.left.size = 7
        ws.oddFooter.left.color = GREY
        ws.oddFooter.right.text = "Page &P of &N"
        ws.oddFooter.right.size = 7
        ws.oddFooter.right.color = GREY

    # -- low level -------------------------------------------------------------------------------------

    def width(self, c1: int, c2: int) -> float:
        return sum(self.widths[c1 - 1:c2])

    def put(self, row: int, c1: int, c2: int, value, *, size: float = 10, bold: bool = False,
            italic: bool = False, color: str = "222222", fill: str | None = None, align: str = "left",
            valign: str = "top", wrap: bool = True, fmt: str | None = None, indent: int = 0):
        ws = self.ws
        cell = ws.cell(row=row, column=c1, value=value)
        cell.font = Font(name=FONT, size=size, bold=bold, italic=italic, color=color)
        cell.alignment = Alignment(horizontal=align, vertical=valign, wrap_text=wrap, indent=indent)
        if fmt:
            cell.number_format = fmt
        if fill:
            for c in range(c1, c2 + 1):
                ws.cell(row=row, column=c).fill = PatternFill("solid", fgColor=fill)
        if c2 > c1:
            ws.merge_cells(start_row=row, start_column=c1, end_row=row, end_column=c2)
        return cell

    def height_for(self, text, c1: int, c2: int, size: float, bold: bool = False) -> float:
        per_unit = 1.25 * 10 / size * (0.93 if bold else 1.0)
        chars = max(4, int(self.width(c1, c2) * per_unit))
        return wrap_lines(text, chars) * size * 1.06 + 4.5

    def set_height(self, row: int, height: float) -> None:
        self.ws.row_dimensions[row].height = round(max(height, 13.5), 1)

    def box_border(self, r1: int, r2: int, c1: int, c2: int, side: Side) -> None:
        ws = self.ws
        for r in range(r1, r2 + 1):
            for c in range(c1, c2 + 1):
                cell = ws.cell(row=r, column=c)
                b = cell.border
                cell.border = Border(left=side if c == c1 else b.left, right=side if c == c2 else b.right,
                                     top=side if r == r1 else b.top, bottom=side if r == r2 else b.bottom)

    def gap(self, height: float = 8) -> None:
        self.set_height(self.row, height)
        self.ws.row_dimensions[self.row].height = height
        self.row += 1

    def page_break(self) -> None:
        self.ws.row_breaks.append(Break(id=self.row - 1))

    # -- blocks ----------------------------------------------------------------------------------------

    def title(self, text: str, sub: str | None = None) -> None:
        self.put(self.row, 1, self.ncols, text, size=18, bold=True, color=GREEN, valign="center")
        self.set_height(self.row, 30)
        self.row += 1
        if sub:
            self.put(self.row, 1, self.ncols, sub, size=10, italic=True, color=GREY)
            self.set_height(self.row, self.height_for(sub, 1, self.ncols, 10))
            for c in range(1, self.ncols + 1):
                self.ws.cell(row=self.row, column=c).border = Border(bottom=THICK)
            self.row += 1
        self.gap(10)

    def h1(self, text: str) -> None:
        self.put(self.row, 1, self.ncols, text, size=13, bold=True, color=GREEN, valign="bottom")
        for c in range(1, self.ncols + 1):
            self.ws.cell(row=self.row, column=c).border = Border(bottom=THIN)
        self.set_height(self.row, 22)
        self.row += 1
        self.gap(4)

    def h2(self, text: str, c1: int = 1) -> None:
        self.put(self.row, c1, self.ncols, text, size=11, bold=True, color=MID, valign="bottom")
        self.set_height(self.row, 18)
        self.row += 1

    def para(self, text: str, c1: int = 1, size: float = 10, italic: bool = False, bold: bool = False,
             color: str = "222222", after: float = 4) -> None:
        self.put(self.row, c1, self.ncols, text, size=size, italic=italic, bold=bold, color=color)
        self.set_height(self.row, self.height_for(text, c1, self.ncols, size, bold))
        self.row += 1
        if after:
            self.gap(after)

    def note(self, text: str, c1: int = 1) -> None:
        self.put(self.row, c1, self.ncols, text, size=8.5, italic=True, color=GREY)
        self.set_height(self.row, self.height_for(text, c1, self.ncols, 8.5))
        self.row += 1

    def items(self, entries: list[str], lead: str | None = None, numbered: bool = False, c1: int = 1) -> None:
        if lead:
            self.para(lead, c1=max(c1, 1), after=0)
        for i, text in enumerate(entries, start=1):
            marker = f"{i}." if numbered else "\u2022"
            self.put(self.row, c1 + 1, c1 + 1, marker, size=10, align="right", bold=numbered, color=GREEN)
            self.put(self.row, c1 + 2, self.ncols, text, size=10)
            self.set_height(self.row, self.height_for(text, c1 + 2, self.ncols, 10) + 1)
            self.row += 1
        self.gap(6)

    def box(self, heading: str, lines: list[str], c1: int = 1) -> None:
        first = self.row
        self.put(self.row, c1, self.ncols, heading, size=10.5, bold=True, color="7A5C00", fill=CREAM,
                 valign="center")
        self.set_height(self.row, 19)
        self.row += 1
        for text in lines:
            self.put(self.row, c1, self.ncols, text, size=9.5, fill=CREAM, indent=1)
            self.set_height(self.row, self.height_for(text, c1, self.ncols, 9.5) + 2)
            self.row += 1
        self.box_border(first, self.row - 1, c1, self.ncols, BOX)
        self.gap(10)

    def table(self, spans: list[tuple[int, int]], header: list[list], rows: list, *,
              fmts: list[str | None] | None = None, aligns: list[str] | None = None, size: float = 9.5,
              bold_first: bool = True, repeat_header: bool = False) -> None:
        """A gridded table. `header` rows hold text, None (merge with the cell to the left) or "^" (merge
        with the cell above). A row given as ("group", text) is a full-width group heading."""
        ws = self.ws
        fmts = fmts or [None] * len(spans)
        aligns = aligns or ["left"] * len(spans)
        top = self.row
        # header
        for hr, hrow in enumerate(header):
            r = top + hr
            height = 16.0
            for i, text in enumerate(hrow):
                if text is None or text == "^":
                    continue
                j = i
                while j + 1 < len(hrow) and hrow[j + 1] is None:
                    j += 1
                k = hr
                while k + 1 < len(header) and header[k + 1][i] == "^":
                    k += 1
                c1, c2 = spans[i][0], spans[j][1]
                cell = ws.cell(row=r, column=c1, value=text)
                cell.font = Font(name=FONT, size=size, bold=True, color="FFFFFF")
                cell.alignment = Alignment(horizontal="center" if j > i or i > 0 else "left",
                                           vertical="center", wrap_text=True)
                for rr in range(r, top + k + 1):
                    for c in range(c1, c2 + 1):
                        ws.cell(row=rr, column=c).fill = PatternFill("solid", fgColor=GREEN)
                if c2 > c1 or k > hr:
                    ws.merge_cells(start_row=r, start_column=c1, end_row=top + k, end_column=c2)
                if k == hr:
                    height = max(height, self.height_for(text, c1, c2, size, True))
            self.set_height(r, height)
        self.box_border(top, top + len(header) - 1, spans[0][0], spans[-1][1], THIN)
        for hr in range(len(header)):
            for (c1, c2) in spans:
                self.box_border(top + hr, top + hr, c1, c2, Side(style="thin", color="FFFFFF"))
        if repeat_header:
            ws.print_title_rows = f"{top}:{top + len(header) - 1}"
        self.row = top + len(header)
        # body
        stripe = False
        for row in rows:
            r = self.row
            if isinstance(row, tuple) and row and row[0] == "group":
                self.put(r, spans[0][0], spans[-1][1], row[1], size=size + 0.5, bold=True, color=GREEN,
                         fill=LIGHT, valign="center")
                self.box_border(r, r, spans[0][0], spans[-1][1], THIN)
                self.set_height(r, 17)
                self.row += 1
                stripe = False
                continue
            height = 14.0
            i = 0
            while i < len(row):
                value = row[i]
                j = i
                while j + 1 < len(row) and row[j + 1] is None:
                    j += 1
                c1, c2 = spans[i][0], spans[j][1]
                bold = bold_first and i == 0
                self.put(r, c1, c2, value, size=size, bold=bold, fmt=fmts[i] if isinstance(value, (int, float)) else None,
                         align="center" if j > i else aligns[i], fill=PALE if stripe else None)
                self.box_border(r, r, c1, c2, THIN)
                shown = f"${value:,.2f}" if isinstance(value, (int, float)) else value
                height = max(height, self.height_for(shown, c1, c2, size, bold))
                i = j + 1
            self.set_height(r, height)   # LibreOffice does not fit row heights of an imported .xlsx
            stripe = not stripe
            self.row += 1

    def finish(self) -> None:
        self.ws.print_area = f"A1:{get_column_letter(self.ncols)}{self.row - 1}"


# ---------------------------------------------------------------------------------------------------------
# Content
# ---------------------------------------------------------------------------------------------------------

def cover(wb: Workbook) -> None:
    s = Sheet(wb, "Cover", [4, 26, 20, 20, 22, 4], cover=True, pages=1)
    s.gap(40)
    s.put(s.row, 2, 5, "GREENLEAF", size=30, bold=True, color=GREEN, valign="bottom")
    s.set_height(s.row, 42)
    s.row += 1
    s.put(s.row, 2, 5, "Lawn Care & Landscaping", size=16, color=MID, valign="top")
    s.set_height(s.row, 24)
    s.row += 1
    for c in range(2, 6):
        s.ws.cell(row=s.row - 1, column=c).border = Border(bottom=THICK)
    s.gap(26)
    s.put(s.row, 2, 5, "2026 Residential Price List & Service Terms", size=20, bold=True, color="222222")
    s.set_height(s.row, 30)
    s.row += 1
    s.put(s.row, 2, 5, "Seasonal lawn programs \u00b7 one-time services \u00b7 add-ons \u00b7 service zones \u00b7 "
          "billing, cancellation and guarantee terms", size=11, italic=True, color=GREY)
    s.set_height(s.row, 32)
    s.row += 1
    s.gap(12)
    s.put(s.row, 2, 5, "Edition 2026.1 \u2014 prices valid March 1, 2026 through February 28, 2027. "
          "This edition replaces the 2025 price list and all earlier quotes that were not accepted in writing.",
          size=10)
    s.set_height(s.row, 30)
    s.row += 1
    s.gap(18)
    s.h2("What's in this workbook", c1=2)
    s.table([(2, 2), (3, 5)], [["Sheet", "What you will find there"]], [
        ["1  Seasonal Programs", "Basic Green, Classic Care, Premier Plus and Organic Balance: what each round "
         "includes, application windows and the price per round by lawn size"],
        ["2  One-Time Services", "Aeration, seeding, sod, mowing, cleanups, mulch, irrigation start-up and "
         "winterization, priced per visit, per square foot, per cubic yard or per crew hour"],
        ["3  Add-On Services", "Mosquito and tick, disease and insect control, tree and shrub plans, deer "
         "repellent and pet waste removal"],
        ["4  Service Zones", "Towns and ZIP codes we serve, travel surcharges, mowing days and minimum orders"],
        ["5  Billing & Payment", "Payment methods, prepay discounts, budget plan, late and returned-payment fees"],
        ["6  Scheduling & Cancellation", "Visit notices, weather delays, skipping a visit, cancellation fees, "
         "renewal and moving"],
        ["7  Guarantees & Re-treats", "Weed re-treat guarantee, grub damage guarantee, seeding results, "
         "property damage claims"],
        ["8  Contact & Hours", "Phone numbers, e-mail addresses, office and yard hours, holidays"],
    ])
    s.gap(16)
    s.box("How to read this price list", [
        "All prices are in U.S. dollars and exclude sales tax. Program prices are per round (one application "
        "visit), not per season. Service codes such as LR-01 or MT-07 appear on your estimates and invoices.",
        "Questions? Call customer service at (484) 555-0142 or write to service@greenleafharlow.com. "
        "Your account and invoices are in the customer portal at my.greenleafharlow.com.",
    ], c1=2)
    s.gap(30)
    s.note("Greenleaf Lawn Care & Landscaping, LLC \u00b7 2150 Orchard Mill Road, Ashby Falls 18301 \u00b7 "
           "Family owned since 1998", c1=2)
    s.finish()


def programs(wb: Workbook) -> None:
    s = Sheet(wb, "Seasonal Programs", [19, 21, 23, 23, 23, 23], landscape=True)
    s.title("1  Seasonal Lawn Treatment Programs",
            "Four programs of fertilizer and weed control rounds from March to November. You pay per round; "
            "each round is one visit by a certified technician.")
    spans = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)]
    s.h1("1.1  Price per round by lawn size")
    s.para("Lawn size is the treated turf area only: beds, driveways, patios, decks and the footprint of the "
           "house are not counted. We measure every new lawn from aerial imagery before the first round.",
           after=6)
    s.table(spans, [["Band", "Lawn size (sq ft)", "Price per round", None, None, None],
                    ["^", "^", "Basic Green", "Classic Care", "Premier Plus", "Organic Balance"]], [
        ["S1", "Up to 3,000", 42, 47, 55, 64],
        ["S2", "3,001 \u2013 5,000", 49, 55, 64, 75],
        ["S3", "5,001 \u2013 7,500", 56, 63, 73, 86],
        ["S4", "7,501 \u2013 10,000", 63, 71, 82, 97],
        ["S5", "10,001 \u2013 12,500", 71, 80, 92, 109],
        ["S6", "12,501 \u2013 15,000", 79, 89, 102, 121],
        ["S7", "15,001 \u2013 20,000", 92, 104, 119, 141],
        ["S8", "20,001 \u2013 25,000", 106, 119, 137, 162],
        ["S9", "25,001 \u2013 30,000", 119, 134, 154, 182],
        ["S10", "30,001 \u2013 43,560 (1 acre)", 148, 166, 189, 224],
        ["S11*", "Over 1 acre", "$3.10 per 1,000 sq ft", "$3.45 per 1,000 sq ft", "$3.95 per 1,000 sq ft",
         "$4.85 per 1,000 sq ft"],
    ], fmts=[None, None, USD, USD, USD, USD], aligns=["center", "left", "right", "right", "right", "right"])
    s.note("* Band S11: the rate is applied to the whole treated area, with a minimum charge of $160.00 per round.")
    s.note("Season cost = price per round \u00d7 number of rounds in your program. Travel surcharges for Zones C "
           "and D are added to each round (sheet 4). Sales tax does not apply to program rounds.")
    s.note("Think our measurement is wrong? Ask for an on-site re-measure: it is free once per season, and a "
           "corrected band applies from the next round.")
    s.note("Lime is applied only when a soil test shows a pH below 6.0; Premier Plus includes one soil test "
           "(LR-10) per season at no charge.")
    s.gap(10)
    s.box("2026 offers and conditions", [
        "New customers: 50% off the first round of Classic Care or Premier Plus when you sign up for the full "
        "season by April 1, 2026. The offer cannot be combined with the prepay discount (sheet 5).",
        "Price lock: renew for 2027 by December 15, 2026 and keep your 2026 price per round for the 2027 season.",
        "Organic Balance is not offered in Zone D. Joining mid-season? Rounds whose window has already closed "
        "are skipped and not billed.",
        "Premier Plus fall aeration covers lawns up to 20,000 sq ft. On larger lawns the extra area is billed "
        "at the one-time aeration rate (LR-02).",
    ])
    s.page_break()
    s.h1("1.2  Programs at a glance")
    s.table(spans, [["Feature", "Basic Green", "Classic Care", "Premier Plus", "Organic Balance", "Notes"]], [
        ["Rounds per season", 4, 6, 7, 5, "See 1.3 for the dates of each round"],
        ["Fertilizer", "Slow-release granular", "Slow-release granular", "Slow-release granular with iron "
         "for deeper color", "Organic granular (feather meal and bone meal base)", "All programs end with a "
         "late-fall winterizer"],
        ["Broadleaf weed control", "Spot treatment in 2 rounds", "Blanket in mid spring, spot treatment after",
         "Blanket in mid spring, spot treatment after", "Iron-based (FeHEDTA) spot treatment in 2 rounds",
         "Dandelion, clover, plantain, chickweed and similar weeds"],
        ["Crabgrass prevention", "1 pre-emergent application", "2-step pre-emergent",
         "2-step pre-emergent", "Corn gluten meal, 1 application", "Pre-emergent must go down before "
         "soil reaches 55\u00b0F"],
        ["Grub prevention", "Not included (add-on, see sheet 3)", "Included, early summer",
         "Included, early summer", "Beneficial nematodes, midsummer", ""],
        ["Extras included", "\u2014", "\u2014", "Fall core aeration, surface insect control, lime as needed",
         "Compost tea in midsummer", ""],
        ["Free weed re-treats", "1 per season", "Unlimited", "Unlimited", "1 hand-weeding visit per season",
         "Rules on sheet 7"],
    ], aligns=["left", "center", "center", "center", "center", "left"])
    s.gap(6)
    s.h1("1.3  Application windows: what each round includes")
    s.para("Rounds are scheduled inside these windows. You get a text and e-mail the evening before each round "
           "(see sheet 6). A dash means the program has no round in that window.", after=6)
    s.table(spans, [["Window and dates", "Basic Green", "Classic Care", "Premier Plus", "Organic Balance",
                     "Timing note"]], [
        ["W1 Early spring\nMar 10 \u2013 Apr 15", "Fertilizer + crabgrass pre-emergent",
         "Fertilizer + crabgrass pre-emergent (step 1)",
         "Fertilizer + crabgrass pre-emergent (step 1) + lime if soil pH is below 6.0",
         "Organic fertilizer + corn gluten meal", "Starts when the ground is no longer frozen"],
        ["W2 Mid spring\nApr 16 \u2013 May 25", "\u2014",
         "Fertilizer + pre-emergent (step 2) + blanket broadleaf weed control",
         "Fertilizer with iron + pre-emergent (step 2) + blanket broadleaf weed control",
         "Organic fertilizer + iron weed spot treatment", "Do not mow for 24 hours after weed control"],
        ["W3 Early summer\nMay 26 \u2013 Jul 5", "Fertilizer + broadleaf weed spot treatment",
         "Fertilizer + grub preventive + weed spot treatment",
         "Fertilizer + grub preventive + weed spot treatment + surface insect control", "\u2014",
         "Grub preventive needs 1/2 inch of rain or watering within 7 days"],
        ["W4 Midsummer\nJul 6 \u2013 Aug 15", "\u2014", "Low-nitrogen fertilizer + weed spot treatment",
         "Low-nitrogen fertilizer with iron + weed spot treatment + surface insect control",
         "Beneficial nematodes + compost tea", "No herbicide applied above 90\u00b0F"],
        ["W5 Late summer\nAug 16 \u2013 Sep 20", "\u2014", "\u2014", "Fertilizer + weed spot treatment", "\u2014",
         "Premier Plus only"],
        ["W6 Early fall\nSep 21 \u2013 Oct 25", "Fertilizer + broadleaf weed control",
         "Fertilizer + broadleaf weed control", "Core aeration + fertilizer + broadleaf weed control",
         "Organic fertilizer + iron weed spot treatment", "Best time of year for overseeding (LR-03)"],
        ["W7 Late fall\nOct 26 \u2013 Nov 30", "Winterizer fertilizer", "Winterizer fertilizer",
         "Winterizer fertilizer + lime if needed", "Organic winterizer", "Last round of the season"],
    ], aligns=["left", "left", "left", "left", "left", "left"])
    s.finish()


def one_time(wb: Workbook) -> None:
    s = Sheet(wb, "One-Time Services", [8, 38, 17, 15, 17, 41], landscape=True, pages=2)
    s.title("2  One-Time Services",
            "Book any of these without a seasonal program. Prices are per visit at one property; the minimum "
            "one-time order for your zone (sheet 4) still applies.")
    spans = [(i, i) for i in range(1, 7)]
    s.table(spans, [["Code", "Service", "Unit", "Price", "Minimum charge", "What's included / conditions"]], [
        ("group", "Lawn renovation"),
        ["LR-01", "Core aeration, first 5,000 sq ft", "per visit", 95, "\u2014",
         "Hollow-tine machine; cores are left on the lawn to break down. Flag sprinkler heads before we arrive."],
        ["LR-02", "Core aeration, each additional 1,000 sq ft", "per 1,000 sq ft", 11, "\u2014",
         "Added to LR-01 for lawns over 5,000 sq ft."],
        ["LR-03", "Overseeding with aeration", "per 1,000 sq ft", 24, "$120.00",
         "Turf-type tall fescue and Kentucky bluegrass blend, seed included. Booked together with LR-01."],
        ["LR-04", "Slit seeding (stand-alone overseeding)", "per 1,000 sq ft", 38, "$180.00",
         "For thin or bare lawns; seed and starter fertilizer included."],
        ["LR-05", "Dethatching (power raking)", "per 1,000 sq ft", 19, "$150.00",
         "Thatch raked, bagged and hauled away. April or September only."],
        ["LR-06", "Compost topdressing, 1/4 inch layer", "per 1,000 sq ft", 65, "$250.00",
         "Screened leaf compost. Sales tax on the material part.\u2020"],
        ["LR-07", "Lime application (pelletized)", "per 1,000 sq ft", 6.5, "$60.00",
         "Recommended only after a soil test (LR-10)."],
        ["LR-08", "Curative grub control", "per 1,000 sq ft", 14, "$85.00",
         "Must be watered in with 1/2 inch of water within 24 hours."],
        ["LR-09", "Sod installation, Kentucky bluegrass blend", "per sq ft installed", 2.15, "$1,100.00",
         "Removal of old turf, grading up to 2 inches and starter fertilizer included. Sales tax on sod.\u2020"],
        ["LR-10", "Soil test with lab analysis", "per sample", 45, "\u2014",
         "One sample per 10,000 sq ft; results e-mailed in 10\u201314 business days."],
        ("group", "Mowing & trimming"),
        ["MT-01", "Mow, trim & blow, lawn up to 7,500 sq ft", "per visit", 48, "\u2014",
         "Weekly or every 2 weeks, April to October. Clippings are mulched, not bagged."],
        ["MT-02", "Mow, trim & blow, 7,501 \u2013 15,000 sq ft", "per visit", 62, "\u2014", "As MT-01."],
        ["MT-03", "Mow, trim & blow, 15,001 sq ft \u2013 1 acre", "per visit", 89, "\u2014", "As MT-01."],
        ["MT-04", "Mowing, lawns over 1 acre", "per visit", "Quote", "\u2014", "Free on-site estimate."],
        ["MT-05", "Bagging and removal of clippings", "per visit", 15, "\u2014", "Add to MT-01, MT-02 or MT-03."],
        ["MT-06", "Overgrowth surcharge (grass taller than 8 inches)", "per visit", "+50% of mowing price",
         "\u2014", "Also charged on the first cut of the season if the lawn was not cut since fall."],
        ["MT-07", "Hedge and shrub trimming, 2-person crew", "per crew hour", 78, "$78.00 (1 hour)",
         "Clippings hauled away. Hedges taller than 8 ft add a $35.00 ladder and lift fee per visit."],
        ["MT-08", "Bed edging (natural spade edge re-cut)", "per linear foot", 1.25, "$75.00", ""],
        ("group", "Cleanups"),
        ["CL-01", "Spring cleanup, 2-person crew", "per crew hour", 72, "$144.00 (2 hours)",
         "Leaves, sticks and winter debris removed from lawn and beds; perennials cut back."],
        ["CL-02", "Fall leaf cleanup, 2-person crew", "per crew hour", 72, "$144.00 (2 hours)",
         "Leaves blown, vacuumed and hauled away. Booked October 15 to December 10."],
        ["CL-03", "Leaf haul-away only", "per cubic yard", 28, "$56.00",
         "For leaves you have piled at the curb or driveway yourself."],
        ["CL-04", "Storm debris cleanup", "per crew hour", 95, "$190.00 (2 hours)",
         "Branches up to 6 inches in diameter; larger limbs are referred to a tree service."],
        ["CL-05", "Gutter cleaning, single-story home (up to 150 linear ft)", "per visit", 135, "\u2014",
         "Downspouts flushed; debris bagged and removed."],
        ("group", "Beds & mulch"),
        ["BM-01", "Shredded hardwood mulch, natural, installed", "per cubic yard", 89, "$267.00 (3 yd)",
         "One cubic yard covers about 100 sq ft at 3 inches deep.\u2020"],
        ["BM-02", "Dyed mulch, black or brown, installed", "per cubic yard", 96, "$288.00 (3 yd)",
         "Color guaranteed for one season.\u2020"],
        ["BM-03", "Bed weeding by hand", "per crew hour", 68, "$68.00 (1 hour)", "Weeds removed with roots and hauled away."],
        ["BM-04", "Bed pre-emergent weed preventer", "per 1,000 sq ft of bed", 32, "$50.00",
         "Applied after mulching; lasts about 12 weeks."],
        ["BM-05", "Annual flowers, planted", "per flat of 18 plants", 42, "\u2014",
         "Bed preparation and slow-release plant food included.\u2020"],
        ["BM-06", "River rock (1\u20133 inch), installed", "per ton", 210, "$210.00 (1 ton)",
         "Landscape fabric included.\u2020"],
        ("group", "Irrigation & estimates"),
        ["IR-01", "Irrigation spring start-up, up to 6 zones", "per visit", 85, "\u2014",
         "System filled, each zone run and heads adjusted. Each zone over 6 adds $9.00."],
        ["IR-02", "Irrigation winterization (compressed-air blowout), up to 6 zones", "per visit", 95, "\u2014",
         "Booked October 1 to November 15. Each zone over 6 adds $9.00."],
        ["ES-01", "Landscape project estimate (site visit)", "per visit", "Free in Zones A\u2013C", "\u2014",
         "Zone D: $40.00, credited to the job if you book it within 30 days."],
    ], fmts=[None, None, None, USD, None, None],
        aligns=["left", "left", "left", "right", "right", "left"], bold_first=False, repeat_header=True)
    s.gap(4)
    s.note("Crew-hour rates are billed in 15-minute steps once the minimum is reached. A crew hour is one hour of a "
           "two-person crew on site.")
    s.note("\u2020 Materials (compost, sod, mulch, plants and stone) carry 6% sales tax, shown separately on your "
           "invoice. Labor is not taxed.")
    s.note("Fuel surcharge: up to 4% may be added to one-time services while the regional diesel average is above "
           "$5.00 per gallon. We announce it by e-mail at least 14 days ahead.")
    s.finish()


def add_ons(wb: Workbook) -> None:
    s = Sheet(wb, "Add-On Services", [34, 12, 22, 15, 15, 15, 24], landscape=True, pages=1)
    s.title("3  Add-On Services",
            "Extras you can add to a seasonal program. Add-ons run on their own route and are billed the day "
            "after each visit.")
    s.h1("3.1  Lawn and yard add-ons")
    spans = [(i, i) for i in range(1, 8)]
    s.table(spans, [["Add-on", "Visits per season", "When", "Price per visit by property size", None, None,
                     "Available with"],
                    ["^", "^", "^", "Up to 10,000 sq ft", "10,001 \u2013 20,000 sq ft", "20,001 sq ft \u2013 1 acre",
                     "^"]], [
        ["Mosquito & tick barrier (synthetic)", 7, "May 1 \u2013 Sep 30, every 3 weeks", 69, 84, 99, "All programs"],
        ["Natural mosquito & tick (cedar and garlic oils)", 8, "May 1 \u2013 Sep 30", 74, 89, 104, "All programs"],
        ["Disease control (brown patch, dollar spot)", "Up to 3", "June \u2013 August, as needed", 58, 72, 88,
         "Classic Care, Premier Plus"],
        ["Surface insect control (chinch bugs, sod webworms)", 1, "July", 45, 55, 65,
         "Basic Green, Classic Care (included in Premier Plus)"],
        ["Grub preventive", 1, "June", "$12.00 per 1,000 sq ft, minimum $65.00", None, None,
         "Basic Green"],
        ["Perimeter pest barrier (3 ft band around the foundation)", 3, "April, July, October",
         "$89.00 per visit, any size", None, None, "All programs"],
    ], fmts=[None, None, None, USD, USD, USD, None],
        aligns=["left", "center", "left", "right", "right", "right", "left"])
    s.note("Properties larger than 1 acre: mosquito, disease and insect add-ons are quoted individually.")
    s.note("Mosquito re-spray: if mosquitoes come back between scheduled visits, we re-spray free of charge within "
           "3 business days of your request. We never spray flowering plants in bloom or vegetable gardens.")
    s.gap(10)
    s.h1("3.2  Tree and shrub care plans")
    s.table(spans, [["Plan", "Visits", "What's included", None, "Price per visit", None, None],
                    ["^", "^", "^", None, "Up to 15 shrubs", "16 \u2013 30 shrubs", "31 \u2013 50 shrubs"]], [
        ["Shrub Essentials", "4", "Fertilizer plus insect and mite control (April, June, August, October)", None,
         59, 79, 99],
        ["Shrub & Tree Complete", "6", "Shrub Essentials plus dormant oil (March), disease control (May) and "
         "deep-root feeding of trees up to 20 ft", None, 79, 104, 129],
    ], fmts=[None, None, None, None, USD, USD, USD], aligns=["left", "center", "left", "left", "right", "right", "right"])
    s.note("More than 50 shrubs: priced after a free site visit. Each tree up to 20 ft tall counts as 3 shrubs; trees "
           "taller than 20 ft are not covered by these plans.")
    s.gap(10)
    s.h1("3.3  Other seasonal services")
    s.table([(1, 1), (2, 3), (4, 7)], [["Service", "Schedule", "Price"]], [
        ["Deer repellent spray", "Monthly, November \u2013 March (5 visits)", "$55.00 per visit for up to 25 shrubs"],
        ["Pet waste removal, weekly", "April \u2013 November", "$18.00 per visit for 1 dog; $4.00 for each additional dog"],
        ["Pet waste removal, every 2 weeks", "April \u2013 November", "$26.00 per visit for 1 dog; $6.00 for each "
         "additional dog"],
    ], aligns=["left", "left", "left"])
    s.gap(8)
    s.box("Bundle and discount rules for add-ons", [
        "Bundle discount: 10% off add-on prices when one account has 3 or more add-ons. Pet waste removal does "
        "not count toward the 3 and is never discounted.",
        "The prepay discount (sheet 5) does not apply to add-ons.",
    ])
    s.finish()


def zones(wb: Workbook) -> None:
    s = Sheet(wb, "Service Zones", [9, 29, 20, 17, 17, 19, 14, 13], landscape=True, pages=1)
    s.title("4  Service Area and Zones",
            "Your zone sets the travel surcharge, your regular mowing day and the smallest one-time job we book.")
    spans = [(i, i) for i in range(1, 9)]
    s.table(spans, [["Zone", "Towns", "ZIP codes", "Travel surcharge", None, "Regular mowing day",
                     "Minimum one-time order", "Organic Balance"],
                    ["^", "^", "^", "One-time & add-ons (per visit)", "Program rounds (per round)", "^",
                     "^", "^"]], [
        ["Zone A", "Ashby Falls, Brennan, Cedar Ridge", "18301, 18302, 18306", 0, 0, "Monday and Thursday", 60,
         "Available"],
        ["Zone B", "Dunmore Heights, Elk Hollow, Fairview Lake, Granton", "18310, 18311, 18314, 18317", 6, 0,
         "Tuesday and Friday", 75, "Available"],
        ["Zone C", "Hollis Mill, Lindale, Marwood, Oakhaven", "18320, 18322, 18325, 18327", 12, 6, "Wednesday",
         90, "Available"],
        ["Zone D", "Pine Bluff, Quarry Hill, Red Oak Springs, Stonebridge, Westvale",
         "18330, 18331, 18334, 18336, 18338", 19, 19, "Friday (every 2 weeks only)", 125, "Not available"],
    ], fmts=[None, None, None, USD, USD, None, USD, None],
        aligns=["left", "left", "left", "right", "right", "left", "right", "center"])
    s.note("The minimum one-time order is the smallest total, before travel surcharge and tax, that we book for one "
           "visit. Smaller jobs are charged the minimum.")
    s.note("Zone D: weekly mowing is not offered; mowing is every 2 weeks only.")
    s.gap(10)
    s.h1("4.1  Which yard serves you")
    s.table([(1, 2), (3, 5), (6, 8)], [["Yard", "Zones served", "Estimate turnaround"]], [
        ["Ashby Falls main yard", "Zones A and B", "Written estimate within 2 business days of the site visit"],
        ["Marwood yard", "Zones C and D", "Written estimate within 4 business days of the site visit"],
    ], aligns=["left", "left", "left"])
    s.gap(10)
    s.items([
        "Add gate codes, dog-fence locations and parking instructions in the customer portal under Property notes.",
        "Homes on private roads: tell us if the road has a weight limit, because aeration machines travel on a "
        "trailer.",
        "Corner lots and lots that cross a zone line are placed in the zone of the mailing address.",
    ], lead="Before your first visit:", c1=0)
    s.finish()


TEXT_WIDTHS = [3, 4, 22, 22, 22, 22]


def billing(wb: Workbook) -> None:
    s = Sheet(wb, "Billing & Payment", TEXT_WIDTHS)
    s.title("5  Billing and Payment Terms", "How and when you are charged, ways to pay, discounts and fees.")
    s.h1("5.1  How billing works")
    s.para("Program rounds and add-ons are billed per visit. The card or bank account on file is charged one "
           "business day after each visit, and the invoice is e-mailed to you the same day. Customers without a "
           "payment method on file get an e-mailed invoice that is due within 15 days of the invoice date.")
    s.h1("5.2  Ways to pay")
    s.items([
        "Visa, Mastercard, Discover or American Express. We do not add a surcharge for paying by card.",
        "ACH bank draft from a U.S. checking account.",
        "Check payable to Greenleaf Lawn Care & Landscaping, LLC, mailed to PO Box 418, Ashby Falls 18301. Write "
        "your account number (it starts with GL-) on the memo line.",
        "Online in the customer portal at my.greenleafharlow.com.",
    ], lead="We accept:")
    s.para("Our crews cannot accept cash or checks at your property.", italic=True)
    s.h1("5.3  Prepay discount")
    s.table([(2, 4), (5, 6)], [["Full-season program price paid", "Discount"]], [
        ["By March 31, 2026", "6%"],
        ["April 1 \u2013 May 15, 2026", "3%"],
        ["After May 15, 2026", "No discount"],
    ], aligns=["left", "center"])
    s.note("The discount applies to seasonal program rounds only: not to add-ons, one-time services or travel "
           "surcharges. Prepay by card, ACH or check; a check must arrive by the deadline.", c1=2)
    s.gap(8)
    s.h1("5.4  Budget plan (monthly payments)")
    s.para("Spread your program cost over 10 equal monthly payments, charged on the 5th of each month from March "
           "to December. The budget plan needs autopay by card or ACH; there is no enrollment fee. Enroll by "
           "March 20 to start in March; later enrollments are spread over the months that remain.")
    s.para("In December we compare what you paid with the rounds actually delivered. An overpayment is credited to "
           "next season, or refunded if you ask; an underpayment is charged with the December payment.")
    s.h1("5.5  Late and returned payments")
    s.items([
        "31 days after the invoice date: a late fee of 1.5% of the unpaid balance per month (minimum $5.00).",
        "60 days: scheduled visits are suspended until the account is brought up to date.",
        "90 days: the account is referred to our collection agency, and collection costs are added as the "
        "law allows.",
    ], lead="If an invoice is not paid on time:")
    s.para("A returned check or rejected ACH draft costs $35.00. After two returned payments in 12 months we "
           "accept only card payments or certified checks on that account.")
    s.page_break()
    s.h1("5.6  Turning on autopay")
    s.items([
        "Sign in at my.greenleafharlow.com with your account number (GL- followed by 5 digits) and the ZIP "
        "code of your service address.",
        "Open Billing, then Payment methods.",
        "Add a card or bank account and tick \u201cUse for automatic payments\u201d.",
        "Select Save. A confirmation e-mail from billing@greenleafharlow.com arrives within 1 hour.",
        "Invoices issued before autopay was turned on are not collected automatically: pay them by hand in "
        "the portal.",
    ], lead="To set up automatic payments in the customer portal:", numbered=True)
    s.box("Refer a neighbor", [
        "Get a $25.00 account credit for every new customer you refer who completes two paid program rounds. "
        "Referral credits are capped at $250.00 per season and cannot be paid out in cash.",
    ])
    s.note("Prices exclude sales tax. A 6% sales tax applies to materials only (mulch, stone, sod, compost and "
           "plants). Greenleaf may change prices for the 2027 season with 30 days' written notice; customers "
           "with a price lock (sheet 1) keep their 2026 round price.")
    s.finish()


def scheduling(wb: Workbook) -> None:
    s = Sheet(wb, "Scheduling & Cancellation", TEXT_WIDTHS)
    s.title("6  Scheduling, Skips and Cancellation", "What happens before a visit, weather delays, and how to "
            "skip, pause or cancel.")
    s.h1("6.1  Before each visit")
    s.para("We send a text and an e-mail by 6:00 p.m. the evening before each visit. Program rounds are given a "
           "3-day arrival window; mowing takes place on your zone's mowing day (sheet 4). You do not need to be "
           "home, and the technician leaves a service note on the door with what was applied.")
    s.items([
        "Gates are unlocked, or the gate code is in your Property notes.",
        "Pets are indoors, and toys, hoses and lawn furniture are off the grass.",
        "Irrigation is switched off on the day of a program round.",
        "Sprinkler heads, invisible dog fence wires and shallow cables are flagged before aeration or slit "
        "seeding.",
    ], lead="On service day, please make sure that:")
    s.para("If the crew cannot reach the lawn because of a locked gate or a loose pet, we leave a note and charge "
           "a $25.00 trip fee.")
    s.h1("6.2  Weather delays")
    s.para("We do not apply products when rain is expected within 2 hours, when the wind is above 10 mph or when "
           "the temperature is above 90\u00b0F. An affected round moves to the next suitable day, normally "
           "within 5 business days, at no charge.")
    s.para("Mowing postponed by rain moves to the next working day. If rain costs a whole week, that week's mow "
           "is skipped and not charged.")
    s.h1("6.3  Skipping or pausing")
    s.para("To skip a visit, tell us at least 2 business days before the scheduled date by phone, e-mail, text "
           "line or the portal. A skipped program round is not billed, and we make it up only while its "
           "application window is still open.")
    s.box("Vacation holds for mowing", [
        "Mowing customers can pause service for up to 3 weeks in a row once per season at no charge. A longer "
        "pause releases your route slot, and we re-book you on the next free slot when you return.",
    ])
    s.h1("6.4  Cancellation fees")
    s.table([(2, 4), (5, 6)], [["Situation", "Fee"]], [
        ["One-time service cancelled 48 hours or more before the scheduled start", "No fee"],
        ["One-time service cancelled less than 48 hours before the scheduled start", "$45.00"],
        ["Crew arrives but cannot start a one-time service because of the customer", "$60.00 trip charge"],
        ["Program round skipped with 2 or more business days' notice", "No fee"],
        ["Seasonal program cancelled (pay per round or budget plan)", "No fee"],
        ["Prepaid seasonal program cancelled", "$30.00 administration fee, deducted from the refund"],
        ["Mulch, sod or stone order cancelled after the materials were delivered", "25% restocking fee on the "
         "materials"],
    ], aligns=["left", "left"], bold_first=False)
    s.gap(8)
    s.page_break()
    s.h1("6.5  Cancelling a seasonal program")
    s.para("You can cancel at any time. Notice must be given by phone or e-mail; a text message or a note left for "
           "the crew does not count as notice. A prepaid customer is refunded the rounds not yet delivered, less "
           "the prepay discount received on them and less the $30.00 administration fee. Refunds go back to the "
           "original payment method within 10 business days.", after=2)
    s.items([
        "Call (484) 555-0142 or e-mail service@greenleafharlow.com with your account number and service address.",
        "Tell us the date you want service to end.",
        "Within 2 business days you receive a cancellation confirmation number. Keep it until your final "
        "invoice or refund has arrived.",
    ], lead="To cancel:", numbered=True)
    s.h1("6.6  Automatic renewal")
    s.para("Programs renew each season unless you cancel. We mail and e-mail a renewal notice with next season's "
           "prices by January 31. To stop the renewal, tell us by February 20; after that date you can still "
           "cancel without a fee before the first round is applied.")
    s.h1("6.7  Moving house")
    s.para("If you move within our zones, we transfer your program to the new address. Tell us at least 10 days "
           "before the move; the price per round is recalculated for the new lawn size and zone. A program cannot "
           "be handed over to the buyer of your home: the new owner signs up as a new customer.")
    s.finish()


def guarantees(wb: Workbook) -> None:
    s = Sheet(wb, "Guarantees & Re-treats", TEXT_WIDTHS, pages=1)
    s.title("7  Guarantees and Re-treats", "What we put right at no charge, and what the guarantees do not cover.")
    s.h1("7.1  Weed re-treat guarantee")
    s.para("If broadleaf weeds are still alive 14 days after a weed-control round, we re-treat them free of "
           "charge. Ask for the re-treat between day 14 and day 30 after the round.")
    s.table([(2, 3), (4, 6)], [["Program", "Free weed re-treats"]], [
        ["Basic Green", "1 per season"],
        ["Classic Care", "Unlimited, plus the grub damage guarantee (7.3)"],
        ["Premier Plus", "Unlimited, plus the grub damage guarantee (7.3) and free surface insect re-treats"],
        ["Organic Balance", "1 hand-weeding visit per season, up to 45 minutes"],
    ], aligns=["left", "left"])
    s.gap(8)
    s.h1("7.2  What the re-treat guarantee does not cover")
    s.items([
        "Grassy weeds such as nutsedge, quackgrass and wild onion. Crabgrass is covered only for Classic Care "
        "and Premier Plus lawns that received both pre-emergent steps.",
        "Areas seeded or sodded in the last 60 days (we leave them out of weed control).",
        "Weeds in beds, in cracks in paving or in gravel areas.",
        "Lawns mowed or watered within 24 hours after a weed-control round.",
        "Damage from drought, heat stress, pet urine, or shade (areas with less than 4 hours of direct sun).",
    ], lead="The guarantee does not apply to:")
    s.h1("7.3  Grub damage guarantee (Classic Care and Premier Plus)")
    s.para("If grubs damage your lawn in a season in which we applied the grub preventive, we apply a curative "
           "treatment and reseed the damaged area, up to 1,000 sq ft, at no charge. Damage from skunks or raccoons "
           "digging for grubs is included. Report the damage by October 31.")
    s.h1("7.4  Seeding results")
    s.para("We cannot guarantee seed germination, because results depend on watering. If fewer than half of the "
           "seeded areas show new grass 6 weeks after seeding and you followed our watering guide, we reseed those "
           "areas at 50% of the seeding price.")
    s.h1("7.5  One-time services")
    s.para("Tell us within 7 days if a one-time service was not done to your satisfaction. We come back within 5 "
           "business days to put it right at no charge. If it is still not right, we refund the labor part of "
           "that service; materials are not refunded.")
    s.h1("7.6  Property damage")
    s.para("Report damage caused by our crews within 72 hours, with photos. We repair or pay for damage to flagged "
           "sprinkler heads, flagged dog-fence wires and other marked items. We are not responsible for unmarked "
           "items hidden in the lawn.")
    s.h1("7.7  Requesting a re-treat")
    s.items([
        "Wait at least 14 days after the round, so the product has time to work.",
        "In the customer portal open Service requests and choose \u201cRe-treat\u201d, or call (484) 555-0142.",
        "Add a photo and say where on the property the weeds are. This is optional but speeds things up.",
        "A technician comes within 5 business days; you get a text the evening before.",
    ], lead="How to ask for a re-treat:", numbered=True)
    s.box("After each round", [
        "Keep children and pets off treated areas until the product has dried, about 1 to 2 hours.",
        "Granular fertilizer: water it in within 48 hours. Weed control: no mowing or watering for 24 hours. "
        "Grub control: water in with 1/2 inch of water within 24 hours.",
    ])
    s.finish()


def contact(wb: Workbook) -> None:
    s = Sheet(wb, "Contact & Hours", [3, 26, 19, 16, 14, 22], pages=1)
    s.title("8  Contact Us and Office Hours", "Who to call or write to, and when we are open.")
    s.h1("8.1  Phone numbers and e-mail")
    s.table([(2, 2), (3, 3), (4, 5), (6, 6)], [["Department", "Phone", "E-mail", "Use it for"]], [
        ["Customer service (main office)", "(484) 555-0142", "service@greenleafharlow.com",
         "Schedules, skips, re-treats, cancellations"],
        ["Billing", "(484) 555-0143", "billing@greenleafharlow.com", "Invoices, autopay, refunds"],
        ["Estimates and new customers", "(484) 555-0150", "estimates@greenleafharlow.com",
         "Quotes, site visits, sign-ups"],
        ["Commercial accounts", "E-mail only", "commercial@greenleafharlow.com",
         "HOAs, offices, property managers"],
        ["Text line", "(484) 555-0166 (text only)", "\u2014", "Skip requests and gate codes; not for "
         "cancellations"],
        ["Storm line (after hours)", "(484) 555-0199", "\u2014", "Fallen limbs blocking a driveway; April "
         "to November only"],
    ], aligns=["left", "left", "left", "left"])
    s.gap(6)
    s.para("E-mails are answered within 1 business day. Voicemails left in the peak season are returned within "
           "4 business hours. Text-line messages get a reply between 7:00 a.m. and 7:00 p.m. the same day.")
    s.h1("8.2  Office and yard hours")
    s.table([(2, 2), (3, 3), (4, 5), (6, 6)], [["Location", "Days", "Peak season (Mar 1 \u2013 Nov 30)",
                                                 "Off-season (Dec 1 \u2013 Feb 28)"]], [
        ("group", "Ashby Falls main office \u2014 2150 Orchard Mill Road, Ashby Falls 18301"),
        ["Office and customer service", "Monday \u2013 Friday", "7:30 a.m. \u2013 6:00 p.m.", "8:30 a.m. \u2013 4:30 p.m."],
        ["", "Saturday", "8:00 a.m. \u2013 12:00 p.m.", "Closed"],
        ["", "Sunday", "Closed", "Closed"],
        ("group", "Marwood yard \u2014 77 Quarry Lane, Marwood 18325 (mulch and stone pickup only, no office)"),
        ["Material pickup", "Monday \u2013 Friday", "7:00 a.m. \u2013 3:30 p.m.", "Closed"],
        ["", "Saturday", "7:00 a.m. \u2013 11:00 a.m. (April \u2013 June only)", "Closed"],
        ["", "Sunday", "Closed", "Closed"],
    ], aligns=["left", "left", "left", "left"])
    s.gap(8)
    s.items(["New Year's Day", "Memorial Day", "Independence Day (July 4)", "Labor Day",
             "Thanksgiving Day and the Friday after", "Christmas Eve (we close at noon)", "Christmas Day"],
            lead="The office and the Marwood yard are closed on these holidays:", c1=0)
    s.h1("8.3  Mailing address")
    s.para("Greenleaf Lawn Care & Landscaping, LLC, PO Box 418, Ashby Falls 18301. Use it for payments and "
           "letters; the PO box does not accept deliveries.")
    s.box("Licensed and insured", [
        "State pesticide business license no. BL-20418. Every technician who applies products is a certified "
        "applicator.",
        "General liability insurance of $2,000,000 per occurrence. For a certificate of insurance, e-mail "
        "estimates@greenleafharlow.com (commercial customers: commercial@greenleafharlow.com).",
    ])
    s.note("Prices in this list are valid from March 1, 2026 to February 28, 2027 and replace the 2025 price list. "
           "Printed prices do not include sales tax on materials.")
    s.finish()


def workbook() -> Workbook:
    wb = Workbook()
    wb.remove(wb.active)
    cover(wb)
    programs(wb)
    one_time(wb)
    add_ons(wb)
    zones(wb)
    billing(wb)
    scheduling(wb)
    guarantees(wb)
    contact(wb)
    props = wb.properties
    props.title = "Greenleaf Lawn Care & Landscaping \u2014 2026 Price List & Service Terms"
    props.subject = "Residential price list, programs, add-ons, zones, billing, cancellation and guarantees"
    props.creator = "Greenleaf Lawn Care & Landscaping, LLC"
    props.lastModifiedBy = "Greenleaf Office"
    props.created = FIXED_TIME
    props.modified = FIXED_TIME
    return wb


def pin_metadata(pdf: bytes) -> bytes:
    """Overwrite LibreOffice's conversion time and document ID with fixed values of the same length."""
    def date(match: re.Match) -> bytes:
        old = match.group(2)
        new = FIXED_TIME.strftime("D:%Y%m%d%H%M%S").encode()
        new = (new + old[len(new):]) if len(old) >= len(new) else old
        return match.group(1) + new + b")"

    pdf = re.sub(rb"(/(?:CreationDate|ModDate)\s*\()([^)]*)\)", date, pdf)

    def ident(match: re.Match) -> bytes:
        fixed = b"6C65616631" * 8          # "leaf1" in hex, repeated
        return match.group(1) + re.sub(rb"<([0-9A-Fa-f]+)>", lambda m: b"<" + fixed[:len(m.group(1))] + b">",
                                       match.group(2))

    pdf = re.sub(rb"(/ID\s*\[\s*)(<[0-9A-Fa-f]+>\s*<[0-9A-Fa-f]+>)", ident, pdf)
    # LibreOffice's /DocChecksum covers the original time stamp: recompute it over the pinned bytes.
    blank = re.sub(rb"(/DocChecksum /)[0-9A-Fa-f]{32}", rb"\g<1>" + b"0" * 32, pdf)
    digest = hashlib.md5(blank).hexdigest().upper().encode()
    return re.sub(rb"(/DocChecksum /)[0-9A-Fa-f]{32}", lambda m: m.group(1) + digest, pdf)


def convert(xlsx: Path, workdir: Path) -> Path:
    profile = workdir / "lo-profile"
    env = dict(os.environ, TZ="UTC", SAL_USE_VCLPLUGIN="svp")
    subprocess.run(["soffice", f"-env:UserInstallation=file://{profile}", "--headless", "--norestore",
                    "--convert-to", "pdf", "--outdir", str(workdir), str(xlsx)],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    return workdir / (xlsx.stem + ".pdf")


def build(keep_xlsx: Path | None = None) -> Path:
    with tempfile.TemporaryDirectory(prefix="greenleaf-") as tmp:
        tmpdir = Path(tmp)
        xlsx = tmpdir / "greenleaf-lawn-care-price-list.xlsx"
        workbook().save(xlsx)
        if keep_xlsx:
            keep_xlsx.mkdir(parents=True, exist_ok=True)
            shutil.copy(xlsx, keep_xlsx / xlsx.name)
        pdf = convert(xlsx, tmpdir)
        data = pin_metadata(pdf.read_bytes())
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    return OUT


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep-xlsx", type=Path, help="also copy the generated .xlsx into this folder")
    args = parser.parse_args()
    path = build(args.keep_xlsx)
    print(path, path.stat().st_size, "bytes")
