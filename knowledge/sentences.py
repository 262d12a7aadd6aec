"""Sentence splitting shared by the chunker and the extractive answerer."""

from __future__ import annotations

import re

# A sentence ends at . ! ? (optionally closed by a quote or bracket) before a capital,
# digit or opening mark; or at a line break (clean text keeps headings on their own line).
_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[A-Z0-9\"'(\[•-])|\n+")
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "Mr.", "Mrs.", "Ms.", "Dr.", "No.", "approx.", "Fig.", "al.")


def split_sentences(text: str) -> list[str]:
    """Split clean text into sentences, keeping common abbreviations intact."""
    pieces = [p.strip() for p in _BOUNDARY.split(text) if p and p.strip()]
    sentences: list[str] = []
    for piece in pieces:
        if sentences and sentences[-1].endswith(_ABBREVIATIONS):
            sentences[-1] = f"{sentences[-1]} {piece}"
        else:
            sentences.append(piece)
    return sentences
