"""Answering: the seed's scores and confidence, extractive answers, escalation, the JSON contract."""

from __future__ import annotations

import json

import numpy as np
import pytest

from knowledge import NO_ANSWER
from knowledge.pdf.sentences import split_sentences
from tests.pdfs import make_pdf


@pytest.fixture
def handbook_kb(kb, handbook):
    kb.ingest([handbook])
    return kb


def test_scores_and_confidence_follow_the_seed(handbook_kb, embedder):
    answer = handbook_kb.ask("How long do I have to send an item back?")
    question = embedder.embed_one("How long do I have to send an item back?")
    for chunk in answer.retrieved_chunks:
        cosine = float(np.dot(question, embedder.embed_one(chunk.text)))
        assert chunk.score == pytest.approx((cosine + 1) / 2, abs=0.01)
        assert 0.0 <= chunk.score <= 1.0
    scores = [c.score for c in answer.retrieved_chunks]
    assert scores == sorted(scores, reverse=True)
    assert answer.confidence == round(max(scores), 3)


def test_top_k_is_configurable(make_kb, handbook):
    kb = make_kb(top_k=3)
    kb.ingest([handbook])
    assert len(kb.ask("What does express shipping cost?").retrieved_chunks) == 3
    assert len(kb.ask("What does express shipping cost?", top_k=7).retrieved_chunks) == 7


def test_extractive_answer_is_a_short_passage_quoted_from_the_cited_chunks(handbook_kb):
    answer = handbook_kb.ask("How many days do I have to return an item?")
    assert answer.mode == "extractive" and not answer.escalate
    assert answer.final_answer.startswith("Most items can be returned within 30 days of delivery.")
    cited = answer.cited_chunks
    assert cited and [c.id for c in cited] == list(answer.citations)
    quotable = " ".join(" ".join([c.text, *(u.text for u in c.units)]) for c in cited)
    quotable = " ".join(quotable.split())
    for line in answer.final_answer.splitlines():  # every line is quoted from a chunk (or unit) the answer cites
        for sentence in split_sentences(line.lstrip("• ")):
            assert " ".join(sentence.split()) in quotable, sentence
    assert len(answer.final_answer) < sum(len(c.text) for c in answer.retrieved_chunks) / 2


def test_answers_cite_pages_of_their_source(handbook_kb, handbook):
    answer = handbook_kb.ask("How many days do I have to return an item?")
    pages = answer.cited_pages()
    assert list(pages) == [handbook.name] and 6 in pages[handbook.name]  # the return window is on page 6
    assert "30 days" in answer.final_answer.split(". ")[0]  # and the reply opens with it


def test_a_step_list_comes_whole_under_its_lead_in(handbook_kb):
    answer = handbook_kb.ask("how do I return an item?")
    lines = answer.final_answer.splitlines()
    assert lines[0] == "3.5 How to return an item:"
    assert [line[:3] for line in lines[1:]] == ["1. ", "2. ", "3. ", "4. "]
    assert answer.cited_pages() == {"pagewise-demo-handbook.pdf": [6]}


def test_below_the_threshold_the_core_escalates_without_answering(handbook_kb):
    answer = handbook_kb.ask("What is the capital of Mongolia and its population?")
    assert answer.confidence < handbook_kb.settings.escalation_threshold
    assert answer.escalate and answer.final_answer == NO_ANSWER
    assert answer.citations == () and answer.retrieved_chunks  # the evidence is still shown


def test_threshold_is_configurable(make_kb, handbook):
    kb = make_kb(escalation_threshold=0.99)
    kb.ingest([handbook])
    assert kb.ask("How many days do I have to return an item?").escalate


def test_confidence_level_follows_the_seed_table(kb):
    assert [kb.confidence_level(x) for x in (0.95, 0.8, 0.79, 0.5, 0.49)] == ["high", "high", "medium", "medium", "low"]


def test_empty_index_escalates(kb):
    answer = kb.ask("Where is my parcel?")
    assert answer.escalate and answer.confidence == 0.0 and answer.retrieved_chunks == ()


def test_follow_up_uses_the_earlier_question_for_retrieval(handbook_kb):
    alone = handbook_kb.ask("and how much does it cost?")
    follow_up = handbook_kb.ask("and how much does it cost?", context=["Can I return an item I bought?"])
    assert any(c.page in (6, 7) for c in follow_up.retrieved_chunks[:2])
    assert follow_up.retrieved_chunks != alone.retrieved_chunks


def test_json_contract(handbook_kb):
    data = json.loads(handbook_kb.ask("Do you ship to Canada?").to_json())
    assert set(data) == {"final_answer", "retrieved_chunks", "confidence", "citations", "escalate", "answerability",
                         "mode"}
    assert 0.0 <= data["answerability"] <= 1.0
    assert isinstance(data["final_answer"], str) and isinstance(data["escalate"], bool)
    assert data["mode"] in ("llm", "extractive")
    assert isinstance(data["confidence"], float) and data["confidence"] == round(data["confidence"], 3)
    for chunk in data["retrieved_chunks"]:
        assert set(chunk) == {"id", "page", "text", "score", "source"}
        assert chunk["id"].startswith(f"pdfpage_{chunk['page']}_chunk_")
    retrieved = {(c["source"], c["id"], c["page"]) for c in data["retrieved_chunks"]}
    assert data["citations"] and {(c["source"], c["id"], c["page"]) for c in data["citations"]} <= retrieved


def test_citations_name_their_document_when_chunk_ids_repeat(make_kb, handbook, tmp_path):
    """Two documents both have a `pdfpage_1_chunk_0`: the JSON says which one is cited."""
    other = tmp_path / "gift-cards.pdf"
    make_pdf(other, ["Gift cards never expire and can be used for any order on the website."])
    kb = make_kb()
    kb.ingest([handbook, other])
    data = json.loads(kb.ask("Do gift cards expire?").to_json())
    assert not data["escalate"]
    assert {"id": "pdfpage_1_chunk_0", "source": "gift-cards.pdf", "page": 1} in data["citations"]
    assert all(c["source"] in (handbook.name, "gift-cards.pdf") for c in data["citations"])
