"""Incremental, safe indexing on a real Chroma store with the real model."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from knowledge import IngestBusy
from knowledge.store.lock import writer_lock
from tests.counting import CountingEmbedder
from tests.pdfs import make_pdf

REPO = Path(__file__).resolve().parent.parent


def edition_pdf(path: Path, edition: str, pages: int = 3) -> Path:
    """A small policy PDF whose every sentence names its edition, so mixes are visible."""
    texts = [
        f"Edition {edition} returns policy page {n}. Under edition {edition} customers may return goods within "
        f"{20 + n} days of delivery for a refund. Edition {edition} refunds are paid to the original card."
        for n in range(1, pages + 1)
    ]
    return make_pdf(path, texts)


def test_ingest_indexes_every_page_with_sources_and_unique_ids(kb, handbook, tmp_path):
    other = make_pdf(tmp_path / "docs" / "faq.pdf", ["Gift cards never expire.", "Gift wrap costs $5."])
    report = kb.ingest([handbook, other])
    assert report.ok and len(report.with_status("added")) == 2
    status = kb.status()
    assert {d.source for d in status.documents} == {handbook.name, "faq.pdf"}
    assert status.pages == 18 and status.chunks == report.chunks_written == kb.store.count()
    answer = kb.ask("Do gift cards expire?")
    assert answer.retrieved_chunks[0].source == "faq.pdf"
    assert answer.retrieved_chunks[0].id == "pdfpage_1_chunk_0"
    assert any(c.source == handbook.name for c in answer.retrieved_chunks)


def test_unchanged_files_cost_no_embedding_work(make_kb, embedder, handbook):
    counting = CountingEmbedder(embedder)
    kb = make_kb()
    kb._embedder = counting
    kb.ingest([handbook])
    first = len(counting.texts)
    report = kb.ingest([handbook])
    assert first > 0 and len(counting.texts) == first
    assert [o.status for o in report.outcomes] == ["unchanged"] and report.chunks_written == 0


def test_an_index_written_with_text_in_chroma_documents_still_answers(kb, tmp_path):
    """Indexes from before chunk text moved into metadata keep answering, and keyword search sees them."""
    kb.ingest([make_pdf(tmp_path / "docs" / "faq.pdf", ["Gift cards never expire.", "Gift wrap costs $5."])])
    chunks = kb.store._chunks
    old = chunks.get(include=["metadatas", "embeddings"])
    assert all(m["text"] for m in old["metadatas"])
    chunks.delete(ids=old["ids"])
    chunks.add(ids=old["ids"], embeddings=old["embeddings"],
                  documents=[m.pop("text") for m in old["metadatas"]], metadatas=old["metadatas"])
    assert not any("text" in m for m in chunks.get(include=["metadatas"])["metadatas"])
    answer = make_kb_like(kb).ask("Do gift cards expire?")
    assert not answer.escalate and "never expire" in answer.final_answer
    assert [c.text for c in answer.retrieved_chunks if c.page == 1] == ["Gift cards never expire."]


def make_kb_like(kb):
    from knowledge import KnowledgeBase

    return KnowledgeBase(kb.settings, embedder=kb._embedder)


def test_changed_file_is_replaced_whole(kb, tmp_path):
    doc = edition_pdf(tmp_path / "docs" / "policy.pdf", "alpha")
    kb.ingest([doc])
    edition_pdf(doc, "beta", pages=2)
    report = kb.ingest([doc])
    assert [o.status for o in report.outcomes] == ["changed"]
    answer = kb.ask("How many days do I have to return goods?")
    texts = [c.text for c in answer.retrieved_chunks]
    assert texts and all("beta" in t and "alpha" not in t for t in texts)
    assert kb.status().documents[0].pages == 2


def test_file_removed_from_folder_leaves_the_index(kb, tmp_path):
    folder = tmp_path / "docs"
    keep = edition_pdf(folder / "keep.pdf", "keep")
    gone = make_pdf(folder / "gone.pdf", ["Our warehouse in Leeds ships furniture on Tuesdays."])
    kb.ingest([folder])
    gone.unlink()
    report = kb.ingest([folder])
    assert [(o.source, o.status) for o in report.outcomes] == [("keep.pdf", "unchanged"), ("gone.pdf", "removed")]
    assert all(c.source == keep.name for c in kb.ask("When does the Leeds warehouse ship furniture?").retrieved_chunks)


def test_remove_by_source_name(kb, tmp_path):
    kb.ingest([edition_pdf(tmp_path / "docs" / "policy.pdf", "alpha")])
    assert kb.remove("policy.pdf") > 0
    assert kb.status().documents == [] and kb.store.count() == 0
    answer = kb.ask("How many days do I have to return goods?")
    assert answer.escalate and answer.retrieved_chunks == ()


def test_second_writer_is_refused_while_readers_keep_answering(make_kb, tmp_path):
    kb = make_kb(ingest_lock_timeout_seconds=0.2)
    doc = edition_pdf(tmp_path / "docs" / "policy.pdf", "alpha")
    kb.ingest([doc])
    with writer_lock(kb.settings.data_dir):
        with pytest.raises(IngestBusy):
            kb.ingest([doc])
        assert "alpha" in kb.ask("How many days do I have to return goods?").final_answer.lower()


def test_questions_during_replacement_see_one_whole_version(kb, tmp_path):
    doc = tmp_path / "docs" / "policy.pdf"
    kb.ingest([edition_pdf(doc, "edition0", pages=4)])
    seen: list[set[str]] = []
    busy: list = []  # answers that cite nothing and escalate because the document kept changing
    stop = threading.Event()

    def ask_repeatedly() -> None:
        while not stop.is_set():
            answer = kb.ask("How many days do I have to return goods?", top_k=8)
            if not answer.retrieved_chunks:  # the document changed under three tries in a row (core.py)
                busy.append(answer)
                continue
            seen.append({tag for c in answer.retrieved_chunks for tag in re.findall(r"edition\d+", c.text)})

    reader = threading.Thread(target=ask_repeatedly)
    reader.start()
    try:
        for n in range(1, 13):  # at least four replacements, more on a machine where questions are slow
            answered = len(seen) + len(busy)
            kb.ingest([edition_pdf(doc, f"edition{n}", pages=4)])
            # One more answer before the next replacement: with the answer reader a question can
            # outlast several back-to-back replacements and would then only ever see change.
            deadline = time.monotonic() + 30
            while len(seen) + len(busy) == answered and time.monotonic() < deadline:
                time.sleep(0.005)
            if n >= 4 and len(seen) > 8:
                break
    finally:
        stop.set()
        reader.join()
    assert len(seen) > 5 and len(busy) <= len(seen) / 4
    assert all(a.escalate and not a.citations for a in busy)  # said so, and handed to a human
    assert all(len(editions) == 1 for editions in seen), [e for e in seen if len(e) != 1][:3]
    assert len({next(iter(e)) for e in seen}) > 1  # the reader really saw the versions change


def test_a_search_racing_the_delete_of_its_version_is_answered_again(make_kb, tmp_path):
    """Two replacements between reading the live versions and searching them delete the version the
    search asks for; the empty result must not become the answer."""
    kb = make_kb(retrieval="dense")  # hybrid search would also find the old text in its keyword index
    doc = tmp_path / "docs" / "policy.pdf"
    kb.ingest([edition_pdf(doc, "edition0", pages=4)])
    writer, search = make_kb(), kb.store.search
    raced = []

    def search_after_two_replacements(*args, **kwargs):
        if not raced:
            raced.append(True)
            for n in (1, 2):
                writer.ingest([edition_pdf(doc, f"edition{n}", pages=4)])
            assert search(*args, **kwargs) == []  # edition0's chunks are gone: the race really happened
        return search(*args, **kwargs)

    kb.store.search = search_after_two_replacements
    answer = kb.ask("How many days do I have to return goods?", top_k=8)
    assert raced and answer.retrieved_chunks and not answer.escalate
    assert {tag for c in answer.retrieved_chunks for tag in re.findall(r"edition\d+", c.text)} == {"edition2"}


def _child(data_dir: Path, pdf: Path, mode: str, log: Path) -> subprocess.Popen:
    """`tests/kb_child.py` ingesting `pdf` ("ingest"), or pausing at the manifest flip ("pause")."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "PYTHONPATH": str(REPO)}
    with log.open("w") as stderr:
        return subprocess.Popen([sys.executable, "-m", "tests.kb_child", mode, str(data_dir), str(pdf)], cwd=REPO,
                                stdout=subprocess.PIPE, stderr=stderr, text=True, env=env)


