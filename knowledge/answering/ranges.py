"""A quantity the question names, inside a range a unit gives: "my lawn is about 6000 sq ft" and the row
"Lawn size (sq ft): 5,001 – 7,500".

Price lists set tiers by size, weight, amount or age, and a customer names their own figure, which no row
contains: every row shares the question's words, so the row of the right tier was chosen by chance. A
unit whose range holds the question's quantity (in the same measure, when both name one) is preferred.
"""

from __future__ import annotations

import re

_NUMBER = r"\d[\d,]*(?:\.\d+)?"
_MEASURE = r"[a-z]+(?:\s?ft)?"
_MEASURE_WORD = re.compile(_MEASURE)
# a quantity as asked: "6000 sq ft", "28kg", "$3k", "2 acres" (a figure with a measure or a currency sign)
_ASKED = re.compile(rf"(?<![\w:.,/-])(\$|£|€)?({_NUMBER})\s?(k\b)?\s?({_MEASURE})?", re.I)
_BETWEEN = re.compile(rf"(?<![\w:.,/-])[$£€]?({_NUMBER})\s?({_MEASURE})?\s?(?:-|–|—|to)\s?[$£€]?({_NUMBER})\s?"
                      rf"({_MEASURE})?(?![\d:])", re.I)
_BELOW = re.compile(rf"\b(?:up to|under|less than|below|no more than)\s[$£€]?({_NUMBER})\s?({_MEASURE})?", re.I)
_ABOVE = re.compile(rf"\b(?:over|more than|above|at least)\s[$£€]?({_NUMBER})\s?({_MEASURE})?"
                    rf"|[$£€]?({_NUMBER})\s?({_MEASURE})?\s?(?:\+|or more|and (?:up|over|above)\b)", re.I)
# measures said in several ways; a word that is no measure ("a", "per", "for") leaves a figure without one
_SAME = {"sq": "sqft", "sqft": "sqft", "square": "sqft", "sq ft": "sqft", "acre": "acre", "acres": "acre",
         "kg": "kg", "kgs": "kg", "kilo": "kg", "kilos": "kg", "lb": "lb", "lbs": "lb", "pound": "lb",
         "pounds": "lb", "mile": "mile", "miles": "mile", "mi": "mile", "km": "km", "gb": "gb", "mb": "mb",
         "year": "year", "years": "year", "yr": "year", "yrs": "year", "month": "month", "months": "month",
         "people": "person", "persons": "person", "person": "person", "guests": "person", "lines": "line",
         "line": "line", "users": "user", "user": "user", "seats": "user", "gallons": "gallon",
         "gallon": "gallon", "gal": "gallon", "shrubs": "shrub", "zones": "zone", "days": "day", "day": "day",
         "nights": "night", "night": "night", "units": "unit", "unit": "unit", "sheets": "sheet",
         "hours": "hour", "hour": "hour", "hrs": "hour", "hr": "hour", "h": "hour", "minutes": "minute",
         "minute": "minute", "mins": "minute", "min": "minute", "weeks": "week", "week": "week", "wks": "week"}


def asked_quantities(question: str) -> list[tuple[float, str | None]]:
    """(value, measure) of each quantity the question names with a measure or a currency sign."""
    out = []
    for money, figure, thousand, measure in _ASKED.findall(question):
        value = _value(figure) * (1000 if thousand else 1)
        unit = _measure(measure)
        if money:
            out.append((value, "money"))
        elif unit:
            out.append((value, unit))
    return out


def holds_quantity(quantities: list[tuple[float, str | None]], text: str) -> bool:
    """Does `text` give a range holding one of the quantities, in the same measure when it names one?"""
    if not quantities:
        return False
    ranges = []
    for match in _BETWEEN.finditer(text):
        low, m1, high, m2 = match.groups()
        ranges.append((_value(low), _value(high), _measure(m2) or _measure(m1) or _named_before(text, match.start())))
    for match in _BELOW.finditer(text):
        figure, measure = match.groups()
        ranges.append((0.0, _value(figure), _measure(measure) or _named_before(text, match.start())))
    for match in _ABOVE.finditer(text):
        f1, m1, f2, m2 = match.groups()
        ranges.append((_value(f1 or f2), float("inf"), _measure(m1 or m2) or _named_before(text, match.start())))
    return any(low <= value <= high and (unit is None or measure in (None, "money") or unit == measure)
               for value, measure in quantities for low, high, unit in ranges if low < high)


def _named_before(text: str, at: int) -> str | None:
    """The measure a column's name gives its figures ("Lawn size (sq ft): 5,001 – 7,500"), just before them."""
    words = _MEASURE_WORD.findall(text[max(0, at - 30):at].lower())
    found = [_measure(w) for w in words]
    return next((m for m in reversed(found) if m), None)


def _value(figure: str) -> float:
    try:
        return float(figure.replace(",", ""))
    except ValueError:
        return -1.0


def _measure(word: str | None) -> str | None:
    word = " ".join((word or "").lower().split())
    return _SAME.get(word) or _SAME.get(word.split(" ")[0] if word else "") or None
