"""The gaps report: questions people escalated or voted 👎 that nothing answers now, grouped by meaning.

The questions come from the bot's record file (`<data dir>/bot.sqlite3`, written by bot/records.py), read
here by path and read-only, so the core never imports the bot. Each distinct question is asked again through
`KnowledgeBase.ask`: one a document or a learned answer now answers is no gap. The rest are grouped (a
question joins the first group, most asked first, whose first question's vector is within
`GROUP_COSINE`), and the groups are listed most frequent first, with counts and example phrasings.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from knowledge.errors import KnowledgeError

GROUP_COSINE = 0.6  # looser than KB_LEARNED_THRESHOLD: a group is one topic, not one exact question
MAX_QUESTIONS = 500  # distinct questions re-asked per report (the most frequent ones)
EXAMPLES = 5
_SINCE = re.compile(r"^\s*(\d+)\s*([dhw])\s*$")


@dataclass(frozen=True)
class Asked:
    """One escalated or 👎 question as the bot recorded it."""

    question: str
    at: float  # unix time
    kind: str  # "escalated" | "thumbs_down"


@dataclass
class Gap:
    topic: str  # the most asked phrasing
    count: int
    examples: list[str]
    kinds: dict[str, int] = field(default_factory=dict)
    last_asked: str = ""


def parse_since(text: str) -> float:
    """"30d", "12h", "2w" -> seconds; ValueError with the allowed forms otherwise."""
    match = _SINCE.match(text or "")
    if not match or int(match[1]) <= 0:
        raise ValueError(f"--since {text!r}: use a number of days, hours or weeks, e.g. 30d, 12h, 2w")
    return int(match[1]) * {"h": 3600, "d": 86400, "w": 7 * 86400}[match[2]]


def read_bot_records(path: Path, since_seconds: float, now: float | None = None) -> list[Asked]:
    """Escalations and 👎 votes newer than `since_seconds` from the bot's SQLite file (none if it is absent)."""
    path = Path(path)
    if not path.is_file():
        return []
    cutoff = (now or time.time()) - since_seconds
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
        try:
            rows = [(q, at, "escalated") for q, at in db.execute(
                "SELECT question, at FROM escalations WHERE at >= ?", (cutoff,))]
            rows += [(q, at, "thumbs_down") for q, at in db.execute(
                "SELECT question, at FROM feedback WHERE vote = 'down' AND at >= ?", (cutoff,))]
        finally:
            db.close()
    except sqlite3.Error as exc:
        raise KnowledgeError(f"The bot's records at {path} cannot be read: {exc}") from None
    return [Asked(" ".join(str(q or "").split()), float(at), kind) for q, at, kind in rows if str(q or "").strip()]


def find_gaps(kb, asked: list[Asked]) -> list[Gap]:
    """The groups of `asked` that neither a document nor a learned answer answers now, most asked first."""
    by_text: dict[str, list[Asked]] = {}
    for item in asked:
        by_text.setdefault(item.question.lower(), []).append(item)
    distinct = sorted(by_text.values(), key=lambda items: (-len(items), items[0].question))[:MAX_QUESTIONS]
    open_ones = [items for items in distinct if _unanswered(kb, items[0].question)]
    if not open_ones:
        return []
    vectors = np.asarray(kb.embedder.embed([items[0].question for items in open_ones]), dtype=np.float32)
    groups: list[tuple[np.ndarray, list[list[Asked]]]] = []
    for items, vector in zip(open_ones, vectors):
        home = next((members for lead, members in groups if float(lead @ vector) >= GROUP_COSINE), None)
        if home is None:
            groups.append((vector, [items]))
        else:
            home.append(items)
    gaps = [_gap(members) for _, members in groups]
    return sorted(gaps, key=lambda g: (-g.count, g.topic))


def _unanswered(kb, question: str) -> bool:
    try:
        return kb.ask(question).escalate
    except KnowledgeError:  # a recorded question the core now refuses (too long...) is still unanswered
        return True


def _gap(members: list[list[Asked]]) -> Gap:
    everything = [item for items in members for item in items]
    kinds: dict[str, int] = {}
    for item in everything:
        kinds[item.kind] = kinds.get(item.kind, 0) + 1
    last = datetime.fromtimestamp(max(i.at for i in everything), timezone.utc).isoformat(timespec="seconds")
    return Gap(topic=members[0][0].question, count=len(everything),
               examples=[items[0].question for items in members[:EXAMPLES]], kinds=kinds, last_asked=last)


def gaps_markdown(gaps: list[Gap], since: str) -> str:
    lines = [f"# Gaps: questions nothing answers (last {since})", ""]
    if not gaps:
        return "\n".join(lines + ["No escalated or 👎 question is left unanswered.", ""])
    for n, gap in enumerate(gaps, 1):
        kinds = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in sorted(gap.kinds.items()))
        lines += [f"## {n}. {gap.topic}", "", f"Asked {gap.count} times ({kinds}); last {gap.last_asked[:10]}.", ""]
        lines += [f"- {example}" for example in gap.examples] + [""]
    return "\n".join(lines)


def gaps_json(gaps: list[Gap], since: str) -> str:
    return json.dumps({"since": since, "gaps": [asdict(g) for g in gaps]}, indent=2, ensure_ascii=False) + "\n"


def summary_lines(gaps: list[Gap], since: str, limit: int = 10) -> list[str]:
    """The chat version: the most asked groups, one line each."""
    if not gaps:
        return [f"No gaps: every escalated or 👎 question of the last {since} is answered now."]
    lines = [f"Gaps (last {since}): {len(gaps)} topics nothing answers, most asked first."]
    for gap in gaps[:limit]:
        also = f" (also: {'; '.join(gap.examples[1:3])})" if len(gap.examples) > 1 else ""
        lines.append(f"{gap.count}x {gap.topic}{also}")
    return lines
