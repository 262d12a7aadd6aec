"""Every threshold the core compares, tested on both sides of its exact boundary (knowledge/core.py).

Each threshold is set to exactly the value a known question gets, then to that value + 0.001, so
`<` turned into `<=` (or `>=` into `>`) changes an outcome here. Values are rounded to 3 decimals by
the core, so the boundary is exact. One knowledge base answers throughout (its sentence vectors stay
cached, so a value cannot drift between asks); only the threshold settings change.
"""

from __future__ import annotations

import pytest

from knowledge import NO_ANSWER

QUESTION = "How many days do I have to return an item?"


@pytest.fixture
def handbook_kb(kb, handbook):
    kb.ingest([handbook])
    return kb


def thresholds(kb, **values):
    """The same knowledge base with other thresholds (the core reads them at every ask)."""
    kb.settings = kb.settings.with_overrides(**values)
    return kb


def test_the_escalation_floor_escalates_below_it_never_at_it(handbook_kb):
    confidence = handbook_kb.ask(QUESTION).confidence
    assert 0 < confidence < 0.999

    at = thresholds(handbook_kb, escalation_threshold=confidence).ask(QUESTION)
    assert at.confidence == confidence and not at.escalate and "30 days" in at.final_answer

    above = thresholds(handbook_kb, escalation_threshold=round(confidence + 0.001, 3)).ask(QUESTION)
    assert above.confidence == confidence and above.escalate and above.final_answer == NO_ANSWER


def test_the_answerability_threshold_escalates_below_it_never_at_it(handbook_kb):
    answerability = handbook_kb.ask(QUESTION).answerability
    assert answerability is not None and 0 < answerability < 0.999

    at = thresholds(handbook_kb, answerability_threshold=answerability).ask(QUESTION)
    assert at.answerability == answerability and not at.escalate and "30 days" in at.final_answer

    above = thresholds(handbook_kb, answerability_threshold=round(answerability + 0.001, 3)).ask(QUESTION)
    assert above.answerability == answerability and above.escalate and above.final_answer == NO_ANSWER


def test_badge_levels_start_exactly_at_their_thresholds(handbook_kb):
    c = handbook_kb.ask(QUESTION).confidence
    step = lambda n: round(c + n * 0.001, 3)  # noqa: E731
    for high, medium, level in [(c, 0.0, "high"),  # confidence == high: high
                                (step(1), c, "medium"),  # just under high, == medium: medium
                                (step(2), step(1), "low")]:  # just under medium: low
        kb = thresholds(handbook_kb, confidence_high=high, confidence_medium=medium, escalation_threshold=0.0)
        answer = kb.ask(QUESTION)
        assert answer.confidence == c
        assert (answer.confidence_level, kb.confidence_level(c)) == (level, level), (high, medium)
