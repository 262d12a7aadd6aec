"""Near misses escalate: the documents name the subject but not the asked fact (issue 14, point 4).

A small manual written here, never seen by the tuning: error codes E1, E2 and E4, and support reachable by
e-mail only. Asking about E2 or the e-mail is answered; asking about E3 or a phone number is not, although
every other word of those questions is in the manual, and `answerability` in the JSON says why.
"""

from __future__ import annotations

import pytest

from tests.pdfs import make_pdf

MANUAL = [
    "Kelvo K2 air purifier: error codes\n\n"
    "Error E1 means the filter is missing: insert the filter and close the back cover until it clicks.\n"
    "Error E2 means the fan is blocked: unplug the purifier and remove any object from the fan grille.\n"
    "Error E4 means the air quality sensor is dirty: clean the sensor window with a dry cotton swab.\n",
    "Contacting Kelvo support\n\n"
    "Kelvo support answers questions about the K2 by e-mail only, at help@kelvo.example, within one business "
    "day. Please include the serial number from the label under the base. Support works Monday to Friday.\n",
]


@pytest.fixture(scope="module")
def manual_kb(tmp_path_factory, embedder):
    from knowledge import KnowledgeBase, KnowledgeSettings

    root = tmp_path_factory.mktemp("near-misses")
    settings = KnowledgeSettings(data_dir=root / "data", docs_dir=root / "docs", collection="near-misses")
    kb = KnowledgeBase(settings, embedder=embedder)
    assert kb.ingest([make_pdf(root / "docs" / "kelvo-k2-manual.pdf", MANUAL)]).ok
    return kb


def test_a_listed_error_code_is_answered_and_an_unlisted_one_escalates(manual_kb):
    listed = manual_kb.ask("what does E2 mean on my Kelvo K2 air purifier?")
    assert not listed.escalate and "fan" in listed.final_answer
    unlisted = manual_kb.ask("what does E3 mean on my Kelvo K2 air purifier?")  # every other word is in the manual
    assert unlisted.escalate and unlisted.citations == ()
    assert unlisted.answerability < manual_kb.settings.answerability_cutoff <= listed.answerability
    assert unlisted.to_dict()["answerability"] == unlisted.answerability


def test_an_email_is_answered_and_a_phone_number_the_manual_lacks_escalates(manual_kb):
    email = manual_kb.ask("what's the email address for Kelvo support?")
    assert not email.escalate and "help@kelvo.example" in email.final_answer
    phone = manual_kb.ask("what's the phone number for Kelvo support?")
    assert phone.escalate
    assert phone.answerability < manual_kb.settings.answerability_cutoff <= email.answerability
