"""Scaled out on a real Chroma server: one writer, bot replicas answering at once, exactly-once claims, outages.

Bot replicas here are real `python -m bot` processes (the console adapter, since
no chat token is set) with `CHROMA_HOST` and `METRICS_PORT`: their `/healthz`,
`/readyz` and `/metrics` are scraped over HTTP, as Kubernetes and Prometheus would.
Each spawned process loads the model (~5 s), so there are few of them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

from bot.services import Services
from bot.health import start_ops_server
from bot.presenting import STORE_UNAVAILABLE
from bot.settings import BotSettings
from knowledge import KnowledgeBase, KnowledgeSettings
from tests.chroma_server import free_port
from tests.pdfs import make_pdf
from tests.scrape import get, metric

REPO = Path(__file__).resolve().parent.parent

# (question, words its answer must hold), answered by the handbook (answer quality itself is held by tests/test_eval.py)
QUESTIONS = [
    ("what does return shipping cost me", "$7.95"),
    ("How many days do I have to return an item?", "30 days"),
    ("Sending back a sofa that came with white-glove delivery. Is there a fee for that?", "$79"),
]
UPDATE_PAGE = ("Lighthouse gift cards. The code word of the lighthouse gift card is MARIGOLD-7731. "
               "The code word is printed on the back of every lighthouse gift card.")
UPDATE_QUESTION = ("What is the code word of the lighthouse gift card?", "MARIGOLD-7731")


# ---- helpers ------------------------------------------------------------------------------------

def process_env(server, collection: str, data_dir: Path, **extra: str) -> dict[str, str]:
    """A replica's environment: the shared server and collection, its own data dir, no chat tokens,
    and the re-index left to the worker (`KB_REINDEX_IN_BOT=false`), as in deploy/."""
    env = dict(os.environ, **server.env, KB_COLLECTION=collection, KB_DATA_DIR=str(data_dir),
               KB_DOCS_DIR=str(data_dir / "docs"), KB_REINDEX_IN_BOT="false", HF_HUB_OFFLINE="1",
               TRANSFORMERS_OFFLINE="1", SLACK_BOT_TOKEN="", DISCORD_TOKEN="", OPENAI_API_KEY="",
               LOG_LEVEL="WARNING")
    env.update(extra)
    return env


def http_get(url: str) -> tuple[int, str]:
    status, _, body = get(url)
    return status, body


class BotProcess:
    """`python -m bot` as a replica: questions on stdin, answers on stdout, ops endpoints on METRICS_PORT."""

    def __init__(self, env: dict[str, str], cwd: Path) -> None:
        self.url = f"http://127.0.0.1:{env['METRICS_PORT']}"
        self.stderr = (cwd / "bot-stderr.log").open("w")
        self.process = subprocess.Popen([sys.executable, "-m", "bot"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=self.stderr, env=env, cwd=cwd, text=True)
        self.asked = 0

    def get(self, path: str) -> tuple[int, str]:
        return http_get(self.url + path)

    def wait_ready(self, timeout: float = 90.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.process.poll() is None, f"the bot exited: {Path(self.stderr.name).read_text()[-2000:]}"
            try:
                if self.get("/readyz")[0] == 200:
                    return
            except OSError:
                pass  # not listening yet
            time.sleep(0.2)
        raise AssertionError("the bot never became ready")

    def ask(self, questions: list[str]) -> None:
        self.process.stdin.write("".join(q + "\n" for q in questions))
        self.process.stdin.flush()
        self.asked += len(questions)

    def wait_answered(self, timeout: float = 60.0) -> str:
        """Wait until /metrics counts every question asked so far; returns that scrape."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.get("/metrics")[1]
            if metric(text, "pagewise_questions_total") >= self.asked:
                return text
            time.sleep(0.1)
        raise AssertionError(f"only part of {self.asked} questions were answered")

    def end_input(self) -> None:
        """Close stdin: the console chat ends at EOF."""
        self.process.stdin.close()

    def finish(self) -> list[str]:
        """The answers in order, once the process has ended."""
        out = self.process.stdout.read()
        self.process.wait(30)
        self.stderr.close()
        assert self.process.returncode == 0, Path(self.stderr.name).read_text()[-2000:]
        return [block.strip() for block in out.split("bot> ")[1:]]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)