def _wait_for_line(proc: subprocess.Popen, prefix: str, timeout: float) -> str | None:
    """The first stdout line starting with `prefix`, or None if the child exits or `timeout` passes first."""
    found: list[str] = []

    def read() -> None:
        for line in proc.stdout:
            if line.startswith(prefix):
                found.append(line[len(prefix):].strip())
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout)
    return found[0] if found else None


def test_ingest_killed_midway_leaves_the_previous_index_answering(tmp_path, make_kb):
    from tests.kb_child import PAUSED

    data, log = tmp_path / "data", tmp_path / "child.log"
    doc = edition_pdf(tmp_path / "docs" / "policy.pdf", "alpha")
    first = _child(data, doc, "ingest", log)
    assert "1 added" in first.communicate(timeout=300)[0], log.read_text()[-2000:]

    edition_pdf(doc, "beta", pages=5)
    killed = _child(data, doc, "pause", log)
    try:
        marker = _wait_for_line(killed, PAUSED, timeout=300)
        # the kill must land between "new chunks written" and "manifest flipped", or this test proves nothing
        assert marker is not None, f"the child never reached '{PAUSED}': {log.read_text()[-2000:]}"
        [staged] = json.loads(marker)
        assert staged["source"] == "policy.pdf" and staged["written"] > 0, staged  # beta's chunks are stored ...
        assert staged["live"] and staged["live"] != staged["version"], staged  # ... and alpha is still live
        killed.send_signal(signal.SIGKILL)
        killed.wait(timeout=60)
    finally:
        killed.kill()
    assert killed.returncode == -signal.SIGKILL

    kb = make_kb(data_dir=data)  # this process opens the store only now, after the kill
    assert kb.store.has_version(staged["version"])  # the dead writer's chunks are there, unseen
    answer = kb.ask("How many days do I have to return goods?")
    assert not answer.escalate and "alpha" in answer.final_answer.lower()
    assert all("alpha" in c.text for c in answer.retrieved_chunks)
    report = kb.ingest([doc])  # the lock died with the killed writer; its orphans are swept
    assert [o.status for o in report.outcomes] == ["changed"]
    assert kb.store.count() == kb.status().chunks + kb.status().documents[0].previous_chunks
    assert all("beta" in c.text for c in kb.ask("How many days do I have to return goods?").retrieved_chunks)
