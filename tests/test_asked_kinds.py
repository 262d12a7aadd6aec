"""What a question asks for, whether a passage holds it, and which units the extractive reply takes."""

from __future__ import annotations

import pytest

from knowledge.answer import RetrievedChunk
from knowledge.answering.asked_kinds import AMOUNT, COUNT, DURATION, asked_kinds, holds, holds_required
from knowledge.answering.extractive import Candidate, select_passage
from knowledge.pdf.units import sentence_units


@pytest.mark.parametrize("question, passage", [
    ("How much does the blender weigh?", "The blender weighs 4.2 kg without its jug."),
    ("how much storage do i get on the basic plan", "The Basic plan includes 50 GB of storage."),
    ("how many days of compassionate leave can I take", "You get 3 paid days of compassionate leave."),
])
def test_a_measure_or_a_qualified_duration_is_the_asked_kind(question, passage):
    assert holds_required(asked_kinds(question), passage)


@pytest.mark.parametrize("question, passage", [
    ("How much does the blender cost?", "The blender weighs 4.2 kg without its jug."),
    ("how long is the warranty", "The warranty covers the motor and the jug."),
])
def test_a_passage_without_the_asked_kind_is_a_near_miss(question, passage):
    assert not holds_required(asked_kinds(question), passage)


@pytest.mark.parametrize("question, kinds", [
    ("need to push my delivery back. is there a charge for that?", {AMOUNT}),
    ("can we pay extra to keep audit logs longer", {AMOUNT}),
    ("how far can i ride on a full charge", frozenset()),
    ("how much can i put in on the quick wash", {AMOUNT, COUNT}),
    ("how much to load the gift card", {AMOUNT}),
])
def test_a_charge_or_a_payment_asked_about_is_an_amount_and_a_load_a_quantity(question, kinds):
    """"Is there a charge for that" asks for a fee (a battery's "full charge" does not); "how much can I put in"
    asks for a quantity, which a load in kilograms answers."""
    assert asked_kinds(question) == kinds


def test_without_a_fee_answers_a_price_question():
    assert holds(AMOUNT, "Members called to active duty can cancel at once without fees.")
    assert holds(AMOUNT, "You can move your booking without any penalty.")
    assert not holds(AMOUNT, "You can cancel at once by writing to us.")


def test_a_price_question_does_not_also_ask_for_a_count():
    assert asked_kinds("how much is the copay for a specialist") == {AMOUNT}
    assert asked_kinds("how many days do I have to return it") == {DURATION}
    assert COUNT in asked_kinds("how much does it weigh")
    assert not holds(DURATION, "up to 5 for years of age")


def test_a_short_best_sentence_brings_the_sentence_that_follows_it():
    text = ("The power light flashes red. The motor overheated: unplug the blender for 20 minutes. "
            "The jug is dishwasher safe and should be rinsed after each use.")
    chunk = RetrievedChunk(id="c1", page=3, text=text, score=0.8, source="manual.pdf",
                           units=sentence_units(text, 3))
    candidates = [Candidate(u, chunk, k) for k, u in enumerate(chunk.units)]
    picked = select_passage("why is the power light flashing red", candidates, limit=2)
    assert [p.text for p in picked] == ["The power light flashes red.",
                                        "The motor overheated: unplug the blender for 20 minutes."]


def test_the_next_sentence_of_the_paragraph_goes_on_with_the_best_one():
    """'What does error E74 mean' is best matched by the sentence naming E74; what to do about it is the
    next sentence of the same paragraph. A sentence of the next paragraph is not brought along."""
    text = ("Error E74 means the thermostat cannot detect a heating wire. Check that the W1 wire is connected "
            "and that no bare copper touches a neighbouring terminal.\nThe display dims after 30 seconds "
            "to save power.")
    chunk = RetrievedChunk(id="c1", page=7, text=text, score=0.8, source="manual.pdf",
                           units=sentence_units(text, 7))
    candidates = [Candidate(u, chunk, k) for k, u in enumerate(chunk.units)]
    picked = select_passage("the thermostat shows error E74, what does that mean", candidates, limit=2)
    assert [p.text for p in picked] == ["Error E74 means the thermostat cannot detect a heating wire.",
                                        "Check that the W1 wire is connected and that no bare copper touches a "
                                        "neighbouring terminal."]
    last = select_passage("how long until the display dims to save power", candidates, limit=2)
    assert [p.text for p in last] == ["The display dims after 30 seconds to save power."]