# ---- one writer, two replicas --------------------------------------------------------------------

def test_one_process_ingests_and_two_bot_processes_answer_at_once_from_the_chroma_server(
        chroma_server, handbook, embedder, tmp_path):
    """The writer is this test's process (the `kb watch` worker's part); the replicas are two `python -m bot`."""
    collection = f"scale_{uuid.uuid4().hex[:8]}"
    bots = []
    for name in ("replica-a", "replica-b"):
        (tmp_path / name).mkdir()
        env = process_env(chroma_server, collection, tmp_path / name / "data", METRICS_PORT=str(free_port()))
        bots.append(BotProcess(env, tmp_path / name))
    try:
        writer = KnowledgeBase(KnowledgeSettings(data_dir=tmp_path / "writer", docs_dir=tmp_path / "docs",
                                                 collection=collection, **_server_settings(chroma_server)),
                               embedder=embedder)
        assert writer.ingest([handbook]).ok  # while the replicas start
        for bot in bots:
            bot.wait_ready()
        for bot in bots:  # both replicas get every question at once
            bot.ask([q for q, _ in QUESTIONS])
        scrapes = [bot.wait_answered() for bot in bots]

        for bot, text in zip(bots, scrapes):
            assert bot.get("/healthz") == (200, json.dumps({"ok": True, "stopped_adapters": []}))
            status, body = bot.get("/readyz")
            assert status == 200 and json.loads(body) == {"ready": True, "model": "loaded", "store": "ok"}
            assert metric(text, "pagewise_questions_total", adapter="console", outcome="answered") == len(QUESTIONS)
            assert metric(text, "pagewise_answer_seconds_count", adapter="console") == len(QUESTIONS)
            assert metric(text, "pagewise_answer_confidence_count", adapter="console") == len(QUESTIONS)
            assert metric(text, "pagewise_answer_confidence_bucket", adapter="console", le="0.7") == 0
            assert metric(text, "pagewise_index_documents") == 1 and metric(text, "pagewise_index_chunks") > 10
            assert metric(text, "pagewise_store_up") == 1
            assert metric(text, "pagewise_ingest_last_success_timestamp_seconds") > time.time() - 300  # the writer's
            assert "# HELP pagewise_feedback_total " in text
            assert "warranty" not in text.lower()  # no question text in metrics

        # the single writer changes the index; the running replicas answer from it at once
        assert writer.ingest([make_pdf(tmp_path / "docs" / "replica-update.pdf", [UPDATE_PAGE])]).ok
        for bot in bots:
            bot.ask([UPDATE_QUESTION[0]])
        for bot, before in zip(bots, scrapes):
            text = bot.wait_answered()
            assert metric(text, "pagewise_index_documents") == 2
            for name in ("pagewise_ingest_runs_total", "pagewise_ingest_seconds_count"):  # the writer's run counts
                assert metric(text, name) == metric(before, name) + 1

        for bot in bots:
            bot.end_input()
        for bot in bots:
            answers = bot.finish()
            assert len(answers) == len(QUESTIONS) + 1
            for answer, (_, expected) in zip(answers, QUESTIONS + [UPDATE_QUESTION]):
                assert expected in answer and "Sources: " in answer and "confidence (0." in answer
            assert "Sources: replica-update.pdf p.1" in answers[-1]
    finally:
        for bot in bots:
            bot.stop()


def _server_settings(server) -> dict:
    return {"chroma_host": server.env["CHROMA_HOST"], "chroma_port": int(server.env["CHROMA_PORT"])}


# ---- exactly once across replicas ------------------------------------------------------------------

