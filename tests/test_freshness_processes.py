"""Issue #5 with real processes on one data directory: one writer at a time, and a writer killed mid-ingest.

Each spawned process loads the embedding model (several seconds), so there are three in all.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from knowledge import KnowledgeBase
from tests.pdfs import make_pdf

REPO = Path(__file__).resolve().parent.parent
REFUNDS_V1 = ["Refunds. Customers can ask for a refund within 30 days of delivery. The money goes back to the "
              "original payment method within five business days."]
REFUNDS_V2 = ["Refunds. Customers can ask for a refund within 60 days of delivery. The money goes back to the "
              "original payment method within five business days.",
              "Refunds for gift cards. Gift cards are refunded as store credit only."]
SHIPPING = ["Shipping. Express shipping takes one business day and costs nine euros per order."]
WARRANTY = ["Warranty. Every kettle has a two year warranty against manufacturing defects."]
REFUND_QUESTION = "How many days do I have to ask for a refund?"


def spawn(*args: str | Path) -> subprocess.Popen:
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", PYTHONPATH=str(REPO))
    return subprocess.Popen([sys.executable, "-m", "tests.kb_child", *map(str, args)], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_until(condition, timeout: float, what: str, procs=()) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        for proc in procs:
            if proc.poll() is not None:
                raise AssertionError(f"a child exited early while waiting for {what}: {proc.stderr.read()[-2000:]}")
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def test_two_processes_on_one_data_dir_never_ingest_at_once(settings, embedder, tmp_path):
    docs = settings.docs_dir
    make_pdf(docs / "refunds.pdf", REFUNDS_V1)
    kb = KnowledgeBase(settings, embedder=embedder)  # this process keeps its view open and answering
    kb.reindex()
    assert "30 days" in kb.ask(REFUND_QUESTION).final_answer
    for name, pages in (("refunds.pdf", REFUNDS_V2), ("shipping.pdf", SHIPPING), ("warranty.pdf", WARRANTY)):
        make_pdf(docs / name, pages)
    events, go = tmp_path / "events.log", tmp_path / "go"
    children = [spawn("race", settings.data_dir, docs, events, go) for _ in range(2)]
    try:
        wait_until(lambda: len(list(tmp_path.glob("ready-*"))) == 2, 120, "both children to load", children)
        go.touch()  # both start ingesting now
        outputs = [child.communicate(timeout=120) for child in children]
    finally:
        for child in children:
            child.kill()
    assert [child.returncode for child in children] == [0, 0], [err[-2000:] for _, err in outputs]

    # the writer lock spans never overlap, and every write happens inside its own process's span
    rows = [line.split() for line in events.read_text().splitlines()]
    pids = {str(child.pid) for child in children}
    for what in ("locked", "unlocking"):  # both processes took the lock and let it go: the checks below are not empty
        assert sorted(pid for pid, kind, _ in rows if kind == what) == sorted(pids), (what, rows)
    writes = [(pid, what) for pid, what, _ in rows if what.startswith(("stage", "commit"))]
    assert {"stage-start", "stage-end", "commit-start", "commit-end"} <= {what for _, what in writes}, rows
    assert len([w for w in writes if w[1] == "stage-start"]) == 3, rows  # 2 added + 1 changed, staged once each
    spans: dict[str, list[float]] = {}  # pid -> [locked at, unlocking at]; each process locks once
    for pid, what, at in rows:
        if what == "locked":
            spans[pid] = [float(at), float("inf")]
        elif what == "unlocking":
            spans[pid][1] = float(at)
    (first, (a0, a1)), (second, (b0, b1)) = sorted(spans.items(), key=lambda item: item[1][0])
    assert a1 < b0, f"the second writer got the lock before the first let go: {spans}"
    checked = 0
    for pid, what, at in rows:
        if what.startswith(("stage", "commit")):
            start, end = spans[pid]
            assert start <= float(at) <= end, f"{pid} wrote outside the lock: {what}"
            checked += 1
    assert checked == len(writes) > 0

    # the first indexed everything; the second waited, said so, then found nothing to do
    reports = {str(json.loads(out)["pid"]): json.loads(out) for out, _ in outputs}
    assert reports[first]["summary"].startswith("2 added, 1 changed, 0 unchanged")
    assert reports[second]["chunks_written"] == 0 and reports[second]["summary"].startswith("0 added, 0 changed, 3 unchanged")
    second_err = next(err for child, (_, err) in zip(children, outputs) if str(child.pid) == second)
    assert re.search(rf"is held by pid ({first}|\?); waiting up to 60 s", second_err)  # "?" until it writes its pid

    # this process sees the other processes' index at once, without duplicates
    docs_now = kb.store.documents()
    assert sorted(docs_now) == ["refunds.pdf", "shipping.pdf", "warranty.pdf"]
    assert kb.store.count() == sum(doc.chunks for doc in docs_now.values()) + docs_now["refunds.pdf"].previous_chunks
    assert "60 days" in kb.ask(REFUND_QUESTION).final_answer
    assert "two year" in kb.ask("How long is the kettle warranty?").final_answer
    assert [(r.actor, r.outcome, r.summary[:16]) for r in kb.history.recent(2)[::-1]] == [
        (f"child-{first}", "ok", "2 added, 1 chang"), (f"child-{second}", "ok", "0 added, 0 chang")]


def test_a_process_killed_mid_ingest_leaves_the_previous_index_answering(settings, embedder, tmp_path):
    docs = settings.docs_dir
    make_pdf(docs / "refunds.pdf", REFUNDS_V1)
    make_pdf(docs / "shipping.pdf", SHIPPING)
    kb = KnowledgeBase(settings, embedder=embedder)
    assert kb.reindex().ok
    before = kb.store.documents()
    make_pdf(docs / "refunds.pdf", REFUNDS_V2)
    make_pdf(docs / "warranty.pdf", WARRANTY)

    marker = tmp_path / "staged"
    child = spawn("stall", settings.data_dir, docs, marker)
    try:
        wait_until(marker.exists, 120, "the child to write its new versions", [child])
        assert sorted(json.loads(marker.read_text())) == ["refunds.pdf", "warranty.pdf"]
        os.kill(child.pid, signal.SIGKILL)  # after writing the new versions, before any of them went live
        child.wait(10)
    finally:
        child.kill()
    assert child.returncode == -signal.SIGKILL

    # the previous index answers, completely: the new versions' chunks are stored but never seen
    answer = kb.ask(REFUND_QUESTION)
    assert "30 days" in answer.final_answer and not answer.escalate
    assert kb.store.documents() == before
    assert kb.store.count() > sum(doc.chunks for doc in before.values())
    assert all(c.source != "warranty.pdf" for c in kb.ask("How long is the kettle warranty?").retrieved_chunks)

    # the kernel released the dead writer's lock: the next run goes straight ahead and sweeps its leftovers
    report = kb.reindex(wait=0)
    assert {o.source: o.status for o in report.outcomes} == {"refunds.pdf": "changed", "shipping.pdf": "unchanged",
                                                              "warranty.pdf": "added"}
    docs_now = kb.store.documents()
    kept = docs_now["refunds.pdf"].previous_chunks  # the replaced version is kept for rollback
    assert kb.store.count() == sum(doc.chunks for doc in docs_now.values()) + kept
    assert "60 days" in kb.ask(REFUND_QUESTION).final_answer
