"""Pagewise benchmark (`make bench`): ingest, embedding, re-ingest, ask latency, cold start, memory.

    .venv/bin/python bench/bench.py [--quick] [--levers] [--out bench/results/latest.json]

Everything runs in fresh temporary data directories, on the shared corpus
(<repo>/../shared/corpus, never copied), the sample handbook and a generated
300-page handbook-style PDF (bench/make_pdf300.py, cached outside the repo).
It prints a table and writes JSON (default bench/results/latest.json, plus a
time-stamped copy). This is a script, not a test: the figures depend on the
machine and on whatever else it is running, so every phase records the load
average and the CPU that *other* processes used while it ran ("others" = cores
busy outside this benchmark and its children). Run it twice when that is high.

Answers are extractive (no LLM): child processes run with a clean environment
(no OPENAI_*, KB_*, CHROMA_* variables) in a temporary working directory, so
no `.env` file can switch them to LLM mode or to another index.

--quick      about half the time: pdfplumber only on the corpus, fewer runs and questions.
--levers     extra diagnostics used to pick speed-ups (about 1.5 min more): a bf16 batch-size
             sweep, and the ask-during-ingest test again with the ingest child on 1 thread,
             with the asking process on 1 thread, with the child at `nice 19`, and both.
--wait-idle  before each phase wait for other processes to go quiet (60 s budget by default).

The "ask during ingest" test starts `kb ingest` of the 300-page PDF as a separate
process on ANOTHER data dir (pure CPU contention; no shared index, so no reader/writer
effects) and asks on the corpus index in this process, with 20 ms between questions.
Warm asks: pass 1 on a fresh view of the index whose sentence vectors `kb ingest`
saved after the index went live (the default; the warm-up time is reported with
the ingest); "first sight" is the same pass with KB_SAVE_SENTENCE_VECTORS=false,
where each chunk's sentences are embedded on its first retrieval; pass 2 is the
steady state. The target is judged on pass 1.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(REPO))

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from make_pdf300 import ensure_pdf, truth_pages  # noqa: E402

CORPUS_DIR = REPO.parent / "shared" / "corpus"
CORPUS = [REPO / "knowledge_base" / "pagewise-demo-handbook.pdf",
          CORPUS_DIR / "AI_Information.pdf",
          CORPUS_DIR / "attention_is_all_you_need.pdf"]
EVAL_SETS = [REPO / "evals" / n for n in ("handbook.json", "ai_information.json", "attention.json")]

TARGETS = {
    "ingest_pages_per_s_300": (">=", 40.0, "ingest of the 300-page PDF, pages/s (warm process)"),
    "embed_chunks_per_s": (">=", 80.0, "embedding chunks/s (bf16 where the CPU has it)"),
    "reingest_unchanged_s": ("<", 1.0, "re-ingest of the unchanged corpus, s (kb ingest, whole process)"),
    "ask_p95_ms": ("<", 50.0, "warm extractive ask p95, ms"),
    "ask_during_ingest_p95_ms": ("<", 200.0, "warm ask p95 while another process ingests, ms"),
    "cold_start_s": ("<", 8.0, "cold start to first answer, s (fresh `kb ask`)"),
}


# ---- measuring helpers ----------------------------------------------------------------------

def _cpu_busy_seconds() -> float:
    """CPU seconds the whole machine has been busy (all cores), from /proc/stat."""
    try:
        values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    except OSError:
        return 0.0
    idle = values[3] + values[4]
    return (sum(values) - idle) / os.sysconf("SC_CLK_TCK")


def _own_cpu_seconds() -> float:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


PHASES: dict[str, dict] = {}
WAIT_IDLE_S = 0.0
NOISY_CORES = 0.3  # other processes busier than this during a phase make its figures suspect


def others_busy(seconds: float = 1.0) -> float:
    """Cores that processes other than this one and its children keep busy right now."""
    busy, own, tick = _cpu_busy_seconds(), _own_cpu_seconds(), time.perf_counter()
    time.sleep(seconds)
    return max(0.0, (_cpu_busy_seconds() - busy) - (_own_cpu_seconds() - own)) / (time.perf_counter() - tick)


def wait_idle(threshold: float = 0.25) -> float:
    """Wait until other processes use under `threshold` cores for 2 s in a row, spending at most what
    is left of the run's waiting budget (--wait-idle)."""
    global WAIT_IDLE_S
    if WAIT_IDLE_S <= 0:
        return 0.0
    start, quiet = time.perf_counter(), 0
    while time.perf_counter() - start < WAIT_IDLE_S:
        quiet = quiet + 1 if others_busy(1.0) < threshold else 0
        if quiet >= 2:
            break
    waited = time.perf_counter() - start
    WAIT_IDLE_S -= max(0.0, waited - 2.0)  # the 2 s quiet check itself is not charged
    return waited


@contextmanager
def phase(name: str):
    """Record wall time, load average and the CPU other processes used during a phase."""
    waited = wait_idle()
    info: dict = {"load_start": round(os.getloadavg()[0], 2), "waited_for_idle_s": round(waited, 1)}
    wall, busy, own = time.perf_counter(), _cpu_busy_seconds(), _own_cpu_seconds()
    print(f"-- {name} ...", flush=True)
    try:
        yield info
    finally:
        wall = time.perf_counter() - wall
        others = max(0.0, (_cpu_busy_seconds() - busy) - (_own_cpu_seconds() - own)) / max(wall, 1.0)
        info.update(wall_s=round(wall, 2), load_end=round(os.getloadavg()[0], 2),
                    others_cores=round(others, 2))
        PHASES[name] = info
        print(f"   {wall:.1f} s (load {info['load_start']}->{info['load_end']}, other processes "
              f"{info['others_cores']:.2f} cores)", flush=True)


def pct(values: list[float], q: float) -> float:
    data = sorted(values)
    if not data:
        return float("nan")
    k = (len(data) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (k - lo)


def dist_ms(seconds: list[float]) -> dict:
    ms = [s * 1000 for s in seconds]
    return {"n": len(ms), "p50": round(pct(ms, 50), 2), "p95": round(pct(ms, 95), 2),
            "p99": round(pct(ms, 99), 2), "max": round(max(ms), 2) if ms else None,
            "mean": round(statistics.fmean(ms), 2) if ms else None}


def mib(kb: int) -> float:
    return round(kb / 1024, 1)  # ru_maxrss is in KiB on Linux


def child_env() -> dict:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("KB_", "OPENAI_", "CHROMA_"))}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    return env


