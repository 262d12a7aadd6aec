"""Adapter-neutral wording of a reply: badge, citations, notices.

Each adapter decides how these look (Block Kit, an embed, plain text); the
words and the rules for them live here once.
"""

from __future__ import annotations

from knowledge import Answer

BADGE_NAMES = {"high": "High", "medium": "Medium", "low": "Low"}
BADGE_EMOJI = {"high": "🟢", "medium": "🟡", "low": "🔴"}

ESCALATION_NOTICE = "I couldn't find a confident answer in our documents, so I've asked a person from the support team to help."
NOBODY_NOTIFIED = ("No support channel is connected to this chat, so nobody was notified; "
                   "please contact the support team directly.")
ERROR_MESSAGE = "Sorry, something went wrong while I was looking that up. Please try again in a moment."
STORE_UNAVAILABLE = "I can't reach our knowledge base right now, so I can't look that up in our documents."
RATE_LIMITED = "You're asking faster than I can keep up. Please wait a minute and ask again."
NOT_ADMIN = "Only knowledge-base admins can add documents. I haven't downloaded your file."
NOT_KB_ADMIN = "Only knowledge-base admins can use the kb commands."
KB_USAGE = ("Knowledge-base commands (admins only): kb status, kb reindex, kb forget FILE.pdf, "
            "kb answers, kb answers remove ID, kb gaps [30d]. "
            "In Slack: /kb status or mention me with kb status; in Discord: /kb status.")
FEEDBACK_THANKS = "Thanks for the feedback!"
BUSY_NOTICE = "I'm busy with other questions right now. Yours is queued and I'll answer it here shortly."
STALE_APOLOGY = ("Sorry, I couldn't get to your question in time, so I'm not answering it with what may be "
                 "stale information. Please ask again.")
OFFER_ESCALATION = "Sorry that didn't help. Would you like me to ask a person from the support team?"
SAVE_NOT_ALLOWED = "Only the support team or knowledge-base admins can save answers. Nothing was saved."
SAVE_GONE = "That escalation or its reply was deleted, so there is nothing to save. Nothing was saved."
SAVE_FAILED = "Sorry, something went wrong; nothing was saved. Please try again."


def badge_text(answer: Answer) -> str:
    """e.g. "High confidence (0.86)"."""
    return f"{BADGE_NAMES[answer.confidence_level]} confidence ({answer.confidence:.2f})"


def citation_text(answer: Answer) -> str:
    """e.g. "support answers (la-1f2e, 2026-11-24); handbook.pdf p.12, p.13; faq.pdf p.2" (empty when nothing
    was cited); a learned answer (knowledge/learned/) comes first."""
    learned = [f"support answers ({ref.id}, {ref.saved_at[:10]})" for ref in answer.learned]
    return "; ".join(learned + [f"{source} " + ", ".join(f"p.{page}" for page in pages)
                                for source, pages in answer.cited_pages().items()])


def top_sources(answer: Answer, limit: int = 3) -> list[str]:
    """The best retrieved chunks as "source p.N (score)", for people handling an escalation."""
    return [f"{c.source} p.{c.page} ({c.score:.2f})" for c in answer.retrieved_chunks[:limit]]


def upload_summary(report) -> str:
    """One line for an admin after a PDF drop."""
    outcome = report.outcomes[-1]
    if outcome.status == "unchanged":
        return f"{outcome.source} is already indexed and unchanged."
    verb = "Updated" if outcome.status == "changed" else "Added"
    return f"{verb} {outcome.source}: {outcome.pages} pages, {outcome.chunks} chunks, in {report.seconds:.1f} s."
