"""Build samples/documents/fernhill-freight-rate-card.pdf: a freight rate card written as a spreadsheet workbook.

The workbook (rate_card.xlsx, written next to this script) is made with openpyxl, with print settings on every
sheet (A4, header/footer with page numbers, repeated title rows, fit to width, manual page breaks). ssconvert
turns it into Gnumeric's own XML (where the repeated title rows are set, as Gnumeric does not apply the xlsx
Print_Titles name), then Gnumeric prints that to PDF (cairo). Neither is a project dependency; install them in a throwaway place:

    apt-get install -y gnumeric                       # provides ssconvert (built with 1.12.55)
    python3 -m venv /tmp/fernhill_freight_rate_card_work/venv
    /tmp/fernhill_freight_rate_card_work/venv/bin/pip install openpyxl
    /tmp/fernhill_freight_rate_card_work/venv/bin/python samples/fernhill_freight_rate_card/build.py

The workbook's document properties carry a fixed date and SOURCE_DATE_EPOCH is set for cairo, so the PDF's
creation date is pinned where the maker allows; the bytes may still differ between Gnumeric versions.
"""

import gzip
import math
import os
import re
import subprocess
from datetime import datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.worksheet.pagebreak import Break

HERE = Path(__file__).resolve().parent
XLSX = HERE / "rate_card.xlsx"
OUT = HERE.parent / "documents" / "fernhill-freight-rate-card.pdf"
FIXED = datetime(2025, 12, 15, 9, 0, 0)
EPOCH = "1765789200"  # 2025-12-15 09:00 UTC

FONT = "Carlito"
NAVY = "1F3A5F"
PALE = "DCE6F1"
SAND = "FFF4D6"
GREY = "F2F2F2"
thin = Side(style="thin", color="7F7F7F")
medium = Side(style="medium", color=NAVY)
BOX = Border(left=thin, right=thin, top=thin, bottom=thin)
MONEY = '"£"#,##0.00'


def f(size=10, bold=False, italic=False, color="000000"):
    return Font(name=FONT, size=size, bold=bold, italic=italic, color=color)


class Sheet:
    """A print sheet filled top to bottom; every text row is merged across the sheet's columns."""

    def __init__(self, wb, title, widths, chars_per_line=100, landscape=False):
        self.ws = wb.create_sheet(title)
        self.ncol = len(widths)
        self.cpl = chars_per_line
        self.r = 1
        for i, w in enumerate(widths):
            self.ws.column_dimensions[chr(65 + i)].width = w
        ws = self.ws
        ws.sheet_view.showGridLines = False
        ws.print_options.gridLines = False
        ws.page_setup.paperSize = ws.PAPERSIZE_A4
        ws.page_setup.orientation = "landscape" if landscape else "portrait"
        ws.sheet_properties.pageSetUpPr.fitToPage = True
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = 0
        ws.page_margins.left = ws.page_margins.right = 0.55
        ws.page_margins.top = 0.85
        ws.page_margins.bottom = 0.8
        ws.page_margins.header = 0.35
        ws.page_margins.footer = 0.35
        ws.oddHeader.left.text = "Fernhill Freight Ltd"
        ws.oddHeader.left.size = 8
        ws.oddHeader.right.text = "Account Rate Card && Service Guide 2026  |  &A"
        ws.oddHeader.right.size = 8
        ws.oddFooter.left.text = "Edition RC-26.1 · Effective 5 January 2026 · All prices exclude VAT"
        ws.oddFooter.left.size = 7
        ws.oddFooter.right.text = "Page &P of &N"
        ws.oddFooter.right.size = 8

    # --- low-level helpers -------------------------------------------------------------------------
    def merged(self, text, font, height=None, fill=None, align="left", wrap=True, indent=0, border=None,
               first_col=1):
        ws, r = self.ws, self.r
        last = self.ncol
        if last > first_col:
            ws.merge_cells(start_row=r, start_column=first_col, end_row=r, end_column=last)
        c = ws.cell(row=r, column=first_col, value=text)
        c.font = font
        c.alignment = Alignment(horizontal=align, vertical="top", wrap_text=wrap, indent=indent)
        if fill:
            for col in range(first_col, last + 1):
                ws.cell(row=r, column=col).fill = PatternFill("solid", fgColor=fill)
        if border:
            for col in range(first_col, last + 1):
                ws.cell(row=r, column=col).border = border
        if height is None:
            lines = max(1, math.ceil(len(text) * font.size / 10 / self.cpl))
            height = lines * font.size * 1.32 + 3
        ws.row_dimensions[r].height = height
        self.r += 1

    def gap(self, h=6):
        self.ws.row_dimensions[self.r].height = h
        self.r += 1

    def page_break(self):
        self.ws.row_breaks.append(Break(id=self.r - 1))

    # --- document elements -------------------------------------------------------------------------
    def banner(self, text, sub=None):
        self.merged(text, f(16, True, color="FFFFFF"), height=26, fill=NAVY)
        if sub:
            self.merged(sub, f(9.5, italic=True, color=NAVY), height=16, fill=PALE)
        self.gap(8)

    def h1(self, text):
        self.gap(4)
        self.merged(text, f(13, True, color=NAVY), height=20)
        for col in range(1, self.ncol + 1):
            self.ws.cell(row=self.r - 1, column=col).border = Border(bottom=medium)
        self.gap(4)

    def h2(self, text):
        self.merged(text, f(11, True, color=NAVY), height=17)

    def para(self, text, size=10, italic=False, bold=False):
        self.merged(text, f(size, bold, italic))

    def lead(self, text):
        self.merged(text, f(10, True))

    def bullets(self, items):
        for it in items:
            self.merged("\u2022  " + it, f(10), indent=1)

    def numbered(self, items):
        for i, it in enumerate(items, 1):
            self.merged(f"{i}.  " + it, f(10), indent=1)

    def fine(self, lines):
        for ln in lines:
            self.merged(ln, f(8, italic=True, color="404040"))

    def box(self, title, lines, fill=SAND):
        """A ruled note: one merged row per line, outlined as a single box."""
        rows = []
        rows.append((title, f(10, True, color="7A4B00")))
        rows.extend((ln, f(9.5)) for ln in lines)
        start = self.r
        for text, font in rows:
            self.merged(text, font, fill=fill, indent=1)
        end = self.r - 1
        for rr in range(start, end + 1):
            for col in range(1, self.ncol + 1):
                c = self.ws.cell(row=rr, column=col)
                c.border = Border(left=medium if col == 1 else None,
                                  right=medium if col == self.ncol else None,
                                  top=medium if rr == start else None,
                                  bottom=medium if rr == end else None)
        self.gap(6)

    def table(self, header, rows, money_cols=(), center_cols=(), row_h=15, header_h=None, wrap_h=None,
              zebra=True, title_rows=False, merge=None):
        """A bordered grid. rows: lists of cell values; a float in a money column prints as £0.00."""
        ws = self.ws
        hr = self.r
        for j, h in enumerate(header, 1):
            c = ws.cell(row=hr, column=j, value=h)
            c.font = f(9.5, True, color="FFFFFF")
            c.fill = PatternFill("solid", fgColor=NAVY)
            c.alignment = Alignment(horizontal="center" if j > 1 else "left", vertical="center", wrap_text=True)
            c.border = BOX
        ws.row_dimensions[hr].height = header_h or 18
        self.r += 1
        if title_rows:
            ws.print_title_rows = f"{hr}:{hr}"
        for i, row in enumerate(rows):
            rr = self.r
            for j, v in enumerate(row, 1):
                c = ws.cell(row=rr, column=j, value=v)
                c.font = f(9.5, bold=(j == 1))
                c.border = BOX
                if j - 1 in money_cols and isinstance(v, (int, float)):
                    c.number_format = MONEY
                    c.alignment = Alignment(horizontal="right", vertical="top")
                elif j - 1 in center_cols or j - 1 in money_cols:
                    c.alignment = Alignment(horizontal="center", vertical="top", wrap_text=True)
                else:
                    c.alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
                if zebra and i % 2 == 1:
                    c.fill = PatternFill("solid", fgColor=GREY)
            h = row_h
            if wrap_h:
                h = wrap_h(row)
            ws.row_dimensions[rr].height = h
            self.r += 1
        if merge:
            for rr in range(hr, self.r):
                ws.merge_cells(start_row=rr, start_column=merge[0], end_row=rr, end_column=merge[1])
        self.gap(6)
        return hr


