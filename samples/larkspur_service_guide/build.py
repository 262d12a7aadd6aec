"""Build samples/documents/larkspur-service-guide.pdf: the customer service guide of an invented
home-internet and TV provider, laid out with reportlab's platypus.

reportlab is not a project dependency; install it in a throwaway virtualenv:
    python3 -m venv /tmp/venv_isp && /tmp/venv_isp/bin/pip install reportlab
    /tmp/venv_isp/bin/python samples/larkspur_service_guide/build.py

Larkspur Fiber is an invented company; every name, phone number (555-01xx numbers are
reserved for fiction), address and domain (.example is reserved) in this guide is made up.
The output is deterministic (rl_config.invariant = 1, fixed document metadata), so a rebuild
gives identical bytes. evals/larkspur_service_guide.json cites pages of this file: after
changing text or layout, rebuild and run `python evals/check_sets.py`.
"""

from __future__ import annotations

from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_LEFT  # noqa: E402
from reportlab.lib.pagesizes import letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import inch  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.lib.fonts import addMapping  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    CondPageBreak, KeepTogether, ListFlowable, ListItem, PageBreak, Paragraph, SimpleDocTemplate,
    Spacer, Table, TableStyle,
)

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "larkspur-service-guide.pdf"

COMPANY = "Larkspur Fiber"
TITLE = "Customer Service Guide"
EDITION = "Residential Internet &amp; TV \u2022 Edition 26.1, effective March 1, 2026"
DOC_CODE = "LF-CSG-2603"
BRAND = colors.HexColor("#4B3F8C")
LIGHT = colors.HexColor("#ECEAF6")
NOTE_BG = colors.HexColor("#FFF7E0")
NOTE_LINE = colors.HexColor("#D9A400")

# ---------------------------------------------------------------------------------------
# Fonts: Bitstream Vera, shipped with reportlab, embedded so that text extracts as Unicode
# ---------------------------------------------------------------------------------------
for _name, _file in (("Vera", "Vera.ttf"), ("Vera-Bold", "VeraBd.ttf"), ("Vera-Italic", "VeraIt.ttf"),
                     ("Vera-BoldItalic", "VeraBI.ttf")):
    pdfmetrics.registerFont(TTFont(_name, _file))
addMapping("Vera", 0, 0, "Vera")
addMapping("Vera", 1, 0, "Vera-Bold")
addMapping("Vera", 0, 1, "Vera-Italic")
addMapping("Vera", 1, 1, "Vera-BoldItalic")

# ---------------------------------------------------------------------------------------
# Styles
# ---------------------------------------------------------------------------------------
_base = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=_base["Normal"], fontName="Vera", fontSize=9.2,
                      leading=13, spaceAfter=5, alignment=TA_LEFT)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=8, leading=10.4, spaceAfter=2)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=8.6, leading=11, spaceAfter=0)
CELL_B = ParagraphStyle("cellb", parent=CELL, fontName="Vera-Bold")
HEAD_CELL = ParagraphStyle("headcell", parent=CELL, fontName="Vera-Bold", textColor=colors.white)
H1 = ParagraphStyle("h1", parent=BODY, fontName="Vera-Bold", fontSize=15, leading=19,
                    textColor=BRAND, spaceBefore=6, spaceAfter=8, keepWithNext=1)
H2 = ParagraphStyle("h2", parent=BODY, fontName="Vera-Bold", fontSize=11.5, leading=15,
                    textColor=colors.HexColor("#222222"), spaceBefore=8, spaceAfter=4,
                    keepWithNext=1)
LEAD = ParagraphStyle("lead", parent=BODY, spaceAfter=2, keepWithNext=1)
TITLE_S = ParagraphStyle("title", parent=BODY, fontName="Vera-Bold", fontSize=26, leading=31,
                         textColor=BRAND, spaceAfter=6)
SUB_S = ParagraphStyle("sub", parent=BODY, fontSize=12, leading=16, textColor=colors.HexColor("#444444"),
                       spaceAfter=16)
NOTE_TITLE = ParagraphStyle("notetitle", parent=BODY, fontName="Vera-Bold", spaceAfter=3)
NOTE_BODY = ParagraphStyle("notebody", parent=BODY, spaceAfter=3)
TOC = ParagraphStyle("toc", parent=BODY, leftIndent=0, spaceAfter=1.5)
TOC2 = ParagraphStyle("toc2", parent=BODY, leftIndent=16, spaceAfter=1.5, textColor=colors.HexColor("#333333"))


# ---------------------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------------------
def h1(text):
    return [CondPageBreak(2.2 * inch), Paragraph(text, H1)]


def h2(text):
    return [CondPageBreak(1.5 * inch), Paragraph(text, H2)]


def p(text, style=BODY):
    return Paragraph(text, style)


def bullets(items, lead=None):
    flow = ListFlowable([ListItem(Paragraph(t, BODY), leftIndent=14) for t in items],
                        bulletType="bullet", start="\u2022", leftIndent=14, bulletFontName="Vera", bulletFontSize=8)
    if lead:
        return [Paragraph(lead, LEAD), flow]
    return [flow]


def numbered(items, lead=None):
    flow = ListFlowable([ListItem(Paragraph(t, BODY), leftIndent=18) for t in items],
                        bulletType="1", bulletFormat="%s.", leftIndent=18, bulletFontName="Vera-Bold",
                        bulletFontSize=9.2)
    out = []
    if lead:
        out.append(Paragraph(lead, LEAD))
    out.append(flow)
    return out


def note(title, paras):
    inner = [Paragraph(title, NOTE_TITLE)] + [Paragraph(t, NOTE_BODY) for t in paras]
    t = Table([[inner]], colWidths=[6.9 * inch])
    t.setStyle(TableStyle([
        ("BOX", (0, 0), (-1, -1), 1.1, NOTE_LINE),
        ("BACKGROUND", (0, 0), (-1, -1), NOTE_BG),
        ("LEFTPADDING", (0, 0), (-1, -1), 10), ("RIGHTPADDING", (0, 0), (-1, -1), 10),
        ("TOPPADDING", (0, 0), (-1, -1), 7), ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
    ]))
    return [Spacer(1, 4), t, Spacer(1, 8)]


