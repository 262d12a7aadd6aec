"""Follow-ups only when they are follow-ups: decided in the core, once, for every adapter."""

from __future__ import annotations

import pytest

from knowledge.answering.follow_ups import is_follow_up, retrieval_query

RETURNS = "How long do I have to return something?"


@pytest.mark.parametrize("question", [
    "and for Canada?", "what about sale items?", "does it come in red?", "is that refundable?", "how much?",
    "in red?", "whats the price?", "Can I return it after 30 days?", "ok and what about gift cards",
    "same for express shipping?",
])
def test_short_or_elliptical_turns_are_follow_ups(question):
    assert is_follow_up(question)
    assert retrieval_query(question, [RETURNS]) == f"{RETURNS} {question}"


@pytest.mark.parametrize("question", [
    "What payment methods do you accept?", "Do you ship internationally?", "Can I pay with PayPal?",
    "How do I reset my password?", "Is there a fee for returns?", "How long does shipping take?",
    "What is the warranty on the Kettle K2?", "Are gift cards refundable?", "what are your hours?",
    "What is the capital of Mongolia?",
])
def test_self_contained_questions_are_searched_alone(question):
    assert not is_follow_up(question)
    assert retrieval_query(question, [RETURNS]) == question


def test_without_an_earlier_turn_a_follow_up_is_searched_as_it_is():
    assert retrieval_query("and for Canada?", []) == "and for Canada?"
    assert retrieval_query("and for Canada?", ["", "  "]) == "and for Canada?"


def test_a_new_question_after_another_topic_gets_the_same_answer_as_alone(make_kb, handbook):
    kb = make_kb()
    kb.ingest([handbook])
    alone = kb.ask("What payment methods do you accept?")
    after_returns = kb.ask("What payment methods do you accept?", context=[RETURNS])
    assert after_returns.final_answer == alone.final_answer
    assert after_returns.retrieved_chunks == alone.retrieved_chunks


def test_a_follow_up_is_answered_about_the_earlier_topic(make_kb, handbook):
    kb = make_kb()
    kb.ingest([handbook])
    alone = kb.ask("and how much does that cost?")
    follow_up = kb.ask("and how much does that cost?", context=[RETURNS])
    assert follow_up.retrieved_chunks != alone.retrieved_chunks
    assert any(c.page in (6, 7) for c in follow_up.retrieved_chunks[:2])