def lines_h(row, widths, size=9.5):
    """Row height for wrapped cells: the tallest cell by a rough characters-per-width estimate."""
    n = 1
    for v, w in zip(row, widths):
        s = str(v) if v is not None else ""
        per = max(4, int(w * 1.35))
        n = max(n, sum(max(1, math.ceil(len(part) / per)) for part in s.split("\n")))
    return n * size * 1.3 + 4


# ------------------------------------------------------------------------------------------------------
# Price tables
# ------------------------------------------------------------------------------------------------------
def r05(x):
    return round(round(x * 20) / 20, 2)


ECO_BANDS = [2, 5, 10, 15, 20, 25]
ECO_BASE = [4.35, 4.95, 5.60, 6.85]
ECO_INC = [0, 0.55, 1.40, 2.30, 3.25, 4.20]
ECO_FAC = [1, 1.08, 1.17, 1.35]

STD_BANDS = [2, 5, 10, 15, 20, 25, 30, 35, 40]
STD_BASE = [5.45, 6.10, 6.95, 8.40, 14.90]
STD_INC = [0, 0.70, 1.75, 2.90, 4.10, 5.35, 6.60, 8.05, 9.50]
STD_FAC = [1, 1.1, 1.2, 1.4, 2.0]

ND_BASE = [7.20, 7.95, 8.90, 11.60, 18.40]
ND_PER_KG = [0.38, 0.42, 0.47, 0.61, 0.95]


def eco(b, z):
    return r05(ECO_BASE[z] + ECO_INC[b] * ECO_FAC[z])


def std(b, z):
    return r05(STD_BASE[z] + STD_INC[b] * STD_FAC[z])


def nd(kg, z):
    return round(ND_BASE[z] + ND_PER_KG[z] * (kg - 1), 2)


PALLET_ND = [
    ("Quarter", "250 kg", "0.8 m", [38.50, 44.00, 52.75, 61.20, 118.00]),
    ("Half", "500 kg", "1.1 m", [49.90, 56.40, 67.80, 79.50, 152.00]),
    ("Light Full", "750 kg", "2.2 m", [62.40, 70.15, 84.90, 99.60, 189.00]),
    ("Full", "1,000 kg", "2.2 m", [71.80, 80.95, 97.30, 114.25, 215.00]),
    ("Oversize (base up to 1.2 x 1.2 m)", "1,000 kg", "2.2 m", [92.60, 104.10, 125.40, 147.90, "On application"]),
]
PALLET_ECO = [
    ("Quarter", [31.20, 35.90, 43.10, 49.95]),
    ("Half", [40.75, 46.20, 55.40, 64.80]),
    ("Light Full", [50.95, 57.30, 69.35, 81.40]),
    ("Full", [58.60, 66.10, 79.45, 93.25]),
    ("Oversize (base up to 1.2 x 1.2 m)", [75.60, 85.00, 102.40, 120.75]),
]


