"""Running headers and footers: the same short line at the top or bottom of many pages.

Page numbers change, so lines are compared with their digits masked ("Page #").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

_DIGITS = re.compile(r"\d+")


def line_key(line: str) -> str:
    return _DIGITS.sub("#", line.strip().lower())


def running_keys(edge_keys_per_page: list[Iterable[str]]) -> set[str]:
    """Keys found among the page-edge lines of at least half the pages (3 pages minimum)."""
    if len(edge_keys_per_page) < 3:
        return set()
    counts: Counter[str] = Counter()
    for keys in edge_keys_per_page:
        counts.update(set(keys))
    needed = max(3, len(edge_keys_per_page) // 2)
    return {key for key, n in counts.items() if n >= needed and len(key) > 1}