def test_two_replicas_claiming_the_same_events_at_once_take_each_event_exactly_once(chroma_server, tmp_path):
    """Slack retries may reach another replica, and Discord sends each message to every replica."""
    keys = 80
    env = dict(os.environ, **chroma_server.env, KB_COLLECTION=f"claims_{uuid.uuid4().hex[:8]}")
    go = tmp_path / "go"
    replicas = [subprocess.Popen([sys.executable, str(REPO / "tests" / "claim_events.py"), str(tmp_path / name),
                                  str(go), str(keys)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 env=env, cwd=tmp_path, text=True) for name in ("a", "b")]
    deadline = time.monotonic() + 60
    while not all((tmp_path / name / "ready").exists() for name in ("a", "b")):  # both connected: start together
        assert time.monotonic() < deadline and all(r.poll() is None for r in replicas)
        time.sleep(0.05)
    go.touch()
    won = []
    for replica in replicas:
        out, err = replica.communicate(timeout=60)
        assert replica.returncode == 0, err[-2000:]
        won.append(json.loads(out))

    assert sorted(won[0] + won[1]) == sorted(f"slack:CRACE:{i}.000100" for i in range(keys))
    assert won[0] and won[1], "the claims did not race (one replica took every key)"


# ---- the store goes away mid-question and comes back ---------------------------------------------

class KillsTheServerOnFirstUse:
    """The real embedder, except that the first question's embedding kills the Chroma server first."""

    def __init__(self, embedder, server) -> None:
        self._embedder, self._server, self._armed = embedder, server, True

    def embed_one(self, text: str):
        if self._armed:
            self._armed = False
            self._server.kill()
        return self._embedder.embed_one(text)

    def __getattr__(self, name):
        return getattr(self._embedder, name)


def test_the_chroma_server_killed_mid_question_gives_a_clear_escalation_then_answers_once_back(
        own_chroma_server, handbook, embedder, tmp_path):
    settings = KnowledgeSettings(data_dir=tmp_path / "data", docs_dir=tmp_path / "docs",
                                 **_server_settings(own_chroma_server))
    assert KnowledgeBase(settings, embedder=embedder).ingest([handbook]).ok
    services = Services(BotSettings(knowledge=settings, questions_per_minute=0),
                        kb=KnowledgeBase(settings, embedder=KillsTheServerOnFirstUse(embedder, own_chroma_server)))
    ops = start_ops_server(services, 0, host="127.0.0.1")
    question, expected = QUESTIONS[0]
    try:
        started = time.perf_counter()
        reply = services.asker.ask(platform="slack", user="U1", question=question)
        assert time.perf_counter() - started < 10  # an error, not a hang

        assert reply.escalate and reply.answer.final_answer == STORE_UNAVAILABLE
        assert reply.answer.mode == "unavailable" and reply.answer.citations == ()
        status, body = http_get(ops.url + "/readyz")
        assert status == 503 and json.loads(body)["store"].startswith("The knowledge index cannot be read")
        assert http_get(ops.url + "/healthz")[0] == 200  # liveness holds: restarting bots brings no Chroma back
        metrics = http_get(ops.url + "/metrics")[1]
        assert metric(metrics, "pagewise_questions_total", adapter="slack", outcome="error") == 1
        assert metric(metrics, "pagewise_store_up") == 0
        # seen events fall back to this replica's own file: answered once, not never
        assert services.records.claim_event("slack:C1:1.000") and not services.records.claim_event("slack:C1:1.000")

        own_chroma_server.start()
        reply = services.asker.ask(platform="slack", user="U1", question=question)
        assert not reply.escalate and expected in reply.answer.final_answer and reply.answer.citations
        assert http_get(ops.url + "/readyz")[0] == 200
        metrics = http_get(ops.url + "/metrics")[1]
        assert metric(metrics, "pagewise_questions_total", adapter="slack", outcome="answered") == 1
        assert metric(metrics, "pagewise_store_up") == 1
        assert services.records.claim_event("slack:C1:2.000") and not services.records.claim_event("slack:C1:2.000")
    finally:
        ops.shutdown()
        ops.server_close()
        services.records.close()
