"""Learned answers as words: the listing shared by `kb answers` and the chat admin commands, and the
Markdown and JSON of `kb answers export` / `import` (JSON is what import reads: an export is a backup)."""

from __future__ import annotations

import json
from pathlib import Path

from knowledge.errors import BadLearnedAnswer
from knowledge.learned.store import LearnedAnswer

FORMATS = ("md", "json")


def short(text: str, width: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "…"


def list_lines(items: list[LearnedAnswer]) -> list[str]:
    if not items:
        return ["No learned answers are saved."]
    lines = [f"Learned answers: {sum(i.live for i in items)}"]
    for i in items:
        removed = f"  [removed {i.removed_at[:10]} by {i.removed_by}]" if not i.live else ""
        lines.append(f"{i.id}  {i.saved_at[:10]}  by {i.saved_by}: {short(i.question)}{removed}")
    return lines


def show_lines(item: LearnedAnswer) -> list[str]:
    lines = [f"{item.id}  ({'live' if item.live else 'removed ' + item.removed_at + ' by ' + item.removed_by})",
             f"Question: {item.question}", f"Answer: {item.answer}",
             f"Saved by {item.saved_by} at {item.saved_at}"]
    if item.answered_by:
        lines.append(f"Answered by {item.answered_by}")
    if item.escalation:
        lines.append(f"From escalation {item.escalation}")
    return lines


def export_text(items: list[LearnedAnswer], fmt: str) -> str:
    if fmt == "json":
        return json.dumps({"learned_answers": [i.to_dict() for i in items]}, indent=2, ensure_ascii=False) + "\n"
    out = ["# Learned answers", ""]
    for i in items:
        out += [f"## {i.question}", "", i.answer, "",
                f"*{i.id}, saved by {i.saved_by} on {i.saved_at[:10]}"
                + (f", answered by {i.answered_by}" if i.answered_by else "") + "*", ""]
    return "\n".join(out)


def read_import(path: Path) -> list[dict]:
    """The entries of an export file (JSON), each with a question and an answer; BadLearnedAnswer otherwise."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BadLearnedAnswer(f"{path}: no such file; nothing was imported.") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadLearnedAnswer(f"{path}: not a JSON export of learned answers ({exc}); nothing was imported.") from None
    entries = data.get("learned_answers") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise BadLearnedAnswer(f"{path}: expected a list under \"learned_answers\"; nothing was imported.")
    for n, entry in enumerate(entries, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("question"), str) \
                or not isinstance(entry.get("answer"), str):
            raise BadLearnedAnswer(f"{path}: entry {n} needs a text \"question\" and \"answer\"; nothing was imported.")
    return entries
