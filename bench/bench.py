"""Pagewise benchmark (`make bench`): ingest, embedding, re-ingest, ask latency, cold start, memory.

    .venv/bin/python bench/bench.py [--quick] [--levers] [--out bench/results/latest.json]

Everything runs in fresh temporary data directories, on the shared corpus
(<repo>/../shared/corpus or $PAGEWISE_CORPUS_DIR, never copied), the sample handbook
and a generated 300-page handbook-style PDF (bench/make_pdf300.py, cached outside the
repo). Without the corpus it measures what ships instead: the handbook and the PDFs in
samples/documents/, with the handbook's questions, and says so ("corpus: absent,
measured on shipped PDFs"; the JSON's "inputs").
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

Start-up: a fresh `kb ask "..."` (cold start) and `python -m bot` in console mode up to
its first answer, each the median and min of 3 processes (startup.py).

Files: harness.py (CPU contention, phases, child processes, machine info), inputs.py
(which PDFs and questions), phases.py (extraction, embedding, ingest, asks), seed_pipeline.py (the seeds'
pdfplumber -> 500-token chunks -> fp32 embedding -> Chroma ingest, the speed our ingest is held to),
startup.py (cold start, bot start-up), report.py (targets, table, JSON).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import sys
import time
import traceback
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # harness, phases, ... (also when imported)

import harness  # noqa: E402  (sets the offline/tokenizer environment before anything loads a model)

sys.path.insert(1, str(harness.REPO))  # the knowledge package, also without the editable install

from harness import (BENCH, PHASES, cpu_busy_seconds, fresh_workdir, git_info, machine_info,  # noqa: E402
                     mib, own_cpu_seconds, phase)
from inputs import find_inputs, load_questions  # noqa: E402
from make_pdf300 import ensure_pdf, truth_pages  # noqa: E402
from phases import (CONCURRENCY_VARIANTS, bench_ask, bench_ask_during_ingest,  # noqa: E402
                    bench_ask_during_thread_ingest, bench_embedding, bench_extraction, bench_ingest, chunk_texts)
from report import headline, print_table, write_results  # noqa: E402
from seed_pipeline import bench_seed_pipeline  # noqa: E402
from startup import bench_bot_startup, bench_cold  # noqa: E402


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and questions; no pdfplumber on 300 pages")
    parser.add_argument("--levers", action="store_true", help="extra diagnostics for speed-ups")
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--out", type=Path, default=BENCH / "results" / "latest.json")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data dirs")
    parser.add_argument("--wait-idle", type=float, default=60.0, metavar="S",
                        help="before each phase wait for other processes to go quiet, up to S seconds in "
                             "all (default 60; 0: never wait)")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    harness.set_wait_idle_budget(args.wait_idle)

    started = datetime.now(timezone.utc)
    wall0, busy0, own0 = time.perf_counter(), cpu_busy_seconds(), own_cpu_seconds()
    results: dict = {"started": started.isoformat(timespec="seconds"), "args": vars(args) | {"out": str(args.out)},
                     "load": {"start": [round(x, 2) for x in os.getloadavg()]}}
    inputs = find_inputs()
    corpus = inputs.documents
    results["inputs"] = inputs.describe()
    print(inputs.header(), flush=True)
    results["machine"] = machine_info()
    results["git"] = git_info()
    questions = load_questions(inputs)
    work = fresh_workdir()
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
        docs = {f"generated {args.pages}p": pdf300, **{p.name: p for p in corpus}}
        with phase("extraction"):
            results["extraction"], texts = bench_extraction(docs, pdf300, args)
        results["phases"] = PHASES

        from knowledge import KnowledgeSettings
        from knowledge.embed import Embedder, cpu_has_bf16, shared_embedder

        settings = KnowledgeSettings()
        with phase("model load"):
            tick = time.perf_counter()
            auto = shared_embedder(dtype="auto", batch_size=settings.embed_batch_size)
            load_auto = time.perf_counter() - tick
            embedders = {auto.dtype: auto}  # `auto` measured both dtypes on a bf16 CPU (embed.py): its choice
            for other in ("fp32", "bf16") if cpu_has_bf16() else ("fp32",):
                if other not in embedders:
                    embedders[other] = Embedder(dtype=other, batch_size=settings.embed_batch_size)
            results["model_load_s"] = round(load_auto, 2)
            results["embed_dtype_auto"] = {"chosen": auto.dtype, "probe_texts_per_s": auto.dtype_rates}
            print(f"   KB_EMBED_DTYPE=auto chose {auto.dtype} (probe texts/s: {auto.dtype_rates or 'not measured'})",
                  flush=True)

        with phase("embedding"):
            name300 = f"generated {args.pages}p"
            chunks300 = chunk_texts(pdf300, settings)
            step = max(1, len(chunks300) // (128 if args.quick else 256))
            sample = [c.text for c in chunks300[::step]][: (128 if args.quick else 256)]
            corpus_chunks = {p.name: chunk_texts(p, settings) for p in corpus}
            plumber_chunks = {p.name: chunk_texts(p, settings, "pdfplumber") for p in corpus
                              if (p.name, "pdfplumber") in texts}
            results["embedding"] = bench_embedding(embedders, sample, questions, corpus_chunks, plumber_chunks, args)
            if not cpu_has_bf16():
                results["embedding"]["note"] = "no native bf16 on this CPU: auto runs fp32"

        plumber300 = results["extraction"]["speed"][name300].get("pdfplumber", {}).get("seconds")
        with phase("ingest"):
            results["ingest"] = bench_ingest(auto, pdf300, corpus, dirs, work, plumber300)
        with phase("seed pipeline"):
            results["seed_pipeline"] = bench_seed_pipeline(pdf300, auto.model_name)
            print(f"   seeds' pipeline, pdf300: {results['seed_pipeline']}", flush=True)
        from knowledge import KnowledgeBase

        kb_corpus = KnowledgeBase(KnowledgeSettings(data_dir=dirs["corpus"]), embedder=auto)
        with phase("ask"):
            results["ask"] = bench_ask(kb_corpus, auto, dirs, questions, corpus, pdf300, args)
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
        with phase("bot start-up"):
            results["bot_startup"] = bench_bot_startup(questions, work)
    except Exception:  # keep what was measured; the JSON says what failed
        results["error"] = traceback.format_exc()
        print(results["error"], file=sys.stderr)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    wall = time.perf_counter() - wall0
    finish(results, wall, others=max(0.0, (cpu_busy_seconds() - busy0) - (own_cpu_seconds() - own0)) / wall)
    print_table(results)
    write_results(results, args.out, started)
    print(f"wrote {args.out} (total {wall:.0f} s)")
    return 1 if "error" in results else 0


def finish(results: dict, wall: float, others: float) -> None:
    """Whole-run load, peak memory and the verdicts on the targets."""
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
        "bot": results.get("bot_startup", {}).get("maxrss_mib"),
        "note": "kb_*, bot: VmHWM of that child process; self: this benchmark process, which holds two models",
    }
    results["targets"] = headline(results)


if __name__ == "__main__":
    raise SystemExit(main())