def kb_cmd() -> list[str]:
    exe = Path(sys.executable).parent / "kb"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "knowledge.cli"]


class Child:
    """A subprocess whose peak RSS we read with wait4 (subprocess.wait would discard it)."""

    def __init__(self, cmd: list[str], workdir: Path, *, stdin=None, env_extra: dict | None = None) -> None:
        self.err_path = workdir / f"child-{time.monotonic_ns()}.err"
        self._err = self.err_path.open("wb")
        env = child_env()
        env.update(env_extra or {})
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.PIPE, stderr=self._err,
                                     cwd=workdir, env=env, text=True, bufsize=1)
        self.maxrss_kib = 0  # VmHWM of the child's own image (ru_maxrss would include this process, forked)
        self.returncode: int | None = None
        self.ended: float | None = None
        threading.Thread(target=self._watch_rss, daemon=True).start()

    def _watch_rss(self) -> None:
        status = Path(f"/proc/{self.proc.pid}/status")
        while self.returncode is None:
            try:
                for line in status.read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        self.maxrss_kib = max(self.maxrss_kib, int(line.split()[1]))
            except (OSError, ValueError, IndexError):
                return
            time.sleep(0.02)

    def poll(self) -> bool:
        """True once the child has exited (reaped here, with its rusage)."""
        if self.returncode is not None:
            return True
        pid, status, usage = os.wait4(self.proc.pid, os.WNOHANG)
        if pid == 0:
            return False
        self._reaped(status, usage)
        return True

    def wait(self) -> int:
        if self.returncode is None:
            _, status, usage = os.wait4(self.proc.pid, 0)
            self._reaped(status, usage)
        return self.returncode

    def _reaped(self, status: int, usage) -> None:
        self.ended = time.perf_counter()
        self.returncode = os.waitstatus_to_exitcode(status)
        self.proc.returncode = self.returncode
        self._err.close()

    @property
    def stderr(self) -> str:
        return self.err_path.read_text(errors="replace")[-2000:]


def run_child(cmd: list[str], workdir: Path, env_extra: dict | None = None) -> dict:
    child = Child(cmd, workdir, env_extra=env_extra)
    out = child.proc.stdout.read()
    code = child.wait()
    return {"wall_s": child.ended - child.started, "rc": code, "stdout": out, "stderr": child.stderr,
            "maxrss_mib": mib(child.maxrss_kib)}


# ---- machine ----------------------------------------------------------------------------------

def machine_info() -> dict:
    import numpy
    import torch

    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    model = next((line.split(":", 1)[1].strip() for line in cpuinfo.splitlines()
                  if line.startswith("model name")), platform.processor())
    flags_line = next((line for line in cpuinfo.splitlines() if line.startswith("flags")), "")
    flags = set(flags_line.split(":", 1)[1].split()) if flags_line else set()
    versions = {}
    for name in ("sentence_transformers", "transformers", "chromadb", "pdfplumber", "pypdfium2", "tiktoken", "fpdf"):
        try:
            mod = __import__(name)
            versions[name] = getattr(mod, "__version__", None) or getattr(mod, "V_PYPDFIUM2", "?")
        except Exception as exc:  # pragma: no cover - report, don't fail
            versions[name] = f"unavailable ({exc.__class__.__name__})"
    mem = ""
    if Path("/proc/meminfo").exists():
        mem = Path("/proc/meminfo").read_text().split("\n", 1)[0].split(":")[1].strip()
    return {
        "cpu": model, "cores": os.cpu_count(), "cores_usable": len(os.sched_getaffinity(0)),
        "bf16": bool(flags & {"amx_bf16", "avx512_bf16"}),
        "flags": {f: f in flags for f in ("avx2", "avx512f", "avx512_vnni", "avx512_bf16", "amx_bf16", "amx_int8")},
        "memory": mem, "python": platform.python_version(), "torch": torch.__version__,
        "torch_threads": torch.get_num_threads(), "numpy": numpy.__version__, **versions,
        "platform": platform.platform(),
    }


def git_info() -> dict:
    def git(*args: str) -> str:
        try:
            return subprocess.run(["git", "--no-optional-locks", *args], cwd=REPO, capture_output=True,
                                  text=True, timeout=10).stdout.strip()
        except Exception:
            return ""
    status = git("status", "--porcelain", "--untracked-files=no")
    return {"commit": git("rev-parse", "HEAD"), "branch": git("rev-parse", "--abbrev-ref", "HEAD"),
            "dirty_files": len(status.splitlines()) if status else 0}


# ---- questions ----------------------------------------------------------------------------------

def load_questions() -> list[dict]:
    questions = []
    for path in EVAL_SETS:
        questions.extend(json.loads(path.read_text(encoding="utf-8")))
    return questions


# ---- extraction -----------------------------------------------------------------------------------

_WORD = re.compile(r"[A-Za-z]{3,}")
_GLUED = re.compile(r"[A-Za-z]{26,}")


def word_counts(pages: list[str]) -> Counter:
    return Counter(w.lower() for page in pages for w in _WORD.findall(page))


def jaccard(a: Counter, b: Counter) -> float:
    sa, sb = set(a), set(b)
    return len(sa & sb) / max(1, len(sa | sb))


def recall(got: Counter, truth: Counter) -> float:
    return sum(min(n, got[w]) for w, n in truth.items()) / max(1, sum(truth.values()))


