"""Start-up phases: a fresh `kb ask` (cold start, with a breakdown and import times) and the bot's
start-up, `python -m bot` in console mode until its first answer.

The bot runs as `make run` starts it, on an index built by `kb ingest` (the sample handbook):
no Slack/Discord tokens (so the console adapter), stdin a pipe that already holds one question,
KB_DATA_DIR a fresh copy of that index for every run (the bot writes its records and sentence
vectors there), KB_DOCS_DIR a folder holding only the handbook (the re-index the bot schedules
at start then finds nothing to change), and a temporary working directory (no `.env`).
"""

from __future__ import annotations

import json
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from harness import (
    BOT_PREFIXES,
    Child,
    child_env,
    dist_ms,
    fresh_copy,
    kb_cmd,
    mib,
    run_child,
)
from inputs import HANDBOOK

START_RUNS = 3  # each start-up figure is the median (and min) of this many fresh processes, --quick too

# ---- cold start -----------------------------------------------------------------------------------------

_COLD_SCRIPT = r"""
import time, json, sys
t0 = time.perf_counter()
from knowledge import KnowledgeBase, KnowledgeSettings
t1 = time.perf_counter()
kb = KnowledgeBase(KnowledgeSettings(data_dir=sys.argv[1]))
t2 = time.perf_counter()
kb.embedder
t3 = time.perf_counter()
kb.ask(sys.argv[2])
t4 = time.perf_counter()
import sentence_transformers, torch, chromadb
print(json.dumps({"import_knowledge": t1 - t0, "open_index": t2 - t1, "load_model": t3 - t2,
                  "first_ask": t4 - t3}))
"""


def bench_cold(dirs: dict, questions: list[dict], work: Path, args) -> dict:
    q0 = questions[0]["question"]
    runs = []
    for _ in range(START_RUNS):
        res = run_child(kb_cmd() + ["--data-dir", str(dirs["corpus"]), "ask", q0, "--json"], work)
        if res["rc"] != 0:
            raise RuntimeError(f"kb ask failed: {res['stderr']}")
        json.loads(res["stdout"])
        runs.append(res)
    out: dict = {"kb_ask_wall_s": round(statistics.median(r["wall_s"] for r in runs), 3),
                 "kb_ask_min_s": round(min(r["wall_s"] for r in runs), 3),
                 "kb_ask_runs_s": [round(r["wall_s"], 3) for r in runs],
                 "kb_ask_maxrss_mib": max(r["maxrss_mib"] for r in runs)}

    # Time to first answer of a streaming `kb ask -`, then its next answers (warm, in that process).
    child = Child(kb_cmd() + ["--data-dir", str(dirs["corpus"]), "ask", "-"], work, stdin=subprocess.PIPE)
    qs = [q["question"] for q in questions[1:31]]
    child.proc.stdin.write(q0 + "\n")
    child.proc.stdin.flush()
    first = child.proc.stdout.readline()
    out["first_answer_s"] = round(time.perf_counter() - child.started, 3)
    json.loads(first)
    later = []
    for q in qs:
        tick = time.perf_counter()
        child.proc.stdin.write(q + "\n")
        child.proc.stdin.flush()
        json.loads(child.proc.stdout.readline())
        later.append(time.perf_counter() - tick)
    child.proc.stdin.close()
    child.proc.stdout.read()
    child.wait()
    out["stream_next_answers_ms"] = dist_ms(later)
    out["stream_maxrss_mib"] = mib(child.maxrss_kib)

    res = run_child([sys.executable, "-c", _COLD_SCRIPT, str(dirs["corpus"]), q0], work)
    if res["rc"] == 0:
        out["breakdown_s"] = {k: round(v, 3) for k, v in json.loads(res["stdout"]).items()}
        out["breakdown_wall_s"] = round(res["wall_s"], 3)
    out["top_imports_s"] = top_imports(_importtime(work))
    print(f"   `kb ask` one-shot {out['kb_ask_runs_s']} s; streaming first answer {out['first_answer_s']} s, "
          f"next answers p50/p95 {out['stream_next_answers_ms']['p50']}/{out['stream_next_answers_ms']['p95']} ms", flush=True)
    print(f"   breakdown: {out.get('breakdown_s')}", flush=True)
    return out


def _importtime(work: Path) -> str:
    done = subprocess.run([sys.executable, "-X", "importtime", "-c",
                           "import knowledge.core, knowledge.embed, sentence_transformers, chromadb"],
                          cwd=work, env=child_env(), capture_output=True, text=True, timeout=120)
    return done.stderr


def top_imports(text: str, n: int = 8) -> dict:
    """Cumulative import time of top-level packages from `python -X importtime`."""
    totals: dict[str, float] = {}
    for line in text.splitlines():
        m = re.match(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)", line)
        if m and len(m.group(2)) == 1:  # top-level imports only
            totals[m.group(3)] = totals.get(m.group(3), 0) + int(m.group(1)) / 1e6
    return {k: round(v, 3) for k, v in sorted(totals.items(), key=lambda kv: -kv[1])[:n]}



