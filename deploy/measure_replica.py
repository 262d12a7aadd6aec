"""Sizing one bot replica: its memory, and how many questions one core answers per second.

    .venv/bin/python deploy/measure_replica.py [--rounds 2] [--cores 0]

Starts a Chroma server on 127.0.0.1, indexes the sample handbook (or `--docs`) into it (`kb
ingest`, as the worker would), then starts one replica exactly as deployed (`python -m bot` with CHROMA_HOST and
METRICS_PORT; the console adapter, since no chat token is set) pinned to the given cores with
one torch thread per core. It asks the labelled handbook questions (evals/handbook.json) one
after another, `--rounds` times. Printed: the replica's RSS once ready and after the questions
(and its peak), and questions per second per core = questions / CPU seconds the replica used
(wall-clock questions per second alongside; the Chroma server's CPU and memory are reported apart),
and how long `kb ingest` took to build the index from the PDFs.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.chroma_server import ChromaServer, free_port  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def memory_mib(pid: int) -> dict[str, float]:
    status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
    return {key: round(int(status[key].split()[0]) / 1024, 1) for key in ("VmRSS", "VmHWM")}


def scrape(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as response:
            return response.status, response.read().decode()
    except OSError as exc:
        return getattr(exc, "code", 0), ""


def counted(port: int) -> dict[str, float]:
    """Questions so far by outcome, from the replica's own /metrics."""
    text = scrape(port, "/metrics")[1]
    return {line.split('outcome="')[1].split('"')[0]: float(line.rsplit(" ", 1)[1])
            for line in text.splitlines() if line.startswith("pagewise_questions_total{")}


def index_chunks(port: int) -> int:
    text = scrape(port, "/metrics")[1]
    return int(float(next(line.split()[1] for line in text.splitlines() if line.startswith("pagewise_index_chunks "))))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="times each labelled question is asked")
    parser.add_argument("--cores", default="0", help="taskset CPU list for the replica (default: core 0)")
    parser.add_argument("--docs", nargs="+", type=lambda p: Path(p).resolve(),
                        default=[REPO / "knowledge_base"], help="PDFs or folders to index (default: the handbook)")
    args = parser.parse_args()
    cores = len(os.sched_getaffinity(0) & set(_cpu_list(args.cores)))
    questions = [q["question"] for q in json.loads((REPO / "evals" / "handbook.json").read_text())] * args.rounds

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        server = ChromaServer(work / "chroma").start()
        try:
            env = dict(os.environ, **server.env, KB_DATA_DIR=str(work / "data"), KB_REINDEX_IN_BOT="false",
                       HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", SLACK_BOT_TOKEN="", DISCORD_TOKEN="",
                       OPENAI_API_KEY="", BOT_QUESTIONS_PER_MINUTE="0", LOG_LEVEL="WARNING", OMP_NUM_THREADS=str(cores),
                       METRICS_PORT=str(free_port()))
            started = time.monotonic()
            subprocess.run([sys.executable, "-m", "knowledge.cli", "ingest", *map(str, args.docs)],
                           env=env, cwd=work, check=True, stdout=subprocess.DEVNULL)
            ingest_s = round(time.monotonic() - started, 1)  # a rebuild from the PDFs, model load included
            result = {**measure(env, work, questions, args.cores, cores, server), "kb_ingest_s": ingest_s}
        finally:
            server.stop()
    print(json.dumps(result, indent=2))
    return 0


def measure(env: dict, work: Path, questions: list[str], cpu_list: str, cores: int, server) -> dict:
    port = int(env["METRICS_PORT"])
    bot = subprocess.Popen(["taskset", "-c", cpu_list, sys.executable, "-m", "bot"], stdin=subprocess.PIPE,
                           stdout=subprocess.DEVNULL, env=env, cwd=work, text=True)
    try:
        started = time.monotonic()
        while scrape(port, "/readyz")[0] != 200:
            if bot.poll() is not None or time.monotonic() - started > 180:
                raise SystemExit("the replica did not become ready")
            time.sleep(0.2)
        ready_after = time.monotonic() - started
        ready_memory = memory_mib(bot.pid)
        cpu_before, server_before, wall_before = cpu_seconds(bot.pid), cpu_seconds(server.process.pid), time.monotonic()
        bot.stdin.write("".join(q + "\n" for q in questions))
        bot.stdin.flush()
        while sum(counted(port).values()) < len(questions):
            time.sleep(0.05)
        wall = time.monotonic() - wall_before
        cpu = cpu_seconds(bot.pid) - cpu_before
        server_cpu = cpu_seconds(server.process.pid) - server_before
        after_memory = memory_mib(bot.pid)
        outcomes, chunks = counted(port), index_chunks(port)
        server_memory = memory_mib(server.process.pid)
    finally:
        bot.kill()
        bot.wait()
    return {
        "questions": len(questions), "outcomes": outcomes, "cores": cores, "index_chunks": chunks,
        "ready_after_s": round(ready_after, 1),
        "rss_ready_mib": ready_memory["VmRSS"], "rss_after_questions_mib": after_memory["VmRSS"],
        "rss_peak_mib": after_memory["VmHWM"],
        "replica_cpu_s": round(cpu, 2), "chroma_server_cpu_s": round(server_cpu, 2),
        "chroma_server_rss_mib": server_memory["VmRSS"], "wall_s": round(wall, 2),
        "questions_per_cpu_second": round(len(questions) / cpu, 2),
        "questions_per_second_wall": round(len(questions) / wall, 2),
        "cpu_ms_per_question": round(1000 * cpu / len(questions), 1),
    }


def _cpu_list(spec: str) -> list[int]:
    cpus: list[int] = []
    for part in spec.split(","):
        low, _, high = part.partition("-")
        cpus += range(int(low), int(high or low) + 1)
    return cpus


if __name__ == "__main__":
    raise SystemExit(main())
