"""A bounded soak of the Slack path, on loopback only: does every acknowledged question get exactly one reply?

`python -m bot` runs in HTTP mode against the fake Slack Web API of the tests
(`tests/slack/fake_slack.py`), which fails a share of `chat.postMessage` calls
at random (`internal_error` and `fatal_error`, half of them after posting
anyway, 500s, 429s). Questions arrive in a burst, some of them twice more (the
`message` twin of the mention and a Slack retry of the same event id); with
`--kill` the bot is SIGKILLed part-way and started again. At the end it prints
the figures the README reports: questions, duplicates sent, faults injected,
missing and doubled replies, replies recorded failed, ack p50/p99, peak RSS.

usage: python scripts/soak.py [--questions 400] [--fault-rate 0.1] [--duplicates 0.3] [--kill] [--timeout 300]
Bounded: it stops after --timeout seconds whatever happened, and kills what it started.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.chroma_server import free_port  # noqa: E402
from tests.scrape import get, metric  # noqa: E402
from tests.slack.conftest import BOT_TOKEN, CHANNEL, SIGNING_SECRET, SlackHarness  # noqa: E402
from tests.slack.fake_slack import FakeSlack  # noqa: E402

QUESTIONS = ["How do I request a refund?", "How long does standard shipping take?", "Is there a warranty?",
             "When do refunds arrive?", "What does express shipping cost?"]
RETRY = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}


def start_bot(workdir: Path, fake: FakeSlack, port: int, metrics_port: int, name: str) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("KB_", "OPENAI_", "CHROMA_", "SLACK_", "DISCORD_", "BOT_", "METRICS_"))}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", KB_DATA_DIR=str(workdir / "data"),
               KB_DOCS_DIR=str(workdir / "docs"), KB_REINDEX_INTERVAL_MINUTES="0", PYTHONPATH=str(REPO),
               SLACK_BOT_TOKEN=BOT_TOKEN, SLACK_SIGNING_SECRET=SIGNING_SECRET, SLACK_API_URL=fake.api_url,
               SLACK_PORT=str(port), METRICS_PORT=str(metrics_port), BOT_QUESTIONS_PER_MINUTE="0",
               BOT_INTAKE_LEASE_SECONDS="5", LOG_LEVEL="WARNING")
    log = (workdir / f"{name}.log").open("w")
    process = subprocess.Popen([sys.executable, "-m", "bot"], cwd=workdir, env=env, stdin=subprocess.DEVNULL,
                               stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the bot exited: {(workdir / f'{name}.log').read_text()[-2000:]}")
        try:
            if get(f"http://127.0.0.1:{port}/healthz")[0] == 200:
                return process
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit("the bot did not start")


def peak_rss_mib(pid: int) -> float:
    """VmHWM of a live process, in MiB (0 when it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=400)
    parser.add_argument("--fault-rate", type=float, default=0.1)
    parser.add_argument("--duplicates", type=float, default=0.3, help="share of questions also sent as twin + retry")
    parser.add_argument("--kill", action="store_true", help="SIGKILL the bot part-way and start it again")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    started = time.monotonic()
    rng = random.Random(args.seed)
    fake = FakeSlack(BOT_TOKEN).start()
    fake.chaos(args.fault_rate, args.seed)
    workdir = Path(tempfile.mkdtemp(prefix="pagewise-soak-"))
    port, metrics_port = free_port(), free_port()
    bots = [start_bot(workdir, fake, port, metrics_port, "bot-1")]
    client = SlackHarness(fake=fake, bot=None, services=None, url=f"http://127.0.0.1:{port}/slack/events")
    rss: list[float] = []
    try:
        events = [client.mention(f"{QUESTIONS[n % len(QUESTIONS)]} (#{n})", user=f"USOAK{n % 50:02d}")
                  for n in range(args.questions)]
        sends = []
        for event in events:
            event_id = f"EvSOAK{event['ts'].replace('.', '')}"
            sends.append((event, event_id, {}))
            if rng.random() < args.duplicates:
                twin = client.message(event["text"], ts=event["ts"])
                sends += [(twin, event_id + "m", {}), (event, event_id, RETRY)]
        rng.shuffle(sends)

        def send(item):
            event, event_id, headers = item
            try:
                return client.event(event, event_id=event_id, **headers)
            except OSError:
                return None  # the bot was being killed: Slack would retry; so do we, below

        acks = []
        with ThreadPoolExecutor(16) as pool:
            half = len(sends) // 2
            acks += list(pool.map(send, sends[:half]))
            if args.kill:
                fake.wait_for(lambda: len(fake.messages(CHANNEL)) >= args.questions // 4, timeout=args.timeout)
                rss.append(peak_rss_mib(bots[-1].pid))
                bots[-1].send_signal(signal.SIGKILL)
                bots[-1].wait(10)
                killed_at = len(fake.messages(CHANNEL))
                bots.append(start_bot(workdir, fake, port, metrics_port, "bot-2"))
            acks += list(pool.map(send, sends[half:]))
        refused = [s for s, a in zip(sends, acks) if a is None or a.status != 200]
        for item in refused:  # what Slack does with an event it got no 200 for
            acks.append(send((item[0], item[1], RETRY)))
        acked = {e["ts"] for (e, _, _), a in zip(sends + refused, acks) if a is not None and a.status == 200}

        def finished() -> bool:
            if time.monotonic() - started > args.timeout:
                return True
            try:
                return metric(get(f"http://127.0.0.1:{metrics_port}/metrics")[2], "pagewise_questions_pending") == 0
            except OSError:
                return False

        fake.wait_for(finished, timeout=args.timeout + 10, interval=0.5)
        exposition = get(f"http://127.0.0.1:{metrics_port}/metrics")[2]
        rss.append(peak_rss_mib(bots[-1].pid))
    finally:
        for bot in bots:
            if bot.poll() is None:
                bot.terminate()
                bot.wait(15)
        fake.stop()

    counts = [len(fake.messages(CHANNEL, ts)) for ts in sorted(acked)]
    seconds = sorted(a.seconds for a in acks if a is not None and a.status == 200)
    report = {
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} vCPU",
        "questions": args.questions, "acked": len(acked), "events_sent": len(sends) + len(refused),
        "duplicates_sent": len(sends) - args.questions, "refused_then_retried": len(refused),
        "faults_injected": dict(sorted(fake.faults.items())), "faults_total": sum(fake.faults.values()),
        "killed_after_replies": killed_at if args.kill else None,
        "answered_once": counts.count(1), "missing": counts.count(0), "doubled": sum(c > 1 for c in counts),
        "replies_failed": metric(exposition, "pagewise_replies_failed_total"),
        "redeliveries": metric(exposition, "pagewise_redeliveries_total"),
        "ack_p50_ms": round(1000 * seconds[len(seconds) // 2], 1),
        "ack_p99_ms": round(1000 * seconds[min(len(seconds) - 1, int(len(seconds) * 0.99))], 1),
        "peak_rss_mib": round(max(rss), 0), "wall_seconds": round(time.monotonic() - started, 1),
        "logs": str(workdir),
        "missing_ts": [ts for ts, c in zip(sorted(acked), counts) if c == 0][:10],
        "doubled_ts": [ts for ts, c in zip(sorted(acked), counts) if c > 1][:10],
    }
    print(json.dumps(report, indent=2))
    return 0 if report["missing"] == 0 and report["doubled"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
