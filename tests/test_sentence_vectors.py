"""Sentence vectors made once after an ingest and saved per document version (knowledge/answering/sentence_vector_warmup.py).

Answers must be the same as when sentences are embedded on demand; a question must
not embed anything but itself once the cache is warm; stale, damaged or foreign
files must never change an answer.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import knowledge.core
from knowledge import KnowledgeBase
from knowledge.cli import main as kb_main
from knowledge.answering.sentence_vector_files import SentenceVectorFiles
from tests.counting import CountingEmbedder
from tests.pdfs import make_pdf

QUESTIONS = ["How long do I have to return an item?", "Can I change my delivery address after ordering?",
             "What does the warranty cover?", "How do I reset my password?"]
REFUNDS_V1 = ["Refunds. Customers can ask for a refund within 30 days of delivery. The money goes back to "
              "the original payment method within five business days."]
REFUNDS_V2 = ["Refunds. Customers can ask for a refund within 60 days of delivery. The money goes back to "
              "the original payment method within five business days."]
REFUNDS_V3 = ["Refunds. Customers can ask for a refund within 90 days of delivery. The money goes back to "
              "the original payment method within three business days."]


def saved_versions(kb: KnowledgeBase) -> set[str]:
    folder = kb.settings.data_dir / "sentence-vectors"
    return {p.stem for p in folder.glob("*.json")} if folder.is_dir() else set()


def fresh(kb: KnowledgeBase, embedder, **overrides) -> tuple[KnowledgeBase, CountingEmbedder]:
    """Another process's view of the same data dir, with an embedder that records what it embeds."""
    counting = CountingEmbedder(embedder)
    return KnowledgeBase(kb.settings.with_overrides(**overrides), embedder=counting), counting


def test_warm_cache_answers_like_on_demand_and_questions_embed_only_themselves(kb, embedder, handbook):
    kb.ingest([handbook])
    warmed = kb.save_sentence_vectors()
    assert warmed.versions == 1 and warmed.sentences > 100
    assert saved_versions(kb) == {kb.store.documents()[handbook.name].version}
    assert kb.save_sentence_vectors().versions == 0  # already there: nothing to do

    cached, counting = fresh(kb, embedder)
    on_demand, _ = fresh(kb, embedder, save_sentence_vectors=False)
    for question in QUESTIONS:
        a, b = cached.ask(question), on_demand.ask(question)
        assert a.final_answer == b.final_answer and a.escalate == b.escalate and a.citations == b.citations
        assert a.answerability == pytest.approx(b.answerability, abs=0.002)
    assert counting.texts == []  # every sentence came from the saved files


def test_kb_ingest_on_the_command_line_prepares_the_cache(tmp_path, handbook, monkeypatch, capsys):
    data = tmp_path / "data"
    monkeypatch.setenv("KB_DATA_DIR", str(data))
    assert kb_main(["ingest", str(handbook)]) == 0
    out = capsys.readouterr().out
    assert "sentence vectors:" in out and "1 document version(s)" in out
    assert len(list((data / "sentence-vectors").glob("*.npy"))) == 1
    assert kb_main(["ingest", str(handbook)]) == 0
    assert "sentence vectors:" not in capsys.readouterr().out  # unchanged: nothing embedded again


def test_only_live_and_rollback_versions_keep_files(kb, tmp_path):
    pdf = tmp_path / "docs" / "refunds.pdf"
    versions = []
    for text in (REFUNDS_V1, REFUNDS_V2, REFUNDS_V3):
        make_pdf(pdf, text)
        kb.ingest([pdf])
        kb.save_sentence_vectors()
        versions.append(kb.store.documents()["refunds.pdf"].version)
    assert saved_versions(kb) == set(versions[1:])  # v3 live, v2 kept for rollback, v1 gone

    kb.rollback("refunds.pdf")
    assert kb.save_sentence_vectors().versions == 0  # the restored version's sentences were kept
    assert "60 days" in kb.ask("How many days do I have to ask for a refund?").final_answer

    kb.remove("refunds.pdf")
    assert kb.save_sentence_vectors().pruned == 2 and saved_versions(kb) == set()


