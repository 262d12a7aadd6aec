"""Content words, the one notion of "word" every lexical comparison shares (BM25, coverage, the extractive
answer, follow-up detection, groundedness): lowercase, stopwords dropped, lightly stemmed."""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_STOPWORDS = frozenset("""
a about above after again against all am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not
now of off on once only or other our ours ourselves out over own same she should so some such than that the
their theirs them themselves then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself yourselves get got
can't cannot i'm i've do does did please tell know want need much many
""".split())


def terms(text: str) -> list[str]:
    """Content words, lightly stemmed, so "refunds" matches "refund"."""
    return [_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOPWORDS]


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word
