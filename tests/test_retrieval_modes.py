"""Every retrieval mode that ships (KB_RETRIEVAL: dense, hybrid, adaptive; knowledge/answering/retrieval.py).

Each mode answers known questions from the right page; adaptive retrieval's MMR step really
diversifies analytical questions when near-duplicate chunks exist, and leaves factual ones alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from knowledge import KnowledgeBase, KnowledgeSettings
from knowledge.answering.query_types import ANALYTICAL, FACTUAL, classify_rules
from knowledge.settings import RETRIEVAL_MODES as MODES
from tests.conftest import HANDBOOK
from tests.pdfs import make_pdf

RETURNS = "How many days do I have to return an item?"  # handbook page 6
SHIPPING = "Explain the difference between standard and express shipping"  # handbook page 4, analytical

KETTLE = ("Kettle warranty coverage. The Brewmaster kettle warranty covers manufacturing defects for two years, "
          "including the heating element and the lid hinge{}.")
DUPLICATES = [KETTLE.format(end) for end in ("", " of every kettle", " of each unit sold", " for all buyers",
                                             " in every country")]  # pages 1-5: one passage, reprinted
CLAIMS = ("Kettle warranty claims. To make a claim, email a photo of the receipt and the serial number; "
          "a courier collects the kettle within five working days.")  # page 6: the same topic, something new
FILLER = ["Shipping. Express shipping takes one business day and costs nine euros per order.",
          "Refunds. Customers can ask for a refund within 30 days of delivery.",
          "Passwords. Reset your password from the account page; the link expires after one hour.",
          "Gift cards. Gift cards never expire and can be used for any product in the shop."]
BROAD = "Explain what the kettle warranty covers"
FACTUAL_KETTLE = "What does the kettle warranty cover?"


def _index(root: Path, embedder, pdf: Path) -> KnowledgeSettings:
    settings = KnowledgeSettings(data_dir=root / "data", docs_dir=root / "docs")
    assert KnowledgeBase(settings, embedder=embedder).ingest([pdf]).ok
    return settings


@pytest.fixture(scope="module")
def handbook_settings(tmp_path_factory, embedder) -> KnowledgeSettings:
    return _index(tmp_path_factory.mktemp("modes-handbook"), embedder, HANDBOOK)


@pytest.fixture(scope="module")
def duplicates_settings(tmp_path_factory, embedder) -> KnowledgeSettings:
    root = tmp_path_factory.mktemp("modes-duplicates")
    return _index(root, embedder, make_pdf(root / "docs" / "appliances.pdf", DUPLICATES + [CLAIMS] + FILLER))


def in_mode(settings: KnowledgeSettings, mode: str, embedder) -> KnowledgeBase:
    """A knowledge base on the same index (the chunks are shared), retrieving in `mode`."""
    return KnowledgeBase(settings.with_overrides(retrieval=mode), embedder=embedder)


def test_the_modes_tested_here_are_the_modes_that_ship():
    assert MODES == ("dense", "hybrid", "adaptive")


@pytest.mark.parametrize("mode", MODES)
def test_each_mode_answers_a_known_question_from_the_right_page(handbook_settings, embedder, mode):
    kb = in_mode(handbook_settings, mode, embedder)
    answer = kb.ask(RETURNS)
    assert not answer.escalate and "30 days" in answer.final_answer
    assert list(answer.cited_pages()) == [HANDBOOK.name] and 6 in answer.cited_pages()[HANDBOOK.name]
    assert kb.ranked(RETURNS, 5)[0].page == 6


def test_adaptive_answers_an_analytical_question_from_the_right_page_with_distinct_chunks(handbook_settings,
                                                                                         embedder):
    assert classify_rules(SHIPPING) == ANALYTICAL
    adaptive = in_mode(handbook_settings, "adaptive", embedder)
    answer = adaptive.ask(SHIPPING)
    assert not answer.escalate and 4 in answer.cited_pages()[HANDBOOK.name]
    ranked = adaptive.ranked(SHIPPING, 5)
    assert ranked[0].page == 4
    assert len({c.text for c in ranked}) == len(ranked)


def test_adaptive_mmr_replaces_near_duplicates_for_an_analytical_question(duplicates_settings, embedder):
    assert classify_rules(BROAD) == ANALYTICAL
    hybrid = [c.page for c in in_mode(duplicates_settings, "hybrid", embedder).ranked(BROAD, 3)]
    adaptive_kb = in_mode(duplicates_settings, "adaptive", embedder)
    adaptive = [c.page for c in adaptive_kb.ranked(BROAD, 3)]
    # plain fusion fills every slot with reprints of one passage; MMR keeps the best one and brings in the claims page
    claims = len(DUPLICATES) + 1
    assert all(page <= len(DUPLICATES) for page in hybrid), hybrid
    assert adaptive[0] == hybrid[0] and claims in adaptive, (hybrid, adaptive)
    shown = adaptive_kb.ask(BROAD, top_k=3).retrieved_chunks  # what the answer is made from, too
    assert {c.page for c in shown} == set(adaptive)


def test_adaptive_leaves_a_factual_question_to_plain_fusion(duplicates_settings, embedder):
    assert classify_rules(FACTUAL_KETTLE) == FACTUAL
    hybrid = in_mode(duplicates_settings, "hybrid", embedder).ranked(FACTUAL_KETTLE, 4)
    adaptive = in_mode(duplicates_settings, "adaptive", embedder).ranked(FACTUAL_KETTLE, 4)
    assert [c.id for c in adaptive] == [c.id for c in hybrid]
    assert all(c.page <= len(DUPLICATES) for c in adaptive)
