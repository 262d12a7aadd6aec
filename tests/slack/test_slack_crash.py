"""A real `python -m bot` in HTTP mode, killed with SIGKILL in the middle of a burst: restarted, or replaced by a peer.

Every question Slack got a 200 for must be answered, exactly once: those still
waiting in the durable intake, those a killed worker was answering (taken over
when their lease ran out), and those whose reply reached Slack just before the
kill (found by their metadata, not posted again). The fake Web API answers
`chat.postMessage` late (`latency`), so the kill lands while posts are in
flight. With replicas on a real Chroma server, the surviving replica adopts
the killed one's open questions without waiting for it to come back.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.chroma_server import free_port
from tests.scrape import get, metric

from .conftest import BOT_TOKEN, CHANNEL, SIGNING_SECRET, SLACK_ACK_DEADLINE, SlackHarness

REPO = Path(__file__).resolve().parents[2]


class BotProcess:
    def __init__(self, tmp_path: Path, fake, port: int, metrics_port: int, name: str, **extra: str) -> None:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("KB_", "OPENAI_", "CHROMA_", "SLACK_", "DISCORD_", "BOT_", "METRICS_"))}
        env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", KB_DATA_DIR=str(tmp_path / "data"),
                   KB_DOCS_DIR=str(tmp_path / "docs"), KB_REINDEX_INTERVAL_MINUTES="0", PYTHONPATH=str(REPO),
                   SLACK_BOT_TOKEN=BOT_TOKEN, SLACK_SIGNING_SECRET=SIGNING_SECRET, SLACK_API_URL=fake.api_url,
                   SLACK_PORT=str(port), METRICS_PORT=str(metrics_port), BOT_QUESTIONS_PER_MINUTE="0",
                   LOG_LEVEL="INFO", **extra)
        self.port, self.metrics_port = port, metrics_port
        tmp_path.mkdir(parents=True, exist_ok=True)
        self.log = (tmp_path / f"{name}.log").open("w")
        self.process = subprocess.Popen([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                                        stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.process.poll() is None, Path(self.log.name).read_text()[-3000:]
            try:
                if get(f"http://127.0.0.1:{self.port}/healthz")[0] == 200:
                    return
            except OSError:
                pass  # not listening yet
            time.sleep(0.2)
        raise AssertionError("the bot did not start listening")

    def metrics(self) -> str:
        return get(f"http://127.0.0.1:{self.metrics_port}/metrics")[2]

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        self.log.close()


def test_sigkill_mid_burst_then_restart_answers_every_acknowledged_question_exactly_once(fake_slack, tmp_path):
    fake_slack.latency["chat.postMessage"] = 0.3  # four workers: ~13 answers a second at most
    port, metrics_port = free_port(), free_port()
    first = BotProcess(tmp_path, fake_slack, port, metrics_port, "first", BOT_INTAKE_LEASE_SECONDS="2")
    client = SlackHarness(fake=fake_slack, bot=None, services=None, url=f"http://127.0.0.1:{port}/slack/events")
    events = [client.mention(f"How do I request a refund? ({n})", user=f"UCRASH{n:02d}") for n in range(60)]
    try:
        first.wait_ready()
        with ThreadPoolExecutor(8) as pool:
            acks = list(pool.map(client.event, events))
        assert all(a.status == 200 and a.seconds < SLACK_ACK_DEADLINE for a in acks)
        fake_slack.wait_for(lambda: len(fake_slack.messages(CHANNEL)) >= 8, timeout=60)
        first.kill()
        answered_before = len(fake_slack.messages(CHANNEL))
        assert answered_before < len(events), "the kill came after the burst: nothing to recover"
    finally:
        first.stop()

    second = BotProcess(tmp_path, fake_slack, port, metrics_port, "second", BOT_INTAKE_LEASE_SECONDS="2")
    try:
        second.wait_ready()
        fake_slack.wait_for(lambda: all(fake_slack.messages(CHANNEL, e["ts"]) for e in events), timeout=120)
        fake_slack.wait_for(lambda: metric(second.metrics(), "pagewise_questions_pending") == 0, timeout=30)
        exposition = second.metrics()
    finally:
        second.stop()

    assert [len(fake_slack.messages(CHANNEL, e["ts"])) for e in events] == [1] * len(events)
    assert metric(exposition, "pagewise_redeliveries_total", adapter="slack") >= 1  # in flight at the kill
    assert "Traceback" not in Path(tmp_path / "second.log").read_text()


def test_two_replicas_on_a_chroma_server_one_killed_the_other_answers_its_questions_once(fake_slack, tmp_path,
                                                                                          chroma_server):
    fake_slack.latency["chat.postMessage"] = 0.3
    shared = dict(chroma_server.env, KB_COLLECTION=f"crash_{uuid.uuid4().hex[:8]}", KB_REINDEX_IN_BOT="false",
                  BOT_INTAKE_LEASE_SECONDS="2")
    ports = [(free_port(), free_port()) for _ in range(2)]
    doomed = BotProcess(tmp_path / "a", fake_slack, *ports[0], "a", **shared)
    survivor = BotProcess(tmp_path / "b", fake_slack, *ports[1], "b", **shared)
    client = SlackHarness(fake=fake_slack, bot=None, services=None,
                          url=f"http://127.0.0.1:{ports[0][0]}/slack/events")
    events = [client.mention(f"How do I request a refund? ({n})", user=f"UREPL{n:02d}") for n in range(40)]
    try:
        doomed.wait_ready()
        survivor.wait_ready()
        with ThreadPoolExecutor(8) as pool:
            acks = list(pool.map(client.event, events))  # all to the replica that will die
        assert all(a.status == 200 and a.seconds < SLACK_ACK_DEADLINE for a in acks)
        fake_slack.wait_for(lambda: len(fake_slack.messages(CHANNEL)) >= 5, timeout=60)
        doomed.kill()
        assert len(fake_slack.messages(CHANNEL)) < len(events), "the kill came after the burst"
        fake_slack.wait_for(lambda: all(fake_slack.messages(CHANNEL, e["ts"]) for e in events), timeout=120)
        fake_slack.wait_for(lambda: metric(survivor.metrics(), "pagewise_questions_pending") == 0, timeout=30)
        exposition = survivor.metrics()
    finally:
        doomed.stop()
        survivor.stop()

    assert [len(fake_slack.messages(CHANNEL, e["ts"])) for e in events] == [1] * len(events)
    assert metric(exposition, "pagewise_redeliveries_total", adapter="slack") >= 1
    assert "adopted from a replica that stopped" in (tmp_path / "b" / "b.log").read_text()
