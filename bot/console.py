"""A console chat on stdin/stdout: the adapter used when no chat platform is configured.

It renders the same reply the chat adapters do: the answer, page citations and the
confidence badge. When the core escalates it says so without a badge, and, since no
support channel is connected to a console, without claiming that a person was asked.
"""

from __future__ import annotations

from typing import TextIO

from .asking import Asker, Reply
from .presenting import BADGE_EMOJI, NOBODY_NOTIFIED, badge_text, citation_text

PROMPT = "you> "


def render(reply: Reply) -> str:
    if reply.answer is None:
        return reply.notice
    answer = reply.answer
    if answer.escalate:
        return f"{answer.final_answer}\n{NOBODY_NOTIFIED}"
    lines = [answer.final_answer]
    sources = citation_text(answer)
    if sources:
        lines.append(f"Sources: {sources}")
    lines.append(f"{BADGE_EMOJI[answer.confidence_level]} {badge_text(answer)}")
    return "\n".join(lines)


def run_console(asker: Asker, stdin: TextIO, stdout: TextIO, *, interactive: bool = True) -> None:
    """Answer one question per line until EOF (or "quit"); follow-ups use the previous question."""
    previous: list[str] = []
    if interactive:
        stdout.write("Pagewise console. Ask a question about your documents (Ctrl-D to quit).\n")
    while True:
        if interactive:
            stdout.write(PROMPT)
            stdout.flush()
        line = stdin.readline()
        if not line or line.strip().lower() in {"quit", "exit"}:
            break
        if not line.strip():
            continue
        reply = asker.ask(platform="console", user="console", question=line, context=previous[-1:])
        previous.append(line.strip())
        stdout.write("bot> " + render(reply).replace("\n", "\n     ") + "\n")
        stdout.flush()