def test_table_of_contents_entries_are_never_answer_units():
    from knowledge.answering.sentence_vectors import units_of
    from knowledge.pdf.units import Unit

    units = (Unit("row", "Contents — 3. Returns and refunds: page 6", "Handbook > Contents", 0, 10, 1),
             Unit("sentence", "Returns and refunds ........ 6", "Handbook", 11, 20, 1),
             Unit("sentence", "Refunds are paid within 5 business days.", "Handbook > Returns", 21, 60, 1))
    chunk = RetrievedChunk(id="c", page=1, text="x" * 60, score=0.7, source="h.pdf", units=units)
    assert [u.text for u in units_of(chunk)] == ["Refunds are paid within 5 business days."]


@pytest.mark.parametrize("question, passage", [
    ("how much is the protection plan", "It costs 12% of the item price and can be bought at checkout."),
    ("how much hot water comes out per press", "It dispenses about 8 fl oz / 240 ml per press."),
    ("when does my coverage end after I leave", "Coverage ends on the last day of the month in which you leave."),
    ("what's the phone number for billing", "Call 1-800-555-0143, Monday to Friday."),
    ("do you have an email address for the press team", "Journalists can write to press@example.com."),
])
def test_the_asked_kind_is_found_where_it_is(question, passage):
    assert holds_required(asked_kinds(question), passage)


@pytest.mark.parametrize("question, passage", [
    ("what's the phone number for billing", "Write to billing@example.com; we answer within a day."),
    ("whats the fax number for customer care", "Customer Care is open 8 a.m. to 8 p.m., by chat or e-mail."),
    ("do you have an email for international support", "International support: +1-800-555-0179, 24 hours a day."),
    ("what's brambleton's customer support email", "Customer support: call 611 from a Brambleton phone."),
])
def test_a_contact_of_another_channel_is_a_near_miss(question, passage):
    assert not holds_required(asked_kinds(question), passage)


def test_a_phone_plan_is_not_a_contact_question_and_a_confirmation_email_is_not_an_address():
    assert asked_kinds("what's the most phone lines I can have on one account") == frozenset()
    assert "email" not in asked_kinds("How long after I order should the confirmation email show up?")
    assert "email" not in asked_kinds("can i get the receipt by email?")


@pytest.mark.parametrize("question, kinds", [
    ("Can I split the payment for a $600 couch into installments?", frozenset()),
    ("do I need a receipt for a $15 lunch expense", frozenset()),
    ("I paid $20 for shipping last week. How long until it arrives?", {DURATION}),
    ("I bought an air fryer and today it's $20 cheaper, with a $5 fee. Can I get the difference back?", frozenset()),
    ("My order was $80. How much is shipping?", {AMOUNT}),
])
def test_a_figure_or_story_around_the_question_is_not_what_it_asks(question, kinds):
    """A dollar figure the customer gives, or a fee in the story before the question, is context: only the
    sentences that ask decide the asked kind."""
    assert asked_kinds(question) == kinds


def test_a_lead_in_chosen_as_a_unit_is_not_repeated_above_its_list():
    """The lead-in sentence ("To add a driver after pickup:") can be a chosen unit itself; its items then follow
    it without the lead-in printed a second time."""
    from knowledge.answering.extractive import Selected, render
    from knowledge.pdf.units import Unit

    lead = "To add a driver after pickup:"
    first, second = "1. Come to any branch with the new driver.", "2. Drivers cannot be added by phone."
    text = f"{lead}\n{first}\n{second}"
    at = text.index(first), text.index(second)
    units = (Unit("sentence", lead, "3 Drivers", 0, len(lead), 5),
             Unit("item", f"{lead} {first}", "3 Drivers", at[0], at[0] + len(first), 5),
             Unit("item", f"{lead} {second}", "3 Drivers", at[1], at[1] + len(second), 5))
    chunk = RetrievedChunk(id="c", page=5, text=text, score=0.8, source="terms.pdf", units=units)
    reply = render([Selected(u.text, chunk, u) for u in units])
    assert reply == f"{lead}\n{first}\n{second}"


