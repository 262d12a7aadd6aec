"""A hyphen at a line break: keep it ("in-network") or join the halves ("con-figuration").

PDFium writes U+FFFE for any hyphen that ends a line, typeset or typed; PDFs also carry
soft hyphens (U+00AD), and other extractors keep "-" plus a line break. None of them
tells a typesetter's hyphen from a compound's, so deleting them all turns "in-network"
into "innetwork". Each one is decided from the document's own words, in this order:

 1. a digit or other non-letter on either side ("1-800-", "QM-2048")   -> keep
 2. the document writes the pair elsewhere, hyphenated or joined       -> the more frequent form
 3. the right half goes on with a hyphen ("English-to-German"), or both
    halves are capitalised ("Berkeley-Parser")                          -> keep
 4. a hyphen-taking prefix before its own vowel ("re-enter")           -> keep
 5. the joined form is a common word (one cl100k token: " understand")  -> join
 6. a hyphen-taking prefix or suffix ("self-", "-based", "-free")      -> keep
 7. both halves are words: the document uses both alone, or both have
    >= 4 letters and are one cl100k token each ("sequence-aligned")     -> keep
 8. otherwise, a word fragment ("transduc-tion")                        -> join
"""

from __future__ import annotations

import re
from collections import Counter

from knowledge.pdf.tokens import count_tokens

_WORD = re.compile(r"[A-Za-z]+")
_HYPHENATED = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)+")
# A hyphen at a break: U+FFFE or U+00AD (maybe before a line break), or a typed "-" before one.
# Found first, then their halves are read around them: a regex starting with the left half
# would rescan every long run of letters (quadratic on a 1 MB word).
_BREAK = re.compile(r"[\ufffe\u00ad][ \t]*(?:\r?\n)?|-\r?\n")
_LEFT_HALF = re.compile(r"[A-Za-z0-9]+$")
_RIGHT_HALF = re.compile(r"[ \t]*([A-Za-z0-9]*)(-?)")
_MAX_HALF = 60
PREFIXES = {"self", "non", "e", "ex", "all", "half", "cross", "well", "anti", "pre", "post", "semi",
            "co", "re", "multi", "sub", "over", "under", "one", "two", "three", "four", "five", "high",
            "low", "long", "short", "full", "part", "first", "third", "in", "out", "up", "back"}
# These count only when the right half is a word the document uses alone ("re-enter", not "re-ceive").
_WEAK_PREFIXES = {"re", "pre", "co", "multi", "sub", "over", "under", "in", "out", "up", "back", "post",
                  "semi", "anti", "one", "two", "three", "four", "five", "high", "low", "long", "short",
                  "full", "part", "first", "third"}
SUFFIXES = {"based", "wise", "like", "free", "level", "specific", "related", "friendly", "aware", "driven",
            "powered", "only", "in", "up", "out", "off", "down", "on", "to", "of", "by", "time", "term",
            "scale", "wide", "style", "type", "size", "class", "day", "year", "month", "hour", "minute",
            "way", "end", "made", "ready", "proof", "safe", "known", "sized", "shaped", "step", "point",
            "line", "order"}
_SUFFIX_LIKE = {"ment", "ments", "able", "ible", "ably", "fully", "ness", "sing", "ting", "ning", "tion",
                "tions", "sion", "ance", "ence", "ship", "less", "ward", "wards", "ally", "ings", "ized",
                "ised", "ical", "ative", "ively", "ling", "ring"}


class Vocabulary:
    """How often the document writes each word and hyphenated word, its undecided breaks left out."""

    def __init__(self, text: str) -> None:
        self.words = Counter(map(str.lower, _WORD.findall(text)))
        self.hyphenated = Counter(w.lower() for token in text.split() if "-" in token and len(token) <= 100
                                  for w in _HYPHENATED.findall(token))
        for match in _BREAK.finditer(text):  # the halves of a broken word are no evidence
            left, right, _ = _halves(text, match)
            for half in (left.lower(), right.lower()):
                if self.words[half] > 0:
                    self.words[half] -= 1

    def knows(self, word: str) -> bool:
        return self.words[word.lower()] > 0

    def hyphenated_count(self, pair: str) -> int:
        """Uses of "left-right", alone or heading a longer compound ("out-of" in "out-of-pocket")."""
        return self.hyphenated[pair] + sum(n for h, n in self.hyphenated.items() if h.startswith(pair + "-"))


def keep_hyphen(left: str, right: str, vocab: Vocabulary, *, more: bool = False) -> bool:
    """Keep the hyphen between `left` and `right` (the letters either side of the break)?
    `more`: the right half goes on with another hyphen."""
    if not (left.isalpha() and right.isalpha()):
        return True
    low_left, low_right = left.lower(), right.lower()
    joined = vocab.words[low_left + low_right]
    hyphenated = vocab.hyphenated_count(f"{low_left}-{low_right}")
    if joined != hyphenated:
        return hyphenated > joined
    if more or (left[0].isupper() and right[0].isupper()):
        return True
    if low_left in PREFIXES and low_left[-1] in "aeiou" and low_right[0] == low_left[-1]:
        return True
    if _common_word(low_left + low_right):
        return False
    if low_right in SUFFIXES or (low_left in PREFIXES and low_left not in _WEAK_PREFIXES) \
            or (low_left in _WEAK_PREFIXES and vocab.knows(low_right)):
        return True
    if len(low_left) > 1 and len(low_right) > 1 and vocab.knows(low_left) and vocab.knows(low_right):
        return True
    return len(low_left) >= 4 and len(low_right) >= 4 and low_right not in _SUFFIX_LIKE \
        and _common_word(low_left) and _common_word(low_right)


def join_broken(left: str, right: str, vocab: Vocabulary) -> str:
    """Two line texts where `left` ended at a hyphen (the hyphen itself already removed)."""
    head = _LEFT_HALF.search(left, max(0, len(left) - _MAX_HALF))
    tail = _RIGHT_HALF.match(right)
    keep = keep_hyphen(head.group(0) if head else "", tail.group(1), vocab, more=bool(tail.group(2)))
    return left + ("-" if keep else "") + right


def resolve_breaks(text: str, vocab: Vocabulary) -> str:
    """Every hyphen at a line break in plain text -> "-" or nothing (and no line break)."""
    out: list[str] = []
    done = 0
    for match in _BREAK.finditer(text):
        left, right, more = _halves(text, match, done)
        if match.group(0).startswith("-") and not (left.isalpha() and right.isalpha()):
            continue  # a typed dash at a line end that does not split a word
        out += [text[done:match.start()], "-" if keep_hyphen(left, right, vocab, more=more) else ""]
        done = _RIGHT_HALF.match(text, match.end()).start(1)
    return "".join(out) + text[done:]


def _halves(text: str, match: re.Match, start: int = 0) -> tuple[str, str, bool]:
    """The word parts left and right of a break, and whether the right one goes on with a hyphen."""
    left = _LEFT_HALF.search(text, max(start, match.start() - _MAX_HALF), match.start())
    right = _RIGHT_HALF.match(text, match.end())
    return left.group(0) if left else "", right.group(1), bool(right.group(2))


def _common_word(word: str) -> bool:
    """A common English word: " word" is one cl100k token."""
    return count_tokens(" " + word) == 1