# ---- bot start-up ------------------------------------------------------------------------------------------

ANSWER_PREFIX = "bot> "  # bot/console.py: each reply starts so (no prompt when stdin is not a terminal)
READY_LOG = re.compile(r"\bready\b", re.IGNORECASE)
MODEL_LOG = re.compile(r"embedding model .* loaded")  # knowledge/embed.py; /readyz's condition
BOT_TIMEOUT_S = 300.0


def build_handbook_index(work: Path) -> tuple[Path, Path]:
    """(docs dir, data dir): the handbook indexed by `kb ingest <folder>`, as `make run` does it."""
    docs, data = work / "bot-docs", work / "bot-index"
    docs.mkdir()
    shutil.copy2(HANDBOOK, docs / HANDBOOK.name)
    res = run_child(kb_cmd() + ["--data-dir", str(data), "ingest", str(docs)], work)
    if res["rc"] != 0:
        raise RuntimeError(f"kb ingest of the handbook failed: {res['stderr']}")
    return docs, data


def bot_once(docs: Path, index: Path, work: Path, question: str) -> dict:
    """One `python -m bot` from process start to its first answer line, then EOF on stdin until it exits."""
    data = fresh_copy(index, work, "bot-data")
    marks: dict[str, float] = {}

    def on_line(line: str, seconds: float) -> None:
        if "ready" not in marks and READY_LOG.search(line):
            marks["ready"] = seconds
        if "model_loaded" not in marks and MODEL_LOG.search(line):
            marks["model_loaded"] = seconds

    child = Child([sys.executable, "-m", "bot"], work, stdin=subprocess.PIPE, strip_env=BOT_PREFIXES,
                  env_extra={"KB_DATA_DIR": str(data), "KB_DOCS_DIR": str(docs)}, on_stderr_line=on_line)
    watchdog = threading.Timer(BOT_TIMEOUT_S, child.proc.kill)
    watchdog.start()
    try:
        child.proc.stdin.write(question + "\n")
        child.proc.stdin.flush()
        line = child.proc.stdout.readline()
        while line and not line.startswith(ANSWER_PREFIX):
            line = child.proc.stdout.readline()
        answered = time.perf_counter() - child.started
        if not line:
            child.wait()
            raise RuntimeError(f"python -m bot gave no answer (exit {child.returncode}): {child.stderr}")
        child.proc.stdin.close()  # EOF: the console adapter returns and the process ends
        eof = time.perf_counter()
        child.proc.stdout.read()
        code = child.wait()
    finally:
        watchdog.cancel()
    if code != 0:
        raise RuntimeError(f"python -m bot exited with {code}: {child.stderr}")
    shutil.rmtree(data, ignore_errors=True)
    return {"first_answer_s": round(answered, 3), "ready_s": _round(marks.get("ready")),
            "model_loaded_s": _round(marks.get("model_loaded")), "exit_after_eof_s": round(child.ended - eof, 3),
            "maxrss_mib": mib(child.maxrss_kib), "answer": line[len(ANSWER_PREFIX):].strip()[:120]}


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def _min_median(values: list[float | None]) -> dict | None:
    values = [v for v in values if v is not None]
    if not values:
        return None
    return {"min": round(min(values), 3), "median": round(statistics.median(values), 3), "n": len(values)}


def bench_bot_startup(questions: list[dict], work: Path) -> dict:
    question = next((q["question"] for q in questions if q.get("source") == HANDBOOK.name and q.get("has_answer")),
                    "How long after I order should the confirmation email show up?")
    docs, index = build_handbook_index(work)
    runs = [bot_once(docs, index, work, question) for _ in range(START_RUNS)]
    out = {"setup": "`python -m bot`, console mode (no Slack/Discord tokens), stdin a pipe holding one question, "
                    "KB_DATA_DIR a fresh copy of a `kb ingest`-built handbook index; wall time from process start",
           "question": question,
           "first_answer_s": _min_median([r["first_answer_s"] for r in runs]),
           "ready_s": _min_median([r["ready_s"] for r in runs]),
           "model_loaded_s": _min_median([r["model_loaded_s"] for r in runs]),
           "ready_note": "" if any(r["ready_s"] is not None for r in runs) else
           "the bot logs no 'ready' line; model_loaded_s is its 'embedding model ... loaded' log line "
           "(what /readyz checks, with the index opened)",
           "maxrss_mib": max(r["maxrss_mib"] for r in runs), "runs": runs}
    f, m = out["first_answer_s"], out["model_loaded_s"] or {}
    print(f"   `python -m bot` first answer {[r['first_answer_s'] for r in runs]} s (median {f['median']}); "
          f"ready {[r['ready_s'] for r in runs]}; model loaded {[r['model_loaded_s'] for r in runs]} "
          f"(median {m.get('median')}); answer: {runs[0]['answer'][:60]!r}", flush=True)
    return out
