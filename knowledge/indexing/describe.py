"""The words for the index's state and its runs, shared by the `kb` CLI and the chat admin commands.

Plain text, one line per item; adapters only escape it for their platform.
"""

from __future__ import annotations

from datetime import datetime, timezone

from knowledge.store.history import Run, ScheduleState
from knowledge.indexing.ingest import Forgotten
from knowledge.indexing.report import DocumentOutcome, IngestReport
from knowledge.settings import KnowledgeSettings
from knowledge.store.chunks import DocumentRecord


def short_time(iso_time: str) -> str:
    """"2025-03-01T09:30:00+00:00" -> "2025-03-01 09:30:00 UTC" ("never" for an empty time)."""
    if not iso_time or iso_time == "never":
        return "never"
    try:
        moment = datetime.fromisoformat(iso_time).astimezone(timezone.utc)
    except ValueError:
        return iso_time
    return f"{moment:%Y-%m-%d %H:%M:%S} UTC"


def schedule_text(settings: KnowledgeSettings) -> str:
    """The configured re-index schedule, e.g. "every 15 min" or "cron 0 * * * *"."""
    if settings.reindex_cron.strip():
        return f"cron {settings.reindex_cron.strip()}"
    if settings.reindex_interval_minutes > 0:
        return f"every {settings.reindex_interval_minutes:g} min"
    return "off"


def outcome_line(outcome: DocumentOutcome | dict) -> str:
    """e.g. "changed handbook.pdf (12 pages, 40 chunks)" or "failed scan.pdf: no extractable text"."""
    o = outcome if isinstance(outcome, dict) else outcome.__dict__
    if o["status"] == "failed":
        return f"failed {o['source']}: {o.get('error', '')}"
    if o["status"] == "removed":
        return f"removed {o['source']} ({o.get('chunks', 0)} chunks)"
    return f"{o['status']} {o['source']} ({o.get('pages', 0)} pages, {o.get('chunks', 0)} chunks)"


def change_lines(outcomes, limit: int = 10) -> list[str]:
    """What changed or failed, one line each (unchanged documents are not news)."""
    lines = [outcome_line(o) for o in outcomes if (o["status"] if isinstance(o, dict) else o.status) != "unchanged"]
    return lines[:limit] + ([f"… and {len(lines) - limit} more"] if len(lines) > limit else [])


def reindex_lines(report: IngestReport) -> list[str]:
    return [f"Re-indexed: {report.summary()}."] + [f"• {line}" for line in change_lines(report.outcomes)]


def run_line(run: Run) -> str:
    """e.g. "2025-03-01 09:30:00 UTC  reindex (schedule)  ok: 0 added, 1 changed, ... in 2.1 s"."""
    who = f" by {run.actor}" if run.actor else ""
    return f"{short_time(run.finished_at)}  {run.action} ({run.trigger}{who})  {run.outcome}: {run.summary}"


def history_lines(runs: list[Run]) -> list[str]:
    if not runs:
        return ["No ingest runs recorded yet."]
    lines = []
    for run in runs:
        lines.append(run_line(run))
        lines += [f"    {line}" for line in change_lines(run.changes)]
    return lines


def document_line(doc: DocumentRecord) -> str:
    line = (f"{doc.source}  {doc.pages} pages  {doc.chunks} chunks  sha256 {doc.sha256[:12]}  "
            f"changed {short_time(doc.updated_at)}")
    if doc.held_sha256:
        line += f"  (rolled back; the folder's file, sha256 {doc.held_sha256[:12]}, is ignored until it changes)"
    return line


def schedule_line(state: ScheduleState | None, settings: KnowledgeSettings, now: datetime | None = None) -> str:
    """When the next scheduled re-index runs, as its scheduler last reported it."""
    if state is None or not state.next_run_at:
        return f"Next scheduled run: none; no scheduler is running (configured: {schedule_text(settings)})"
    due = datetime.fromisoformat(state.next_run_at)
    late = ((now or datetime.now(timezone.utc)) - due).total_seconds()
    if late > settings.reindex_misfire_grace_seconds:
        return (f"Next scheduled run: overdue since {short_time(state.next_run_at)}; its scheduler "
                f"({state.where}) seems to have stopped")
    return f"Next scheduled run: {short_time(state.next_run_at)} ({state.schedule}; {state.where})"


def status_lines(status, runs: list[Run], schedule: ScheduleState | None, settings: KnowledgeSettings,
                 *, max_documents: int | None = None) -> list[str]:
    """`kb status`: the store, every document, the last runs and the next scheduled run."""
    docs = status.documents if max_documents is None else status.documents[:max_documents]
    lines = [f"Store: {status.store}",
             f"Documents: {len(status.documents)}  pages: {status.pages}  chunks: {status.chunks}  "
             f"last ingest: {short_time(status.last_ingest)}"]
    lines += [f"  {document_line(doc)}" for doc in docs]
    if len(docs) < len(status.documents):
        lines.append(f"  … and {len(status.documents) - len(docs)} more")
    lines.append("Last runs:" if runs else "Last runs: none recorded yet")
    lines += [f"  {run_line(run)}" for run in runs]
    lines.append(schedule_line(schedule, settings))
    return lines


def rollback_lines(record: DocumentRecord) -> list[str]:
    lines = [f"Rolled back {record.source}: the version with sha256 {record.sha256[:12]} ({record.pages} pages, "
             f"{record.chunks} chunks) answers again; nothing was re-embedded.",
             f"The replaced version (sha256 {record.previous_sha256[:12]}, live since "
             f"{short_time(record.previous_updated_at)}) is kept: roll back again to return to it."]
    if record.held_sha256:
        lines.append("The knowledge folder still has the replaced file; re-indexing ignores it until it changes.")
    return lines


def forget_lines(forgotten: Forgotten) -> list[str]:
    line = f"Forgot {forgotten.source} ({forgotten.chunks} chunks)."
    if forgotten.moved_to is not None:
        line += f" Its file was moved out of the knowledge folder to {forgotten.moved_to}."
    if forgotten.still_in_folder:
        line += " Its file could not be moved out of the knowledge folder, so the next re-index adds it again."
    return [line]


def announcement_lines(run: Run) -> list[str]:
    """What an admin channel is told after a scheduled re-index changed something."""
    return ([f"Knowledge base updated by the scheduled re-index: {run.summary}"]
            + [f"• {line}" for line in change_lines(run.changes)])