# ------------------------------------------------------------------------------------------------------
def build_workbook():
    wb = Workbook()
    wb.remove(wb.active)
    wb.properties.creator = "Fernhill Freight Ltd - Commercial Team"
    wb.properties.title = "Fernhill Freight Account Rate Card & Service Guide 2026"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED

    # ---------------- Cover ----------------
    W = [18, 18, 18, 18, 18, 18]
    s = Sheet(wb, "Cover", W, chars_per_line=112)
    s.gap(40)
    s.merged("FERNHILL FREIGHT", f(30, True, color="FFFFFF"), height=44, fill=NAVY, align="center")
    s.merged("Parcels  \u00b7  Pallets  \u00b7  Timed Delivery", f(13, italic=True, color="FFFFFF"), height=22,
             fill=NAVY, align="center")
    s.gap(18)
    s.merged("Account Rate Card & Service Guide 2026", f(20, True, color=NAVY), height=30, align="center")
    s.merged("Edition RC-26.1  \u00b7  Rates effective Monday 5 January 2026 until 31 December 2026",
             f(11, color="404040"), height=18, align="center")
    s.gap(24)
    s.h2("What is in this rate card")
    s.table(["Section", "Sheet", "What you will find", "", "", ""], [
        ["1", "Services", "Our four parcel services side by side; chargeable weight rule", "", "", ""],
        ["2", "Zones", "Postcode area to zone chart, home depots and exceptions", "", "", ""],
        ["3", "Economy & Standard", "Parcel prices by weight band and zone", "", "", ""],
        ["4", "Next Day", "Next Day parcel prices kilo by kilo, 1 kg to 50 kg; Timed supplements", "", "", ""],
        ["5", "Surcharges", "Fuel, remote area, oversize, Saturday and other additional charges", "", "", ""],
        ["6", "Pallets", "Pallet sizes, Next Day and Economy 48 pallet prices", "", "", ""],
        ["7", "Collections", "Collection cut-off times by depot and how to book", "", "", ""],
        ["8", "Claims", "Liability limits, claim deadlines and the claims procedure", "", "", ""],
        ["9", "Prohibited Items", "Items we will not carry and items carried with conditions", "", "", ""],
        ["10", "Account Terms", "Invoicing, payment and account terms", "", "", ""],
        ["11", "Contacts", "Depot telephone numbers, e-mail addresses and opening hours", "", "", ""],
    ], row_h=16, zebra=True, merge=(3, 6))
    s.gap(14)
    s.box("How to read this rate card", [
        "Find the delivery postcode area on the Zones sheet, work out the chargeable weight (Services sheet), "
        "then read the price where the weight row meets the zone column. Add the fuel surcharge and any other "
        "surcharges that apply. All prices are in pounds sterling, per parcel or per pallet, and exclude VAT.",
    ])
    s.gap(30)
    s.merged("Fernhill Freight Ltd  \u00b7  Unit 7, Tanyard Way, Fernhill Business Park, Leicester LE4 9QT",
             f(9, color="404040"), height=14, align="center")
    s.merged("Registered in England No. 08814427  \u00b7  VAT No. GB 318 4402 67  \u00b7  www.fernhillfreight.example",
             f(9, color="404040"), height=14, align="center")
    s.merged("This rate card is confidential to the named account holder and replaces all earlier rate cards.",
             f(8, italic=True, color="404040"), height=13, align="center")

    # ---------------- Services ----------------
    W = [30, 21, 21, 21, 24]
    s = Sheet(wb, "Services", W, chars_per_line=112)
    s.banner("1. Our Parcel Services", "Choose the service per consignment when you book or print labels")
    s.h2("1.1 Services compared")
    rows = [
        ["Service code", "ECO", "STD", "ND", "T12 / T10"],
        ["Typical transit, Zones 1-3", "3-5 working days", "2 working days", "Next working day",
         "Next working day by 12:00 (T12) or by 10:30 (T10)"],
        ["Transit to Zones 4-5", "4-6 working days (Zone 4 only)", "3 working days", "1-2 working days",
         "Not available"],
        ["Zones served", "Zones 1-4", "Zones 1-5", "Zones 1-5", "Zones 1-3 only"],
        ["Maximum weight per parcel", "25 kg", "40 kg", "50 kg", "30 kg"],
        ["Maximum length (longest side)", "1.2 m", "1.5 m", "1.5 m", "1.2 m"],
        ["Tracking", "Depot scans only", "Full tracking", "Full tracking + 1-hour delivery window by SMS",
         "Full tracking + 1-hour delivery window by SMS"],
        ["Signature on delivery", "Optional, £0.60 per parcel", "Included", "Included", "Included"],
        ["Liability cover included *", "£50 per consignment", "£100 per consignment", "£150 per consignment",
         "£250 per consignment"],
        ["Saturday delivery", "No", "No", "Yes, surcharge applies", "Yes, T12 only"],
        ["Late delivery refund", "None", "None", "Carriage refunded if late (Zones 1-3)",
         "Carriage and timed supplement refunded if late"],
        ["Parcels per consignment", "Up to 10", "Up to 20", "Up to 20", "Up to 5"],
    ]
    s.table(["", "Economy", "Standard", "Next Day", "Timed"], rows, center_cols=(1, 2, 3, 4),
            wrap_h=lambda row: lines_h(row, W), header_h=20)
    s.fine(["* Liability cover is limited as set out on the Claims sheet. Extended cover can be bought per "
            "consignment (see Surcharges, section 5.4).",
            "Transit times are targets, not guarantees, except where a late delivery refund is shown. Working days "
            "are Monday to Friday excluding bank holidays."])
    s.gap(6)
    s.h2("1.2 Chargeable weight (dimensional weight rule)")
    s.para("We charge every parcel on its chargeable weight: the higher of its actual weight and its volumetric "
           "weight, rounded up to the next whole kilogram. Volumetric weight is worked out from the outside "
           "dimensions of the parcel in centimetres:")
    s.table(["Service", "Volumetric weight formula", "Example: 60 x 40 x 40 cm box", "", ""], [
        ["Standard, Next Day, Timed", "L x W x H (cm) / 5000", "96,000 / 5000 = 19.2 kg, charged as 20 kg", "", ""],
        ["Economy", "L x W x H (cm) / 4000", "96,000 / 4000 = 24 kg, charged as 24 kg", "", ""],
    ], row_h=16, merge=(3, 5))
    s.lead("Before you book, check the following:")
    s.bullets([
        "Measure the longest side, the width and the height at their widest points, including any bulges.",
        "Tubes and rolls are measured as a box (diameter x diameter x length).",
        "The minimum chargeable weight is 1 kg for every service.",
        "Pallets are not charged by weight: they are priced by pallet size (see the Pallets sheet).",
        "If our scales or dimensioner record a higher chargeable weight than you declared, we re-bill the "
        "difference plus an audit fee of £1.75 per parcel.",
    ])
    s.gap(6)
    s.box("Good to know", [
        "Parcels heavier than 30 kg go on Next Day or Standard only and need two-person handling; a handling "
        "surcharge applies (Surcharges, section 5.3). Anything over 50 kg must travel as a pallet.",
    ])

    # ---------------- Zones ----------------
    W = [14, 36, 11, 22, 24]
    s = Sheet(wb, "Zones", W, chars_per_line=110)
    s.banner("2. Zone Chart", "Delivery zone is set by the postcode area (the letters at the start) of the delivery address")
    zones = [
        ("B", "Birmingham", 1, "Leicester Hub"), ("CV", "Coventry", 1, "Leicester Hub"),
        ("DE", "Derby", 1, "Leicester Hub"), ("LE", "Leicester", 1, "Leicester Hub"),
        ("NG", "Nottingham", 1, "Leicester Hub"), ("NN", "Northampton", 1, "Leicester Hub"),
        ("PE", "Peterborough", 1, "Leicester Hub"), ("ST", "Stoke-on-Trent", 1, "Warrington"),
        ("WS / WV", "Walsall, Wolverhampton", 1, "Leicester Hub"),
        ("BD / HX / HD", "Bradford, Halifax, Huddersfield", 2, "Wakefield"),
        ("BS", "Bristol", 2, "Avonmouth"), ("CB", "Cambridge", 2, "Leicester Hub"),
        ("CF", "Cardiff", 2, "Avonmouth"), ("CH", "Chester", 2, "Warrington"),
        ("GL", "Gloucester", 2, "Avonmouth"), ("HU", "Hull", 2, "Wakefield"),
        ("IP / NR", "Ipswich, Norwich", 2, "Dartford"), ("L", "Liverpool", 2, "Warrington"),
        ("LS / WF", "Leeds, Wakefield", 2, "Wakefield"), ("M", "Manchester", 2, "Warrington"),
        ("MK / LU", "Milton Keynes, Luton", 2, "Leicester Hub"), ("OX", "Oxford", 2, "Leicester Hub"),
        ("S / DN", "Sheffield, Doncaster", 2, "Wakefield"), ("SA", "Swansea", 2, "Avonmouth"),
        ("BN", "Brighton", 3, "Dartford"), ("CR / KT / SM", "Croydon, Kingston, Sutton", 3, "Dartford"),
        ("E / EC / N / NW", "London E, EC, N and NW", 3, "Dartford"),
        ("SE / SW / W / WC", "London SE, SW, W and WC", 3, "Dartford"),
        ("GU / RG", "Guildford, Reading", 3, "Dartford"), ("ME / TN / DA", "Medway, Tonbridge, Dartford", 3, "Dartford"),
        ("CA", "Carlisle", 4, "Bellshill"), ("DH / DL / SR / TS", "Durham, Darlington, Sunderland, Teesside", 4, "Wakefield"),
        ("NE", "Newcastle upon Tyne", 4, "Wakefield"), ("EH / FK", "Edinburgh, Falkirk", 4, "Bellshill"),
        ("G / ML / KA", "Glasgow, Motherwell, Kilmarnock", 4, "Bellshill"),
        ("EX / TQ / PL / TR", "Exeter, Torquay, Plymouth, Truro", 4, "Avonmouth"),
        ("AB / DD / PH", "Aberdeen, Dundee, Perth (mainland)", 4, "Bellshill"),
        ("IV / KW", "Inverness, Kirkwall (Highlands and Orkney)", 5, "Bellshill"),
        ("HS / ZE", "Outer Hebrides, Shetland", 5, "Bellshill"),
        ("IM", "Isle of Man", 5, "Warrington"), ("BT", "Northern Ireland", 5, "Warrington"),
        ("PO30-PO41", "Isle of Wight", 5, "Dartford"),
    ]
    tr = {1: "1 day", 2: "1 day", 3: "1 day", 4: "1-2 days", 5: "2-3 days"}
    rows = [[a, n, z, d, tr[z]] for a, n, z, d in zones]
    s.table(["Postcode area", "Main towns", "Zone", "Home depot", "Next Day transit"], rows,
            center_cols=(2, 4), row_h=14.2)
    s.lead("Exceptions to the chart:")
    s.bullets([
        "Remote mainland postcodes AB31-AB38, AB44-AB56, PH17-PH26 and PH30-PH44 are Zone 4 but carry the "
        "Highlands remote area surcharge.",
        "Scottish islands in the PA and KA27-KA28 postcodes (Arran, Bute, Mull, Islay and others) are charged as Zone 5.",
        "The Isles of Scilly (TR21-TR25) and the Channel Islands (GY, JE) are not served.",
        "London postcodes EC, WC, W1 and SW1 carry the central London congestion surcharge (section 5.2).",
    ])

    # ---------------- Economy & Standard ----------------
    W = [22, 15, 15, 15, 15, 15]
    s = Sheet(wb, "Economy & Standard", W, chars_per_line=110)
    s.banner("3. Parcel Prices: Economy and Standard", "Price per parcel by chargeable weight and delivery zone, before fuel surcharge and VAT")
    s.h2("3.1 Economy (ECO), 3-5 working days")
    rows = []
    prev = 0
    for b, kg in enumerate(ECO_BANDS):
        label = f"Up to {kg} kg" if b == 0 else f"{prev + 0.1:.1f} - {kg} kg"
        rows.append([label] + [eco(b, z) for z in range(4)] + ["-"])
        prev = kg
    s.table(["Chargeable weight", "Zone 1", "Zone 2", "Zone 3", "Zone 4", "Zone 5"], rows,
            money_cols=(1, 2, 3, 4), center_cols=(5,), row_h=15)
    s.fine(["Economy is not available to Zone 5. Economy parcels over 25 kg are not accepted; send them on Standard."])
    s.gap(8)
    s.h2("3.2 Standard (STD), 2 working days")
    rows = []
    prev = 0
    for b, kg in enumerate(STD_BANDS):
        label = f"Up to {kg} kg" if b == 0 else f"{prev + 0.1:.1f} - {kg} kg"
        rows.append([label] + [std(b, z) for z in range(5)])
        prev = kg
    s.table(["Chargeable weight", "Zone 1", "Zone 2", "Zone 3", "Zone 4", "Zone 5"], rows,
            money_cols=(1, 2, 3, 4, 5), row_h=15)
    s.fine(["Standard parcels from 30.1 kg to 40 kg also carry the two-person handling surcharge (section 5.3).",
            "Multi-parcel consignments: each parcel is priced on its own chargeable weight; there is no consignment "
            "minimum charge on Economy or Standard."])
    s.gap(8)
    s.box("Volume discount", [
        "Accounts sending 250 or more Economy and Standard parcels in a calendar month receive a 6% rebate on "
        "those parcels' carriage, credited on the first invoice of the following month. The rebate does not apply "
        "to surcharges, Next Day, Timed or pallets.",
    ])

    # ---------------- Next Day (long grid over a page break) ----------------
    W = [20, 15, 15, 15, 15, 15]
    s = Sheet(wb, "Next Day", W, chars_per_line=110)
    s.banner("4. Parcel Prices: Next Day and Timed",
             "Next Day price per parcel for each kilogram of chargeable weight, before fuel surcharge and VAT")
    s.h2("4.1 Next Day (ND)")
    rows = [[f"{kg} kg"] + [nd(kg, z) for z in range(5)] for kg in range(1, 51)]
    s.table(["Chargeable weight", "Zone 1", "Zone 2", "Zone 3", "Zone 4", "Zone 5"], rows,
            money_cols=(1, 2, 3, 4, 5), row_h=15.5, title_rows=True)
    s.fine(["Weights are rounded up to the next whole kilogram: a 7.2 kg parcel is charged at the 8 kg rate.",
            "Parcels from 30.1 kg to 50 kg carry the two-person handling surcharge (section 5.3)."])
    s.gap(8)
    s.h2("4.2 Timed delivery supplements (added to the Next Day price)")
    s.table(["Timed option", "Zone 1", "Zone 2", "Zone 3", "Zones 4-5", ""], [
        ["By 12:00 (T12)", 4.50, 5.25, 6.80, "Not available", ""],
        ["By 10:30 (T10)", 8.95, 9.75, 12.40, "Not available", ""],
        ["Saturday 12:00 (T12 Sat)", 19.50, 21.00, 24.75, "Not available", ""],
    ], money_cols=(1, 2, 3), center_cols=(4,), row_h=15, merge=(5, 6))
    s.fine(["Example: a 4 kg parcel to Zone 2 by 10:30 costs the 4 kg Next Day price plus the T10 supplement, "
            "plus fuel surcharge on both.",
            "Timed parcels are limited to 30 kg and 1.2 m. If we miss the timed slot, both the Next Day price and the "
            "supplement are refunded when you tell us within 7 days of the delivery date."])

    # ---------------- Surcharges ----------------
    W = [32, 15, 15, 46]
    s = Sheet(wb, "Surcharges", W, chars_per_line=110)
    s.banner("5. Surcharges and Additional Charges", "Added to the carriage price; all exclude VAT")
    s.h2("5.1 Fuel surcharge")
    s.para("The fuel surcharge is a percentage added to carriage and to all surcharges except extended liability "
           "cover. It is reviewed every month in line with the average UK diesel price and published on the 20th of "
           "the month before it applies at www.fernhillfreight.example/fuel.")
    s.table(["Month", "Parcels (all services)", "Pallets", "Diesel price band (pence per litre)"], [
        ["January 2026", "11.5%", "13.25%", "140.0 - 144.9"],
    ], center_cols=(1, 2, 3), row_h=15)
    s.h2("5.2 Location surcharges")
    W2 = W
    s.table(["Surcharge", "Per parcel", "Per pallet", "Applies to"], [
        ["Remote area: Zone 5", 6.50, 32.00, "All Zone 5 postcodes and the Scottish islands charged as Zone 5"],
        ["Remote area: Highlands", 4.75, 24.00, "AB31-AB38, AB44-AB56, PH17-PH26, PH30-PH44"],
        ["Central London congestion", 2.10, 15.00, "EC, WC, W1 and SW1 postcodes"],
        ["Residential pallet delivery", "-", 15.00, "Pallets delivered to a private home"],
    ], money_cols=(1, 2), wrap_h=lambda row: lines_h(row, W2))
    s.h2("5.3 Size and handling surcharges")
    s.table(["Surcharge", "Per parcel", "Per pallet", "When it applies"], [
        ["Oversize length", 9.50, "-", "Longest side over 1.2 m, up to 1.5 m (Standard and Next Day only)"],
        ["Oversize girth", 12.00, "-", "Length plus twice width plus twice height over 3.0 m"],
        ["Two-person handling", 7.50, "-", "Parcels from 30.1 kg (Standard and Next Day)"],
        ["Non-conveyable item", 3.80, "-", "Unboxed items, tyres, drums, items in bags or with straps"],
        ["Non-stackable pallet", "-", "+25% of rate", "Pallets that cannot take another pallet on top"],
        ["Tail-lift delivery", "-", 22.00, "No forklift or loading bay at the delivery address"],
    ], money_cols=(1, 2), wrap_h=lambda row: lines_h(row, W2))
    s.h2("5.4 Service options")
    s.table(["Option", "Per parcel", "Per pallet", "Notes"], [
        ["Saturday delivery (Next Day)", 14.00, "-", "Charged per consignment; Zones 1-4 only"],
        ["Saturday AM pallet", "-", 45.00, "Delivery by 12:00 Saturday, Zones 1-3"],
        ["Pallet pre-10:30", "-", 28.00, "Next Day pallets only"],
        ["Pallet pre-12:00", "-", 18.00, "Next Day pallets only"],
        ["Pallet booked-in appointment", "-", 12.50, "A fixed delivery slot agreed with the receiver"],
        ["Extended liability cover", "£1.20 per £100", "£1.50 per £100", "Declared value, minimum premium £3.00; "
         "parcels up to £5,000, pallets up to £15,000"],
        ["Dangerous goods (limited quantity)", 18.00, 18.00, "Per consignment; Standard and Next Day only"],
        ["Signature on Economy", 0.60, "-", "Included free on all other services"],
    ], money_cols=(1, 2), wrap_h=lambda row: lines_h(row, W2))
    s.h2("5.5 Administration charges")
    s.table(["Charge", "Per parcel", "Per pallet", "Notes"], [
        ["Failed delivery, re-attempt", 5.90, 35.00, "After the first attempt; the second re-attempt is charged again"],
        ["Address correction", 3.25, 10.00, "Incorrect or incomplete address corrected after collection"],
        ["Return to sender", "Carriage again", "Carriage again", "Charged at the outbound rate for the same zone"],
        ["Manual label (not pre-advised)", 1.10, "-", "Parcels collected without electronic data"],
        ["Weight and size audit fee", 1.75, "-", "Plus the re-billed difference in carriage"],
    ], money_cols=(1, 2), wrap_h=lambda row: lines_h(row, W2))
    s.fine(["Surcharges are cumulative: a Zone 5 parcel of 32 kg carries both the Zone 5 remote area surcharge and "
            "the two-person handling surcharge, and fuel surcharge is added to each."])

    # ---------------- Pallets ----------------
    W = [30, 12, 12, 13, 13, 13, 13, 15]
    s = Sheet(wb, "Pallets", W, chars_per_line=112)
    s.banner("6. Pallet Services", "Priced per pallet by size and zone, collected from and delivered to ground level")
    s.para("Our pallet network carries palletised freight on a standard UK base of 1.2 m x 1.0 m. Euro pallets "
           "(1.2 m x 0.8 m) are accepted at the same price. Weights include the pallet itself; the maximum height "
           "includes the pallet base. A pallet over its size limit is charged as the next size up, and we cannot "
           "carry any pallet over 2.2 m high or over 1,000 kg.")
    s.h2("6.1 Next Day pallet prices")
    rows = [[n, w, h] + p for n, w, h, p in PALLET_ND]
    s.table(["Pallet size", "Max weight", "Max height", "Zone 1", "Zone 2", "Zone 3", "Zone 4", "Zone 5"], rows,
            money_cols=(3, 4, 5, 6, 7), center_cols=(1, 2, 7), row_h=15)
    s.h2("6.2 Economy 48 pallet prices (delivery within 2 working days)")
    rows = [[n, PALLET_ND[i][1], PALLET_ND[i][2]] + p + ["Quotation"] for i, (n, p) in enumerate(PALLET_ECO)]
    s.table(["Pallet size", "Max weight", "Max height", "Zone 1", "Zone 2", "Zone 3", "Zone 4", "Zone 5"], rows,
            money_cols=(3, 4, 5, 6), center_cols=(1, 2, 7), row_h=15)
    s.fine(["Economy 48 pallets to Zone 5 are priced by quotation from the Leicester Hub pallet desk.",
            "Pallet fuel surcharge is 13.25% in January 2026 (see section 5.1)."])
    s.gap(6)
    s.lead("To get a pallet accepted first time:")
    s.numbered([
        "Stack goods so nothing overhangs the edge of the pallet base.",
        "Wrap the load tightly with stretch film at least three times around, including the pallet base.",
        "Strap heavy or tall loads (over 500 kg or over 1.6 m) with two bands.",
        "Attach one label to two adjacent sides of the wrapped load.",
        "Tell us when you book if the receiver has no forklift, so a tail-lift vehicle can be planned.",
    ])
    s.gap(4)
    s.box("Pallet delivery to homes", [
        "Residential pallet deliveries are made kerbside with a tail-lift and pump truck: the driver will not take "
        "goods inside the property or up steps. The receiver must be present to sign. Residential and tail-lift "
        "surcharges both apply.",
    ])

    # ---------------- Collections ----------------
    W = [30, 10, 17, 16, 16, 20]
    s = Sheet(wb, "Collections", W, chars_per_line=110)
    s.banner("7. Collections and Cut-off Times", "The latest times your goods must be with us for the service you booked")
    s.h2("7.1 Cut-off times by depot (Monday to Friday)")
    W2 = W
    s.table(["Depot", "Code", "Parcel collection cut-off", "Pallet collection cut-off", "Drop-off counter closes",
             "Saturday collections"], [
        ["Leicester Hub", "LEI", "17:30", "16:00", "19:00", "08:00 - 12:00"],
        ["Warrington", "WAR", "17:00", "15:30", "18:30", "08:00 - 11:00"],
        ["Avonmouth (Bristol)", "AVO", "16:45", "15:30", "18:00", "None"],
        ["Dartford", "DAR", "16:30", "15:00", "18:00", "08:00 - 11:00"],
        ["Wakefield", "WAK", "17:00", "15:30", "18:30", "None"],
        ["Bellshill (Glasgow)", "BEL", "16:00", "14:30", "17:30", "None"],
    ], center_cols=(1, 2, 3, 4, 5), header_h=28, row_h=15)
    s.fine(["Cut-off is the latest time the driver can collect from you, or the latest time you can hand goods in at "
            "the depot counter for despatch the same evening. Goods collected after cut-off leave the next working day."])
    s.h2("7.2 Booking a collection")
    s.lead("Same-day collections must be booked by these times:")
    s.bullets([
        "Parcels: by 13:00 (Bellshill: by 12:00).",
        "Pallets: by 11:00 at every depot.",
        "Saturday collections: by 15:00 on the Friday, from Leicester Hub, Warrington and Dartford only.",
    ])
    s.lead("To book a one-off collection on the customer portal:")
    s.numbered([
        "Sign in at portal.fernhillfreight.example with your account number and password.",
        "Choose Book collection, then the collection address (your default address is filled in).",
        "Enter the number of parcels or pallets, the total weight and the ready time and closing time.",
        "Print the labels, or choose Driver to bring labels if you have no printer (parcels only, up to 5).",
        "Note the collection reference starting CR; quote it if you need to change or cancel the collection.",
    ])
    s.h2("7.3 Collection charges")
    s.table(["Collection type", "Charge", "Notes", "", "", ""], [
        ["Regular daily collection", "Free", "Accounts averaging 10 or more parcels a week", "", "", ""],
        ["Ad-hoc collection (parcels)", "£4.50", "Per collection, any number of parcels", "", "", ""],
        ["Pallet collection", "Included", "In the pallet price", "", "", ""],
        ["Cancelled after driver dispatched", "£6.00", "Cancel before 13:00 to avoid the charge", "", "", ""],
        ["Wasted collection (goods not ready)", "£8.50", "Driver waits no more than 10 minutes", "", "", ""],
    ], center_cols=(1,), row_h=15, merge=(3, 6))
    s.box("Christmas and New Year 2026", [
        "Last Next Day collections: Wednesday 23 December 2026. Last Standard and Economy collections: Monday 21 "
        "December 2026. Normal service resumes on Monday 4 January 2027. Depots are closed on all bank holidays; "
        "Bellshill follows Scottish bank holidays.",
    ])

    # ---------------- Claims ----------------
    W = [26, 26, 26, 30]
    s = Sheet(wb, "Claims", W, chars_per_line=110)
    s.banner("8. Liability and Claims", "What we pay if goods are lost, damaged or late, and how to claim")
    s.h2("8.1 Liability limits")
    W2 = W
    s.table(["Goods", "Standard liability", "With extended cover", "Not covered"], [
        ["Parcels", "The included cover for the service (£50 to £250 per consignment), capped at £25 per kg",
         "Declared value up to £5,000 per consignment", "Glass, ceramics and other fragile items: loss only, never damage"],
        ["Pallets", "£15 per kg of gross weight, capped at £1,500 per pallet", "Declared value up to £15,000 per pallet",
         "Damage not noted on the delivery note (unless unchecked)"],
        ["Late delivery", "Carriage refund only, Next Day and Timed", "No extra cover available",
         "Consequential loss, lost profit or penalties"],
    ], wrap_h=lambda row: lines_h(row, W2))
    s.h2("8.2 Claim deadlines")
    s.table(["Claim type", "Tell us within", "Full claim and documents within", "Notes"], [
        ["Damage", "2 working days of delivery", "14 days of delivery", "Sign the delivery note as damaged if you can"],
        ["Shortage (part missing)", "2 working days of delivery", "14 days of delivery", "Pallets: shortage must be noted on the delivery note"],
        ["Loss (not delivered)", "14 days of collection", "28 days of collection", "We trace the consignment for up to 10 working days first"],
        ["Late delivery refund", "7 days of delivery", "Not needed", "Next Day and Timed only, Zones 1-3"],
    ], wrap_h=lambda row: lines_h(row, W2))
    s.fine(["Claims received after these deadlines are declined. Time limits run in calendar days unless working days "
            "are stated."])
    s.h2("8.3 How to make a claim")
    s.numbered([
        "Keep the goods and all packaging exactly as delivered; do not return or throw anything away.",
        "E-mail claims@fernhillfreight.example with the consignment number, a description of the loss or damage and "
        "photographs of the outer packaging and the goods.",
        "We send a claim form with a claim number starting CL within 2 working days.",
        "Return the form with a copy of your purchase invoice showing the cost price (we pay cost, not the selling price) "
        "and any repair quote.",
        "Make damaged goods available for inspection for 10 working days after you return the form.",
        "We decide the claim within 30 days of receiving the complete claim and pay it as a credit to your account.",
    ])
    s.box("Please note", [
        "Claim amounts must not be deducted from unpaid invoices; accounts with deductions are placed on stop. Carriage "
        "charges are refunded only for lost consignments and for late Next Day and Timed deliveries.",
    ])
    s.fine(["Claims telephone line: 01632 960 050, Monday to Friday 09:00 - 17:00. Claims are handled by the Leicester "
            "Hub claims team for every depot."])

    # ---------------- Prohibited items ----------------
    W = [30, 26, 26, 26]
    s = Sheet(wb, "Prohibited Items", W, chars_per_line=110)
    s.banner("9. Prohibited and Restricted Items", "Check before you send: items we refuse and items we carry only with conditions")
    s.h2("9.1 Prohibited items")
    s.lead("We will not carry any of the following on any parcel or pallet service:")
    s.bullets([
        "Firearms, replica firearms, ammunition and explosives, including fireworks and flares.",
        "Loose lithium batteries and damaged or recalled batteries of any kind.",
        "Live animals, insects or plants, and human or animal remains.",
        "Cash, bank notes, bullion, gift cards and vouchers, and precious stones.",
        "Food or medicines that need to be chilled or frozen in transit.",
        "Aerosols over 1 litre each, compressed gas cylinders and flammable liquids (except limited quantity).",
        "Hazardous or clinical waste, asbestos and radioactive materials.",
        "Any item whose carriage is illegal in the United Kingdom.",
    ])
    s.h2("9.2 Restricted items (accepted with conditions)")
    W2 = W
    s.table(["Item", "Services", "Conditions", "Cover"], [
        ["Alcohol", "Standard and Next Day", "Up to 70% ABV; adult signature on delivery; sturdy divided packaging",
         "Loss only"],
        ["Lithium batteries in equipment", "All parcel services", "Batteries installed in the device, switched off, "
         "under 100 Wh each", "Standard"],
        ["Dangerous goods in limited quantity", "Standard and Next Day", "Diamond LQ mark on the box; book in advance; "
         "surcharge £18.00", "Standard"],
        ["Glass, ceramics and mirrors", "All services", "Packed to pass a 1 m drop test", "Loss only"],
        ["Artwork and antiques", "Next Day and pallets", "Declared value of £1,000 or more needs extended cover",
         "Extended cover only"],
        ["Tyres", "Standard and pallets", "Up to 4 per consignment, labelled on the tread", "Standard"],
    ], wrap_h=lambda row: lines_h(row, W2))
    s.box("If we find a prohibited item", [
        "We stop the consignment and hold it at the depot. You can collect it within 5 working days or we dispose of it "
        "and charge a £35.00 handling fee plus any disposal cost. Carriage is not refunded.",
    ])
    s.h2("9.3 Packaging guidelines")
    s.lead("Your goods must be packed to survive conveyor sorting:")
    s.bullets([
        "Use a new or good-as-new double-wall box for anything over 10 kg.",
        "Leave 5 cm of cushioning between the goods and every side of the box.",
        "Remove or cover old labels and barcodes.",
        "Seal with 48 mm tape in an H pattern on top and bottom.",
    ])

    # ---------------- Account terms ----------------
    W = [30, 26, 26, 26]
    s = Sheet(wb, "Account Terms", W, chars_per_line=110)
    s.banner("10. Account Terms", "Summary of the terms that apply to this rate card; full Conditions of Carriage are available on request")
    s.h2("10.1 Invoicing and payment")
    s.bullets([
        "Invoices are issued every Monday for the previous week's consignments and sent by e-mail as PDF and CSV.",
        "Payment is due within 30 days of the invoice date by BACS or Direct Debit. We do not accept cheques.",
        "Accounts with an invoice more than 45 days overdue are placed on stop until paid.",
        "Late payment interest is charged at 4% a year above the Bank of England base rate.",
        "Accounts that spend less than £50.00 in a calendar month pay an account maintenance fee of £7.50 for that month.",
        "Invoice queries must be raised within 28 days of the invoice date.",
    ])
    s.h2("10.2 Rates and changes")
    s.numbered([
        "The rates in this card apply from 5 January 2026 until 31 December 2026, unless we give 30 days' written notice of a change.",
        "The fuel surcharge changes monthly without further notice (section 5.1).",
        "Rates assume the volumes and service mix agreed when the account was opened; we may review them if your "
        "volumes fall by more than 40% over three months.",
        "Pay-as-you-go bookings made on our website without an account are charged at the online tariff, not at these rates.",
    ])
    s.h2("10.3 Delivery terms")
    s.bullets([
        "We make one delivery attempt. If no one is in, parcels are left with a neighbour or in a safe place only if the "
        "receiver has set this up in the tracking page; otherwise a card is left and the parcel returns to the depot.",
        "Parcels are held at the depot for 7 calendar days and pallets for 3 working days, then returned to sender at the "
        "return to sender charge.",
        "Receivers can collect held parcels from the depot counter with photo ID and the card reference.",
        "Deliveries are to the ground floor, front door or goods-in only.",
    ])
    s.box("Conditions of Carriage", [
        "All consignments are carried under the Fernhill Freight Conditions of Carriage (version 2026.1). Where they "
        "differ from this summary, the Conditions of Carriage apply.",
    ])

    # ---------------- Contacts ----------------
    W = [24, 18, 34, 22, 22]
    s = Sheet(wb, "Contacts", W, chars_per_line=110)
    s.banner("11. Contacts and Depot Opening Hours", "Call your home depot first for collections, tracking and delivery questions")
    s.h2("11.1 Depots")
    W2 = W
    s.table(["Depot", "Telephone", "E-mail", "Monday - Friday", "Saturday"], [
        ["Leicester Hub", "01632 960 100", "leicester@fernhillfreight.example", "07:00 - 20:00", "08:00 - 13:00"],
        ["Warrington", "01632 960 215", "warrington@fernhillfreight.example", "07:30 - 19:00", "08:00 - 12:00"],
        ["Avonmouth (Bristol)", "01632 960 330", "avonmouth@fernhillfreight.example", "07:30 - 18:30", "Closed"],
        ["Dartford", "01632 960 447", "dartford@fernhillfreight.example", "07:00 - 19:00", "08:00 - 12:00"],
        ["Wakefield", "01632 960 562", "wakefield@fernhillfreight.example", "07:30 - 19:00", "Closed"],
        ["Bellshill (Glasgow)", "01632 960 678", "bellshill@fernhillfreight.example", "07:30 - 18:00", "Closed"],
    ], center_cols=(1, 3, 4), row_h=15.5)
    s.h2("11.2 Central teams")
    s.table(["Team", "Telephone", "E-mail", "Hours", "For"], [
        ["Customer Service", "01632 960 000", "help@fernhillfreight.example", "Mon - Fri 08:00 - 18:00",
         "Tracking, general questions"],
        ["Claims", "01632 960 050", "claims@fernhillfreight.example", "Mon - Fri 09:00 - 17:00", "Loss and damage claims"],
        ["Pallet desk", "01632 960 120", "pallets@fernhillfreight.example", "Mon - Fri 07:00 - 17:00",
         "Pallet bookings and quotes"],
        ["Accounts (billing)", "E-mail only", "accounts@fernhillfreight.example", "Mon - Fri 09:00 - 17:00",
         "Invoices, payments, statements"],
        ["New business", "01632 960 070", "sales@fernhillfreight.example", "Mon - Fri 08:30 - 17:30",
         "New accounts and rate reviews"],
        ["Dangerous goods desk", "E-mail only", "dgdesk@fernhillfreight.example", "Mon - Fri 08:00 - 16:00",
         "Pre-approval of limited quantity goods"],
    ], center_cols=(1,), wrap_h=lambda row: lines_h(row, W2))
    s.lead("Before you call, please have ready:")
    s.bullets([
        "your six-digit account number (it starts with FF);",
        "the consignment number from the label (ten digits starting 42) or the collection reference (CR);",
        "the delivery postcode.",
    ])
    s.box("Out of hours", [
        "Our telephone lines are closed on Sundays and bank holidays. Tracking is available 24 hours a day at "
        "www.fernhillfreight.example/track and on the customer portal.",
    ])
    s.fine(["Telephone calls may be recorded for training. Calls to 01632 numbers cost the same as calls to UK "
            "landlines."])
    return wb