def bench_extraction(docs: dict[str, Path], pdf300: Path, args) -> tuple[dict, dict]:
    """Speed of both extractors (the real child-process path) and text quality; returns (results, pages)."""
    from knowledge.clean import clean_pages
    from knowledge.extract import extract_pages
    try:
        from knowledge.extract import _pages_pdfium
    except ImportError:
        _pages_pdfium = None

    results: dict = {"speed": {}, "quality": {}}
    texts: dict[tuple[str, str], list[str]] = {}
    for name, path in docs.items():
        for extractor in ("pdfium", "pdfplumber"):
            if extractor == "pdfplumber" and path == pdf300 and args.quick:
                continue
            runs = 1 if extractor == "pdfplumber" else (1 if args.quick else 3)
            times = []
            for _ in range(runs):
                tick = time.perf_counter()
                pages = extract_pages(path, extractor=extractor, max_pages=1000, timeout=600)
                times.append(time.perf_counter() - tick)
            seconds = statistics.median(times)
            entry = {"pages": len(pages), "seconds": round(seconds, 3), "pages_per_s": round(len(pages) / seconds, 1),
                     "runs": [round(t, 3) for t in times]}
            if extractor == "pdfium" and _pages_pdfium:  # the same parse in this process: the child's cost
                tick = time.perf_counter()
                _pages_pdfium(str(path), 1000)
                entry["in_process_seconds"] = round(time.perf_counter() - tick, 3)
            results["speed"].setdefault(name, {})[extractor] = entry
            texts[(name, extractor)] = pages
            print(f"   {name:<28} {extractor:<10} {len(pages):>4} pages  {seconds:7.2f} s  "
                  f"{len(pages) / seconds:7.1f} pages/s", flush=True)

    for name in docs:
        q: dict = {}
        cleaned = {ex: clean_pages(texts[(name, ex)]) for ex in ("pdfium", "pdfplumber") if (name, ex) in texts}
        counts = {ex: word_counts(pages) for ex, pages in cleaned.items()}
        for ex, pages in cleaned.items():
            q[ex] = {"words": sum(counts[ex].values()), "distinct_words": len(counts[ex]),
                     "glued_tokens_26plus": sum(len(_GLUED.findall(p)) for p in pages),
                     "chars_per_page": round(sum(len(p) for p in pages) / max(1, len(pages)))}
        if len(cleaned) == 2:
            q["jaccard_pdfium_vs_pdfplumber"] = round(jaccard(counts["pdfium"], counts["pdfplumber"]), 4)
        if docs[name] == pdf300:  # against the text that was drawn (raw extraction: cleaning drops headers)
            truth = word_counts(truth_pages(pdf300))
            for ex in cleaned:
                raw = word_counts(texts[(name, ex)])
                q[ex]["jaccard_vs_truth"] = round(jaccard(raw, truth), 4)
                q[ex]["word_recall_vs_truth"] = round(recall(raw, truth), 4)
                q[ex]["extra_words_vs_truth"] = sum(max(0, n - truth[w]) for w, n in raw.items())
        results["quality"][name] = q
    return results, texts


# ---- embedding --------------------------------------------------------------------------------------

def chunk_texts(pages: list[str], settings) -> list:
    from knowledge.chunk import chunk_pages
    from knowledge.clean import clean_pages

    return chunk_pages(clean_pages(pages), settings.chunk_tokens, settings.chunk_overlap)


def bench_embedding(embedders: dict, sample: list[str], questions: list[dict], corpus_chunks: dict,
                    plumber_chunks: dict, args) -> dict:
    import numpy as np

    out: dict = {"sample_chunks": len(sample)}
    wp = [embedders["fp32"].word_pieces(t) for t in sample]
    out["sample_word_pieces_mean"] = round(statistics.fmean(wp), 1)
    out["sample_truncated_share"] = round(sum(w > 256 for w in wp) / len(wp), 3)
    runs = 1 if args.quick else 2
    for dtype, emb in embedders.items():
        emb.embed(sample[:16])  # warm-up
        times = []
        for _ in range(runs):
            tick = time.perf_counter()
            emb.embed(sample)
            times.append(time.perf_counter() - tick)
        query_times = []
        for q in questions[:60]:
            tick = time.perf_counter()
            emb.embed_one(q["question"])
            query_times.append(time.perf_counter() - tick)
        out[dtype] = {"chunks_per_s": round(len(sample) / statistics.median(times), 1),
                      "chunks_per_s_best": round(len(sample) / min(times), 1),
                      "runs_s": [round(t, 2) for t in times], "batch_size": emb.batch_size,
                      "query_embed_ms": dist_ms(query_times)}
        print(f"   {dtype:<5} {out[dtype]['chunks_per_s']:7.1f} chunks/s (best {out[dtype]['chunks_per_s_best']}), "
              f"query p50 {out[dtype]['query_embed_ms']['p50']} ms", flush=True)
    if args.levers and "bf16" in embedders:
        emb = embedders["bf16"]
        original = emb.batch_size
        sweep = {}
        for bs in (8, 16, 32, 64):
            emb.batch_size = bs
            emb.embed(sample[:bs])
            tick = time.perf_counter()
            emb.embed(sample)
            sweep[bs] = round(len(sample) / (time.perf_counter() - tick), 1)
        emb.batch_size = original
        out["bf16_batch_sweep_chunks_per_s"] = sweep
        print(f"   bf16 batch sweep: {sweep}", flush=True)

    # Retrieval agreement bf16 vs fp32, exact cosine top-k over the corpus chunks, all questions.
    keys = [(src, c.page) for src, chunks in corpus_chunks.items() for c in chunks]
    texts = [c.text for chunks in corpus_chunks.values() for c in chunks]
    qtexts = [q["question"] for q in questions]
    mats, qmats = {}, {}
    for dtype, emb in embedders.items():
        mats[dtype] = emb.embed(texts)
        qmats[dtype] = emb.embed(qtexts)
    agreement: dict = {"chunks": len(texts), "questions": len(qtexts)}

    def topk(m, qm, k=5):
        return np.argsort(-(qm @ m.T), axis=1)[:, :k]

    tops = {d: topk(mats[d], qmats[d]) for d in mats}

    def hit_rate(top, key_list) -> float:
        answerable = [(i, q) for i, q in enumerate(questions) if q.get("has_answer")]
        hits = sum(any(key_list[j][0] == q["source"] and key_list[j][1] in q["pages"] for j in top[i])
                   for i, q in answerable)
        return round(hits / max(1, len(answerable)), 4)

    for d in tops:
        agreement[f"hit_at_5_{d}"] = hit_rate(tops[d], keys)
    if "bf16" in tops and "fp32" in tops:
        a, b = tops["fp32"], tops["bf16"]
        agreement["top1_agree"] = round(float(np.mean(a[:, 0] == b[:, 0])), 4)
        agreement["top5_overlap"] = round(float(np.mean([len(set(x) & set(y)) / 5 for x, y in zip(a, b)])), 4)
        cos = np.sum(mats["fp32"] * mats["bf16"], axis=1)
        agreement["chunk_vector_cosine_min"] = round(float(cos.min()), 5)
        agreement["chunk_vector_cosine_mean"] = round(float(cos.mean()), 5)
    # Retrieval with pdfplumber text instead (same model): does the extractor change what is found?
    if plumber_chunks:
        d = "bf16" if "bf16" in embedders else "fp32"
        pkeys = [(src, c.page) for src, chunks in plumber_chunks.items() for c in chunks]
        ptexts = [c.text for chunks in plumber_chunks.values() for c in chunks]
        pm = embedders[d].embed(ptexts)
        agreement[f"hit_at_5_{d}_pdfplumber_text"] = hit_rate(topk(pm, qmats[d]), pkeys)
        agreement["pdfplumber_chunks"] = len(ptexts)
    out["retrieval_agreement"] = agreement
    print(f"   agreement: {agreement}", flush=True)
    return out


