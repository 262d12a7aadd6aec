"""The parts of a customer's message that answerability looks at besides the whole of it.

- Clauses: people tell the story before they ask ("I bought an air fryer last week and today it's $20
  cheaper. Can I get the difference back?"). The whole message embeds far from the one sentence that
  answers it, so each sentence of a message of several is also matched on its own.
- Identifiers: a model, error or version code, or a year ("error E12", "Sweepa R5", "newstest2015",
  "the 2026 plan year"). A document that lists other codes of the same kind ("E74", "2014") does not
  answer it, however close its words: when a named identifier occurs in none of the retrieved text, the
  question is a near miss.
"""

from __future__ import annotations

import re

_CLAUSE_BREAK = re.compile(r"(?<=[.?!;])\s+|\s+[-–—]\s+")
MIN_CLAUSE_WORDS = 3

_CODE = re.compile(r"\b(?=[A-Za-z-]*\d)(?=[\d-]*[A-Za-z])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\b|"
                   r"\b(?:error|code|model|version|fault)\s+#?\d+\b|\b(?:19|20)\d{2}\b", re.I)
# "10th", "3pm", "5gb", "2x": an ordinal, a time or a quantity, not a name
_NOT_A_CODE = re.compile(r"\d+(?:st|nd|rd|th|s|k|m|gb|mb|tb|kb|g|kg|lb|lbs|oz|ml|am|pm|x|h|hrs?|min|mins|mph|v|w|mm|cm|"
                         r"in|ft|yr|yrs|mo|d)", re.I)


def clauses(question: str) -> list[str]:
    """The sentences of a message of several (each of at least three words); [] for a one-sentence question."""
    parts = [p.strip() for p in _CLAUSE_BREAK.split(" ".join(question.split())) if len(p.split()) >= MIN_CLAUSE_WORDS]
    return parts if len(parts) > 1 else []


def identifiers(question: str) -> list[str]:
    """Codes, model numbers and years the question names, lowercased."""
    found = [m.group(0).lower() for m in _CODE.finditer(question)]
    return list(dict.fromkeys(f for f in found if not _NOT_A_CODE.fullmatch(f)))


def missing_identifiers(question: str, texts) -> list[str]:
    """The identifiers of `question` that occur (as whole words, any case) in none of `texts`."""
    wanted = identifiers(question)
    if not wanted:
        return []
    joined = " ".join(" ".join(t.split()) for t in texts).lower()
    return [w for w in wanted if not re.search(_written(w), joined)]


def _written(identifier: str) -> str:
    """A pattern for the identifier as documents write it, with or without a hyphen or space where letters
    and digits meet: customers type "wd8" for "WD-8" and "em 450" for "EM-450"; "error 5" needs its space."""
    parts = re.findall(r"[a-z]+|\d+", identifier)
    return r"(?<![a-z0-9])" + r"[-\s]?".join(map(re.escape, parts)) + r"(?![a-z0-9])"
