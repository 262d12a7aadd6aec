"""A deterministic 300-page handbook-style text PDF for the benchmark (fpdf2 core fonts).

    .venv/bin/python bench/make_pdf300.py [--pages 300] [--out PATH] [--force]

The document is an invented operations manual ("Brindlewood Outfitters"): chapters
of 6-14 pages, numbered section headings, justified paragraphs, bullet and
numbered lists, small tables, a running header and a "Page N" footer, at about
the text density of a real handbook page. Sentences are composed from many
templates and slot values by a seeded RNG, so the text varies like prose does and
almost no sentence repeats verbatim (dedupe or lexical shortcuts cannot flatter
the numbers). The same seed and fpdf2 version give byte-identical output.

Next to the PDF goes `<name>.truth.json`: the exact text drawn on every page,
which the benchmark uses to score extraction quality against ground truth.
The files live in a cache directory ($PAGEWISE_BENCH_CACHE, else
~/.cache/pagewise-bench), never in the repository.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
from pathlib import Path

GENERATOR_VERSION = 6
SEED = 300
COMPANY = "Brindlewood Outfitters"
TITLE = f"{COMPANY} - Store Operations and Customer Care Manual"
CREATED = dt.datetime(2024, 6, 1, 9, 0, 0, tzinfo=dt.timezone.utc)

# ---- vocabulary ---------------------------------------------------------------------------

PRODUCTS = """hiking boots|trail runners|rain jackets|down parkas|fleece pullovers|merino base layers|softshell pants|
wool socks|daypacks|expedition backpacks|two-person tents|ultralight tarps|sleeping bags|inflatable sleeping pads|
camp stoves|fuel canisters|water filters|insulated bottles|trekking poles|headlamps|climbing harnesses|carabiners|
dynamic ropes|belay devices|chalk bags|bouldering mats|kayak paddles|personal flotation devices|dry bags|
touring skis|ski boots|avalanche beacons|snowshoes|bike helmets|gravel bikes|bike lights|panniers|repair kits|
GPS watches|solar chargers|camp chairs|folding tables|coolers|cookware sets|first-aid kits|binoculars|
compasses|gaiters|sun hats|gloves|balaclavas|rain covers|tent footprints|hammocks|bear canisters""".replace("\n", "").split("|")

TEAMS = ["the Customer Care team", "the Returns Desk", "the Repair Workshop", "the Rental Counter",
         "Store Operations", "the Loss Prevention team", "the Warehouse team", "the Membership Office",
         "the Online Orders team", "the Product Safety group", "the Training Office", "Payroll",
         "the Facilities team", "the Community Events team", "the Buying team", "the Quality Lab"]

ROLES = ["a shift lead", "the store manager", "a floor associate", "a rental technician", "a cashier",
         "the district manager", "a repair technician", "a seasonal associate", "a stock associate",
         "the assistant manager", "an online order picker", "a membership specialist"]

CUSTOMERS = ["a member", "a first-time customer", "a guest without an account", "a corporate client",
             "a school group leader", "a guide outfitter", "a customer who ordered online",
             "a customer with a gift receipt", "a rental customer", "a customer abroad", "a youth team coach"]

DOCS = ["the original receipt", "a photo ID", "the order confirmation email", "the membership card",
        "the signed rental agreement", "the warranty card", "the repair ticket", "a gift receipt",
        "the packing slip", "the serial number", "proof of purchase"]

CHANNELS = ["in store", "by phone", "through the website chat", "by email", "in the mobile app",
            "at the service desk", "through the partner portal"]

SYSTEMS = ["the point-of-sale system", "the rental tracker", "the work-order board", "the inventory scanner",
           "the scheduling app", "the incident log", "the customer database", "the repair queue",
           "the returns portal", "the label printer", "the shared drive", "the training portal"]

CONDITIONS = ["unused and in its original packaging", "clean and dry", "free of visible damage",
              "complete with all accessories", "within the stated return window",
              "inspected by a technician", "logged in the incident log", "approved by the shift lead",
              "tagged with the repair ticket number", "stored in the quarantine bay"]

ADVERBS = ["promptly", "carefully", "always", "politely", "clearly", "without delay", "in writing",
           "before the end of the shift", "at the start of each shift", "as soon as possible"]

DAYS = [2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120, 180, 365]
HOURS = [2, 3, 4, 8, 12, 24, 48, 72]
AMOUNTS = [5, 10, 15, 20, 25, 35, 40, 50, 75, 100, 150, 200, 250, 300, 500, 750, 1000]
PERCENT = [5, 10, 15, 20, 25, 30, 40, 50]

CHAPTER_TOPICS = [
    "Opening and closing the store", "Greeting and helping customers", "Sales and checkout", "Payments and refunds",
    "Returns and exchanges", "Online orders and pickup", "Rentals", "Repairs and servicing", "Warranty claims",
    "Membership and rewards", "Gift cards and store credit", "Stock receiving", "Inventory counts",
    "Product safety and recalls", "Cash handling", "Loss prevention", "Health and safety on the floor",
    "Incident reporting", "Staff scheduling", "Training and certification", "Community events and clinics",
    "Corporate and group sales", "Special orders", "Pricing and markdowns", "Visual merchandising",
    "Privacy and customer data", "Accessibility and inclusion", "Environmental programme and recycling",
    "Complaints and escalation", "Emergencies and store closures", "Appendix: forms and codes",
]

SECTION_WORDS = ["Scope", "Responsibilities", "Before you start", "Step by step", "Exceptions", "Documentation",
                 "Fees and limits", "Time limits", "Approvals", "Common questions", "Tools and systems",
                 "Hand-over", "Checks", "Records to keep", "When something goes wrong", "Examples"]

TEMPLATES = [
    "{Role} must check {doc} before accepting {product} from {customer}.",
    "{Customer} can return {product} within {days} days if the item is {condition}.",
    "Refunds for {product} go back to the original payment method within {days2} business days.",
    "If {customer} cannot show {doc}, {role} may offer store credit of up to ${amount}.",
    "{Team} reviews every exception above ${amount} and replies {adverb}.",
    "Record the reason code in {system} {adverb}, even when the customer declines a receipt.",
    "A restocking fee of {pct}% applies to {product} that come back without their packaging.",
    "Rentals of {product} are charged per day, with a deposit of ${amount} held on the card.",
    "Never promise {customer} a repair date before {team} has confirmed it {channel}.",
    "Damaged {product} are tagged, photographed and placed in the quarantine bay within {hours} hours.",
    "Members earn {pct2} points per dollar on {product}, except during clearance events.",
    "The warranty on {product} covers manufacturing defects for {days} days from the date of purchase.",
    "Ask {customer} whether they prefer an exchange, a repair or a refund, and note the answer in {system}.",
    "When {system} is unavailable, {role} uses the paper form in the back office and enters it {adverb} afterwards.",
    "Orders for {product} placed {channel} before {clock} leave the same business day; later orders leave the next day.",
    "For safety reasons, {product} returned after field use are inspected by {role} before resale.",
    "{Role} signs off the cash count at the end of each shift and files it in {system}.",
    "A price adjustment on {product} is possible within {days2} days if {customer} finds them for less in our stores.",
    "Group bookings of more than {n} people need approval from {team} at least {days2} days ahead.",
    "Keep {doc} with the item until {team} has closed the case.",
    "If {customer} is upset {channel}, listen first, apologise for the trouble and explain what {team} will do next.",
    "Do not share a customer's address, phone number or order history {channel} without verifying identity.",
    "Items marked final sale, including clearance {product}, cannot be returned unless they are defective.",
    "Rental equipment returned more than {hours} hours late is charged an extra day at the standard rate.",
    "The repair workshop quotes {product} repairs within {days2} business days and holds parts for {days} days.",
    "Store credit issued for {product} never expires and can be used {channel} as well as in any of our stores.",
    "Gift cards above ${amount} are activated by {role} and cannot be exchanged for cash, except where the law requires it.",
    "Report near misses in {system} within {hours} hours so that {team} can look for patterns.",
    "Check the recall list every Monday and remove affected {product} from the floor the same day.",
    "An exchange for a different size of {product} is free, including the shipping, once per order.",
    "{Customer} who pays by cheque waits {days2} business days before a refund can be issued.",
    "Markdowns of more than {pct}% need the store manager's approval and a note in {system}.",
    "During inventory counts, {product} are counted twice by different associates and the totals compared.",
    "Lost-and-found items are kept for {days} days, logged in {system} and then donated.",
    "New staff complete the {course} module in {system} before working alone on the floor.",
    "Clinics on {product} care are free for members and cost ${amount2} for everyone else.",
    "{Role} may approve a goodwill gesture of up to ${amount2} without asking {team}.",
    "Fitting {product} takes about {minutes} minutes; book a slot {channel} during busy weekends.",
    "Special orders of {product} require a deposit of {pct}% and usually arrive within {days2} business days.",
    "If a payment terminal declines a purchase of {product} twice, ask for another card rather than retrying a third time.",
    "Corporate accounts buying {product} are invoiced monthly and pay within {days} days of the invoice date.",
    "Weigh and label every parcel of {product} before it leaves the stock room.",
    "Fire exits, first-aid kits and displays of {product} must stay clear of each other; {role} checks this {adverb}.",
    "{Customer} who reports an injury from {product} gets first aid first; the report in {system} comes afterwards.",
    "Where the law of a state gives {customer} more rights than this manual on {product}, the law applies.",
    "Customers can recycle worn {product} at the service desk and receive a ${amount3} voucher.",
    "The receiving dock accepts deliveries between {clock} and {clock2} on business days.",
    "Pallets of {product} are checked against the packing slip and any shortage is reported within {hours} hours.",
    "When the store closes early, {team} posts a notice {channel} at least {hours} hours in advance if possible.",
    "Associates may not process their own returns, refunds or discounts on {product}; ask {role} instead.",
    "Photos attached to a claim for {product} must show the label, the damage and the whole item, and go into {system}.",
    "Price tags on {product} show the regular price, the member price and the item code.",
    "Keep a spare set of keys for the {product} cage in the manager's safe, and log every use in {system}.",
    "Escalate any threat, harassment or aggressive behaviour to {role} immediately.",
]

COURSES = ["Safe Lifting", "Customer First", "Cash Office", "Rental Basics", "Bike Mechanics 1",
           "Avalanche Gear", "Privacy Essentials", "Fitting Footwear", "Climbing Hardware", "First Aid Refresher"]


def _clock(rng: random.Random) -> str:
    hour = rng.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    minute = rng.choice(["00", "15", "30", "45"])
    suffix = "a.m." if hour < 12 else "p.m."
    return f"{hour if hour <= 12 else hour - 12}:{minute} {suffix}"


def _fill(template: str, rng: random.Random) -> str:
    values = {
        "role": rng.choice(ROLES), "team": rng.choice(TEAMS), "customer": rng.choice(CUSTOMERS),
        "doc": rng.choice(DOCS), "product": rng.choice(PRODUCTS), "channel": rng.choice(CHANNELS),
        "system": rng.choice(SYSTEMS), "condition": rng.choice(CONDITIONS), "adverb": rng.choice(ADVERBS),
        "days": rng.choice(DAYS), "days2": rng.choice(DAYS[:7]), "hours": rng.choice(HOURS),
        "amount": rng.choice(AMOUNTS), "amount2": rng.choice(AMOUNTS[:8]), "amount3": rng.choice(AMOUNTS[:5]),
        "pct": rng.choice(PERCENT), "pct2": rng.choice([1, 2, 3, 4, 5]), "n": rng.choice([6, 8, 10, 12, 20]),
        "minutes": rng.choice([10, 15, 20, 30, 45]), "clock": _clock(rng), "clock2": _clock(rng),
        "course": rng.choice(COURSES),
    }
    for key in ("role", "team", "customer"):
        values[key.capitalize()] = values[key][0].upper() + values[key][1:]
    text = template.format(**values)
    return text[0].upper() + text[1:]


def _paragraph(rng: random.Random, sentences: int) -> str:
    picked = rng.sample(TEMPLATES, sentences)
    return " ".join(_fill(t, rng) for t in picked)


def _section_blocks(rng: random.Random, chapter: int, section: int, topic: str) -> list:
    heading = f"{chapter}.{section} {rng.choice(SECTION_WORDS)}: {rng.choice(PRODUCTS)}"
    blocks: list = [("h2", heading)]
    for _ in range(rng.choice([1, 2, 2, 3, 3, 4])):
        roll = rng.random()
        if roll < 0.70:
            blocks.append(("p", _paragraph(rng, rng.randint(3, 7))))
        elif roll < 0.90:
            items = [_fill(rng.choice(TEMPLATES), rng) for _ in range(rng.randint(3, 6))]
            blocks.append(("ol" if rng.random() < 0.3 else "ul", items))
        else:
            header = ["Item", "Limit", "Time frame", "Approval"]
            rows = [header] + [[rng.choice(PRODUCTS).capitalize(), f"${rng.choice(AMOUNTS)}",
                                f"{rng.choice(DAYS)} days", rng.choice(ROLES).capitalize()]
                               for _ in range(rng.randint(3, 6))]
            blocks.append(("table", rows))
    return blocks


def _chapter_blocks(rng: random.Random, chapter: int, topic: str, sections: int) -> list:
    blocks: list = [("h1", f"Chapter {chapter}. {topic}"),
                    ("p", f"This chapter explains how {COMPANY} handles {topic.lower()}. "
                          + _paragraph(rng, rng.randint(2, 4)))]
    for section in range(1, sections + 1):
        blocks.extend(_section_blocks(rng, chapter, section, topic))
    return blocks


# ---- rendering -------------------------------------------------------------------------------

def build(out: Path, pages: int = 300, seed: int = SEED) -> dict:
    """Write the PDF and its `.truth.json`; returns the truth (text drawn per page)."""
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos

    rng = random.Random(seed)
    pdf = FPDF(format="Letter", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.set_margins(22, 18, 22)
    pdf.set_title(TITLE)
    pdf.set_author(f"{COMPANY} Store Operations")
    pdf.set_creator("Pagewise bench/make_pdf300.py")
    pdf.set_creation_date(CREATED)
    bottom = pdf.h - 22
    width = pdf.w - pdf.l_margin - pdf.r_margin
    truth: list[list[str]] = []

    def new_page() -> None:
        if pdf.page_no() >= pages:
            raise _Full
        pdf.add_page()
        pdf.set_font("Helvetica", "", 8.5)
        pdf.set_text_color(90, 90, 90)
        pdf.cell(0, 5, TITLE, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_y(-14)
        pdf.cell(0, 5, f"Page {pdf.page_no()}", align="C")
        pdf.set_text_color(0, 0, 0)
        pdf.set_y(pdf.t_margin + 12)
        truth.append([TITLE, f"Page {pdf.page_no()}"])

    def fits(height: float) -> bool:
        return pdf.get_y() + height <= bottom

    def text_height(text: str, size: float, line: float, w: float = 0, style: str = "") -> float:
        pdf.set_font("Helvetica", style, size)
        return pdf.multi_cell(w or width, line, text, dry_run=True, output="HEIGHT")

    def put(text: str, size: float, line: float, style: str = "", after: float = 0, x: float = 0,
            w: float = 0) -> None:
        pdf.set_font("Helvetica", style, size)
        if x:
            pdf.set_x(x)
        pdf.multi_cell(w or width, line, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(after)
        truth[-1].append(text)

    def render(block) -> None:
        kind = block[0]
        if kind == "h2":
            if not fits(6.5 + 3 * 5.2 + 3):  # keep a heading with its first lines
                new_page()
            pdf.ln(2)
            put(block[1], 11.5, 6.5, "B", 0.5)
        elif kind == "p":
            sentences = block[1].split(". ")
            while sentences:  # as many whole sentences as fit, the rest on the next page
                take = len(sentences)
                while take and not fits(text_height(". ".join(sentences[:take]), 10, 5.2)):
                    take -= 1
                if take == 0:
                    new_page()
                    continue
                chunk = ". ".join(sentences[:take])
                put(chunk if take == len(sentences) or chunk.endswith(".") else chunk + ".", 10, 5.2, after=1.8)
                sentences = sentences[take:]
        elif kind in ("ul", "ol"):
            for n, item in enumerate(block[1], 1):
                marker = f"{n}." if kind == "ol" else "-"
                if not fits(text_height(item, 10, 5.2, width - 7) + 0.8):
                    new_page()
                pdf.set_font("Helvetica", "", 10)
                pdf.set_x(pdf.l_margin + 2)
                pdf.cell(5, 5.2, marker)
                put(item, 10, 5.2, after=0.8, w=width - 7)
                truth[-1][-1] = f"{marker} {item}"
            pdf.ln(1)
        elif kind == "table":
            rows = block[1]
            if not fits(6 * len(rows) + 4):
                new_page()
            pdf.set_font("Helvetica", "", 9.5)
            with pdf.table(col_widths=(34, 18, 20, 28), line_height=5, text_align="LEFT",
                           first_row_as_headings=True) as table:
                for row in rows:
                    cells = table.row()
                    for value in row:
                        cells.cell(value)
            truth[-1].extend(" ".join(row) for row in rows)
            pdf.ln(3)

    chapter = 0
    try:
        while True:  # chapters until the page budget is used up
            chapter += 1
            topic = CHAPTER_TOPICS[(chapter - 1) % len(CHAPTER_TOPICS)]
            if chapter > len(CHAPTER_TOPICS):
                topic = f"{topic} (part {1 + (chapter - 1) // len(CHAPTER_TOPICS)})"
            new_page()
            for block in _chapter_blocks(rng, chapter, topic, rng.randint(6, 16)):
                if block[0] == "h1":
                    put(block[1], 17, 9, "B", 2)
                else:
                    render(block)
    except _Full:
        pass
    assert pdf.page_no() == pages, pdf.page_no()
    out.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(out))
    data = {"generator": GENERATOR_VERSION, "seed": seed, "pages": truth}
    out.with_suffix(".truth.json").write_text(json.dumps(data), encoding="utf-8")
    return data


class _Full(Exception):
    """The page budget is used up."""


def default_cache_dir() -> Path:
    env = os.environ.get("PAGEWISE_BENCH_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pagewise-bench"


def ensure_pdf(pages: int = 300, cache_dir: Path | None = None, force: bool = False) -> Path:
    """The cached PDF (built on first use); its name encodes pages, seed and generator version."""
    import fpdf

    cache = cache_dir or default_cache_dir()
    out = cache / f"handbook{pages}-s{SEED}-g{GENERATOR_VERSION}-fpdf{fpdf.__version__}.pdf"
    if force or not out.exists() or not out.with_suffix(".truth.json").exists():
        build(out, pages)
    return out


def truth_pages(pdf_path: Path) -> list[str]:
    """The text drawn on each page, one string per page."""
    data = json.loads(pdf_path.with_suffix(".truth.json").read_text(encoding="utf-8"))
    return ["\n".join(lines) for lines in data["pages"]]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--out", type=Path, help="write here instead of the cache")
    parser.add_argument("--force", action="store_true", help="rebuild even if cached")
    args = parser.parse_args()
    if args.out:
        build(args.out, args.pages)
        path = args.out
    else:
        path = ensure_pdf(args.pages, force=args.force)
    texts = truth_pages(path)
    chars = sum(len(t) for t in texts)
    print(f"{path}  {len(texts)} pages, {path.stat().st_size / 1024:.0f} KiB, {chars / len(texts):.0f} chars/page")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