def table(rows, widths, *, bold_first_col=True, caption=None, repeat=True):
    data = []
    for r, row in enumerate(rows):
        if r == 0:
            data.append([Paragraph(c, HEAD_CELL) for c in row])
        else:
            data.append([Paragraph(c, CELL_B if (c_i == 0 and bold_first_col) else CELL)
                         for c_i, c in enumerate(row)])
    t = Table(data, colWidths=[w * inch for w in widths], repeatRows=1 if repeat else 0, hAlign="LEFT")
    style = [
        ("BACKGROUND", (0, 0), (-1, 0), BRAND),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#B8B4D0")),
        ("TOPPADDING", (0, 0), (-1, -1), 3.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5),
        ("LEFTPADDING", (0, 0), (-1, -1), 5), ("RIGHTPADDING", (0, 0), (-1, -1), 5),
    ]
    for r in range(2, len(rows), 2):
        style.append(("BACKGROUND", (0, r), (-1, r), LIGHT))
    t.setStyle(TableStyle(style))
    out = []
    if caption:
        out.append(CondPageBreak(1.3 * inch))
        out.append(Paragraph(caption, ParagraphStyle("cap", parent=BODY, fontName="Vera-Bold",
                                                     fontSize=9, spaceAfter=4)))
    out.append(t)
    out.append(Spacer(1, 4))
    return out


def footnotes(items):
    return [Paragraph(t, SMALL) for t in items] + [Spacer(1, 6)]


# ---------------------------------------------------------------------------------------
# Page decoration: running header, footer with "Page N of M"
# ---------------------------------------------------------------------------------------
class NumberedCanvas(rl_canvas.Canvas):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._saved = []

    def showPage(self):
        self._saved.append(dict(self.__dict__))
        self._startPage()

    def save(self):
        total = len(self._saved)
        for state in self._saved:
            self.__dict__.update(state)
            self._decorate(total)
            super().showPage()
        super().save()

    def _decorate(self, total):
        w, h = letter
        self.saveState()
        self.setStrokeColor(BRAND)
        self.setLineWidth(0.8)
        if self._pageNumber > 1:
            self.setFont("Vera-Bold", 8.5)
            self.setFillColor(BRAND)
            self.drawString(0.8 * inch, h - 0.55 * inch, f"{COMPANY} \u2014 {TITLE}")
            self.setFont("Vera", 8.5)
            self.setFillColor(colors.HexColor("#555555"))
            self.drawRightString(w - 0.8 * inch, h - 0.55 * inch, "Residential customers \u2022 Edition 26.1")
            self.line(0.8 * inch, h - 0.62 * inch, w - 0.8 * inch, h - 0.62 * inch)
        self.line(0.8 * inch, 0.72 * inch, w - 0.8 * inch, 0.72 * inch)
        self.setFont("Vera", 8)
        self.setFillColor(colors.HexColor("#555555"))
        self.drawString(0.8 * inch, 0.55 * inch, f"{DOC_CODE} \u2022 For customer use. Prices and terms may change; see larkspurfiber.example/terms.")
        self.drawRightString(w - 0.8 * inch, 0.55 * inch, f"Page {self._pageNumber} of {total}")
        self.restoreState()


