"""The measured phases, each on fresh data dirs: extraction, embedding, ingest and re-ingest, warm asks,
asks while another process (or a thread) ingests. Start-up phases are in startup.py."""

from __future__ import annotations

import json
import os
import re
import statistics
import threading
import time
from collections import Counter
from pathlib import Path

from harness import Child, dist_ms, kb_cmd, mib, run_child
from make_pdf300 import truth_pages

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
    from knowledge.pdf.clean import clean_pages
    from knowledge.pdf.extract import extract_pages
    try:
        from knowledge.pdf.extract import _pages_pdfium
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

def chunk_texts(path: Path, settings, extractor: str = "pdfium") -> list:
    """The chunks `kb ingest` embeds for `path`: page structure (tables, lists, headings) -> units -> chunks."""
    from knowledge.pdf.chunk import chunk_pieces
    from knowledge.pdf.extract import extract_layouts
    from knowledge.pdf.structure import document_pieces

    pages = extract_layouts(path, extractor=extractor, max_pages=1000, timeout=600)
    return chunk_pieces(document_pieces(pages), settings.chunk_tokens, settings.chunk_overlap)


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
    """The sentence vectors `kb ingest` embeds after the index is live (knowledge/answering/sentence_vector_warmup.py)."""
    warmed = kb.save_sentence_vectors()
    return {"seconds": round(warmed.seconds, 3), "sentences": warmed.sentences, "versions": warmed.versions}


def time_split(r: dict) -> dict:
    """Seconds per ingest stage, then the sentence vectors `kb ingest` saves once the index is live."""
    t = r["timings_s"]
    split = {"extract": t.get("extract", 0.0), "chunk": t.get("chunk", 0.0), "embed_chunks": t.get("embed", 0.0),
             "write": t.get("write", 0.0), "hash": t.get("hash", 0.0)}
    split["other"] = round(max(0.0, r["seconds"] - sum(t.values())), 3)
    split["sentence_vectors"] = (r.get("sentence_vectors") or {}).get("seconds")
    return split


def bench_ingest(embedder, pdf300: Path, corpus: list[Path], dirs: dict, work: Path,
                 plumber_extract_300: float | None) -> dict:
    from knowledge import KnowledgeBase, KnowledgeSettings

    out: dict = {}
    kb300 = KnowledgeBase(KnowledgeSettings(data_dir=dirs["pdf300"]), embedder=embedder)
    out["pdf300"] = ingest_once(kb300, [pdf300])
    out["pdf300"]["sentence_vectors"] = warm_once(kb300)
    tick = time.perf_counter()
    again = kb300.ingest([pdf300])
    out["pdf300"]["reingest_in_process_s"] = round(time.perf_counter() - tick, 4)
    assert not again.changed_anything, again.summary()
    r = out["pdf300"]
    print(f"   pdf300: {r['pages']} pages, {r['chunks']} chunks in {r['seconds']:.2f} s = {r['pages_per_s']} pages/s; "
          f"embed {r['embed_chunks_per_s']} chunks/s; shares {r['shares']}; then sentence vectors "
          f"{r['sentence_vectors']}", flush=True)
    r["split_s"] = time_split(r)
    if plumber_extract_300 is not None:  # same pipeline, the pdfplumber parse swapped in
        t = r["seconds"] - r["timings_s"]["extract"] + plumber_extract_300
        r["pdfplumber_estimated_pages_per_s"] = round(r["pages"] / t, 1)

    kbc = KnowledgeBase(KnowledgeSettings(data_dir=dirs["corpus"]), embedder=embedder)
    out["corpus"] = ingest_once(kbc, corpus)
    out["corpus"]["sentence_vectors"] = warm_once(kbc)
    tick = time.perf_counter()
    again = kbc.ingest(corpus)
    out["corpus"]["reingest_in_process_s"] = round(time.perf_counter() - tick, 4)
    assert not again.changed_anything, again.summary()
    r = out["corpus"]
    r["split_s"] = time_split(r)
    print(f"   corpus: {r['pages']} pages, {r['chunks']} chunks in {r['seconds']:.2f} s = {r['pages_per_s']} pages/s; "
          f"re-ingest in process {r['reingest_in_process_s'] * 1000:.0f} ms", flush=True)

    # The same re-ingest as a user runs it: a fresh `kb ingest` process, nothing changed.
    runs = []
    for _ in range(2):
        res = run_child(kb_cmd() + ["--data-dir", str(dirs["corpus"]), "ingest", *map(str, corpus)], work)
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


def bench_ask(kb, embedder, dirs: dict, questions: list[dict], corpus: list[Path], pdf300: Path, args) -> dict:
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
        big.ingest(corpus + [pdf300])
        out["large_sentence_vectors"] = warm_once(big)
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
                            gap_s: float = 0.02, window_s: float = 120.0) -> dict:
    """Ask (in this process, steady state) while a separate `kb ingest` process indexes the 300-page
    PDF into ANOTHER data dir: pure CPU contention, no shared index. Asking stops after `window_s` and the
    ingest is then waited for: back-to-back asks with the reader take almost both cores, and without a
    window a niced ingest starved for half an hour and the run never finished (2026-11-29, 2026-12-01)."""
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
        while not child.poll() and time.perf_counter() - child.started < window_s:
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
    child.wait()
    if child.returncode != 0:
        raise RuntimeError(f"concurrent kb ingest failed: {child.stderr}")
    report = json.loads(out_text)
    wall = child.ended - child.started
    ingest_s = report["seconds"]
    # Split: the child's start-up (imports, model load) vs. its actual ingest, which ends with the process.
    startup_end = wall - ingest_s
    during = [t for t, s in zip(times, stamps) if s >= startup_end]
    pages = report["outcomes"][0]["pages"]
    asked_s = stamps[-1] + times[-1] if times else 0.0
    out = {"setup": f"`kb ingest` of the {pages}-page PDF into another data dir; asks back to back with "
                    f"{gap_s * 1000:.0f} ms gaps on the corpus index (sentence cache warm) for at most "
                    f"{window_s:.0f} s, then the ingest alone",
           "asked_for_s": round(asked_s, 1),
           "child_env": env_extra or {}, "child_nice": nice, "ask_threads": ask_threads or threads_before,
           "all": dist_ms(times), "during_ingest_stage": dist_ms(during) if during else None,
           "child_wall_s": round(wall, 2), "child_ingest_s": round(ingest_s, 2),
           "child_pages_per_s": round(pages / ingest_s, 1),
           "child_timings_s": report["timings"], "child_maxrss_mib": mib(child.maxrss_kib)}
    d = out["during_ingest_stage"] or out["all"]
    print(f"   {label}: {d['n']} asks during the ingest stage, p50 {d['p50']} p95 {d['p95']} max {d['max']} ms "
          f"(whole child: p95 {out['all']['p95']}); child ingest {ingest_s:.1f} s = {out['child_pages_per_s']} "
          f"pages/s, wall {wall:.1f} s (asking for the first {asked_s:.0f} s)", flush=True)
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
