"""Sentence splitting shared by the chunker, the answerer and the groundedness check.

A sentence may end at . ! ? (plus closing quotes or brackets) followed by space and an
upper-case letter, digit, quote, bracket or list mark; a line break always ends one
(clean text keeps headings and list items on their own line). A '.' is then checked
against the word it ends, so that:

- hard abbreviations never end a sentence: "e.g.", "i.e.", "vs.", "approx.", "Dr.", "Fig." ...;
  "No." / "p." / "Jan." only before a number ("No. 5"), and units after a number
  ("4 in. (10 cm)") only before a usual sentence opener;
- a single-letter initial inside a name ("Yann N. Dauphin") stays;
- soft abbreviations ("a.m.", "p.m.", "etc.", "Inc.", "U.S.") end a sentence only before a
  usual sentence opener: "1:00 p.m. ET" stays whole, "at 5 p.m. The next day" splits.

Decimals ("$1.5 million", "v2.0") never split: no space follows their point.
"""

from __future__ import annotations

import re

_CANDIDATE = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[A-Z0-9\"'“‘(\[•\-–$])")
_HARD = {"e.g.", "i.e.", "vs.", "cf.", "approx.", "dr.", "mr.", "mrs.", "ms.", "prof.", "st.", "fig.",
         "figs.", "eq.", "eqs.", "sec.", "ch.", "vol.", "rev.", "ref.", "refs.", "art.", "al.", "ed.",
         "eds.", "est.", "dept.", "apt.", "ave.", "blvd.", "mt.", "gen.", "sen.", "rep.", "gov.",
         "ext.", "tel.", "viz.", "resp.", "ca.", "incl.", "excl.", "min.", "max.", "avg.", "nr."}
_BEFORE_NUMBER = {"no.", "nos.", "p.", "pp.", "jan.", "feb.", "mar.", "apr.", "jun.", "jul.", "aug.",
                  "sep.", "sept.", "oct.", "nov.", "dec.", "op.", "para.", "tab.", "ver.", "v."}
_UNITS = {"in.", "ft.", "oz.", "lb.", "lbs.", "yd.", "yds.", "mi.", "pt.", "qt.", "gal.", "sq.", "cu.",
          "hr.", "hrs.", "mo.", "mos.", "yr.", "yrs.", "wk.", "wks.", "mins."}
_SOFT = {"a.m.", "p.m.", "etc.", "inc.", "ltd.", "co.", "corp.", "llc.", "jr.", "sr.", "bros.", "plc."}
# Words that usually start a sentence: after a soft abbreviation they mean a new one began.
OPENERS = {
    "the", "this", "that", "these", "those", "there", "then", "they", "we", "you", "your", "our", "it",
    "its", "if", "in", "on", "at", "for", "to", "a", "an", "all", "after", "before", "when", "while",
    "some", "most", "please", "each", "every", "no", "not", "do", "don't", "as", "by", "from", "he",
    "she", "i", "my", "what", "how", "why", "where", "who", "also", "however", "but", "and", "or", "so",
    "once", "unless", "until", "with", "without", "note", "see", "call", "contact", "visit", "go", "use",
    "choose", "select", "press", "open", "click", "tap", "one", "two", "any", "both", "only", "here"}
_DOTTED = re.compile(r"^(?:[A-Za-z]\.){2,}$")  # "U.S.", "a.m."
_INITIAL = re.compile(r"^[A-Z]\.$")
_NEXT_WORD = re.compile(r"[\w'’$#]+")
_DIGIT_BEFORE = re.compile(r"\d\s*$")


def split_sentences(text: str) -> list[str]:
    """Split clean text into sentences, keeping abbreviations, times, initials and decimals intact."""
    return [s for line in text.split("\n") for s in _split_line(line.strip())]


def _split_line(line: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _CANDIDATE.finditer(line):
        if line[match.start()] == "." and not _ends_sentence(line, match.start(), match.end()):
            continue
        pieces.append(line[start:match.end()].strip())
        start = match.end()
    pieces.append(line[start:].strip())
    return [p for p in pieces if p]


def _ends_sentence(line: str, dot: int, after: int) -> bool:
    """Does the '.' at `dot` end a sentence? `after` is where the next word starts."""
    word = line[:dot + 1].rsplit(None, 1)[-1].lstrip("(\"'“‘[")
    token = word.lower()
    following = _NEXT_WORD.match(line, after)
    nxt = following.group(0) if following else line[after:after + 1]
    opener = nxt.lower() in OPENERS
    if token in _HARD:
        return False
    if token in _BEFORE_NUMBER and any(ch.isdigit() for ch in line[after:].split(None, 1)[0]):
        return False
    if token in _UNITS and _DIGIT_BEFORE.search(line[:dot + 1 - len(word)]):
        return opener  # "4 in. (10 cm)" stays whole, "12 ft. The" splits
    if _INITIAL.match(word) and nxt[:1].isupper() and not opener:
        return False  # "Yann N. Dauphin", "J. Smith"
    if token in _SOFT or _DOTTED.match(word):
        return opener
    return True
