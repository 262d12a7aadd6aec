"""Structure kept from the PDF into chunks and units: tables, lists, headings, hyphens, sentences."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from knowledge.pdf.chunk import Chunk, chunk_pieces
from knowledge.pdf.clean import clean_text
from knowledge.pdf.extract import extract_layouts
from knowledge.pdf.sentences import split_sentences
from knowledge.pdf.structure import document_pieces
from knowledge.pdf.units import Unit, load_units
from tests.pdfs import make_pdf


def make_structured_pdf(path: Path) -> Path:
    """Headings, sentences with abbreviations, line-break hyphens, a list with a lead-in, a ruled
    table, an unruled one, and a ruled table without repeated headers running over a page break."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.set_margins(20, 20)
    pdf.add_page()

    def heading(text: str, size: float) -> None:
        pdf.set_font("Helvetica", "B", size)
        pdf.cell(0, size * 0.6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def lines(*texts: str) -> None:
        pdf.set_font("Helvetica", size=10)
        for text in texts:
            pdf.cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)

    def ruled_table(rows: list[tuple[str, ...]], widths: tuple[int, ...]) -> None:
        pdf.set_font("Helvetica", size=10)
        with pdf.table(col_widths=widths, width=sum(widths), align="LEFT", line_height=6, repeat_headings=0) as table:
            for row in rows:
                cells = table.row()
                for cell in row:
                    cells.cell(cell)
        pdf.ln(4)

    heading("Returns", 16)
    heading("Refunds", 13)
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(0, 5, "Refunds are paid within 5 days. Call before 1:00 p.m. ET on a weekday to get same-day help. "
                         "Bring a proof of purchase, e.g. the email we sent you. Ask for form No. 5 at the desk. "
                         "The refund fund holds $1.5 million in reserve.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    lines("Members must use an in-", "network provider for the con-", "figuration of their care.")
    lines("Any in-network doctor can sign the form.")
    lines("To start a refund, you need:")
    for item in ("the order number", "a photo of the item", "the original packaging"):
        pdf.set_x(24)
        pdf.cell(5, 5, "-")
        pdf.cell(0, 5, item, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    heading("Plan costs", 13)
    lines("Table 1: Costs by plan")
    ruled_table([("Service", "HMO", "PPO"), ("Prescription drugs, brand name", "$25 copay", "$40 copay"),
                 ("Specialist visit", "$30 copay", "$50 copay"), ("Emergency room", "$150 copay", "$250 copay")],
                (70, 40, 40))
    heading("Opening hours", 13)
    for k, row in enumerate([("Desk", "Weekdays", "Weekends"), ("Front desk", "8 a.m. to 6 p.m.", "9 a.m. to 1 p.m."),
                             ("Pharmacy", "9 a.m. to 9 p.m.", "10 a.m. to 4 p.m."),
                             ("Billing office", "9 a.m. to 5 p.m.", "Closed")]):
        pdf.set_font("Helvetica", "B" if k == 0 else "", 10)
        for x, cell in zip((20, 75, 125), row):
            pdf.set_x(x)
            pdf.cell(45, 6, cell)
        pdf.ln(6)
    pdf.add_page()
    heading("Fees", 16)
    lines("Fees are charged to the card on file.")
    pdf.set_y(230)
    lines("Table 2: Service fees")
    ruled_table([("Fee", "Amount")] + [(f"Service item {n}", f"${n * 5}") for n in range(1, 16)], (70, 40))
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


@pytest.fixture(scope="module")
def structured_pdf(tmp_path_factory) -> Path:
    return make_structured_pdf(tmp_path_factory.mktemp("structure") / "guide.pdf")


@pytest.fixture(scope="module")
def chunks(structured_pdf) -> list[Chunk]:
    return chunk_pieces(document_pieces(extract_layouts(structured_pdf)), 200, 30)


def units_of(path: Path) -> list[Unit]:
    """Every unit of a PDF, as ingest chunks it (200 tokens, 30 overlap)."""
    return [u for c in chunk_pieces(document_pieces(extract_layouts(path)), 200, 30) for u in c.units]


def unit_with(chunks: list[Chunk], words: str) -> tuple[Unit, Chunk]:
    found = [(u, c) for c in chunks for u in c.units if words in u.text]
    assert len(found) == 1, (words, found)
    return found[0]


def test_a_ruled_table_row_is_a_unit_with_its_title_and_headers(chunks):
    row, chunk = unit_with(chunks, "Prescription drugs")
    assert row.kind == "row"
    assert row.text == "Table 1: Costs by plan — Prescription drugs, brand name — HMO: $25 copay; PPO: $40 copay"
    assert chunk.text[row.start:row.end] == "Prescription drugs, brand name | $25 copay | $40 copay"
    assert "Table 1: Costs by plan\nService | HMO | PPO\nPrescription drugs" in chunk.text


def test_an_unruled_table_row_is_a_unit_with_its_title_and_headers(chunks):
    row, _ = unit_with(chunks, "Front desk")
    assert (row.kind, row.text) == (
        "row", "Opening hours — Front desk — Weekdays: 8 a.m. to 6 p.m.; Weekends: 9 a.m. to 1 p.m.")


def test_a_table_running_over_a_page_break_keeps_its_title_and_headers(chunks):
    row, chunk = unit_with(chunks, "Service item 12 ")
    assert (row.page, row.kind, row.text) == (3, "row", "Table 2: Service fees — Service item 12 — Amount: $60")
    assert chunk.page == 3 and "Table 2: Service fees\nFee | Amount\n" in chunk.text
    assert all(len({u.page for u in c.units} | {c.page}) == 1 for c in chunks)


def test_a_bullet_is_a_unit_with_its_lead_in(chunks):
    item, chunk = unit_with(chunks, "a photo of the item")
    assert (item.kind, item.text) == ("item", "To start a refund, you need: a photo of the item")
    assert chunk.text[item.start:item.end] == "- a photo of the item"
    assert [u.text for u in chunk.units if u.kind == "item"] == [
        "To start a refund, you need: the order number", "To start a refund, you need: a photo of the item",
        "To start a refund, you need: the original packaging"]


def test_headings_give_chunks_and_units_their_section_path(chunks):
    sentence, chunk = unit_with(chunks, "Refunds are paid")
    assert sentence.section == "Returns > Refunds" and chunk.text.startswith("[Returns]\n[Refunds]\n")
    assert unit_with(chunks, "Emergency room")[0].section == "Returns > Plan costs"
    fees = [c for c in chunks if c.page == 3]
    assert fees and all(c.section == "Fees" and c.text.startswith("[Fees]\n") for c in fees)
    assert all(u.section == "Fees" for c in fees for u in c.units)


def test_times_and_abbreviations_do_not_end_a_sentence(chunks):
    sentences = [u.text for c in chunks for u in c.units if u.kind == "sentence"]
    for whole in ("Call before 1:00 p.m. ET on a weekday to get same-day help.",
                  "Bring a proof of purchase, e.g. the email we sent you.", "Ask for form No. 5 at the desk.",
                  "The refund fund holds $1.5 million in reserve."):
        assert whole in sentences
    assert split_sentences("Written by Yann N. Dauphin, i.e. a co-author. The store closes at 5 p.m. The next day "
                           "it opens at 9 a.m. Eastern Time.") == [
        "Written by Yann N. Dauphin, i.e. a co-author.", "The store closes at 5 p.m.",
        "The next day it opens at 9 a.m. Eastern Time."]


def test_a_line_break_hyphen_keeps_compounds_and_joins_split_words(chunks):
    sentence, _ = unit_with(chunks, "Members must")
    assert sentence.text == "Members must use an in-network provider for the configuration of their care."
    assert clean_text("Use an in\u00ad\nnetwork doctor: any in-network one. The con\u00adfiguration.") == \
        "Use an in-network doctor: any in-network one. The configuration."


def test_a_page_without_geometry_is_read_as_plain_text_in_its_section(structured_pdf):
    pages = extract_layouts(structured_pdf)
    pages[2].lines = None  # as when PDFium cannot measure a page
    chunks = chunk_pieces(document_pieces(pages), 200, 30)
    page3 = [u for c in chunks if c.page == 3 for u in c.units]
    assert {u.kind for u in page3} == {"sentence"} and {u.section for u in page3} == {"Fees"}
    assert any("Service item 12 $60" in u.text for u in page3)
    assert unit_with(chunks, "Service item 2 ")[0].kind == "row"  # page 2 keeps its structure


def test_running_headers_and_footers_go_but_short_pages_keep_their_lines(handbook, tmp_path):
    lines = [ln for c in chunk_pieces(document_pieces(extract_layouts(handbook)), 200, 30) for ln in c.text.split("\n")]
    assert "Orders placed before 2:00 p.m. Eastern Time on a business day leave the warehouse the same day; " \
           "later orders leave the next business day." in " ".join(lines)
    assert not [ln for ln in lines if "Customer Service Handbook" in ln and " - " in ln or re.fullmatch(r"Page \d+", ln)]
    short = make_pdf(tmp_path / "short.pdf", [f"Policy page {n}. Returns take 20 days." for n in (1, 2, 3)])
    assert [c.text for c in chunk_pieces(document_pieces(extract_layouts(short)), 200, 30)] == [
        f"Policy page {n}. Returns take 20 days." for n in (1, 2, 3)]


def test_the_pdfplumber_extractor_still_gives_sentence_units(structured_pdf):
    chunks = chunk_pieces(document_pieces(extract_layouts(structured_pdf, extractor="pdfplumber")), 200, 30)
    assert {u.kind for c in chunks for u in c.units} == {"sentence"}
    assert "Call before 1:00 p.m. ET on a weekday to get same-day help." in [u.text for c in chunks for u in c.units]


def test_units_survive_a_round_trip_through_the_store(make_kb, structured_pdf, tmp_path):
    kb = make_kb()
    kb.ingest([structured_pdf])
    s = kb.settings
    built = {c.id: c.units for c in chunk_pieces(document_pieces(extract_layouts(structured_pdf)),
                                                 s.chunk_tokens, s.chunk_overlap)}
    versions = [d.version for d in kb.store.documents().values()]
    hits, _ = kb.store.live_chunks(versions)
    assert {h.chunk_id: h.units for h in hits} == built
    nearest = kb.store.search(kb.embedder.embed_one("brand name prescription drugs copay"), 3)
    assert nearest and all(h.units == built[h.chunk_id] for h in nearest)
    assert any(u.kind == "row" for h in nearest for u in h.units)


def test_a_chunk_stored_without_units_gets_its_sentences():
    text = "[Refunds]\nRefunds take 5 days. Call before 1:00 p.m. ET to ask."
    units = load_units(None, text, "Refunds", 4)
    assert [(u.kind, u.text, text[u.start:u.end], u.section, u.page) for u in units] == [
        ("sentence", "[Refunds]", "[Refunds]", "Refunds", 4),
        ("sentence", "Refunds take 5 days.", "Refunds take 5 days.", "Refunds", 4),
        ("sentence", "Call before 1:00 p.m. ET to ask.", "Call before 1:00 p.m. ET to ask.", "Refunds", 4)]


def test_a_sentence_cut_by_a_page_break_is_one_unit_cited_where_it_starts(tmp_path):
    """"... the credit is" at the foot of a page and "50% of the fee." at the top of the next are one
    sentence; a paragraph that ends its page with a full stop stays on its page."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.set_font("Helvetica", size=10)
    pdf.add_page()
    pdf.cell(0, 5, "Service credits are paid monthly.", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(260)
    pdf.cell(0, 5, "Uptime is measured every minute. If uptime falls below 95 percent, the", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 5, "credit is", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    pdf.cell(0, 5, "50 percent of that month's fees. Credits never exceed the fees paid.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.cell(0, 5, "Refunds take five days.", new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(tmp_path / "credits.pdf"))
    units = units_of(tmp_path / "credits.pdf")
    by_text = {u.text: u.page for u in units}
    assert by_text["If uptime falls below 95 percent, the credit is 50 percent of that month's fees."] == 1
    assert by_text["Credits never exceed the fees paid."] == 2
    assert by_text["Uptime is measured every minute."] == 1
    assert by_text["Refunds take five days."] == 2


def test_list_markers_drawn_after_their_text_go_back_in_front_of_it(tmp_path):
    """HTML printed to PDF (a browser, WeasyPrint: help-center exports) draws every list marker after the
    list's text, so the markers came out as lines of their own: steps lost their numbers and bullets landed
    inside sentences ("refunded on • request"). Each marker belongs to the text on its row."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.core_fonts_encoding = "windows-1252"  # a real bullet glyph (U+2022) in a core font
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 5, "To change a booking:", new_x="LMARGIN", new_y="NEXT")
    steps = ["Sign in and open My Trips.", "Select the trip, then select Change flight.",
             "Pay the fare difference, if there is one."]
    refunds = ["Basic: the fare is non-refundable. Taxes on an unused ticket are refunded on",
               "Main: you receive a travel credit for the full value of the ticket."]
    rows = []
    for step in steps:  # the text first, every line at the hanging indent ...
        rows.append(pdf.get_y())
        pdf.set_x(28)
        pdf.cell(0, 5, step, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.cell(0, 5, "What you get back when you cancel:", new_x="LMARGIN", new_y="NEXT")
    bullets = []
    for line in refunds:
        bullets.append(pdf.get_y())
        pdf.set_x(28)
        pdf.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
        if line.endswith("on"):
            pdf.set_x(28)
            pdf.cell(0, 5, "request.", new_x="LMARGIN", new_y="NEXT")
    for number, y in enumerate(rows, 1):  # ... and the markers after it all, as an HTML printer does
        pdf.set_xy(22, y)
        pdf.cell(5, 5, f"{number}.")
    for y in bullets:
        pdf.set_xy(23, y)
        pdf.cell(4, 5, "\u2022")
    pdf.output(str(tmp_path / "help.pdf"))
    units = units_of(tmp_path / "help.pdf")
    items = [u.text for u in units if u.kind == "item"]
    assert items == [f"To change a booking: {n}. {step}" for n, step in enumerate(steps, 1)] + [
        "What you get back when you cancel: Basic: the fare is non-refundable. Taxes on an unused ticket are "
        "refunded on request.",
        "What you get back when you cancel: Main: you receive a travel credit for the full value of the ticket."]
    assert not [u.text for u in units if "\u2022" in u.text or u.text.strip() in ("1.", "2.", "3.")]


def _two_column_pdf(path: Path, left: list[str], right: list[str], *, x_right: float = 110) -> Path:
    """A page with a full-width heading, then `left` and `right` typeset column after column (the left
    column's lines first, as a typesetter that fills one column and then the next does)."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 10, "On board: quick answers", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 5, "The shortest answers from our most-viewed articles about the flight itself.", new_x="LMARGIN",
             new_y="NEXT")
    top = pdf.get_y() + 4
    for x, column in ((20, left), (x_right, right)):
        pdf.set_y(top)
        for text in column:
            pdf.set_x(x)
            pdf.cell(80, 5, text, new_x="LEFT", new_y="NEXT")
    pdf.set_y(top + 5 * max(len(left), len(right)) + 6)
    pdf.cell(0, 5, "Contact us by chat at any time, 24 hours a day, for anything this page does not answer.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))
    return path


def test_a_page_in_two_columns_is_read_column_after_column(tmp_path):
    """Lines side by side in two columns were read across the page, and the table finder made rows of
    them: each unit joined half a sentence of one column to half a sentence of the other."""
    left = ["A full browsing pass costs $8 per flight on", "domestic flights and $19 to or from Europe.",
            "Messaging is free for all members of the", "loyalty program on every aircraft we fly."]
    right = ["Soft drinks, coffee and a snack are free on", "all flights. Hot meals cost from $9 to $16",
             "on flights longer than two hours, and are", "included on every flight to Europe."]
    path = _two_column_pdf(tmp_path / "two.pdf", left, right)
    units = units_of(path)
    texts = [u.text for u in units]
    assert not [u for u in units if u.kind == "row"]
    assert "A full browsing pass costs $8 per flight on domestic flights and $19 to or from Europe." in texts
    assert "Hot meals cost from $9 to $16 on flights longer than two hours, and are included on every flight " \
           "to Europe." in texts
    order = [next(k for k, t in enumerate(texts) if words in t)
             for words in ("shortest answers", "browsing pass", "Messaging", "Soft drinks", "Hot meals", "Contact us")]
    assert order == sorted(order)


def test_short_labels_beside_values_are_not_taken_for_two_columns(tmp_path):
    """Labels typeset apart from their values look like two columns, but hold no prose: the page is left
    for the table finder as it was."""
    from knowledge.pdf.columns import one_column

    path = _two_column_pdf(tmp_path / "labels.pdf", ["Phone", "Chat", "Post", "Fax"],
                           ["1-888-555-0142, 24 hours a day", "in the app, 24 hours a day",
                            "PO Box 3880, Denver, CO 80249", "not available"], x_right=75)
    page = extract_layouts(path)[0]
    assert one_column(page, page.lines) == (page.lines, page)


def test_a_paragraph_between_a_ruled_table_and_a_ruled_note_is_not_a_row(tmp_path):
    """The note box under a table has rules as wide as the table's, close enough to join its rule stack:
    the paragraph between them and the note itself became rows of the table."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 5, "Table 6: Our commitments when a delay is within our control", new_x="LMARGIN", new_y="NEXT")
    with pdf.table(col_widths=(60, 110), width=170, align="LEFT", line_height=6) as table:
        for row in (("Situation", "What we provide"), ("Delay of 3 hours or more", "A meal voucher of $15"),
                    ("Delay of 5 hours or more", "10,000 miles or a $100 voucher"),
                    ("Overnight delay", "A hotel room and transport")):
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.ln(2)
    pdf.multi_cell(170, 5, "You choose miles or a voucher in the e-mail we send after your trip. When the cause is "
                           "outside our control, we still rebook you for free, but we do not provide meals or hotels.",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.multi_cell(170, 5, "Note: flights from the European Union are also covered by EU Regulation 261/2004.",
                   border=1, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(tmp_path / "commitments.pdf"))
    units = units_of(tmp_path / "commitments.pdf")
    rows = [u.text for u in units if u.kind == "row"]
    assert len(rows) == 3 and all(r.startswith("Table 6: Our commitments") for r in rows), rows
    sentences = [u.text for u in units if u.kind == "sentence"]
    assert "When the cause is outside our control, we still rebook you for free, but we do not provide meals " \
           "or hotels." in sentences
    assert any(s.startswith("Note: flights from the European Union") for s in sentences)


def test_a_bold_group_label_under_the_header_row_is_not_a_header(tmp_path):
    """A bold row of one cell under the header row ("Within the United States") labels a group of rows;
    taken for a second header row it changed the headers, so the same header row repeated on the next page
    no longer matched and the rows there lost their table's title."""
    from fpdf import FPDF
    from fpdf.fonts import FontFace

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.set_y(200)
    pdf.cell(0, 5, "Table 2: Checked bag fees, per bag", new_x="LMARGIN", new_y="NEXT")
    header = ("Route", "Fare", "1st bag", "2nd bag")
    bold = FontFace(emphasis="BOLD")

    def table(rows, group=None):
        with pdf.table(col_widths=(50, 40, 40, 40), width=170, align="LEFT", line_height=6) as t:
            cells = t.row()
            for text in header:
                cells.cell(text)
            if group:
                t.row().cell(group, colspan=4, style=bold)
            for row in rows:
                cells = t.row()
                for text in row:
                    cells.cell(text)

    table([("Domestic", "Basic", "$40", "$50"), ("Domestic", "Main", "$35", "$45")],
          group="Within the United States")
    pdf.add_page()
    table([("Europe", "Basic", "$70", "$100"), ("Europe", "Main", "Included", "$100")], group="Transatlantic")
    pdf.output(str(tmp_path / "fees.pdf"))
    units = units_of(tmp_path / "fees.pdf")
    rows = {u.text for u in units if u.kind == "row"}
    assert "Table 2: Checked bag fees, per bag — Within the United States: Domestic — Fare: Basic; 1st bag: $40; " \
           "2nd bag: $50" in rows
    assert "Table 2: Checked bag fees, per bag — Transatlantic: Europe — Fare: Basic; 1st bag: $70; 2nd bag: $100" \
           in rows


def test_a_group_label_row_names_the_rows_under_it_and_is_no_row_itself(tmp_path):
    """A fee schedule groups its rows under label rows ("Wires", "Cards"): the label belongs to each row of its
    group, also past a page break, and a label row alone answers nothing."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.set_y(220)
    pdf.cell(0, 5, "Table 4: Schedule of fees", new_x="LMARGIN", new_y="NEXT")
    header = ("Service", "Fee", "Notes")

    def table(rows):
        with pdf.table(col_widths=(70, 40, 60), width=170, align="LEFT", line_height=6) as t:
            for row in (header, *rows):
                cells = t.row()
                for text in row:
                    cells.cell(text)

    table([("Wires", "", ""), ("Incoming domestic", "$15.00", "Free for Premier"),
           ("Outgoing international", "$55.00", "Any currency"), ("Cards", "", ""),
           ("Replacement card", "$5.00", "7 to 10 business days")])
    pdf.add_page()
    table([("Expedited card delivery", "$35.00", "2 business days")])
    pdf.output(str(tmp_path / "fees.pdf"))
    units = units_of(tmp_path / "fees.pdf")
    rows = [u.text for u in units if u.kind == "row"]
    assert rows == ["Table 4: Schedule of fees — Wires: Incoming domestic — Fee: $15.00; Notes: Free for Premier",
                    "Table 4: Schedule of fees — Wires: Outgoing international — Fee: $55.00; Notes: Any currency",
                    "Table 4: Schedule of fees — Cards: Replacement card — Fee: $5.00; Notes: 7 to 10 business days",
                    "Table 4: Schedule of fees — Cards: Expedited card delivery — Fee: $35.00; Notes: 2 business days"]


def test_a_cell_wrapped_over_lines_in_a_gridded_table_stays_in_its_row(tmp_path):
    """In a table ruled between every row, a row whose cells wrap over two lines is one row, even when the
    second line has text in several columns (it was taken for rows under a booktabs rule): "$10 per remaining
    month, up to $200" must not lose its second half to a row of its own. Rules between rows only (no column
    rules, no border): the last row, under the last rule, is a row too."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=9)
    pdf.cell(0, 5, "Table 4: Fees and one-time charges", new_x="LMARGIN", new_y="NEXT")
    with pdf.table(col_widths=(28, 35, 107), width=170, align="LEFT", line_height=5, padding=2,
                   borders_layout="HORIZONTAL_LINES") as t:  # rules between rows only: no column rules to say "grid"
        for row in (("Charge", "Amount", "When it applies"), ("Late fee", "$10", "Balance not paid 10 days after due"),
                    ("Early termination fee", "$10 per remaining month, up to $200",
                     "Only for customers who cancel during a 24-month Price Lock agreement (section 8)."),
                    ("Reconnection", "$35", "After suspension"), ("Paper bill", "$2/mo", "Waived at 65 or older")):
            cells = t.row()
            for text in row:
                cells.cell(text)
    pdf.output(str(tmp_path / "grid.pdf"))
    units = units_of(tmp_path / "grid.pdf")
    rows = [u.text for u in units if u.kind == "row"]
    assert len(rows) == 4, rows
    assert "Table 4: Fees and one-time charges — Early termination fee — Amount: $10 per remaining month, up to " \
           "$200; When it applies: Only for customers who cancel during a 24-month Price Lock agreement " \
           "(section 8)." in rows


def test_a_glossary_in_two_columns_with_boxes_is_read_column_after_column(tmp_path):
    """A glossary set in two columns: each term starts at the column's edge and its second line is indented,
    so the indented starts outnumber the column's own; the right column holds two boxed notes (a box's top
    and bottom rules are not a ruled table); the left column runs on below the shorter right one. It was read
    across the page, and the table finder made rows of half-definitions."""
    from fpdf import FPDF

    left = [("Accident: A sudden, unexpected event that causes", "an injury, such as a fall or a bite."),
            ("Deductible: The part of covered vet bills you pay", "each policy year before we start paying."),
            ("Grace period: The 15 days after a missed premium", "during which your policy does not lapse."),
            ("Lapse: The end of your cover when the premium is", "not paid by the end of the grace period."),
            ("Pre-approval: Our written estimate of what we pay", "for a planned treatment, valid for 60 days."),
            ("Premium: What you pay each month for your cover,", "shown on your Declarations Page.")]
    right = [("Sub-limit: A yearly limit for one kind of benefit,", "such as $500 for behavioral therapy,",
              "that counts toward your annual limit."),
             ("Waiting period: The time after your policy starts", "before cover for a type of condition",
              "begins, counted in calendar days."),
             ("Wellness add-on: Optional routine care cover in", "two levels, Basic and Plus, bought with",
              "a plan and never on its own.")]
    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 10, "11 Glossary", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    top = pdf.get_y() + 4
    for x, entries in ((20, left), (110, right)):
        y = top
        for k, entry in enumerate(entries):
            if x == 110 and k:  # the second and third entries in boxes: four rules of two widths
                pdf.rect(108 - k, y - 1, 88 + 2 * k, 5 * len(entry) + 1)
            for n, text in enumerate(entry):
                pdf.set_xy(x + (6 if n else 0), y)
                pdf.cell(84 - (6 if n else 0), 5, text)
                y += 5
            y += 2
    pdf.output(str(tmp_path / "glossary.pdf"))
    units = units_of(tmp_path / "glossary.pdf")
    texts = [u.text for u in units]
    assert not [u for u in units if u.kind == "row"], texts
    assert "Lapse: The end of your cover when the premium is not paid by the end of the grace period." in texts
    assert "Waiting period: The time after your policy starts before cover for a type of condition begins, " \
           "counted in calendar days." in texts
    order = [next(k for k, t in enumerate(texts) if t.startswith(term))
             for term in ("Accident:", "Deductible:", "Grace period:", "Lapse:", "Pre-approval:",
                          "Premium:", "Sub-limit:", "Waiting period:", "Wellness add-on:")]
    assert order == sorted(order), texts


def test_a_bold_first_row_of_labels_and_values_is_a_row_not_a_header(tmp_path):
    """A 'key numbers' list of label | value rows with its first row in bold: the bold row holds a number
    like the rows under it, so it is a highlighted row; taken for a header it vanished and its value
    became the label of every other row ("3 days: 14 days")."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 8, "Key numbers", new_x="LMARGIN", new_y="NEXT")
    for k, (label, value) in enumerate((("Accident waiting period", "3 days"), ("Illness waiting period", "14 days"),
                                        ("Time limit to send a claim", "180 days"), ("Free-look period", "30 days"))):
        pdf.set_font("Helvetica", "B" if k == 0 else "", 10)
        pdf.cell(80, 6, label)
        pdf.cell(30, 6, value, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(tmp_path / "keys.pdf"))
    units = units_of(tmp_path / "keys.pdf")
    rows = [u.text for u in units if u.kind == "row"]
    assert rows == ["Key numbers — Accident waiting period: 3 days", "Key numbers — Illness waiting period: 14 days",
                    "Key numbers — Time limit to send a claim: 180 days", "Key numbers — Free-look period: 30 days"]


def test_a_running_header_naming_the_chapter_is_not_a_heading(tmp_path):
    """Above every page the name of the current chapter, smaller than the chapter's heading: read as a heading,
    it put the top of page 2 (still chapter 1) under chapter 2, which starts further down that page. The page
    numbers at the foot of each page go too, so a sentence cut by the page break is read whole."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)

    def page(header: str | None, number: int) -> None:
        pdf.add_page()
        if header:
            pdf.set_xy(20, 8)
            pdf.set_font("Helvetica", "B", 9)
            pdf.cell(0, 4, header)
        pdf.set_xy(100, 285)
        pdf.set_font("Helvetica", size=9)
        pdf.cell(10, 4, str(number))
        pdf.set_xy(20, 30)

    def heading(text: str) -> None:
        pdf.set_font("Helvetica", "B", 16)
        pdf.cell(0, 10, text, new_x="LMARGIN", new_y="NEXT")

    def body(*lines: str) -> None:
        pdf.set_font("Helvetica", size=10)
        for line in lines:
            pdf.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)

    page(None, 1)
    heading("1 Returns")
    body("Most items can be returned within 30 days of delivery for a full refund.",
         "Start a return in your account, under Orders.", "Print the label we e-mail you and drop the parcel off.")
    pdf.set_y(270)
    body("Items bought on sale can be returned within 14 days, and the refund")
    page("1 Returns", 2)
    body("goes back to the card you paid with.", "Gift cards cannot be returned or exchanged for cash.")
    heading("2 Shipping")
    body("Standard shipping takes 3 to 5 business days and costs $5.95 per order.")
    page("2 Shipping", 3)
    body("Express shipping takes 1 to 2 business days and costs $14.95 per order.",
         "Orders placed before noon ship the same day.", "Tracking links arrive by e-mail.")
    page("2 Shipping", 4)
    body("We ship to the United States and Canada only, from our warehouse in Ohio.",
         "Duties for Canada are charged at checkout.", "Parcels to P.O. boxes go by mail.")
    pdf.output(str(tmp_path / "chapters.pdf"))
    units = units_of(tmp_path / "chapters.pdf")
    by_text = {u.text: u for u in units}
    assert by_text["Gift cards cannot be returned or exchanged for cash."].section == "1 Returns"
    assert "Items bought on sale can be returned within 14 days, and the refund goes back to the card you paid " \
           "with." in by_text
    assert by_text["Express shipping takes 1 to 2 business days and costs $14.95 per order."].section == "2 Shipping"
    assert [u.text for u in units if u.kind == "heading"] == ["1 Returns", "2 Shipping"]
    assert not [u for u in units if u.text.strip() in ("2", "3", "4")]


def test_a_table_ruled_under_each_row_goes_on_at_the_top_of_the_next_page(tmp_path):
    """HTML printed to PDF rules a table under each row only, so where it goes on at the top of the next page
    no rule stands above its first row and two or three rules are too few to be a ruled table: the rows
    there were read line by line, each wrapped cell a row of its own, without the table's title and headers."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    widths = (60, 45, 45)

    def row(cells: tuple[str, ...], bold: bool = False) -> None:
        pdf.set_font("Helvetica", "B" if bold else "", 9)
        top, bottom = pdf.get_y(), pdf.get_y()
        x = 20
        for width, text in zip(widths, cells):
            pdf.set_xy(x + 1, top + 1.5)
            pdf.multi_cell(width - 2, 4.5, text)
            bottom = max(bottom, pdf.get_y())
            x += width
        pdf.line(20, bottom + 1.5, 170, bottom + 1.5)
        pdf.set_y(bottom + 1.5)

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 6, "Table 8: Club hours", new_x="LMARGIN", new_y="NEXT")
    pdf.line(20, pdf.get_y(), 170, pdf.get_y())
    row(("Club and address", "Monday to Friday", "Weekends"), bold=True)
    for club in ("Hartford Downtown, 185 Asylum Street, Hartford", "West Hartford, 970 Farmington Avenue",
                 "Norwalk, 455 Westport Avenue, Norwalk"):
        row((club, "5:00 a.m. to 11:00 p.m.", "7:00 a.m. to 9:00 p.m."))
    pdf.add_page()
    pdf.set_y(20)
    row(("Philadelphia Rittenhouse, 1725 Walnut Street, Philadelphia", "5:00 a.m. to 11:00 p.m.",
         "7:00 a.m. to 8:00 p.m."))
    row(("Allentown, 3300 Lehigh Street, Allentown", "5:00 a.m. to 10:00 p.m.", "7:00 a.m. to 7:00 p.m."))
    pdf.set_y(pdf.get_y() + 8)
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(150, 5, "Pool and studio times can differ from club hours and are shown in the app.")
    pdf.output(str(tmp_path / "hours.pdf"))
    units = units_of(tmp_path / "hours.pdf")
    rows = [u.text for u in units if u.kind == "row" and u.page == 2]
    assert rows == ["Table 8: Club hours — Philadelphia Rittenhouse, 1725 Walnut Street, Philadelphia — Monday to "
                    "Friday: 5:00 a.m. to 11:00 p.m.; Weekends: 7:00 a.m. to 8:00 p.m.",
                    "Table 8: Club hours — Allentown, 3300 Lehigh Street, Allentown — Monday to Friday: 5:00 a.m. "
                    "to 10:00 p.m.; Weekends: 7:00 a.m. to 7:00 p.m."], rows


def test_a_header_cell_wrapped_over_two_tight_lines_reads_top_line_first(tmp_path):
    """A centred header cell "Site / Supervisor" set in tight lines: the two line boxes overlap, and read as
    one line left to right the longer second line came first ("Supervisor Site")."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 6, "Table 5: Default permissions by role", new_x="LMARGIN", new_y="NEXT")
    with pdf.table(col_widths=(70, 25, 25, 25), width=145, align="LEFT", line_height=3.6, padding=2,
                   text_align="CENTER") as t:
        for row in (("Permission", "Owner", "Admin", "Site Supervisor"), ("Approve time off", "Yes", "Yes", "Yes"),
                    ("Download invoices", "Yes", "Yes", "No"), ("Export all data", "Yes", "No", "No")):
            cells = t.row()
            for text in row:
                cells.cell(text)
    pdf.output(str(tmp_path / "roles.pdf"))
    units = units_of(tmp_path / "roles.pdf")
    assert "Table 5: Default permissions by role — Approve time off — Owner: Yes; Admin: Yes; Site Supervisor: Yes" \
        in [u.text for u in units if u.kind == "row"]


def test_a_ruled_table_whose_second_column_is_wider_than_half_the_page_is_a_table(tmp_path):
    """A troubleshooting table: symptom, then a 'What to do' column wider than half the page. Its lines were
    not row-like (a cell as wide as prose), so the page never reached the table finder and the rules were
    ignored: symptoms and fixes came out as loose sentences."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(15, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 6, "Table 11: Common problems and fixes", new_x="LMARGIN", new_y="NEXT")
    with pdf.table(col_widths=(55, 125), width=180, align="LEFT", line_height=5, padding=2) as t:
        for row in (("Symptom", "What to do"),
                    ('SSO test fails with "Invalid audience".', "The Entity ID in your identity provider does not "
                     "match. It must be exactly https://auth.example.com/saml/metadata, without a trailing slash."),
                    ("API calls return 429.", "You have reached your plan's rate limit. Wait for the number of seconds "
                     "in the Retry-After header, then try again."),
                    ("The kiosk shows 'Device not registered'.", "Re-register the iPad under Settings > Time clock "
                     "using a new 8-digit code; codes are valid for 10 minutes.")):
            cells = t.row()
            for text in row:
                cells.cell(text)
    pdf.output(str(tmp_path / "fixes.pdf"))
    units = units_of(tmp_path / "fixes.pdf")
    rows = [u.text for u in units if u.kind == "row"]
    assert len(rows) == 3, [u.text for u in units]
    assert rows[0] == 'Table 11: Common problems and fixes — SSO test fails with "Invalid audience". — What to do: ' \
        "The Entity ID in your identity provider does not match. It must be exactly " \
        "https://auth.example.com/saml/metadata, without a trailing slash."


def test_a_word_broken_at_a_hyphen_inside_a_table_cell_is_joined(tmp_path):
    """A narrow first column breaks "enrollment" as "enroll-" / "ment": table cells did not go through the
    reader's compound rule, so the row read "Minimum enroll ment age" and matched no one's question."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(170, 5, "Every plan is sold for dogs and cats, and the enrollment age limits below apply to "
                           "each pet on the policy.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.cell(0, 6, "Table 2: Plan options compared", new_x="LMARGIN", new_y="NEXT")
    with pdf.table(col_widths=(30, 50, 50), width=130, align="LEFT", line_height=5, padding=2) as t:
        for row in (("Option", "Essential", "Complete"), ("Annual limit", "$5,000", "$10,000 or unlimited"),
                    ("Minimum enroll-\nment age", "8 weeks", "8 weeks"), ("Reimbursement", "80% or 90%", "70% to 90%")):
            cells = t.row()
            for text in row:
                cells.cell(text)
    pdf.output(str(tmp_path / "plans.pdf"))
    units = units_of(tmp_path / "plans.pdf")
    assert "Table 2: Plan options compared — Minimum enrollment age — Essential: 8 weeks; Complete: 8 weeks" \
        in [u.text for u in units if u.kind == "row"], [u.text for u in units]


# ---- PDFs of four more makers (samples/documents/, built by samples/<name>/build.*) ------------------------------

SAMPLE_DOCUMENTS = Path(__file__).resolve().parent.parent / "samples" / "documents"


@pytest.fixture(scope="module")
def sample_units():
    """Units of the sample PDFs these tests read, each read once."""
    cache: dict[str, list[Unit]] = {}

    def read(name: str) -> list[str]:
        if name not in cache:
            cache[name] = units_of(SAMPLE_DOCUMENTS / name)
        return [u.text for u in cache[name]]
    return read


def test_a_groff_table_row_written_as_one_text_run_is_split_into_its_cells(sample_units):
    """groff's tbl writes a row as one text object, "days) " then a move of 45 points to "10 years": PDFium sees
    one real space, so the row was one cell and the whole table one run-on sentence under a header heading."""
    texts = sample_units("kestrel-ebike-owners-manual.pdf")
    assert ("9.1. Warranty periods — Frame (registered within 30 days) — Swift C1: 10 years; Talon T2: 10 years; "
            "Haulier L3: 7 years") in texts
    assert not any(t.startswith("Frame (registered within 30 days) 10 years") for t in texts)


def test_a_first_cell_wrapped_onto_a_line_of_its_own_stays_in_its_row(sample_units):
    """An unruled row's first cell wrapped ("Battery (or cycle limit, whichever" / "first)") is one key, not a
    group label naming the rows below."""
    texts = sample_units("kestrel-ebike-owners-manual.pdf")
    assert ("9.1. Warranty periods — Battery (or cycle limit, whichever first) — Swift C1: 2 years or 500 cycles; "
            "Talon T2: 2 years or 800 cycles; Haulier L3: 3 years or 800 cycles") in texts
    assert not any(t.startswith("9.1. Warranty periods — first):") for t in texts)


def test_a_cell_wrapped_at_a_number_after_a_word_stays_in_its_row(sample_units):
    """A long cell wrapped mid-phrase onto a line that starts with a number ("...; Sat" / "8:30 a.m. to 1:00
    p.m.") is its row's, not a keyless row of its own."""
    texts = sample_units("brightsmile-dental-patient-handbook.pdf")
    assert ("11.3 Contact directory — Central Booking Line — Phone: (555) 014-1000; E-mail: bookings@brightsmiledp.com; "
            "Hours: Mon to Fri 7:30 a.m. to 7:00 p.m.; Sat 8:30 a.m. to 1:00 p.m.") in texts
    assert "11.3 Contact directory — Hours: 8:30 a.m. to 1:00 p.m." not in texts
    fees = sample_units("millbrook-water-rate-schedule.pdf")
    assert any(t.endswith("CONDITIONS: Same-day turn-on if requested by 12:00 noon on a business day") for t in fees)


def test_an_unruled_tables_wrapped_cells_keep_its_last_rows_in_the_table(sample_units):
    """A booktabs table (rules only above, under the header and below) whose key cell wraps over three tight lines
    ("Treatment of 60 minutes or longer (root" / "canals, crowns, ..." / "fitting)"): the wrapped lines are the
    row's, and the rows after them are still rows, not a run-on sentence after the table."""
    texts = sample_units("brightsmile-dental-patient-handbook.pdf")
    assert ("7 Cancellations and Missed Appointments — Treatment of 60 minutes or longer (root canals, crowns, bridges, "
            "implants, aligner fitting) — Notice to cancel or move free of charge: 72 hours; Late cancellation fee: "
            "$100; Missed appointment (no-show) fee: $150") in texts
    assert any(t.startswith("7 Cancellations and Missed Appointments — IV sedation appointments — Notice to cancel or "
                            "move free of charge: 5 business days") for t in texts)
    assert ("11.3 Contact directory — Out-of-hours line — Phone: (555) 014-7700; E-mail: None; Hours: Mon to Fri "
            "6:00 p.m. to 11:00 p.m.; weekends and holidays 8:00 a.m. to 8:00 p.m.") in texts
    rates = sample_units("millbrook-water-rate-schedule.pdf")  # fixed-width lines: the last row's last line too
    assert any(t.startswith("11.1 WHO NEEDS AN ASSEMBLY AND HOW OFTEN IT IS TESTED — Residential boiler")
               and t.endswith("Not tested; replace every 5 years") for t in rates)
    # a slide's column of prose beside a numbered list keeps its paragraph spacing: no table of the two
    slide = sample_units("ledgerly-onboarding-deck.pdf")
    assert not any(t.startswith("Inside — 2. What each plan includes") for t in slide)


def test_a_lead_in_wrapped_over_two_lines_is_the_tables_title_whole(sample_units):
    """The lead-in above a table ends in ":" on its second line ("... valid from 1" / "March 2026:"): the title is
    the whole sentence, not "March 2026"."""
    texts = sample_units("kestrel-ebike-owners-manual.pdf")
    assert ("Prices at Kestrelmoor service centres in Bristol, Leeds and Glasgow, including VAT at 20%, valid from 1 "
            "March 2026 — Standard service — Swift C1 and Talon T2: £79; Haulier L3: £95") in texts


def test_column_rules_of_a_boxed_table_without_row_rules_give_its_columns(sample_units):
    texts = sample_units("kestrel-ebike-owners-manual.pdf")
    assert "Talon T2 — S: 153–167 cm; M: 164–178 cm; L: 175–189 cm; XL: 186–200 cm" in texts


def test_group_names_over_column_headers_name_each_column_of_their_group(sample_units):
    """HTML printed by Chromium: "Flex", "Fix 12", ... each over "Unit p/kWh | Standing p/day", in a header
    taller than any row (its top rule was dropped as too far from the rest); a "Table 3.3" caption between two
    rules of the same width starts the next table."""
    texts = sample_units("brightwater-energy-billing-guide.pdf")
    assert ("Table 3.1 – Electricity: unit rates and standing charges by region (single-rate meters) — London — "
            "Flex Unit p/kWh: 26.14; Flex Standing p/day: 42.85; Fix 12 Unit p/kWh: 24.78; Fix 12 Standing p/day: "
            "41.30; Fix 24 Unit p/kWh: 25.23; Fix 24 Standing p/day: 40.10; Green Fix 18 Unit p/kWh: 25.97; "
            "Green Fix 18 Standing p/day: 42.05") in texts
    assert any(t.startswith("Table 3.3 – EV Night (electricity only, 12-month fix) — North West — ") for t in texts)


def test_lines_of_one_paragraph_whose_boxes_hug_the_glyphs_are_one_paragraph(sample_units):
    """LibreOffice's text boxes are as tall as the glyphs (7.2 points at 10.5-point type), so the gap between two
    lines of one paragraph looked like a blank line and sentences were cut at every line end."""
    texts = sample_units("northgate-university-it-guide.pdf")
    assert ("It is the single point of contact for every IT question, fault and request, whether you are an "
            "undergraduate, a postgraduate researcher, a member of faculty or professional staff, or a visiting "
            "scholar with a sponsored account.") in texts
    assert "Spaces are allowed, so a passphrase of four or five unrelated words is a good choice." in texts
    # a line break before a capital or a figure, which no "goes on in lowercase" rule bridges
    assert ("During the two final-exam weeks of each semester the Halloway desk stays open until 23:00 Monday to "
            "Thursday and opens at 9:00 on Sundays.") in texts


def test_type_set_at_size_one_and_scaled_by_the_text_matrix_has_its_real_size(sample_units):
    """borb sets every font at size 1 and scales it by the text matrix: read as 1-point type, every word space
    was a column gap and every justified line a table row."""
    texts = sample_units("saltmarsh-car-rental-terms.pdf")
    assert ("Every rental is governed by three documents: the Rental Agreement you sign at the counter or accept in "
            "the Saltmarsh app, these Rental Terms, and the rates in this guide that apply on the day you book.") in texts
    assert not any("Rental; Agreement" in t for t in texts)


def test_a_justified_line_keeps_its_stretched_word_spaces(tmp_path):
    """A justified line stretches every word space alike (Tw): no space in it is a column gap, however wide."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(45, 5, "Members may freeze a membership for up to three months each year at no charge, by "
                          "telephone or electronic mail, with fourteen days of notice.", align="J")
    pdf.output(str(tmp_path / "justified.pdf"))
    [page] = extract_layouts(tmp_path / "justified.pdf")
    assert [len(line.cells) for line in page.lines] == [1] * len(page.lines) and len(page.lines) >= 5
    units = units_of(tmp_path / "justified.pdf")
    assert [u.kind for u in units] == ["sentence"]
    assert units[0].text.startswith("Members may freeze a membership for up to three months each year")


def test_every_gap_of_a_full_grid_is_one_row_however_many_lines_it_holds(sample_units):
    """A table ruled between every row and every column (LibreOffice), whose rows all wrap: no one-line row
    shows the row pitch, but the column rules say it is a grid, so each gap between two rules is one row."""
    texts = sample_units("northgate-university-it-guide.pdf")
    assert any(t.startswith("5.1 Licensed software by user group — Stata/SE — Students: Labs only, or a personal "
                            "licence for $48 per year; Faculty and staff: $95 per year per user;") for t in texts)
    assert any(t.startswith("5.1 Licensed software by user group — Microsoft 365 Apps (Word, Excel, PowerPoint, "
                            "Outlook, Teams) — Students: Free;") for t in texts)


def test_a_merged_cell_of_a_grid_spans_the_columns_no_rule_divides(sample_units):
    """A spreadsheet printed to PDF (LibreOffice Calc) with merged cells: "Price per visit by property size"
    over three size columns, whose column rules start under it, and a price merged over the three sizes,
    where the rules stop. Right-aligned figures touch the next column's text ("$99.00All programs"), so
    touching cells are cut where a column rule runs between them."""
    texts = sample_units("greenleaf-lawn-care-price-list.pdf")
    assert ("3.1 Lawn and yard add-ons — Surface insect control (chinch bugs, sod webworms) — Visits per season: 1; "
            "When: July; Price per visit by property size Up to 10,000 sq ft: $45.00; Price per visit by property "
            "size 10,001 – 20,000 sq ft: $55.00; Price per visit by property size 20,001 sq ft – 1 acre: $65.00; "
            "Available with: Basic Green, Classic Care (included in Premier Plus)") in texts
    assert ("3.1 Lawn and yard add-ons — Grub preventive — Visits per season: 1; When: June; Price per visit by "
            "property size: $12.00 per 1,000 sq ft, minimum $65.00; Available with: Basic Green") in texts
    assert any(t.startswith("2 One-Time Services — Lawn renovation: LR-03 — Service: Overseeding with aeration; "
                            "Unit: per 1,000 sq ft; Price: $24.00; Minimum charge: $120.00; What's included") for t in texts)


@pytest.mark.parametrize("align", ["L", "C"])
def test_group_names_over_the_headers_of_a_table_without_rules_name_each_column_of_their_group(tmp_path, align):
    """No rules: "Standard" and "Express" centred over "Price | Days" each, on a line of their own above the
    column names; each price and each number of days is read with the group it belongs to."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 6, "Shipping rates by zone:", new_x="LMARGIN", new_y="NEXT")
    widths = (40, 25, 25, 25, 25)

    def row(cells, style=""):
        pdf.set_font("Helvetica", style, 10)
        for width, text in zip(widths, cells):
            pdf.cell(width, 6, text, align=align)
        pdf.ln(6)

    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(widths[0], 6, "")
    pdf.cell(50, 6, "Standard", align="C")
    pdf.cell(50, 6, "Express", align="C")
    pdf.ln(6)
    row(("Zone", "Price", "Days", "Price", "Days"), "B")
    for cells in (("Zone 1", "$5.00", "3-5", "$12.00", "1-2"), ("Zone 2", "$7.00", "4-6", "$15.00", "2"),
                  ("Zone 3", "$9.00", "5-7", "$19.00", "2-3")):
        row(cells)
    pdf.output(str(tmp_path / "rates.pdf"))
    rows = {u.text for u in units_of(tmp_path / "rates.pdf") if u.kind == "row"}
    assert "Shipping rates by zone — Zone 2 — Standard Price: $7.00; Standard Days: 4-6; Express Price: $15.00; " \
           "Express Days: 2" in rows


def test_cards_side_by_side_are_read_one_card_at_a_time(tmp_path):
    """Plans set as boxes side by side (a pricing page printed from the web): read across the page, each
    line joined the three cards' lines at its height into a table row. Each card is one row: its name and
    price, then each small label with the value under it."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 10, "Our plans", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 6, "Every plan includes unlimited talk and text and no annual contract.", new_x="LMARGIN", new_y="NEXT")
    cards = [("Basic", "$20", [("DATA", "5 GB, then slowed"), ("HOTSPOT", "Uses your plan data")]),
             ("Plus", "$35", [("DATA", "15 GB, then slowed"), ("HOTSPOT", "Up to 5 GB")]),
             ("Max", "$55", [("DATA", "Unlimited"), ("HOTSPOT", "15 GB, then 600 kbps")])]
    for k, (name, price, pairs) in enumerate(cards):
        x = 20 + k * 58
        pdf.rect(x, 40, 52, 70)
        for y, style, size, text in [(44, "B", 13, name), (53, "B", 18, price)] + [
                (66 + 14 * n + dy, style, size, text) for n, (label, value) in enumerate(pairs)
                for dy, style, size, text in ((0, "B", 7, label), (5, "", 9, value))]:
            pdf.set_xy(x + 4, y)
            pdf.set_font("Helvetica", style, size)
            pdf.cell(44, 5, text)
    pdf.output(str(tmp_path / "plans.pdf"))
    rows = [u.text for u in units_of(tmp_path / "plans.pdf") if u.kind == "row"]
    assert rows == ["Basic $20: DATA: 5 GB, then slowed; HOTSPOT: Uses your plan data",
                    "Plus $35: DATA: 15 GB, then slowed; HOTSPOT: Up to 5 GB",
                    "Max $55: DATA: Unlimited; HOTSPOT: 15 GB, then 600 kbps"]


def test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_tables_and_notes():
    """A billing system's fixed-width report (Courier, through ps2pdf): Ghostscript flags the font ForceBold,
    so every line was "bold" and a heading; headings are underlined with typed "-----" and "=====" lines;
    a table's columns are set apart by one space and a move, every space of a row unlike the others; a note
    is boxed with "+----+" and "|". Read: numbered sections ("1.0" one deep, "1.1" under it), whole table
    rows under their headers, the note's sentences without its box."""
    units = units_of(SAMPLE_DOCUMENTS / "millbrook-water-rate-schedule.pdf")
    by_text = {u.text: u for u in units}
    late = by_text["Only one late charge is added per bill."]
    assert late.section == "9.0 LATE CHARGES, DISCONNECTION AND RECONNECTION > 9.1 LATE CHARGE"
    assert ("3.1 MONTHLY BASE CHARGE BY METER SIZE — 3/4\" — AWWA FACTOR: 1.5; STANDARD METER (R-1, R-2, C-1, C-2) "
            "INSIDE LIMITS: $19.86; STANDARD METER (R-1, R-2, C-1, C-2) OUTSIDE LIMITS: $29.79; IRRIGATION METER "
            "(IR) INSIDE: $16.40; IRRIGATION METER (IR) OUTSIDE: $24.60") in by_text
    assert "Hot tubs, spas and pool top-ups do not qualify." in by_text
    # a table's lead-in is the sentence that ends in ":", not the paragraph it closes
    assert any(t.startswith("Rates per 1,000 gallons — R-1 — TIER OR BLOCK: Tier 1; MONTHLY USAGE IN THE BLOCK "
                            "(GALLONS): 0 - 4,000; INSIDE LIMITS: $4.12") for t in by_text)
    assert not any(set(u.text) & {"|"} or "---" in u.text or "===" in u.text for u in units)


def test_a_section_set_in_two_columns_between_full_width_text_is_read_column_after_column(sample_units):
    """LuaLaTeX's multicol and a CSS column-count section: two columns of one width between a full-width
    heading and full-width text or a table. The region is the run of lines between the lines that cross
    the gutter; the table under it moves down with its rules."""
    texts = sample_units("vantage-home-warranty-booklet.pdf")
    assert ("Limit – the most we pay for one covered item in one plan year, for parts, labor, refrigerant, permits "
            "and disposal combined, unless a separate allowance is shown.") in texts
    assert any(t.startswith("3 Choosing a plan: tiers and prices — Appliance Guard — Monthly: $34.99; Paid yearly: "
                            "$399;") for t in texts)
    # a sentence running from the foot of the left column to the head of the right one is read whole
    assert ("If you do not agree with a diagnosis or a decision, ask for a Claim Review within 60 days by e-mail to "
            "claimsreview@vantagehomewarranty.com or by phone.") in texts
    texts = sample_units("skylark-mobile-plans-guide.pdf")
    assert "Receiving a text does not start a pass." in texts
    assert "Wi-Fi Calling to US numbers is always free from any country." in texts


def test_a_longtable_keeps_its_rows_whole_over_pages_and_apart_from_the_paragraph_above(sample_units):
    """LuaLaTeX: a paragraph between a heading's rule and a gridded table shared the table's rule stack, and its
    two lines, one band for their tall glyph boxes, became the header of the table's first column; a long
    table's "continued from the previous page" and "Continued on the next page" rows became a group label
    for the rows after them and a row."""
    texts = sample_units("vantage-home-warranty-booklet.pdf")
    assert ("6 Optional add-ons — Well pump — What it covers: Well pump and pressure tank for a well that serves only "
            "the covered home; Monthly: $7.00; Yearly: $80; Limit per plan year: $1,000") in texts
    assert "An add-on bought after the plan start date has its own 30-day waiting period." in texts
    assert any(t.startswith("5 Coverage schedule and limits per item — Home systems: Tankless water heater — We "
                            "cover:") for t in texts)
    assert not any("ontinued" in t for t in texts)


def test_a_paragraph_between_a_rule_above_a_table_and_its_top_rule_is_not_its_header(sample_units):
    """LibreOffice Writer and Calc: a heading's rule (or a box) above a gridded table, as wide as the table, joins
    its rule stack; the sub-heading and paragraph between them became the header, and the first row with it."""
    texts = sample_units("harbourview-resident-handbook.pdf")
    assert ("6.1 Permits and monthly fees — Surface permit, first vehicle — Where you can park: Lots A and B (behind "
            "Alder and Birchwood); Monthly fee: Included in rent; Per apartment: 1; Notes: Unassigned spaces; "
            "rear-window sticker") in texts
    assert "Permits are issued by Resident Services and are charged on your monthly statement." in texts
    texts = sample_units("greenleaf-lawn-care-price-list.pdf")
    assert "A dash means the program has no round in that window." in texts


def test_header_cells_written_right_to_left_and_a_footnote_under_a_grid_stay_apart(sample_units):
    """LibreOffice Writer: a header row whose merged "Charged once" cell is written after the cells to its
    right, so PDFium's one line went back left ("Monthly pet rent Limits Pet fee (non-"), glued into one cell;
    and a page footer's rule, as wide as the table, took the footnote under the table in as a row."""
    texts = sample_units("harbourview-resident-handbook.pdf")
    assert ("7.1 Pets we accept and what they cost — Dog — Charged once Pet fee (non-refundable): $400; Charged "
            "once Pet deposit (refundable): $300; Monthly pet rent: $45 per dog; Limits: Up to 2 dogs; each dog 90 "
            "lb or less when full grown; breed limits in 7.3; not in Dockside Lofts") in texts
    assert ("Questions about a tow that you believe was wrong go to the Community Manager in writing within 14 "
            "days.") in texts


def test_a_number_broken_after_its_hyphen_at_a_line_end_is_whole(sample_units):
    """LibreOffice breaks a line after the hyphen of a phone number or the dash of a range of hours."""
    texts = sample_units("northgate-university-it-guide.pdf")
    assert ("Students and staff who are Deaf or hard of hearing can reach the desk by text message on (412) "
            "555-0177 during phone hours.") in texts
    assert any("Sat–Sun 9:00–17:00; Best for: Lockouts and urgent faults" in t for t in texts)


def test_type_scaled_down_by_the_text_matrix_has_its_real_size(sample_units):
    """wkhtmltopdf sets 14-point type scaled by 0.576: read as 14-point, the gap between two cells of a row was
    too narrow to part them, and the row became prose that cut its table in two."""
    texts = sample_units("tandem-coworking-member-guide.pdf")
    assert ("4.1 Member access hours by plan — Hot Desk — Denver: 6:00 am–10:00 pm daily; Austin: 6:00 am–10:00 pm "
            "daily; Minneapolis: 6:00 am–10:00 pm daily; Raleigh: 6:00 am–10:00 pm daily; Kansas City: 7:00 am–9:00 "
            "pm, Mon–Sat") in texts


def test_a_slide_sidebar_of_boxed_notes_is_read_after_the_slide_body(sample_units):
    """A slide (LibreOffice Impress) with a numbered list on the left and two boxed notes in a sidebar at 70% of
    its width: the notes' lines were read into the list items beside them."""
    texts = sample_units("ledgerly-onboarding-deck.pdf")
    assert ("Most customers go live within 2 to 3 weeks. A typical path: 1. Day 0: the account owner activates the "
            "account from the welcome e-mail (the link works for 72 hours) and turns on two-factor authentication.") in texts
    assert "Onboarding is self-serve." in texts


def test_shaded_group_rows_and_wrapped_cells_of_a_latex_table_keep_each_row_whole(sample_units):
    """pdfLaTeX: a fee table whose group rows are shaded (a pair of rules each, many rows between two pairs) and
    whose cells wrap ("Included (2 a" / "year)"); a shaded table with its header unshaded above it."""
    texts = sample_units("brightsmile-dental-patient-handbook.pdf")
    assert ("3.2 Fees by treatment — Examinations and diagnostics: D102 — Treatment: Routine checkup, adult (20 min); "
            "Self-pay: $78; Core member: Included (2 a year); Plus member: Included (2 a year)") in texts
    assert "1.2 Which services are available where — Dental implants — Alderbrook: Yes; Fenwick Harbour: No; " \
           "Millcross: No" in texts


def test_a_group_label_over_the_second_column_names_the_rows_under_it(sample_units):
    """A spreadsheet's group label row sits in the second column (the first holds codes): it names its rows."""
    texts = sample_units("greenleaf-lawn-care-price-list.pdf")
    assert any(t.startswith("2 One-Time Services — Irrigation & estimates: IR-01 — Service: Irrigation spring "
                            "start-up, up to 6 zones; Unit: per visit; Price: $85.00;") for t in texts)


def test_footnote_marks_set_in_small_raised_type_leave_the_word_and_number_they_touch(tmp_path):
    """A footnote mark after a price or a range ("$25³", "Eco 40-60²") read as part of it is another number; a
    unit's power, a power of ten and a chemical's lowered index are kept."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for parts in ([("The Basic plan costs $25", "LINE"), ("3", "SUP"), (" a month.", "LINE")],
                  [("Each extra pallet space is 40 m", "LINE"), ("2", "SUP"), (" and costs $12.", "LINE")],
                  [("The model has 6.5\u00d710", "LINE"), ("6", "SUP"), (" parameters.", "LINE")],
                  [("Keep CO", "LINE"), ("2", "SUB"), (" low; the Eco 40-60", "LINE"), ("2", "SUP"),
                   (" programme runs 3:59.", "LINE")]):
        for text, position in parts:
            pdf.char_vpos = position
            pdf.write(6, text)
        pdf.char_vpos = "LINE"
        pdf.ln(8)
    pdf.output(str(tmp_path / "marks.pdf"))
    texts = [u.text for u in units_of(tmp_path / "marks.pdf")]
    assert texts == ["The Basic plan costs $25 a month.", "Each extra pallet space is 40 m2 and costs $12.",
                     "The model has 6.5\u00d7106 parameters.", "Keep CO2 low; the Eco 40-60 programme runs 3:59."]


def test_footnote_marks_written_as_superscript_digits_leave_the_cells_they_touch(sample_units):
    """Cairo/Pango: a table's marks are the characters "¹" and "²", which NFKC turns into plain digits; and a
    long table's title says "(continued)" on its second page."""
    texts = sample_units("brisa-washer-dryer-manual.pdf")
    assert any(t.startswith("Table 2 - Programme table — Eco 40-60 — Max load WD-8: 8 kg;") and
               "Duration (h:mm): 3:59;" in t for t in texts)
    assert ("Table 1 - Controls and options — Spin — What it does: Lowers the spin speed or selects No spin. Maximum "
            "1400 rpm (WD-8) or 1600 rpm (WD-10).; Models: Both") in texts
    assert not any("(continued)" in t for t in texts)


def test_marks_in_small_raised_type_leave_table_cells_whole(sample_units):
    """A mark after a value in a table cell ("30 days²", "$25,000 in combined balances¹") became part of it."""
    assert any(t.endswith("Annual total: $1,488; Free trial: 30 days")
               for t in sample_units("ledgerly-onboarding-deck.pdf"))
    assert any("Promotional price (months 1–12): $45/mo; Regular price: $60/mo;" in t
               for t in sample_units("larkspur-service-guide.pdf"))


def test_an_icon_glyph_between_two_sentences_does_not_join_them(sample_units):
    """An admonition's icon (a private-use character of an icon font) sat between the note's two sentences."""
    texts = sample_units("quillstone-help-center.pdf")
    assert "Keep the Owner able to sign in with a password and two-factor authentication as a fallback." in texts
    assert "Quillstone always exempts the Owner from SSO enforcement for this reason." in texts
    assert not any(ord(c) in range(0xE000, 0xF900) for t in texts for c in t)


def test_a_list_item_cut_by_a_page_break_goes_on_at_the_top_of_the_next_page(sample_units):
    """asciidoctor-pdf: "When that user is removed from the workspace, their" / (next page) "tokens stop working
    at once." was an item and a sentence of its own, and the next item lost its lead-in."""
    texts = sample_units("quillstone-help-center.pdf")
    assert ("5.2. Access tokens and webhooks: Tokens carry the permissions of the user who created them. When that "
            "user is removed from the workspace, their tokens stop working at once.") in texts
    assert any(t.startswith("5.2. Access tokens and webhooks: Webhook payloads are signed") for t in texts)


def test_an_item_wrapped_back_to_the_margin_goes_on_with_its_sentence(sample_units):
    """WeasyPrint: a numbered note under a table wraps to the left margin, not to a hanging indent."""
    texts = sample_units("aurelia-travel-insurance-policy.pdf")
    assert any(t.startswith("1. If two insured people on the same certificate both claim for baggage stolen in the "
                            "same theft, the excess is deducted twice") for t in texts)


def test_a_workbook_printed_sheet_by_sheet_keeps_its_sections_apart(sample_units):
    """Gnumeric prints each sheet fit to width: every sheet's chapter heading has its own type size ("5.
    Surcharges" smaller than "4. Parcel Prices"), each page is headed "<rate card> | <sheet name>", and the Next
    Day grid repeats the Standard grid's header row under its own heading on the next page."""
    units = units_of(SAMPLE_DOCUMENTS / "fernhill-freight-rate-card.pdf")
    sections = {u.text[:60]: u.section for u in units}
    assert sections["5.1 Fuel surcharge — Month January 2026: Parcels (all services) 11.5%"[:60]] == \
        "Account Rate Card & Service Guide 2026 > 5. Surcharges and Additional Charges > 5.1 Fuel surcharge"
    next_day = next(u for u in units if u.text.startswith("4.1 Next Day (ND) — 1 kg — Zone 1: £7.20;"))
    assert next_day.section == "Account Rate Card & Service Guide 2026 > 4. Parcel Prices: Next Day and Timed > " \
                               "4.1 Next Day (ND)"
    assert not any(u.text.startswith("3.2 Standard (STD), 2 working days — Volume discount") for u in units)
    headings = [p.text for p in document_pieces(extract_layouts(SAMPLE_DOCUMENTS / "fernhill-freight-rate-card.pdf"))
                if p.kind == "heading"]
    assert not any(h.endswith(("| Zones", "| Surcharges", "| Pallets", "| Claims")) for h in headings)


def test_clauses_numbered_anew_under_a_chapter_stay_under_it(sample_units):
    """"10. Parking charge notices" follows clause "9. Overstays" inside chapter "9. Terms and conditions": the
    next number makes it the clause's sibling, not the chapter's."""
    units = units_of(SAMPLE_DOCUMENTS / "parkway-airport-parking-guide.pdf")
    assert any(u.section == "Prices, Car Parks & Terms Guide 2026 > 9. Terms and conditions of parking > 10. "
                            "Parking charge notices" for u in units)


def test_a_table_goes_on_at_the_next_page_top_with_rows_whose_cells_wrap(sample_units):
    """AbiWord: the contacts table goes on at the top of the next page with rows whose cells wrap over two to
    four lines; counted line by line, its first row had ten cells against five headers and began a table of its
    own, without title or headers."""
    assert ("Who do I ask about my benefits? — Counseling and personal support — Who handles it: ClearPath EAP; "
            "E-mail: —; Phone: 1-866-555-0139; Hours (Pacific Time): 24 hours a day, 7 days a week"
            ) in sample_units("oakridge-employee-benefits-faq.pdf")
    assert any(t.startswith("2.2 Ways to pay — Personal check — Where: Drop box only; Fee per payment: Free;")
               for t in sample_units("harbourview-resident-handbook.pdf"))


def test_a_note_that_a_table_goes_on_is_not_its_caption(sample_units):
    """XeLaTeX longtable: "Table 5.5 continues on the next page" under the table's first part is no caption."""
    texts = sample_units("tidewell-energy-terms-of-service.pdf")
    assert ("5.5 Early termination fee schedule. — Contract Year 1 — Spark: $13,900; Harbor: $22,400; Crest: "
            "$28,700; Summit: $39,900; Anchor: $6,200") in texts
    assert not any("continues on the next page" in t for t in texts)


def test_steps_labelled_step_one_step_two_are_list_items_under_their_lead_in(sample_units):
    """"Step 1. Site survey. We contact you ..." hanging under its label: one item with the lead-in, not the
    sentences "Step 1." and "Site survey." apart from what they say."""
    texts = sample_units("tidewell-energy-terms-of-service.pdf")
    assert ("To transfer the Agreement: Step 4. A transfer fee of $195 is paid at closing by you or the buyer."
            ) in texts
    assert not any(t == "Step 1." for t in texts)