def add_repeat_rows(gnumeric_xml: str) -> str:
    """Gnumeric keeps the xlsx Print_Titles name but does not apply it; set the repeated rows in its own XML."""
    parts = re.split(r"(?=<gnm:Sheet )", gnumeric_xml)
    for i, part in enumerate(parts):
        m = re.search(r"<gnm:Name>([^<]*)</gnm:Name>", part)
        if m and m.group(1) in REPEAT_ROWS:
            rows = REPEAT_ROWS[m.group(1)]
            part = part.replace("<gnm:order>", f'<gnm:repeat_top value="{rows}"/>\n        <gnm:order>', 1)
            parts[i] = part
    return "".join(parts)


REPEAT_ROWS = {}


def main():
    wb = build_workbook()
    for ws in wb.worksheets:
        if ws.print_title_rows:
            a, b = ws.print_title_rows.split(":")
            REPEAT_ROWS[ws.title] = f"${a.strip('$')}:${b.strip('$')}"
    wb.save(XLSX)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=EPOCH, TZ="UTC")
    tmp = OUT.with_suffix(".tmp.gnumeric")
    subprocess.run(["ssconvert", "--export-type=Gnumeric_XmlIO:sax", str(XLSX), str(tmp)],
                   check=True, env=env, stderr=subprocess.DEVNULL)
    xml = gzip.decompress(tmp.read_bytes()).decode("utf-8")
    tmp.write_text(add_repeat_rows(xml), encoding="utf-8")
    try:
        subprocess.run(["ssconvert", "--export-type=Gnumeric_pdf:pdf_assistant", str(tmp), str(OUT)],
                       check=True, env=env, stderr=subprocess.DEVNULL)
    finally:
        tmp.unlink()
    print("wrote", OUT)


if __name__ == "__main__":
    main()
