"""Knowledge-base admin commands for every adapter: `kb status`, `kb reindex`, `kb forget SOURCE`.

Adapters only translate: they hand over the command, who asked and a callable
that says whether that person is an admin (each platform knows its own
admins); the reply is the text the `kb` CLI prints (`knowledge.indexing.describe`),
which they escape for their platform.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Callable

from knowledge import KnowledgeBase, KnowledgeError
from knowledge.indexing import describe

from .presenting import ERROR_MESSAGE, KB_USAGE, NOT_KB_ADMIN

log = logging.getLogger(__name__)

VERBS = ("status", "reindex", "forget")
DOCUMENTS_SHOWN = 15  # chat messages stay short; `kb status` on the CLI lists every document
RUNS_SHOWN = 5


@dataclass(frozen=True)
class Command:
    verb: str  # status | reindex | forget | help
    argument: str = ""  # forget: the document's file name


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

    def __init__(self, kb: KnowledgeBase) -> None:
        self.kb = kb

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
        if not command.argument:
            return ["Which document? For example: kb forget handbook.pdf (kb status lists them)."]
        return describe.forget_lines(kb.forget(command.argument, trigger=platform, actor=user))
