"""Words as customers type them: contractions without apostrophes are not content words, abbreviated days and
months are the days and months, and the story around a question does not count against word coverage."""

from __future__ import annotations

import numpy as np

from knowledge.answering.answerability import coverage
from knowledge.answering.keyword import KeywordIndex
from knowledge.answering.words import terms
from knowledge.store.chunks import Hit


def test_contractions_typed_without_apostrophes_are_not_content_words():
    assert terms("whats the fee? i dont know, im new and cant find it til monday, ok") == \
        terms("what's the fee? i don't know, i'm new and can't find it monday") == ["fee", "new", "find", "monday"]


def test_abbreviated_days_and_months_are_the_whole_words():
    assert terms("Mon–Fri 9-5, Sat 10-4, closed Sun; from Jan 5 to Sept 30") == \
        ["monday", "friday", "9", "5", "saturday", "10", "4", "clos", "sunday", "january", "5", "september", "30"]
    assert "saturday" in terms("what time do you close on saturdays")


def _index(*texts: str) -> KeywordIndex:
    hits = [Hit(chunk_id=str(k), page=1, text=t, source="guide.pdf", cosine=0.0) for k, t in enumerate(texts)]
    return KeywordIndex(hits, np.zeros((len(hits), 3), dtype=np.float32))


def test_word_coverage_reads_only_the_sentences_that_ask():
    """'someone broke into my car' is in no equipment guide; the question after it is, word for word."""
    index = _index("An unreturned stream box costs the full price, $120. Lost or stolen equipment reported within "
                   "7 days with a police report is charged $50.", "Return the stream box within 30 days.",
                   "Pay your bill in the app.")
    asked = "do i have to pay the full price for a stolen stream box?"
    assert coverage(asked, index) == 1.0
    assert coverage("someone broke into my car last night. " + asked, index) == 1.0
    assert coverage("my car was broken into and the thieves took the stream box", index) < 1.0  # no question: all of it
    assert coverage("do i pay for a stolen stream box on a cruise ship?", index) < coverage(asked, index)


def test_an_inch_mark_after_a_number_is_the_word_inch():
    """A rate table sizes meters and pipes as 1" and 3/4"; customers type "1 inch"."""
    assert terms('Meter size 1" and 3/4\u201d') == ["meter", "size", "1", "inch", "3", "4", "inch"]
    assert "inch" in terms("base charge for a 1 inch meter") and "inch" in terms("two 2 inches pipes")


def test_a_code_written_with_a_hyphen_is_also_the_word_customers_type():
    assert terms("the WD-8 and LG-7200") == ["wd", "8", "wd8", "lg", "7200", "lg7200"]
    assert "wd8" in terms("error on my wd8")
    assert terms("a 2-year plan") == ["2", "year", "plan"]