# ---------------------------------------------------------------------------------------
# Content
# ---------------------------------------------------------------------------------------
def story():
    s = []
    s.append(Spacer(1, 0.3 * inch))
    s.append(p(COMPANY, TITLE_S))
    s.append(p(TITLE, ParagraphStyle("t2", parent=TITLE_S, fontSize=20, leading=25, textColor=colors.HexColor("#333333"))))
    s.append(p(EDITION, SUB_S))
    s.append(p(
        "Welcome to Larkspur Fiber. This guide is written for our residential customers and for the team members "
        "who help them. It explains what our home internet and TV plans cost, how installation works, what happens "
        "when you move, how billing and autopay work, what you can expect when something goes wrong, and how to "
        "reach the right department. It replaces Edition 25.2 (September 2025)."))
    s.append(p(
        "Larkspur Fiber provides 100% fiber-to-the-home internet and IPTV service in parts of Iowa, Nebraska and "
        "South Dakota. Availability depends on your address; check yours at larkspurfiber.example/availability. "
        "Larkspur Business customers have separate agreements and are not covered by this guide."))
    s += bullets([
        "All prices are in US dollars and exclude taxes and government surcharges unless stated otherwise.",
        "\u201cCT\u201d means US Central Time, which is the time zone used for every appointment window and opening hour in this guide.",
        "\u201cBusiness day\u201d means Monday through Friday, excluding federal holidays.",
        "Where a plan name appears in a table, the price shown is per month unless marked \u201cone-time\u201d.",
    ], lead="A few conventions used throughout this guide:")
    s.append(Spacer(1, 6))
    s.append(p("Contents", H2))
    toc = [
        ("1", "Internet plans and prices", [("1.1", "Plan comparison"), ("1.2", "Promotional and regular pricing"), ("1.3", "Changing your plan")]),
        ("2", "TV plans and add-ons", [("2.1", "TV packages"), ("2.2", "Add-ons, DVR and streaming")]),
        ("3", "Fees and one-time charges", []),
        ("4", "Equipment", [("4.1", "What we provide"), ("4.2", "Using your own router"), ("4.3", "Returning equipment")]),
        ("5", "Installation", [("5.1", "Scheduling"), ("5.2", "On installation day"), ("5.3", "Rescheduling and missed appointments"), ("5.4", "Self-installation")]),
        ("6", "Moving service", []),
        ("7", "Billing, autopay and late fees", []),
        ("8", "Agreements, cancellation and early termination", []),
        ("9", "Service outages and credits", []),
        ("10", "Troubleshooting", []),
        ("11", "Contacting us", []),
        ("12", "Accessibility", []),
        ("13", "Privacy and account security", []),
        ("14", "Glossary", []),
    ]
    entries = []
    for num, title, subs in toc:
        entries.append(p(f"<b>{num}</b>&nbsp;&nbsp;{title}", TOC))
        for n2, t2 in subs:
            entries.append(p(f"{n2}&nbsp;&nbsp;{t2}", TOC2))
    half = 16
    cols = [entries[:half], entries[half:]]
    toc_table = Table([[cols[0], cols[1]]], colWidths=[3.45 * inch, 3.45 * inch], hAlign="LEFT")
    toc_table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    s.append(toc_table)
    s.append(PageBreak())

    # 1 Internet plans -------------------------------------------------------------------
    s += h1("1 Internet plans and prices")
    s.append(p(
        "Every Larkspur Fiber internet plan is symmetrical: your upload speed is the same as your download speed. "
        "None of our residential plans has a data cap, and we do not slow down heavy users. Speeds are the maximum "
        "wired speeds delivered to the gateway; Wi-Fi speeds depend on your devices, distance and building materials."))
    s += h2("1.1 Plan comparison")
    s += table([
        ["Plan", "Download / upload", "Promotional price (months 1\u201312)<super>1</super>", "Regular price<super>2</super>", "Wi-Fi equipment included", "Static IP<super>3</super>", "Suggested for"],
        ["Fiber 300", "300 / 300 Mbps", "$45/mo", "$60/mo", "None \u2013 gateway rental $12/mo, or use your own router", "Not available", "1\u20133 people, streaming in HD, video calls"],
        ["Fiber 500", "500 / 500 Mbps", "$55/mo", "$75/mo", "Wi-Fi 6 gateway (LG-600)", "Not available", "3\u20135 people, 4K streaming, gaming"],
        ["Fiber 1 Gig", "1,000 / 1,000 Mbps", "$70/mo", "$95/mo", "Wi-Fi 6 gateway (LG-600) + 1 mesh extender (LX-2)", "$15/mo", "Large homes, many smart devices, home offices"],
        ["Fiber 2 Gig", "2,000 / 2,000 Mbps", "$100/mo", "$125/mo", "Wi-Fi 7 gateway (LG-7200) + 2 mesh extenders (LX-2)", "$15/mo", "Creators, large file transfers, multi-gig devices"],
    ], [0.8, 0.95, 1.0, 0.7, 1.4, 0.95, 1.1], caption="Table 1. Residential internet plans")
    s += footnotes([
        "<super>1</super> The promotional price is available to new residential customers who have not had Larkspur internet service at the "
        "same address in the last 90 days. It requires autopay and paperless billing; without both, add $5/mo. The promotional "
        "price lasts 12 months from activation.",
        "<super>2</super> The regular price applies from month 13, or immediately for customers who do not qualify for the promotion. "
        "Regular prices may change with at least 30 days\u2019 notice, unless you have a Price Lock agreement (section 8).",
        "<super>3</super> One static IPv4 address per account. Blocks of addresses are available only to Larkspur Business customers.",
        "All internet plans are also subject to the Network Access Fee of $3.49/mo (see section 3).",
    ])
    s += h2("1.2 Promotional and regular pricing")
    s.append(p(
        "About 45 days before your promotional period ends we send a reminder by e-mail (and by letter if you receive "
        "paper bills) showing the regular price that will apply. You do not need to do anything for service to continue. "
        "If you would like to keep a lower price, ask about a 24-month Price Lock agreement, which freezes your plan price "
        "at the regular price in effect on the day you sign, or move to a lower-speed plan. Promotions cannot be combined "
        "with each other, and a promotion is not restarted when you change plans or move."))
    s += h2("1.3 Changing your plan")
    s += bullets([
        "<b>Upgrades</b> are free and can be made at any time in the Larkspur app, online or by phone. The faster speed is "
        "normally active within 1 hour and the new price is prorated from that day.",
        "<b>Downgrades</b> take effect at the start of your next billing cycle. You may downgrade once per billing cycle. "
        "If you are in your promotional period, the promotional price of the new plan applies for the months that remain.",
        "If you downgrade from Fiber 1 Gig or Fiber 2 Gig to a plan without included mesh extenders, return the extenders "
        "within 30 days or keep them for $7/mo each.",
        "Customers with a Price Lock agreement can upgrade freely; a downgrade ends the Price Lock and its price guarantee, but no early termination fee applies.",
    ], lead="What to expect when you change speeds:")

    # 2 TV -----------------------------------------------------------------------------
    s += h1("2 TV plans and add-ons")
    s.append(p(
        "Larkspur TV is delivered over your fiber connection to a Larkspur Stream Box 4K (model LSB-4K). TV service "
        "requires a Larkspur internet plan at the same address; it cannot be ordered on its own. Every TV package "
        "includes local broadcast channels available in your area, the on-screen guide and the Larkspur TV app for "
        "phones, tablets and smart TVs."))
    s += h2("2.1 TV packages")
    s += table([
        ["Package", "Channels", "Monthly price", "Broadcast TV fee", "Stream Boxes included", "Cloud DVR", "Simultaneous app streams"],
        ["TV Essentials", "75+", "$40/mo", "$9.75/mo", "1", "100 hours", "2"],
        ["TV Plus", "150+", "$70/mo", "$18.50/mo", "1", "100 hours", "4"],
        ["TV Premier", "220+ (incl. regional sports)", "$95/mo", "$18.50/mo + Regional Sports Fee $8.99/mo", "2", "300 hours", "6"],
    ], [1.0, 1.0, 0.8, 1.3, 0.9, 0.8, 1.1], caption="Table 2. TV packages")
    s += footnotes([
        "TV package prices are fixed for 12 months from activation; the Broadcast TV fee and Regional Sports Fee may change at any time "
        "with 30 days\u2019 notice because they reflect what local stations and sports networks charge us.",
        "Internet + TV bundle: save $10/mo on your TV package for as long as both services stay active on the same account.",
    ])
    s += h2("2.2 Add-ons, DVR and streaming")
    s += table([
        ["Add-on", "Price", "Notes"],
        ["Marquee (premium movies)", "$14/mo", "Includes 4 Marquee channels and on-demand library"],
        ["Screenhouse (premium series and movies)", "$11/mo", "Includes Screenhouse app access at no extra cost"],
        ["Sports Extra", "$12/mo", "Adds 18 national sports channels; available with TV Plus and TV Premier only"],
        ["DVR Expansion", "$8/mo", "Raises Cloud DVR storage to 300 hours (TV Essentials and TV Plus)"],
        ["Additional Stream Box 4K", "$6/mo each", "Up to 5 boxes per home"],
    ], [2.2, 1.0, 3.7], caption="Table 3. TV add-ons")
    s.append(p(
        "Cloud DVR recordings are kept for 12 months, or until you delete them or your DVR storage is full, whichever comes "
        "first; when storage is full, the oldest recordings are deleted first unless they are marked \u201cKeep\u201d. Recordings "
        "are deleted 30 days after TV service is cancelled. Out of home, the Larkspur TV app plays live channels that the "
        "channel owners allow out of home; local broadcast channels play only inside your home network."))

    # 3 Fees ---------------------------------------------------------------------------
    s += h1("3 Fees and one-time charges")
    s.append(p(
        "The table below lists every recurring fee and one-time charge that can appear on a residential bill. Taxes are "
        "added where required. If a charge on your bill is not listed here, please contact Billing (section 11)."))
    fee_rows = [
        ["Fee or charge", "Amount", "When it applies"],
        ["Network Access Fee", "$3.49/mo", "All internet plans. Covers network maintenance and the cost of carrying traffic to other networks."],
        ["Gateway rental (Fiber 300)", "$12/mo", "Fiber 300 customers who rent the LG-600 gateway. Not charged if you use your own router."],
        ["Additional mesh extender (LX-2)", "$7/mo each", "Any plan; beyond the extenders included with Fiber 1 Gig and Fiber 2 Gig."],
        ["Static IP address", "$15/mo", "Fiber 1 Gig and Fiber 2 Gig only."],
        ["Professional installation", "$99 one-time", "Fiber 300 and Fiber 500. Waived on Fiber 1 Gig and Fiber 2 Gig."],
        ["Express installation", "$49 one-time", "On request, when we can install within 3 business days of your order. Added to the installation charge, including on plans where installation is waived."],
        ["Self-install kit shipping", "$14.95 one-time", "Fiber Ready homes that choose self-installation (section 5.4)."],
        ["Additional TV outlet setup", "$35 per room", "When the technician connects a Stream Box in a room that has no network outlet or reliable Wi-Fi coverage."],
        ["Missed appointment", "$40", "No adult at home during the installation or repair window, and the appointment was not cancelled at least 2 hours before the window started."],
        ["Technician visit \u2013 customer equipment", "$85 per visit", "Repair visits where the problem is found in customer-owned equipment or in wiring we did not install."],
        ["Paper bill", "$2/mo", "Waived for customers aged 65 or older and for accessible formats (section 12)."],
        ["Agent-assisted payment", "$5 per payment", "Payments made by phone with a Billing agent. Payments in the app, online, through the automated phone line or by autopay are free."],
        ["Late fee", "$10", "Balance not paid in full 10 days after the due date (section 7)."],
        ["Returned payment", "$25", "A check or bank payment is returned unpaid, or a card payment is reversed."],
        ["Reconnection", "$35", "Restoring service after suspension for non-payment."],
        ["Expedited moving transfer", "$49", "Moves requested fewer than 14 days before the move date (section 6)."],
        ["Seasonal hold", "$7/mo", "While internet and TV are on seasonal hold (minimum 1 month, maximum 6 months)."],
        ["Broadcast TV fee", "$9.75/mo or $18.50/mo", "$9.75 with TV Essentials; $18.50 with TV Plus and TV Premier."],
        ["Regional Sports Fee", "$8.99/mo", "TV Premier only."],
        ["Unreturned Wi-Fi 6 gateway (LG-600)", "$150", "Not returned within 30 days after service ends or after the device is replaced."],
        ["Unreturned Wi-Fi 7 gateway (LG-7200)", "$225", "As above."],
        ["Unreturned mesh extender (LX-2)", "$95 each", "As above."],
        ["Unreturned Stream Box 4K (LSB-4K)", "$120 each", "As above. The voice remote is $25 if not returned with the box."],
        ["Early termination fee", "$10 per remaining month, up to $200", "Only for customers who cancel during a 24-month Price Lock agreement (section 8)."],
    ]
    s += table(fee_rows, [2.2, 1.45, 3.25], caption="Table 4. Fees and one-time charges")
    s += footnotes([
        "Fees are not charged for the LG-600 gateway on Fiber 500 and Fiber 1 Gig, for included mesh extenders, or for the "
        "optical network terminal (ONT) on your wall. The ONT belongs to Larkspur Fiber and stays at the address.",
    ])

    # 4 Equipment ------------------------------------------------------------------------
    s += h1("4 Equipment")
    s += h2("4.1 What we provide")
    s += bullets([
        "<b>Optical network terminal (ONT).</b> A small white box, usually mounted near where the fiber enters your home. "
        "It turns the light signal into an Ethernet connection. Do not unplug the fiber cable from the ONT.",
        "<b>Larkspur Wi-Fi 6 gateway (LG-600).</b> Router and Wi-Fi access point with four 1 Gbps Ethernet ports. Included with "
        "Fiber 500 and Fiber 1 Gig; $12/mo with Fiber 300.",
        "<b>Larkspur Wi-Fi 7 gateway (LG-7200).</b> Included with Fiber 2 Gig. It has one 10 Gbps port and two 2.5 Gbps ports; "
        "to reach multi-gig speeds a device must be wired to one of these ports.",
        "<b>Mesh extender (LX-2).</b> Extends Wi-Fi coverage. Pairs automatically with the LG-600 or LG-7200 when plugged in "
        "within sight of the gateway\u2019s status light.",
        "<b>Stream Box 4K (LSB-4K)</b> with voice remote, for Larkspur TV.",
    ], lead="Depending on your plan, we install or ship the following equipment:")
    s.append(p(
        "Equipment we provide stays the property of Larkspur Fiber. If a rented or included device fails through normal use, "
        "we replace it at no charge; replacements are shipped in 2 business days or brought by a technician. Devices damaged "
        "by liquid, fire, drops or power surges are charged at the unreturned equipment price in Table 4."))
    s += h2("4.2 Using your own router")
    s.append(p(
        "You may use your own router on any plan. Connect its WAN (internet) port to the LAN port of the ONT with an Ethernet "
        "cable; no login details are required. On Fiber 300, using your own router removes the $12/mo gateway rental. On other "
        "plans the included gateway has no separate price, so there is no credit if you use your own router instead. Our "
        "support team can confirm that internet service is reaching the ONT, but cannot configure or troubleshoot "
        "customer-owned routers or mesh systems. On Fiber 2 Gig, your router needs a WAN port of at least 2.5 Gbps to reach "
        "the full speed."))
    s += h2("4.3 Returning equipment")
    s += bullets([
        "<b>Drop it off at any UPS Store</b> location. Show the return QR code from the e-mail we send when your service ends; "
        "no box or label is needed and there is no charge.",
        "<b>Bring it to a Larkspur store.</b> Store addresses are listed at larkspurfiber.example/stores.",
        "<b>Request a prepaid return kit</b> (box and label) in the app or by calling Billing. Kits arrive within 5 business days.",
    ], lead="When your service ends or a device is replaced, return the equipment within 30 days in one of three ways:")
    s.append(p(
        "Return the power adapters and remotes with their devices. Keep your receipt or tracking number until the return shows "
        "on your account, which normally takes up to 7 business days. If equipment has not reached us after 30 days, the "
        "unreturned equipment fee is charged to your final bill. If we receive the equipment within 60 days after the fee was "
        "charged, the fee is reversed. Lost or stolen equipment reported within 7 days with a police report number is charged "
        "a reduced $50 per device."))
    s += note("Good to know: the ONT stays", [
        "Do not return the optical network terminal (the box where the fiber cable enters your home). It belongs to the "
        "address, not to your account, and the next resident will need it. Returning it by mistake does not create a credit.",
    ])

    # 5 Installation ----------------------------------------------------------------------
    s += h1("5 Installation")
    s += h2("5.1 Scheduling")
    s.append(p(
        "Professional installations are scheduled in one of three arrival windows, Monday through Saturday: 8 a.m.\u201311 a.m., "
        "11 a.m.\u20132 p.m. and 2 p.m.\u20135 p.m. CT. The first available date is usually 5 to 10 business days after your order; "
        "Express installation ($49) guarantees an appointment within 3 business days where technicians are available. An adult "
        "aged 18 or older who can make decisions about where equipment goes must be at home for the whole visit. Renters "
        "should get the property owner\u2019s permission before the appointment, because we may need to drill a small hole in an "
        "outside wall."))
    s += h2("5.2 On installation day")
    s += numbered([
        "Your technician calls or texts about 30 minutes before arriving. Technicians wear a Larkspur uniform and carry a photo ID; ask to see it.",
        "Together you choose where the fiber will enter the home, where the ONT goes and where to place the gateway. A central, raised spot gives the best Wi-Fi.",
        "The technician connects the fiber line from the street or utility box to the outside of your home.",
        "The ONT is mounted inside, near an electrical outlet, and connected to the fiber.",
        "The gateway and any mesh extenders are set up, and your Wi-Fi name and password are printed on a card for you.",
        "The technician runs a wired speed test at the gateway. It must reach at least 90% of your plan\u2019s speed before the visit is finished.",
        "If you have TV service, each Stream Box is activated and the voice remote is paired.",
        "You are shown the Larkspur app, where you can check your bill, run speed tests and manage Wi-Fi.",
        "You sign the work order on the technician\u2019s tablet. A copy is e-mailed to you.",
    ], lead="A typical installation takes 2 to 4 hours. This is what happens during the visit:")
    s += h2("5.3 Rescheduling and missed appointments")
    s.append(p(
        "You can reschedule or cancel an appointment in the Larkspur app or at larkspurfiber.example/appointments until 24 hours "
        "before your arrival window. Within 24 hours, call Sales (for a new installation) or Technical Support (for a repair). There "
        "is no charge for rescheduling as long as you let us know at least 2 hours before the arrival window starts; otherwise, "
        "if no adult is home, the $40 missed appointment fee applies. If our technician is more than 30 minutes late and did not "
        "let you know in advance, we apply a $20 credit to your next bill at your request."))
    s += h2("5.4 Self-installation")
    s.append(p(
        "If your home is Fiber Ready \u2013 it already has a working Larkspur ONT from a previous customer \u2013 you can choose "
        "self-installation instead of a technician visit. The kit ships for $14.95 and arrives in 3 to 5 business days. Plug the "
        "gateway into the ONT, wait until the status light is solid white (about 10 minutes), then activate your service at "
        "larkspurfiber.example/activate or in the app. Your service start date and first bill are based on the day the kit is "
        "delivered, not the day you activate. If the ONT does not light up, call Technical Support; a technician visit to fix the "
        "ONT is free."))

    # 6 Moving -----------------------------------------------------------------------------
    s += h1("6 Moving service")
    s.append(p(
        "Moving within our service area? You can take your plan and price with you. The transfer is free when you tell us at "
        "least 14 days before your move date; with less notice, an expedited transfer fee of $49 applies. Your promotional price "
        "or Price Lock continues at the new address for the months that remain, and your account number stays the same."))
    s += numbered([
        "Check that your new address is served at larkspurfiber.example/availability.",
        "Start the move in the app (Account \u203a Moving) or call Moves &amp; Changes at 1-800-555-0147. Give your move date and new address.",
        "Choose an installation window at the new address. If the new home is Fiber Ready, you can choose self-installation instead.",
        "On your move date, service at the old address stops at 11:59 p.m. CT. Leave the ONT on the wall.",
        "Take your gateway, extenders and Stream Boxes with you and set them up at the new address, or return them if the new plan does not use them.",
    ], lead="How to move your service:")
    s.append(p(
        "If your new address is outside our service area, we close your account on your move date without an early termination "
        "fee when you send proof of the new address within 30 days, such as a signed lease, a closing statement or a utility bill "
        "in your name. Equipment must still be returned (section 4.3). If you are moving in with someone who already has Larkspur "
        "service, we can close your account the same way."))

    # 7 Billing -----------------------------------------------------------------------------
    s += h1("7 Billing, autopay and late fees")
    s.append(p(
        "Larkspur bills monthly, in advance. Your billing cycle starts on the day your service is activated, and your statement is "
        "issued on the same day each month. The payment due date is 21 days after the statement date. Your first bill covers the "
        "partial month from activation to your first statement plus the next full month, together with any one-time charges such as "
        "installation, so it is usually higher than later bills."))
    s += bullets([
        "<b>Autopay</b> from a checking account, debit card or credit card. Payments are taken on the due date.",
        "<b>Online or in the Larkspur app</b> by card or bank account, free of charge.",
        "<b>Automated phone line</b> at 1-800-555-0149, available 24 hours a day, free of charge.",
        "<b>With a Billing agent</b> by phone (a $5 agent-assisted payment fee applies).",
        "<b>By mail</b>: check or money order payable to Larkspur Fiber, P.O. Box 84410, Cedar Rapids, IA 52408. Write your account number on the check and allow 7 to 10 days for delivery.",
        "<b>In person</b> at a Larkspur store, by cash, card or check.",
    ], lead="You can pay your bill in any of these ways:")
    s.append(p(
        "<b>Autopay and paperless billing.</b> Signing up for both is required for promotional internet pricing (Table 1, note 1). "
        "Set up autopay at least 5 days before your due date for it to apply to the current bill; otherwise it starts with the next "
        "one. If you turn off autopay or paperless billing, the $5/mo discount is removed from your next statement. If an autopay "
        "payment fails, we retry once after 3 days, and then you need to pay manually."))
    s.append(p(
        "<b>Late payments.</b> If your balance is not paid in full 10 days after the due date, a $10 late fee is added. At 30 days "
        "past due we send a suspension notice, and if the past-due balance is still unpaid at 45 days past due, internet and TV "
        "service are suspended. To restore service, pay the full past-due balance plus the $35 reconnection fee; service is "
        "normally restored within 4 hours of payment. Accounts 90 days past due are closed and unreturned equipment fees are "
        "charged."))
    s.append(p(
        "<b>Payment arrangements.</b> If you cannot pay on time, contact Billing before the due date. We can split a past-due balance "
        "of up to $400 over a maximum of 3 monthly payments, alongside your regular bill. One payment arrangement is available in "
        "any 12-month period. While you keep to the arrangement, your service will not be suspended."))
    s.append(p(
        "<b>Questioning a charge.</b> Tell us about a billing error within 60 days of the statement date on which it first appeared. "
        "You do not have to pay the disputed amount while we review it, but you must pay the rest of the bill. We will respond within "
        "30 days. Approved corrections appear as a credit on your next statement."))
    s += note("Good to know: due dates and weekends", [
        "If your due date falls on a weekend or a federal holiday, payments received on the next business day are treated as on time. "
        "You can move your due date once every 6 months, to any day between the 1st and the 28th of the month, by calling Billing; "
        "the first bill after the change is prorated.",
    ])

    # 8 Agreements ----------------------------------------------------------------------------
    s += h1("8 Agreements, cancellation and early termination")
    s.append(p(
        "Larkspur service is month-to-month by default, with no annual contract and no early termination fee. Customers who want a "
        "guaranteed price can choose a <b>24-month Price Lock agreement</b> for any internet plan. Under Price Lock, your internet plan price "
        "does not increase for 24 months; the Network Access Fee, taxes and TV fees are not part of the guarantee. If you cancel internet "
        "service before the 24 months end, an early termination fee (ETF) of $10 for each remaining month applies, up to a maximum of $200."))
    s += bullets([
        "You move to an address we do not serve and send proof within 30 days (section 6).",
        "You or a member of your household on the account is called to active military duty or relocated by military orders for 90 days or more; send a copy of the orders.",
        "The account holder dies. A family member or executor can close the account by calling Account Services; a death certificate is not required for the first 60 days.",
        "You cancel within the 30-day satisfaction guarantee.",
    ], lead="We waive the early termination fee when:")
    s.append(p(
        "<b>30-day satisfaction guarantee.</b> New customers can cancel within 30 days after installation or self-install kit delivery and "
        "receive a refund of all monthly service charges and the installation charge. Equipment must be returned within 30 days after "
        "cancelling to qualify. The guarantee applies once per customer and does not cover pay-per-view or on-demand purchases."))
    s.append(p(
        "<b>How to cancel.</b> Cancellations are handled by Account Services, by phone at 1-800-555-0151 or by chat in the Larkspur app. "
        "You can choose the date your service ends, up to 60 days ahead. Service is billed through the end of the billing cycle in which "
        "it ends; outside the satisfaction guarantee, we do not refund partial months. Any remaining credit balance is applied to the final "
        "bill first."))

    # 9 Outages --------------------------------------------------------------------------------
    s += h1("9 Service outages and credits")
    s.append(p(
        "Check whether there is a known outage at larkspurfiber.example/status, in the app, or by texting OUTAGE to 52774. When an outage "
        "affects your address, we send you a text message with an estimated repair time, and another when service is back. Before "
        "calling, restart your gateway and ONT as described in section 10."))
    s.append(p(
        "<b>Outage credits.</b> If your internet service is completely unavailable for 4 or more consecutive hours because of a problem on "
        "our network, you are entitled to a credit. For each 24-hour period of the outage, or part of one, we credit one day\u2019s worth of "
        "your monthly internet plan price (1/30 of the monthly price). Credits for outages that our network monitoring detects are applied "
        "automatically within 2 billing cycles. If an outage affected only your home, request the credit within 30 days by chat or by "
        "calling Technical Support. Credits are not given for outages caused by customer-owned equipment, by power failures in your home, "
        "or when you did not allow a technician access to fix the problem."))
    s.append(p(
        "<b>Planned maintenance.</b> We announce planned maintenance at least 48 hours in advance by e-mail. Maintenance is normally done "
        "between 12 a.m. and 5 a.m. CT and usually interrupts service for less than 30 minutes. Planned maintenance is not an outage for "
        "credit purposes unless it lasts more than 4 hours."))
    s += bullets([
        "Repairs that need a technician are scheduled in the same arrival windows as installations, and a technician can usually come within 2 business days.",
        "Repair visits are free when the problem is on our network or in our equipment (see the $85 fee in Table 4 for other cases).",
        "Customers who have registered a medical need for internet service (for example, remote patient monitoring) are given the next available repair appointment; register by calling Technical Support.",
    ], lead="If a technician is needed:")

    # 10 Troubleshooting ---------------------------------------------------------------------
    s += h1("10 Troubleshooting")
    s.append(p(
        "Most problems can be fixed in a few minutes. To restart your equipment, unplug the power cord of the ONT and the gateway, "
        "wait 30 seconds, plug in the ONT first, wait 2 minutes, and then plug in the gateway. Do not press the recessed reset button "
        "unless Technical Support asks you to: holding it for 10 seconds erases your Wi-Fi name, password and settings."))
    s += table([
        ["Symptom", "Likely cause", "What to do"],
        ["No internet; the ONT light marked LOS is red", "The fiber signal is not reaching your home (cut or damaged line).", "Check larkspurfiber.example/status. Do not restart repeatedly. Call Technical Support; a repair is usually needed."],
        ["No internet; ONT lights normal, gateway light is red", "The gateway has lost its connection.", "Restart the ONT and gateway as described above. Check that the Ethernet cable between them is firmly connected at both ends."],
        ["Gateway light blinking amber", "A firmware update is installing.", "Wait 15 minutes. Do not unplug the gateway during the update."],
        ["Wi-Fi slow or dropping in some rooms", "Distance, walls or floors between the device and the gateway.", "Move the gateway to a central, raised spot. Use the 5 GHz or 6 GHz network nearby. Add a mesh extender ($7/mo) for large homes."],
        ["Wired speed well below plan speed", "Older cable, computer or network card.", "Use a Cat 6 cable. Test with one device at larkspurfiber.example/speed. 1 Gig needs a 1 Gbps port; 2 Gig needs a 2.5 Gbps port or faster."],
        ["Stream Box shows error S-104", "The box cannot reach the Larkspur TV service.", "Restart the box by holding its power button for 10 seconds. If it uses Wi-Fi, check that the gateway is online."],
        ["Voice remote does not respond", "Low batteries or the remote is unpaired.", "Replace the two AA batteries. To pair again, hold the Home and Back buttons together for 5 seconds."],
        ["Channels missing from the guide", "Guide not updated after a package change.", "Go to Settings \u203a System \u203a Refresh channels. New channels can take up to 30 minutes to appear."],
        ["Forgot Wi-Fi password", "\u2014", "See the label on the bottom of the gateway, or look it up in the app under Wi-Fi \u203a Network details."],
        ["Buffering in the Larkspur TV app away from home", "Slow mobile or hotel connection.", "The app needs at least 8 Mbps for HD and 25 Mbps for 4K. Lower the quality in the app settings."],
    ], [1.7, 1.8, 3.4], caption="Table 5. Troubleshooting common problems")

    # 11 Contacting us -------------------------------------------------------------------------
    s += h1("11 Contacting us")
    s.append(p(
        "For the fastest help, contact the department that handles your request. Chat in the Larkspur app and at "
        "larkspurfiber.example/chat is answered by our team, not by automated replies only. When you call, have your account number and "
        "your 4-digit account PIN ready (section 13)."))
    s += table([
        ["Department", "Phone", "Hours (CT)", "Other ways to reach us"],
        ["Sales and new service", "1-800-555-0143", "Mon\u2013Sat 8 a.m.\u20139 p.m.; Sun 10 a.m.\u20136 p.m.", "Chat during the same hours; larkspurfiber.example/order"],
        ["Technical Support", "1-800-555-0145", "24 hours a day, 7 days a week", "Chat 24/7; text OUTAGE to 52774 for outage updates"],
        ["Billing", "1-800-555-0148", "Mon\u2013Fri 7 a.m.\u20139 p.m.; Sat 8 a.m.\u20135 p.m.", "billing@larkspurfiber.example; automated payments 1-800-555-0149 (24 hours)"],
        ["Moves &amp; Changes", "1-800-555-0147", "Mon\u2013Fri 8 a.m.\u20138 p.m.; Sat 9 a.m.\u20133 p.m.", "App: Account \u203a Moving"],
        ["Account Services (cancellations and Price Lock)", "1-800-555-0151", "Mon\u2013Fri 8 a.m.\u20138 p.m.", "Chat in the app during the same hours"],
        ["Accessibility Support", "1-800-555-0156; TTY via 711", "Mon\u2013Fri 8 a.m.\u20136 p.m.", "accessibility@larkspurfiber.example; video relay calls welcome"],
        ["Privacy Office", "\u2014", "Replies within 5 business days", "privacy@larkspurfiber.example; Privacy Office, 2100 Larkspur Way, Cedar Rapids, IA 52402"],
        ["Larkspur stores", "\u2014", "Mon\u2013Sat 10 a.m.\u20137 p.m.", "Store locator: larkspurfiber.example/stores"],
    ], [1.45, 1.2, 1.75, 2.5], caption="Table 6. Departments, phone numbers and hours")
    s.append(p(
        "Written complaints can be sent to Customer Relations, Larkspur Fiber, 2100 Larkspur Way, Cedar Rapids, IA 52402, or to "
        "feedback@larkspurfiber.example. We acknowledge complaints within 2 business days and aim to resolve them within 10 business "
        "days. If you are not satisfied with our answer, you can contact your state\u2019s utilities board or public service commission."))
    s.append(p(
        "We record calls to our contact centers for training and quality purposes. Calls to Technical Support may be answered from "
        "our second contact center in Sioux Falls, SD; all our agents are Larkspur employees."))

    # 12 Accessibility ------------------------------------------------------------------------
    s += h1("12 Accessibility")
    s += bullets([
        "Bills in large print (18-point type) or braille, and paper bills in these formats carry no paper bill fee. Braille bills are mailed within 5 business days of the statement date.",
        "The Larkspur voice remote is provided free of charge to TV customers who are blind or have low vision, including for additional Stream Boxes.",
        "Closed captions are available on all channels that supply them; turn them on with the CC button on the remote. Audio description is available where the programmer provides it; turn it on under Settings \u203a Accessibility.",
        "Customers who are deaf, hard of hearing or speech-disabled can reach every department through 711 relay services, and our Accessibility Support team accepts video relay calls.",
        "A trusted person can be added to your account as an authorized user, so they can call us on your behalf; add them in the app or by calling Accessibility Support.",
        "Installation technicians can place equipment and controls within reach for wheelchair users on request; mention it when you book.",
    ], lead="We want every customer to be able to use our services and reach us easily. We offer:")

    # 13 Privacy ---------------------------------------------------------------------------------
    s += h1("13 Privacy and account security")
    s.append(p(
        "Our full Privacy Policy is at larkspurfiber.example/privacy. In short: we use your personal information to provide and bill "
        "for your service, to keep our network secure and to contact you about your account. <b>We do not sell your personal "
        "information</b>, and we do not use the websites you visit or the apps you use to target advertising."))
    s += bullets([
        "Call recordings are kept for 90 days.",
        "Account and billing records are kept for 7 years after your account closes, as required for tax and accounting purposes.",
        "Technical network logs that link an IP address to an account are kept for 18 months.",
    ], lead="How long we keep information:")
    s += bullets([
        "Ask for a copy of the personal information we hold about you, or ask us to correct it. We respond within 45 days.",
        "Opt out of marketing e-mails, texts and calls at larkspurfiber.example/privacy-choices. Account and outage messages cannot be turned off.",
        "Ask us to delete information we are not required to keep after your account closes.",
    ], lead="Your choices:")
    s.append(p(
        "<b>Account PIN.</b> Every account has a 4-digit PIN, chosen when you sign up. We ask for it before we discuss your account by phone "
        "or make changes. If you forget it, you can reset it in the app after signing in, or at a Larkspur store with a photo ID. Larkspur "
        "will never ask for your password or full card number in an unexpected call, text or e-mail; if in doubt, hang up and call the "
        "number on your bill."))
    s.append(p(
        "Law enforcement requests for customer information are answered only with a valid subpoena, court order or warrant, except in "
        "emergencies involving danger of death or serious injury. We notify affected customers unless the law or a court order prevents us."))
    s += h1("14 Glossary")
    for term, meaning in [
        ("Billing cycle", "The monthly period a statement covers. Yours starts on the day your service was activated."),
        ("Fiber Ready", "A home that already has a working Larkspur ONT, so service can be started with a self-install kit."),
        ("Gateway", "The Larkspur router and Wi-Fi access point (LG-600 or LG-7200) connected to the ONT."),
        ("Mbps / Gbps", "Megabits or gigabits per second, the units used for internet speed. 1 Gbps is 1,000 Mbps."),
        ("Mesh extender", "A device (LX-2) that works with the gateway to extend Wi-Fi coverage to more rooms."),
        ("ONT", "Optical network terminal: the device on your wall that connects the fiber line to your home network."),
        ("Price Lock", "An optional 24-month agreement that guarantees your internet plan price; an early termination fee applies if you cancel early."),
        ("Proration", "Charging or crediting only for the days a service or change was active within a billing cycle."),
        ("Promotional price", "A lower introductory price for the first 12 months of a new internet plan (Table 1, note 1)."),
    ]:
        s.append(p(f"<b>{term}.</b> {meaning}"))
    s.append(Spacer(1, 10))
    s.append(p("<i>Larkspur Fiber, 2100 Larkspur Way, Cedar Rapids, IA 52402 \u2022 larkspurfiber.example \u2022 Edition 26.1, effective March 1, 2026. "
               "This guide summarizes our residential terms of service; if they differ, the terms of service at larkspurfiber.example/terms apply.</i>", SMALL))
    return s


def build(out: Path = OUT) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    doc = SimpleDocTemplate(
        str(out), pagesize=letter, leftMargin=0.8 * inch, rightMargin=0.8 * inch,
        topMargin=0.85 * inch, bottomMargin=0.95 * inch,
        title=f"{COMPANY} {TITLE}", author=COMPANY, subject="Residential Internet & TV customer service guide",
        creator="Larkspur Fiber Customer Experience", invariant=1,
    )
    doc.build(story(), canvasmaker=NumberedCanvas)
    return out


if __name__ == "__main__":
    path = build()
    print(path, path.stat().st_size, "bytes")