# ---- ingest ------------------------------------------------------------------------------------------

def ingest_once(kb, paths: list[Path]) -> dict:
    report = kb.ingest(paths)
    if not report.ok:
        raise RuntimeError(f"ingest failed: {report.summary()} {[o.error for o in report.outcomes]}")
    timings = {k: round(v, 3) for k, v in report.timings.items()}
    total = report.seconds
    shares = {k: round(v / total, 3) for k, v in report.timings.items()}
    shares["other"] = round(max(0.0, 1 - sum(report.timings.values()) / total), 3)
    embed = report.timings.get("embed", 0.0)
    return {"seconds": round(total, 3), "pages": report.pages_read, "chunks": report.chunks_written,
            "pages_per_s": round(report.pages_read / total, 1) if total else None,
            "embed_chunks_per_s": round(report.chunks_written / embed, 1) if embed else None,
            "timings_s": timings, "shares": shares, "summary": report.summary()}


def warm_once(kb) -> dict:
    """The sentence vectors `kb ingest` embeds after the index is live (knowledge/warm.py)."""
    warmed = kb.warm_answer_cache()
    return {"seconds": round(warmed.seconds, 3), "sentences": warmed.sentences, "versions": warmed.versions}


def bench_ingest(embedder, pdf300: Path, dirs: dict, work: Path, plumber_extract_300: float | None) -> dict:
    from knowledge import KnowledgeBase, KnowledgeSettings

    out: dict = {}
    kb300 = KnowledgeBase(KnowledgeSettings(data_dir=dirs["pdf300"]), embedder=embedder)
    out["pdf300"] = ingest_once(kb300, [pdf300])
    out["pdf300"]["answer_cache"] = warm_once(kb300)
    tick = time.perf_counter()
    again = kb300.ingest([pdf300])
    out["pdf300"]["reingest_in_process_s"] = round(time.perf_counter() - tick, 4)
    assert not again.changed_anything, again.summary()
    r = out["pdf300"]
    print(f"   pdf300: {r['pages']} pages, {r['chunks']} chunks in {r['seconds']:.2f} s = {r['pages_per_s']} pages/s; "
          f"embed {r['embed_chunks_per_s']} chunks/s; shares {r['shares']}; then answer cache "
          f"{r['answer_cache']}", flush=True)
    if plumber_extract_300 is not None:  # same pipeline, the pdfplumber parse swapped in
        t = r["seconds"] - r["timings_s"]["extract"] + plumber_extract_300
        r["pdfplumber_estimated_pages_per_s"] = round(r["pages"] / t, 1)

    kbc = KnowledgeBase(KnowledgeSettings(data_dir=dirs["corpus"]), embedder=embedder)
    out["corpus"] = ingest_once(kbc, CORPUS)
    out["corpus"]["answer_cache"] = warm_once(kbc)
    tick = time.perf_counter()
    again = kbc.ingest(CORPUS)
    out["corpus"]["reingest_in_process_s"] = round(time.perf_counter() - tick, 4)
    assert not again.changed_anything, again.summary()
    r = out["corpus"]
    print(f"   corpus: {r['pages']} pages, {r['chunks']} chunks in {r['seconds']:.2f} s = {r['pages_per_s']} pages/s; "
          f"re-ingest in process {r['reingest_in_process_s'] * 1000:.0f} ms", flush=True)

    # The same re-ingest as a user runs it: a fresh `kb ingest` process, nothing changed.
    runs = []
    for _ in range(2):
        res = run_child(kb_cmd() + ["--data-dir", str(dirs["corpus"]), "ingest", *map(str, CORPUS)], work)
        if res["rc"] != 0:
            raise RuntimeError(f"kb ingest failed: {res['stderr']}")
        runs.append(res)
    out["corpus"]["reingest_cli_s"] = round(min(r["wall_s"] for r in runs), 3)
    out["corpus"]["reingest_cli_runs_s"] = [round(r["wall_s"], 3) for r in runs]
    out["corpus"]["reingest_cli_maxrss_mib"] = max(r["maxrss_mib"] for r in runs)
    print(f"   re-ingest unchanged corpus, `kb ingest` process: {out['corpus']['reingest_cli_runs_s']} s", flush=True)
    return out


# ---- asking -------------------------------------------------------------------------------------------

def time_asks(kb, questions: list[str]) -> tuple[list[float], int]:
    times, escalated = [], 0
    for q in questions:
        tick = time.perf_counter()
        answer = kb.ask(q)
        times.append(time.perf_counter() - tick)
        escalated += answer.escalate
    return times, escalated


