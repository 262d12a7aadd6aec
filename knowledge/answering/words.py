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
can't cannot i'm i've do does did please tell know want need much many don't doesn't didn't won't isn't aren't
wasn't weren't haven't hasn't shouldn't wouldn't couldn't
dont cant wont doesnt didnt isnt arent wasnt werent havent hasnt shouldnt wouldnt couldnt im ive youre
whats thats theres hows wheres whos u ur pls plz til ok okay
""".split())  # the last two lines: contractions as typed in chat, without the apostrophe


_EMAIL = re.compile(r"\be-mail", re.IGNORECASE)  # "e-mail" and "email" are one word, not "e" and "mail"
_CLITIC = re.compile(r"'(?:s|re|ll|d|ve)$")  # "what's" is "what", "kelvo's" is "kelvo"
_INCHES = re.compile(r"(\d)[\"\u201d\u2033]")  # a meter or pipe size: 1" is 1 inch, as customers type it


# Day and month names as tables and opening hours abbreviate them ("Sat 9:00 a.m.", "Jan 15"): one word each.
_SHORT_NAMES = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
                "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
                "jan": "january", "feb": "february", "apr": "april", "jun": "june", "jul": "july", "aug": "august",
                "sep": "september", "sept": "september", "oct": "october", "nov": "november", "dec": "december"}


# A model or error code written with a hyphen ("WD-8", "LG-7200"): customers type it whole ("wd8").
_CODE = re.compile(r"\b[a-z]+-\d+\b")


def terms(text: str) -> list[str]:
    """Content words, lightly stemmed, so "refunds" matches "refund" (and "Sat" "Saturdays"); a code written
    with a hyphen is also one word ("WD-8" gives "wd", "8" and "wd8")."""
    text = _INCHES.sub(r"\1 inch", _EMAIL.sub("email", text.lower().replace("\u2019", "'")))
    text = _CODE.sub(lambda m: f"{m.group(0)} {m.group(0).replace('-', '')}", text)
    words = (_CLITIC.sub("", w) for w in _WORD.findall(text))
    return [_stem(_SHORT_NAMES.get(w, w)) for w in words if w not in _STOPWORDS]


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word
