"""Is this question a follow-up of the previous turn, or a question of its own?

A follow-up ("and for Canada?", "what about sale items?", "does it come in red?") only makes
sense with the earlier question, so it is searched together with it. A self-contained
question ("What payment methods do you accept?") is searched alone: mixing in the previous
turn drags its topic into the answer. Decided here, once, for every adapter.

The rule, by what a short chat turn looks like:
- it opens like a continuation ("and", "also", "what about", "how about", "same for", "is that", ...), or
- it is a fragment: at most two content words and no clause of its own ("how much?", "for Canada?",
  "in red?"; but "Do you ship internationally?" and "Can I pay with PayPal?" are whole questions), or
- it leans on a pronoun ("it", "they", "those", ...) and has at most four content words
  ("can I return it after 30 days?").
"""

from __future__ import annotations

import re
from typing import Sequence

from knowledge.answering.words import terms

_CONTINUATION = re.compile(
    r"^\s*(?:and|also|plus|but|or|so|then|ok(?:ay)?,?\s+(?:and|what|how)|what about|how about|what if|"
    r"same (?:for|with|thing)|is that|does that|would that|and if)\b", re.IGNORECASE)
_WORDS = re.compile(r"[a-z0-9']+")
_POINTING = frozenset("it its it's those these they them".split())
_SUBJECTS = frozenset("i i'm i've my me we our us you your".split())
_AUXILIARIES = frozenset("""am is are was were do does did can could will would shall should may might must have has
had""".split())
MAX_CONTENT_WORDS = 2
MIN_CLAUSE_WORDS = 5
MAX_CONTENT_WORDS_WITH_PRONOUN = 4


def is_follow_up(question: str) -> bool:
    if _CONTINUATION.match(question):
        return True
    content = terms(question)
    words = _WORDS.findall(question.lower())
    if len(content) <= MAX_CONTENT_WORDS and not _is_clause(words):
        return True
    return bool(set(words) & _POINTING) and len(content) <= MAX_CONTENT_WORDS_WITH_PRONOUN


def _is_clause(words: list[str]) -> bool:
    """A subject of its own ("I", "you", "we"), a question opened by a verb ("is there", "does shipping"), or
    simply long enough to be one ("What is the capital of Mongolia?")."""
    return (bool(set(words) & _SUBJECTS) or bool(words and words[0] in _AUXILIARIES and len(words) >= 3)
            or len(words) >= MIN_CLAUSE_WORDS)


def retrieval_query(question: str, context: Sequence[str]) -> str:
    """What to search for: the question alone, or, for a follow-up, the previous question and this one."""
    earlier = [c.strip() for c in context if c and c.strip()]
    if earlier and is_follow_up(question):
        return f"{earlier[-1]} {question}"
    return question