def test_a_long_list_gives_the_items_around_the_best_one_not_its_first_ones():
    """A slide's list of twelve items: the reply takes the items nearest the best one (the fact is often in the
    item under it), not the list's first seven."""
    from knowledge.pdf.units import Unit

    lead = "Pick the way to bring your data over:"
    bodies = [f"Option {k}: a spreadsheet template number {k}" for k in range(1, 10)] + [
        "Migration Assistant (self-serve)", "Moves contacts and up to 2 years of transactions from other apps",
        "Runs overnight and e-mails a report"]
    text = lead + "".join(f"\n{b}" for b in bodies)
    units = [Unit("item", f"{lead} {b}", "Import", text.index(b), text.index(b) + len(b), 10) for b in bodies]
    chunk = RetrievedChunk(id="c", page=10, text=text, score=0.8, source="deck.pdf", units=tuple(units))
    candidates = [Candidate(u, chunk, k) for k, u in enumerate(units)]
    picked = [p.text for p in select_passage("what does the self-serve migration assistant do", candidates, limit=4)]
    assert f"{lead} Moves contacts and up to 2 years of transactions from other apps" in picked
    assert f"{lead} Option 1: a spreadsheet template number 1" not in picked


def test_the_row_whose_range_holds_the_asked_quantity_is_the_answer():
    """"my lawn is about 6000 sq ft": every row of the price table shares the question's words and none holds
    6000; the row of the tier "5,001 – 7,500" does, and a tier in another measure ("Over 1 acre") does not."""
    from knowledge.pdf.units import Unit

    title = "Price per round by lawn size"
    sizes = ["Up to 3,000", "3,001 – 5,000", "5,001 – 7,500", "7,501 – 10,000", "Over 1 acre"]
    prices = ["$42.00", "$49.00", "$56.00", "$63.00", "$3.10 per 1,000 sq ft"]
    rows = [f"{title} — S{k + 1} — Lawn size (sq ft): {size}; Classic Care: {price}"
            for k, (size, price) in enumerate(zip(sizes, prices))]
    text = "\n".join(rows)
    units = [Unit("row", r, title, text.index(r), text.index(r) + len(r), 2) for r in rows]
    chunk = RetrievedChunk(id="c", page=2, text=text, score=0.8, source="prices.pdf", units=tuple(units))
    candidates = [Candidate(u, chunk, k) for k, u in enumerate(units)]
    picked = select_passage("how much is classic care per round? lawn is around 6000 sq ft", candidates, limit=1)
    assert [p.text for p in picked] == [rows[2]]
    picked = select_passage("how much is classic care per round? my lawn is 2 acres", candidates, limit=1)
    assert [p.text for p in picked] == [rows[4]]


def test_a_stay_in_hours_falls_in_the_tariffs_band_of_hours():
    """"3 hrs in the short stay": the drive-up tariff's rows are bands of hours ("2 to 4 hours")."""
    from knowledge.answering.ranges import asked_quantities, holds_quantity

    asked = asked_quantities("whats the turn-up price for 3 hrs in the short stay")
    assert asked == [(3.0, "hour")]
    assert holds_quantity(asked, "Drive-up tariff — 2 to 4 hours — Short Stay P1: £19.00")
    assert not holds_quantity(asked, "Drive-up tariff — 4 to 8 hours — Short Stay P1: £28.00")
    assert not holds_quantity(asked, "Drive-up tariff — 2 to 4 days — Short Stay P1: £90.00")
    assert asked_quantities("can i park for 45 mins") == [(45.0, "minute")]