def test_a_damaged_file_changes_no_answer_and_is_rewritten(kb, embedder, handbook, caplog):
    kb.ingest([handbook])
    kb.save_sentence_vectors()
    expected = [kb.ask(q) for q in QUESTIONS]
    (npy,) = (kb.settings.data_dir / "sentence-vectors").glob("*.npy")
    npy.write_bytes(npy.read_bytes()[: npy.stat().st_size // 3])  # a disk that filled up mid-write

    damaged, counting = fresh(kb, embedder)
    for question, before in zip(QUESTIONS, expected):
        assert damaged.ask(question).final_answer == before.final_answer
    assert counting.texts and "unreadable" in caplog.text  # embedded on demand instead

    assert damaged.save_sentence_vectors().versions == 1
    repaired, counting = fresh(kb, embedder)
    assert [repaired.ask(q).final_answer for q in QUESTIONS] == [a.final_answer for a in expected]
    assert counting.texts == []


def test_vectors_from_another_model_are_never_used(tmp_path):
    mine = SentenceVectorFiles(tmp_path, "all-MiniLM-L6-v2|bf16")
    mine.write("v1", {"Gift cards never expire.": (["Gift cards never expire."], np.ones((1, 4)))})
    assert mine.lookup("Gift cards never expire.")[0] == ["Gift cards never expire."]
    other = SentenceVectorFiles(tmp_path, "another-model|fp32")
    assert other.lookup("Gift cards never expire.") is None and not other.has("v1")


def test_background_warming_picks_up_an_upload_and_gives_way_to_questions(kb, tmp_path, monkeypatch):
    warmer = kb.start_sentence_vector_warmup(interval=300)
    try:
        data = make_pdf(tmp_path / "upload.pdf", REFUNDS_V1).read_bytes()
        kb.add_document("refunds.pdf", data, trigger="test")
        version = kb.store.documents()["refunds.pdf"].version
        deadline = time.monotonic() + 120
        while version not in saved_versions(kb) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert version in saved_versions(kb) and warmer.runs >= 1
    finally:
        kb.stop_sentence_vector_warmup()

    # While a question is being answered, warm-up waits before each batch (at most GIVE_WAY_SECONDS).
    # Checked by order of events, not by timing: no sleep decides anything here.
    events: list[str] = []

    def warm_batch() -> None:
        events.append("batch waits")
        kb._give_way()
        events.append("batch runs")

    monkeypatch.setattr(knowledge.core, "GIVE_WAY_SECONDS", 600.0)  # only the question's end can release it
    with kb._answering():
        waiter = threading.Thread(target=warm_batch)
        waiter.start()
        waiter.join(1.0)  # time to (wrongly) run through; a correct give-way cannot end before the question
        assert waiter.is_alive() and events == ["batch waits"]
        events.append("question answered")
    waiter.join(60)
    assert not waiter.is_alive()
    assert events == ["batch waits", "question answered", "batch runs"]

    # ... but only for a bounded time: a batch runs while a question is still in flight once the bound is up
    monkeypatch.setattr(knowledge.core, "GIVE_WAY_SECONDS", 0.2)
    events.clear()
    with kb._answering():
        waiter = threading.Thread(target=warm_batch)
        waiter.start()
        waiter.join(60)
        assert not waiter.is_alive() and events == ["batch waits", "batch runs"]

    # nobody asking: no wait at all, however long the bound
    monkeypatch.setattr(knowledge.core, "GIVE_WAY_SECONDS", 600.0)
    waiter = threading.Thread(target=warm_batch)
    waiter.start()
    waiter.join(60)
    assert not waiter.is_alive()


_EXIT_MID_WARM = """
import sys, threading, time
from pathlib import Path
from knowledge import KnowledgeBase, KnowledgeSettings
kb = KnowledgeBase(KnowledgeSettings(data_dir=Path(sys.argv[1])))
kb.ingest([sys.argv[2]])
embed, one_batch = kb._sentences._embed, threading.Event()
warmer = None

def first_batch_then_hold(texts):  # the warm-up embeds one batch, then is held until the process exits
    vectors = embed(texts)
    one_batch.set()
    deadline = time.monotonic() + 120
    while (warmer is None or not warmer._stopped.is_set()) and time.monotonic() < deadline:
        time.sleep(0.01)
    return vectors

kb._sentences._embed = first_batch_then_hold
warmer = kb.start_sentence_vector_warmup()
assert one_batch.wait(120), "the warm-up never embedded a batch"
assert warmer.runs == 0  # mid-way through the handbook's sentences, for certain: the script ends here
"""


def test_a_process_exiting_mid_warm_up_exits_cleanly_and_leaves_no_half_file(tmp_path, handbook):
    env = {**os.environ, "KB_INGEST_NICE": "0"}
    done = subprocess.run([sys.executable, "-c", _EXIT_MID_WARM, str(tmp_path / "data"), str(handbook)],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    folder = tmp_path / "data" / "sentence-vectors"
    left = [p.name for p in folder.iterdir()] if folder.is_dir() else []
    assert left == []  # stopped between batches: nothing half-written, no temp files


def test_a_unit_text_held_by_several_chunks_is_embedded_once():
    """Overlapping chunks repeat sentences: each distinct text costs one embedding, and every chunk still
    gets a vector for each of its units, in order."""
    from knowledge.answering.sentence_vectors import SentenceVectors

    calls: list[list[str]] = []

    def embed(texts):
        calls.append(list(texts))
        return np.asarray([[float(len(t)), float(t.count("a")), 1.0] for t in texts], dtype=np.float32)

    split = {"chunk one": ["Refunds take five days.", "Call us before noon."],
             "chunk two": ["Call us before noon.", "Returns are free.", "Refunds take five days."]}
    made = SentenceVectors(embed).compute(split, batch=2)
    assert sorted(t for batch in calls for t in batch) == sorted(
        ["Refunds take five days.", "Call us before noon.", "Returns are free."])
    for chunk, sentences in split.items():
        texts, vectors = made[chunk]
        assert texts == sentences and vectors.shape == (len(sentences), 3)
        assert [row[0] for row in vectors] == [float(len(s)) for s in sentences]
