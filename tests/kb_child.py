"""A second process on a test's data directory (`tests/test_freshness_processes.py`, `tests/test_ingest.py`).

    python -m tests.kb_child race DATA DOCS EVENTS GO
        load the model, say ready, wait for GO, then ingest DOCS (slowly) as `kb ingest` would;
        log when this process holds the writer lock and when it writes, to EVENTS
    python -m tests.kb_child stall DATA DOCS MARKER
        re-index DOCS, but stop once the new versions are written and before any goes live:
        write MARKER and sleep until killed
    python -m tests.kb_child ingest DATA PDF
        ingest PDF and print the report's summary (`tests/test_ingest.py`)
    python -m tests.kb_child pause DATA PDF
        ingest PDF, but at the manifest flip print `written, not yet live {json}` (what is stored and what is
        live at that instant, read from the store) and sleep until killed (`tests/test_ingest.py`)
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import time
from pathlib import Path

SLOW_EMBED_SECONDS = 1.0  # long enough that the other process surely tries while this one writes


def log_event(events: Path, what: str) -> None:
    """One short line per event, appended atomically (O_APPEND) by both processes."""
    with open(events, "a") as handle:
        handle.write(f"{os.getpid()} {what} {time.time():.6f}\n")


def race(kb, events: Path, go: Path) -> dict:
    import knowledge.indexing.ingest
    from knowledge.store.chunks import ChunkStore

    real_lock, real_stage, real_commit = knowledge.indexing.ingest.writer_lock, ChunkStore.stage_document, ChunkStore.commit

    @contextlib.contextmanager
    def traced_lock(*args, **kwargs):
        with real_lock(*args, **kwargs):
            log_event(events, "locked")
            try:
                yield
            finally:
                log_event(events, "unlocking")

    def traced(name, real):
        def write(self, *args, **kwargs):
            log_event(events, f"{name}-start")
            try:
                return real(self, *args, **kwargs)
            finally:
                log_event(events, f"{name}-end")
        return write

    knowledge.indexing.ingest.writer_lock = traced_lock
    ChunkStore.stage_document = traced("stage", real_stage)
    ChunkStore.commit = traced("commit", real_commit)
    embed = kb.ingestor._embed
    kb.ingestor._embed = lambda texts, progress=False: (time.sleep(SLOW_EMBED_SECONDS), embed(texts, progress))[1]

    (go.parent / f"ready-{os.getpid()}").touch()
    while not go.exists():
        time.sleep(0.01)
    report = kb.ingest([kb.settings.docs_dir], trigger="cli", actor=f"child-{os.getpid()}")
    return {"pid": os.getpid(), "chunks_written": report.chunks_written, "summary": report.summary()}


def stall(kb, marker: Path) -> dict:
    from knowledge.store.chunks import ChunkStore

    def never_commit(self, records, removed=()):
        marker.write_text(json.dumps([r.source for r in records]))
        time.sleep(600)  # the test kills this process here

    ChunkStore.commit = never_commit
    kb.reindex(trigger="cli", actor="doomed")
    return {}


PAUSED = "written, not yet live"


def pause_at_flip(kb, pdf: Path) -> dict:
    """Ingest `pdf` up to the manifest flip, report what the store holds there, then wait to be killed.

    The marker is a positive signal read from the store, not a claim: the new version's chunks must be
    stored (`written`) while the manifest still names another version (`live`)."""
    from knowledge.store.chunks import ChunkStore

    def flip(self, records):
        seen = [{"source": r.source, "version": r.version, "written": len(self.chunks_of(r.version)),
                 "live": getattr(self._read_manifest().get(r.source), "version", "")} for r in records]
        print(f"{PAUSED} {json.dumps(seen)}", flush=True)
        time.sleep(600)  # the test kills this process here

    ChunkStore._flip = flip
    kb.ingest([pdf])
    return {"error": "the ingest finished without reaching the manifest flip"}


def main(argv: list[str]) -> int:
    mode, data, docs = argv[:3]
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from knowledge import KnowledgeBase, KnowledgeSettings

    if mode in ("ingest", "pause"):  # `docs` is the one PDF to ingest
        kb = KnowledgeBase(KnowledgeSettings(data_dir=Path(data)))
        result = pause_at_flip(kb, Path(docs)) if mode == "pause" else {"summary": kb.ingest([docs]).summary()}
        print(json.dumps(result), flush=True)
        return 0
    path = argv[3]
    settings = KnowledgeSettings(data_dir=Path(data), docs_dir=Path(docs), ingest_lock_timeout_seconds=60)
    kb = KnowledgeBase(settings)
    kb.embedder  # load the model before anything is timed
    result = race(kb, Path(path), Path(argv[4])) if mode == "race" else stall(kb, Path(path))
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