def ask_profile(kb, questions: list[str], top: int = 12) -> dict:
    """Where a warm ask spends its time, from cProfile (ms per ask, cumulative), robust to refactors:
    functions of the knowledge package plus the model's encode and Chroma's query/get."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    for q in questions:
        kb.ask(q)
    profiler.disable()
    rows = []
    for (file, line, func), (_, calls, _, cumulative, _) in pstats.Stats(profiler).stats.items():
        ours = f"{os.sep}knowledge{os.sep}" in file and func not in ("ask", "<listcomp>", "<genexpr>")
        theirs = (("sentence_transformers" in file and func == "encode")
                  or ("chromadb" in file and Path(file).name == "Collection.py" and func in ("query", "get")))
        if ours or theirs:
            name = f"{Path(file).parent.name}/{Path(file).name}:{func}"
            rows.append((cumulative, name, calls))
    rows.sort(reverse=True)
    n = max(1, len(questions))
    return {name: {"ms_per_ask": round(cum * 1000 / n, 2), "calls_per_ask": round(calls / n, 1)}
            for cum, name, calls in rows[:top]}


def _count(kb):
    try:
        return kb.store.count()
    except Exception:
        return None


def bench_ask(kb, embedder, dirs: dict, questions: list[dict], args) -> dict:
    """Warm asks on the corpus index. Pass 1 on a fresh view with the sentence vectors `kb ingest`
    saved (the default); "first sight" embeds every chunk's sentences on first retrieval instead
    (KB_SAVE_SENTENCE_VECTORS=false, or a version the warm-up has not reached yet); pass 2 is the
    steady state."""
    from knowledge import KnowledgeBase, KnowledgeSettings

    qs = [q["question"] for q in questions]
    if args.quick:
        qs = qs[::3]
    time_asks(kb, ["What is this document about?", "hello"])  # first-ask set-up (keyword index)
    times, escalated = time_asks(kb, qs)
    out = {"corpus": {**dist_ms(times), "escalated": escalated, "chunks_in_index": _count(kb)}}
    times, _ = time_asks(kb, qs)
    out["corpus_steady"] = {**dist_ms(times), "chunks_in_index": _count(kb)}
    unsaved = KnowledgeBase(KnowledgeSettings(data_dir=dirs["corpus"], save_sentence_vectors=False),
                            embedder=embedder)
    time_asks(unsaved, ["What is this document about?", "hello"])
    times, _ = time_asks(unsaved, qs)
    out["corpus_first_sight_unsaved"] = {**dist_ms(times), "chunks_in_index": _count(kb)}
    print(f"   warm ask, corpus index ({out['corpus']['chunks_in_index']} chunks), pass 1: {out['corpus']}", flush=True)
    print(f"   warm ask, corpus index, pass 2 (steady state): {out['corpus_steady']}", flush=True)
    print(f"   first sight without saved sentence vectors: {out['corpus_first_sight_unsaved']}", flush=True)
    try:
        out["profile_ms_per_ask"] = ask_profile(kb, qs[:60])
        print("   profile of pass 3 (cumulative ms per ask, with cProfile overhead):", flush=True)
        for name, row in list(out["profile_ms_per_ask"].items())[:10]:
            print(f"      {row['ms_per_ask']:8.2f} ms  {row['calls_per_ask']:6.1f} calls  {name}", flush=True)
    except Exception as exc:  # diagnostics only
        out["profile_error"] = repr(exc)
    if not args.quick:  # a bigger index: the 300-page manual plus the corpus
        big = KnowledgeBase(KnowledgeSettings(data_dir=dirs["pdf300"]), embedder=embedder)
        big.ingest(CORPUS + [ensure_pdf(args.pages)])
        out["large_answer_cache"] = warm_once(big)
        big = KnowledgeBase(KnowledgeSettings(data_dir=dirs["pdf300"]), embedder=embedder)  # a fresh view
        time_asks(big, ["What is this document about?", "hello"])
        times, escalated = time_asks(big, qs)
        out["large"] = {**dist_ms(times), "escalated": escalated, "chunks_in_index": _count(big)}
        times, _ = time_asks(big, qs)
        out["large_steady"] = {**dist_ms(times), "chunks_in_index": _count(big)}
        print(f"   warm ask, large index ({out['large']['chunks_in_index']} chunks): pass 1 {out['large']}; "
              f"pass 2 p50 {out['large_steady']['p50']} p95 {out['large_steady']['p95']}", flush=True)
    return out


def bench_ask_during_ingest(kb, dirs: dict, pdf300: Path, questions: list[dict], work: Path, label: str, *,
                            env_extra: dict | None = None, nice: int = 0, ask_threads: int = 0,
                            gap_s: float = 0.02) -> dict:
    """Ask (in this process, steady state) while a separate `kb ingest` process indexes the 300-page
    PDF into ANOTHER data dir: pure CPU contention, no shared index."""
    import torch

    qs = [q["question"] for q in questions]
    threads_before = torch.get_num_threads()
    if ask_threads:
        torch.set_num_threads(ask_threads)
    target = work / f"concurrent-{label}"
    cmd = kb_cmd() + ["--data-dir", str(target), "ingest", "--json", str(pdf300)]
    if nice:
        cmd = ["nice", "-n", str(nice)] + cmd
    try:
        time_asks(kb, qs[:3])
        child = Child(cmd, work, env_extra=env_extra)
        times, stamps, i = [], [], 0
        while not child.poll():
            q = qs[i % len(qs)]
            i += 1
            tick = time.perf_counter()
            kb.ask(q)
            times.append(time.perf_counter() - tick)
            stamps.append(tick - child.started)
            time.sleep(gap_s)
    finally:
        torch.set_num_threads(threads_before)
    out_text = child.proc.stdout.read()
    if child.returncode != 0:
        raise RuntimeError(f"concurrent kb ingest failed: {child.stderr}")
    report = json.loads(out_text)
    wall = child.ended - child.started
    ingest_s = report["seconds"]
    # Split: the child's start-up (imports, model load) vs. its actual ingest, which ends with the process.
    startup_end = wall - ingest_s
    during = [t for t, s in zip(times, stamps) if s >= startup_end]
    pages = report["outcomes"][0]["pages"]
    out = {"setup": f"`kb ingest` of the {pages}-page PDF into another data dir; asks back to back with "
                    f"{gap_s * 1000:.0f} ms gaps on the corpus index (sentence cache warm)",
           "child_env": env_extra or {}, "child_nice": nice, "ask_threads": ask_threads or threads_before,
           "all": dist_ms(times), "during_ingest_stage": dist_ms(during) if during else None,
           "child_wall_s": round(wall, 2), "child_ingest_s": round(ingest_s, 2),
           "child_pages_per_s": round(pages / ingest_s, 1),
           "child_timings_s": report["timings"], "child_maxrss_mib": mib(child.maxrss_kib)}
    d = out["during_ingest_stage"] or out["all"]
    print(f"   {label}: {d['n']} asks during the ingest stage, p50 {d['p50']} p95 {d['p95']} max {d['max']} ms "
          f"(whole child: p95 {out['all']['p95']}); child ingest {ingest_s:.1f} s = {out['child_pages_per_s']} "
          f"pages/s, wall {wall:.1f} s", flush=True)
    return out


def bench_ask_during_thread_ingest(kb, embedder, pdf300: Path, questions: list[dict], work: Path,
                                   gap_s: float = 0.02) -> dict:
    """The bot's case: an ingest (upload or schedule) on a thread of the SAME process, sharing the model,
    into another data dir, while this thread asks."""
    from knowledge import KnowledgeBase, KnowledgeSettings

    qs = [q["question"] for q in questions]
    other = KnowledgeBase(KnowledgeSettings(data_dir=work / f"concurrent-thread-{time.monotonic_ns()}"),
                          embedder=embedder)
    time_asks(kb, qs[:3])
    box: dict = {}

    def run() -> None:
        try:
            box["report"] = other.ingest([pdf300])
        except Exception as exc:  # reported below
            box["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    started = time.perf_counter()
    worker.start()
    times, i = [], 0
    while worker.is_alive():
        tick = time.perf_counter()
        kb.ask(qs[i % len(qs)])
        times.append(time.perf_counter() - tick)
        i += 1
        time.sleep(gap_s)
    worker.join()
    if "error" in box:
        raise box["error"]
    report = box["report"]
    out = {"setup": "ingest of the 300-page PDF on a thread of this process (shared model), another data dir",
           "during_ingest_stage": dist_ms(times), "all": dist_ms(times),
           "child_ingest_s": round(report.seconds, 2), "child_wall_s": round(time.perf_counter() - started, 2),
           "child_pages_per_s": round(report.pages_read / report.seconds, 1), "child_timings_s":
           {k: round(v, 3) for k, v in report.timings.items()}}
    d = out["all"]
    print(f"   in-process thread: {d['n']} asks, p50 {d['p50']} p95 {d['p95']} max {d['max']} ms; ingest "
          f"{report.seconds:.1f} s = {out['child_pages_per_s']} pages/s", flush=True)
    return out


CONCURRENCY_VARIANTS = {  # --levers: ways to keep answers fast while an ingest runs
    "child_1_thread": {"env_extra": {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}},
    "ask_1_thread": {"ask_threads": 1},
    "child_nice_19": {"nice": 19},
    "child_nice_19+ask_1_thread": {"nice": 19, "ask_threads": 1},
}


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
    for _ in range(1 if args.quick else 3):
        res = run_child(kb_cmd() + ["--data-dir", str(dirs["corpus"]), "ask", q0, "--json"], work)
        if res["rc"] != 0:
            raise RuntimeError(f"kb ask failed: {res['stderr']}")
        json.loads(res["stdout"])
        runs.append(res)
    out: dict = {"kb_ask_wall_s": round(statistics.median(r["wall_s"] for r in runs), 3),
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


# ---- report --------------------------------------------------------------------------------------------

def headline(results: dict) -> dict:
    ing = results.get("ingest", {})
    emb = results.get("embedding", {})
    ask = results.get("ask", {})
    conc = results.get("ask_during_ingest", {}).get("default", {})
    cold = results.get("cold_start", {})
    dtype = "bf16" if results["machine"]["bf16"] else "fp32"
    figures = {
        "ingest_pages_per_s_300": ing.get("pdf300", {}).get("pages_per_s"),
        "embed_chunks_per_s": (emb.get(dtype) or {}).get("chunks_per_s"),
        "reingest_unchanged_s": ing.get("corpus", {}).get("reingest_cli_s"),
        "ask_p95_ms": ask.get("corpus", {}).get("p95"),
        "ask_during_ingest_p95_ms": (conc.get("during_ingest_stage") or conc.get("all") or {}).get("p95"),
        "cold_start_s": cold.get("kb_ask_wall_s"),
    }
    phase_of = {"ingest_pages_per_s_300": "ingest", "embed_chunks_per_s": "embedding",
                "reingest_unchanged_s": "ingest", "ask_p95_ms": "ask",
                "ask_during_ingest_p95_ms": "ask during ingest", "cold_start_s": "cold start"}
    verdicts = {}
    for key, (op, target, label) in TARGETS.items():
        value = figures[key]
        ok = None if value is None else (value >= target if op == ">=" else value < target)
        others = results.get("phases", {}).get(phase_of[key], {}).get("others_cores")
        verdicts[key] = {"value": value, "target": f"{op} {target:g}", "met": ok, "what": label,
                         "others_cores": others, "noisy": bool(others and others > NOISY_CORES), "note": ""}
    if dtype == "fp32":  # the issue: >= 80 chunks/s where the CPU supports bf16, fp32 elsewhere
        verdicts["embed_chunks_per_s"].update(met=None, note="no native bf16 on this CPU: fp32, as asked")
        per_page = (ing.get("pdf300", {}).get("chunks") or 0) / max(ing.get("pdf300", {}).get("pages") or 1, 1)
        fp32 = figures["embed_chunks_per_s"]
        if fp32 and per_page:
            verdicts["ingest_pages_per_s_300"]["note"] = (
                f"fp32 embedding alone allows at most {fp32 / per_page:.1f} pages/s ({per_page:.2f} chunks/page)")
    return verdicts


def print_table(results: dict) -> None:
    m = results["machine"]
    print()
    print(f"Pagewise benchmark  {results['started']}  commit {results['git']['commit'][:10]}"
          f"{' (+%d modified files)' % results['git']['dirty_files'] if results['git']['dirty_files'] else ''}")
    print(f"{m['cpu']}, {m['cores']} cores, bf16 {'yes' if m['bf16'] else 'no'}, Python {m['python']}, "
          f"torch {m['torch']} ({m['torch_threads']} threads)")
    print(f"load average {results['load']['start']} at start, {results['load']['end']} at end; "
          f"other processes used {results['load']['others_cores_mean']:.2f} cores on average while measuring")
    if "pdf300" in results:
        g = results["pdf300"]
        print(f"generated PDF: {g['pages']} pages, {g['chars_per_page']} chars/page, "
              f"{g['distinct_sentence_share'] * 100:.0f}% of sentences distinct ({g['path']})")
    print("contention per phase (cores used by other processes): " + ", ".join(
        f"{name} {p['others_cores']:.2f}" for name, p in results["phases"].items()))
    print()
    rows = []
    ext = results.get("extraction", {})
    for name, by in ext.get("speed", {}).items():
        for ex, e in by.items():
            q = ext["quality"][name].get(ex, {})
            quality = f"glued {q.get('glued_tokens_26plus')}"
            if "word_recall_vs_truth" in q:
                quality += f", recall vs truth {q['word_recall_vs_truth']:.3f}, J vs truth {q['jaccard_vs_truth']:.3f}"
            rows.append((f"extract {name} [{ex}]", f"{e['pages_per_s']:.0f} pages/s ({e['seconds']:.2f} s)", quality))
        j = ext["quality"][name].get("jaccard_pdfium_vs_pdfplumber")
        if j is not None:
            rows.append((f"  word-set Jaccard pdfium vs pdfplumber", f"{j:.3f}", name))
    ing = results.get("ingest", {})
    for key in ("pdf300", "corpus"):
        r = ing.get(key)
        if r:
            shares = ", ".join(f"{k} {v * 100:.0f}%" for k, v in r["shares"].items() if v >= 0.005)
            rows.append((f"ingest {key} (warm)", f"{r['pages_per_s']} pages/s ({r['pages']} p, {r['chunks']} chunks, "
                         f"{r['seconds']:.1f} s)", shares))
            if r.get("answer_cache"):
                w = r["answer_cache"]
                rows.append((f"  then answer cache {key}", f"{w['seconds']:.1f} s ({w['sentences']} sentences)",
                             "after the index is live (niced in `kb ingest`)"))
    if ing.get("pdf300", {}).get("pdfplumber_estimated_pages_per_s"):
        rows.append(("ingest pdf300 with pdfplumber (est.)", f"{ing['pdf300']['pdfplumber_estimated_pages_per_s']} pages/s",
                     "ingest time with the pdfplumber extract time swapped in"))
    if ing.get("corpus"):
        c = ing["corpus"]
        rows.append(("re-ingest unchanged corpus", f"{c['reingest_cli_s']:.2f} s (kb ingest process)",
                     f"{c['reingest_in_process_s'] * 1000:.0f} ms inside a warm process"))
    emb = results.get("embedding", {})
    for dtype in ("bf16", "fp32"):
        if dtype in emb:
            e = emb[dtype]
            rows.append((f"embed {dtype}", f"{e['chunks_per_s']} chunks/s (best {e['chunks_per_s_best']})",
                         f"query embed p50 {e['query_embed_ms']['p50']} ms"))
    if "retrieval_agreement" in emb:
        a = emb["retrieval_agreement"]
        rows.append(("bf16 vs fp32 retrieval", f"top-1 {a.get('top1_agree')}, top-5 overlap {a.get('top5_overlap')}",
                     f"hit@5 fp32 {a.get('hit_at_5_fp32')} / bf16 {a.get('hit_at_5_bf16')}; "
                     f"pdfplumber text {a.get('hit_at_5_bf16_pdfplumber_text', a.get('hit_at_5_fp32_pdfplumber_text'))}"))
    ask = results.get("ask", {})
    for key, what in (("corpus", "first pass"), ("corpus_steady", "steady"),
                      ("corpus_first_sight_unsaved", "first sight, no saved sentences"), ("large", "first pass"),
                      ("large_steady", "steady")):
        if key in ask:
            a = ask[key]
            rows.append((f"warm ask, {what} ({a['chunks_in_index']} chunks)", f"p50 {a['p50']} / p95 {a['p95']} ms",
                         f"n={a['n']}, max {a['max']} ms"))
    for key, c in results.get("ask_during_ingest", {}).items():
        d = c.get("during_ingest_stage") or c["all"]
        rows.append((f"ask during ingest [{key}]", f"p50 {d['p50']} / p95 {d['p95']} ms",
                     f"n={d['n']}; whole child {c['all']['p95']} p95; child {c['child_pages_per_s']} pages/s"))
    cold = results.get("cold_start", {})
    if cold:
        rows.append(("cold start `kb ask`", f"{cold['kb_ask_wall_s']:.2f} s", f"streaming first answer {cold['first_answer_s']:.2f} s"))
    rss = results.get("peak_rss_mib", {})
    if rss:
        rows.append(("peak RSS", f"kb ask {rss.get('kb_ask')} MiB, kb ingest {rss.get('kb_ingest_300')} MiB",
                     f"this benchmark process {rss.get('self')} MiB (holds 2 models)"))
    width = max(len(r[0]) for r in rows) + 2
    width2 = max(len(r[1]) for r in rows) + 2
    for a, b, c in rows:
        print(f"{a:<{width}}{b:<{width2}}{c}")
    print()
    print("Targets:")
    for key, v in results["targets"].items():
        mark = {True: "MET ", False: "MISS", None: "n/a "}[v["met"]]
        noisy = f"  NOISY: other processes used {v['others_cores']} cores, run again" if v["noisy"] else ""
        note = f"  ({v['note']})" if v.get("note") else ""
        print(f"  [{mark}] {v['what']}: {v['value']} (target {v['target']}){note}{noisy}")
    print()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and questions; no pdfplumber on 300 pages")
    parser.add_argument("--levers", action="store_true", help="extra diagnostics for speed-ups")
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--out", type=Path, default=BENCH / "results" / "latest.json")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data dirs")
    parser.add_argument("--wait-idle", type=float, default=60.0, metavar="S",
                        help="before each phase wait for other processes to go quiet, up to S seconds in "
                             "all (default 60; 0: never wait)")
    args = parser.parse_args(argv)
    global WAIT_IDLE_S
    WAIT_IDLE_S = args.wait_idle

    started = datetime.now(timezone.utc)
    wall0, busy0, own0 = time.perf_counter(), _cpu_busy_seconds(), _own_cpu_seconds()
    results: dict = {"started": started.isoformat(timespec="seconds"), "args": vars(args) | {"out": str(args.out)},
                     "load": {"start": [round(x, 2) for x in os.getloadavg()]}}
    missing = [str(p) for p in CORPUS if not p.exists()]
    if missing:
        print(f"missing corpus files: {missing}", file=sys.stderr)
        return 2
    results["machine"] = machine_info()
    results["git"] = git_info()
    questions = load_questions()
    work = Path(tempfile.mkdtemp(prefix="pagewise-bench-"))
    dirs = {name: work / name for name in ("pdf300", "corpus")}
    print(f"work dir {work}; {len(questions)} questions", flush=True)
    try:
        with phase("pdf"):
            tick = time.perf_counter()
            pdf300 = ensure_pdf(args.pages)
            truth = truth_pages(pdf300)
            sentences = [x for page in truth for x in re.split(r"(?<=[a-z0-9]\.)\s+(?=[A-Z])", page) if len(x) > 30]
            results["pdf300"] = {"path": str(pdf300), "pages": args.pages, "bytes": pdf300.stat().st_size,
                                 "prepare_s": round(time.perf_counter() - tick, 2),
                                 "chars_per_page": round(sum(map(len, truth)) / len(truth)),
                                 "distinct_sentence_share": round(len(set(sentences)) / max(1, len(sentences)), 3)}
        docs = {f"generated {args.pages}p": pdf300, **{p.name: p for p in CORPUS}}
        with phase("extraction") as info:
            results["extraction"], texts = bench_extraction(docs, pdf300, args)
        results["phases"] = PHASES

        from knowledge import KnowledgeSettings
        from knowledge.embed import Embedder, cpu_has_bf16, shared_embedder

        settings = KnowledgeSettings()
        with phase("model load"):
            tick = time.perf_counter()
            auto = shared_embedder(dtype="auto", batch_size=settings.embed_batch_size)
            load_auto = time.perf_counter() - tick
            embedders = {auto.dtype: auto}
            if auto.dtype != "fp32":
                embedders["fp32"] = Embedder(dtype="fp32", batch_size=settings.embed_batch_size)
            results["model_load_s"] = round(load_auto, 2)

        with phase("embedding") as info:
            name300 = f"generated {args.pages}p"
            chunks300 = chunk_texts(texts[(name300, "pdfium")], settings)
            step = max(1, len(chunks300) // (128 if args.quick else 256))
            sample = [c.text for c in chunks300[::step]][: (128 if args.quick else 256)]
            corpus_chunks = {p.name: chunk_texts(texts[(p.name, "pdfium")], settings) for p in CORPUS}
            plumber_chunks = {p.name: chunk_texts(texts[(p.name, "pdfplumber")], settings) for p in CORPUS
                              if (p.name, "pdfplumber") in texts}
            results["embedding"] = bench_embedding(embedders, sample, questions, corpus_chunks, plumber_chunks, args)
            if not cpu_has_bf16():
                results["embedding"]["note"] = "no native bf16 on this CPU: auto runs fp32"

        plumber300 = results["extraction"]["speed"][name300].get("pdfplumber", {}).get("seconds")
        with phase("ingest"):
            results["ingest"] = bench_ingest(auto, pdf300, dirs, work, plumber300)
        from knowledge import KnowledgeBase

        kb_corpus = KnowledgeBase(KnowledgeSettings(data_dir=dirs["corpus"]), embedder=auto)
        with phase("ask"):
            results["ask"] = bench_ask(kb_corpus, auto, dirs, questions, args)
        results["ask_during_ingest"] = {}
        with phase("ask during ingest"):
            results["ask_during_ingest"]["default"] = bench_ask_during_ingest(
                kb_corpus, dirs, pdf300, questions, work, "default")
        if args.levers:
            for label, options in CONCURRENCY_VARIANTS.items():
                with phase(f"ask during ingest, {label}"):
                    results["ask_during_ingest"][label] = bench_ask_during_ingest(
                        kb_corpus, dirs, pdf300, questions, work, label, **options)
            with phase("ask during ingest, same-process thread"):
                results["ask_during_ingest"]["same_process_thread"] = bench_ask_during_thread_ingest(
                    kb_corpus, auto, pdf300, questions, work)
        with phase("cold start"):
            results["cold_start"] = bench_cold(dirs, questions, work, args)
    except Exception:  # keep what was measured; the JSON says what failed
        results["error"] = traceback.format_exc()
        print(results["error"], file=sys.stderr)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    wall = time.perf_counter() - wall0
    others = max(0.0, (_cpu_busy_seconds() - busy0) - (_own_cpu_seconds() - own0)) / wall
    measured = [p for p in PHASES.values() if p.get("wall_s")]
    weighted = sum(p["others_cores"] * p["wall_s"] for p in measured) / max(1e-9, sum(p["wall_s"] for p in measured))
    results["load"].update(end=[round(x, 2) for x in os.getloadavg()], others_cores_mean=round(weighted, 2),
                           others_cores_whole_run=round(others, 2), total_wall_s=round(wall, 1),
                           waited_for_idle_s=round(sum(p.get("waited_for_idle_s", 0) for p in measured), 1))
    results["phases"] = PHASES
    cold = results.get("cold_start", {})
    results["peak_rss_mib"] = {
        "self": mib(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss),
        "kb_ask": cold.get("kb_ask_maxrss_mib"),
        "kb_ask_stream": cold.get("stream_maxrss_mib"),
        "kb_ingest_300": results.get("ask_during_ingest", {}).get("default", {}).get("child_maxrss_mib"),
        "kb_ingest_unchanged": results.get("ingest", {}).get("corpus", {}).get("reingest_cli_maxrss_mib"),
        "note": "kb_*: VmHWM of that child process; self: this benchmark process, which holds two models",
    }
    results["targets"] = headline(results)
    print_table(results)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(results, indent=2, default=str)
    args.out.write_text(text)
    stamp = started.strftime("%Y%m%dT%H%M%SZ")
    (args.out.parent / f"run-{stamp}.json").write_text(text)
    print(f"wrote {args.out} (total {wall:.0f} s)")
    return 1 if "error" in results else 0


if __name__ == "__main__":
    raise SystemExit(main())
