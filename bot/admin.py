"""Knowledge-base admin commands for every adapter: `kb status`, `kb reindex`, `kb forget SOURCE`,
`kb answers [remove ID]` (learned answers) and `kb gaps [SINCE]` (what nothing answers).

Adapters only translate: they hand over the command, who asked and a callable
that says whether that person is an admin (each platform knows its own
admins); the reply is the text the `kb` CLI prints (`knowledge.indexing.describe`),
which they escape for their platform.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from knowledge import KnowledgeBase, KnowledgeError
from knowledge.indexing import describe
from knowledge.learned import formats, gaps

from .presenting import ERROR_MESSAGE, KB_USAGE, NOT_KB_ADMIN, SAVE_FAILED

log = logging.getLogger(__name__)

VERBS = ("status", "reindex", "forget", "answers", "gaps")
ANSWERS_SHOWN = 20
DOCUMENTS_SHOWN = 15  # chat messages stay short; `kb status` on the CLI lists every document
RUNS_SHOWN = 5


@dataclass(frozen=True)
class Command:
    verb: str  # status | reindex | forget | answers | gaps | help
    argument: str = ""  # forget: the document's file name; answers: "" / "list" / "remove ID"; gaps: "30d"


def parse(text: str, *, prefixed: bool) -> Command | None:
    """The kb command in `text`. A mention must start with the word "kb" (`prefixed`); a `/kb` slash
    command's text need not. None: a mention that is not a kb command (so it is a question)."""
    rest = text.strip()
    if prefixed:
        first, _, rest = rest.partition(" ")
        if first.lower() != "kb":
            return None
    verb, _, argument = rest.strip().partition(" ")
    verb = verb.lower()
    if verb in VERBS:
        return Command(verb, argument.strip())
    if prefixed and verb not in ("", "help"):
        return None  # "kb articles about refunds?" is a question
    return Command("help")


class KnowledgeAdmin:
    """Runs admin commands on the shared knowledge base; never raises."""

    def __init__(self, kb: KnowledgeBase, *, records_path: Path | None = None,
                 on_removed: Callable[[str], None] | None = None,
                 on_saved: Callable[[str], None] | None = None) -> None:
        self.kb = kb
        self.records_path = records_path  # the bot's bot.sqlite3, for `kb gaps`
        self.on_removed = on_removed  # told of each learned answer removed from chat (metrics)
        self.on_saved = on_saved  # told of each learned answer saved from chat (metrics)

    def save_answer(self, question: str, answer: str, *, platform: str, by: str, answered_by: str,
                    escalation: str) -> str:
        """Save a support person's reply as a learned answer ("Save as answer"); the words for the saver.
        Who may save is the adapter's check (each platform knows its support team); never raises."""
        try:
            item = self.kb.learned.save(question, answer, by=by, answered_by=answered_by, escalation=escalation,
                                        trigger=platform)
        except KnowledgeError as exc:  # empty, too long, a broadcast mention, the store unreachable
            return str(exc)
        except Exception:
            log.exception("%s: saving a learned answer failed", platform)
            return SAVE_FAILED
        if self.on_saved is not None:
            self.on_saved(platform)
        return f"Saved as learned answer {item.id}: the bot now answers this question with it."

    def run(self, command: Command, *, platform: str, user: str, is_admin: Callable[[], bool]) -> str:
        """The reply: the usage, a refusal for non-admins, or the same summary the `kb` CLI prints."""
        if command.verb == "help":
            return KB_USAGE
        if not is_admin():
            log.info("%s kb %s refused: not an admin", platform, command.verb)
            return NOT_KB_ADMIN
        try:
            return "\n".join(self._execute(command, platform, user))
        except KnowledgeError as exc:  # unknown document, another ingest running, store unreachable...
            return str(exc)
        except Exception:
            log.exception("%s kb %s failed", platform, command.verb)
            return ERROR_MESSAGE

    def _execute(self, command: Command, platform: str, user: str) -> list[str]:
        kb = self.kb
        if command.verb == "status":
            return describe.status_lines(kb.status(), kb.history.recent(RUNS_SHOWN), kb.history.schedule(),
                                         kb.settings, max_documents=DOCUMENTS_SHOWN)
        if command.verb == "reindex":
            return describe.reindex_lines(kb.reindex(trigger=platform, actor=user))
        if command.verb == "answers":
            return self._answers(command.argument, platform, user)
        if command.verb == "gaps":
            return self._gaps(command.argument or "30d")
        if not command.argument:
            return ["Which document? For example: kb forget handbook.pdf (kb status lists them)."]
        return describe.forget_lines(kb.forget(command.argument, trigger=platform, actor=user))

    def _answers(self, argument: str, platform: str, user: str) -> list[str]:
        action, _, answer_id = argument.strip().partition(" ")
        if action.lower() in ("", "list"):
            lines = formats.list_lines(self.kb.learned.list())
            more = len(lines) - 1 - ANSWERS_SHOWN
            return lines[:1 + ANSWERS_SHOWN] + ([f"... and {more} more (kb answers list on the CLI)"] if more > 0 else [])
        if action.lower() == "remove" and answer_id.strip():
            item = self.kb.learned.remove(answer_id.strip(), by=user, trigger=platform)
            if self.on_removed is not None:
                self.on_removed(platform)
            return [f"Removed learned answer {item.id} ({formats.short(item.question)}); it no longer answers, "
                    "for every replica."]
        return ["Usage: kb answers (lists them) or kb answers remove ID."]

    def _gaps(self, since: str) -> list[str]:
        try:
            seconds = gaps.parse_since(since)
        except ValueError:
            return ["Usage: kb gaps [SINCE], e.g. kb gaps 30d, kb gaps 2w."]
        asked = gaps.read_bot_records(self.records_path, seconds) if self.records_path else []
        return gaps.summary_lines(gaps.find_gaps(self.kb, asked), since)
