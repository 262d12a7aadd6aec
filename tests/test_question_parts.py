"""Question parts answerability weighs: each sentence of a long message, and the codes a question names."""

from __future__ import annotations

import pytest

from knowledge.answering.question_parts import clauses, identifiers, missing_identifiers


def test_a_story_then_a_question_is_matched_sentence_by_sentence():
    message = "I bought a kettle last week and the lid cracked. How long do I have to report it?"
    assert clauses(message) == ["I bought a kettle last week and the lid cracked.", "How long do I have to report it?"]
    assert clauses("moving house soon - how much notice do you need for my internet?") == [
        "moving house soon", "how much notice do you need for my internet?"]
    assert clauses("moving soon - how much notice do you need?") == []  # a two-word aside is no sentence


@pytest.mark.parametrize("question", ["How long do I have to return an item?", "Hi. Refund?", "ok - thanks"])
def test_a_one_sentence_question_has_no_clauses(question):
    assert clauses(question) == []


def test_codes_models_and_years_are_identifiers_but_times_dates_and_sizes_are_not():
    assert identifiers("my X9 robot shows error 5 and code E12 since 2025") == ["x9", "error 5", "e12", "2025"]
    assert identifiers("delivered on the 10th at 3pm, 5GB plan, 2x faster") == []
    assert identifiers("what does the EM-450 weigh") == ["em-450"]


def test_an_identifier_is_missing_when_no_text_names_it_as_a_whole_word():
    texts = ["Error 50 means the tank is empty.", "Errors E1 to E4 are listed in Table 3.", "Model X9 manual"]
    assert missing_identifiers("what does error 5 mean on my x9", texts) == ["error 5"]
    assert missing_identifiers("what is E12", texts) == ["e12"]
    assert missing_identifiers("what does error 50 mean", texts) == []


def test_an_identifier_is_found_written_with_or_without_a_hyphen_or_space():
    """Customers type "wd8" for the manual's "WD-8" and "lg 7200" for "LG7200": the same model, no near miss."""
    texts = ["Table 6 lists the error codes of the WD-8 and the LG7200.", "Error 50 means the tank is empty."]
    assert missing_identifiers("getting E03 on my wd8", texts) == ["e03"]
    assert missing_identifiers("does the lg 7200 have it", texts) == []
    assert missing_identifiers("is the wd10 the same", texts) == ["wd10"]
    assert missing_identifiers("what does error 5 mean", texts) == ["error 5"]
