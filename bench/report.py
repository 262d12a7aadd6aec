"""The report: targets and verdicts, the printed table, and the JSON files (bench/results/)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from harness import NOISY_CORES

TARGETS = {
    "ingest_pages_per_s_300": (">=", 40.0, "ingest of the 300-page PDF, pages/s (warm process)"),
    "embed_chunks_per_s": (">=", 80.0, "embedding chunks/s (bf16 where the CPU has it)"),
    "reingest_unchanged_s": ("<", 1.0, "re-ingest of the unchanged corpus, s (kb ingest, whole process)"),
    "ask_p95_ms": ("<", 50.0, "warm extractive ask p95, ms"),
    "ask_during_ingest_p95_ms": ("<", 200.0, "warm ask p95 while another process ingests, ms"),
    "cold_start_s": ("<", 8.0, "cold start to first answer, s (fresh `kb ask`)"),
}


def headline(results: dict) -> dict:
    ing = results.get("ingest", {})
    emb = results.get("embedding", {})
    ask = results.get("ask", {})
    conc = results.get("ask_during_ingest", {}).get("default", {})
    cold = results.get("cold_start", {})
    dtype = (results.get("embed_dtype_auto") or {}).get("chosen") or ("bf16" if results["machine"]["bf16"] else "fp32")
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
    r300, seed = ing.get("pdf300", {}), results.get("seed_pipeline", {})
    if r300.get("seconds") and seed.get("pages_per_s"):  # issue 14 point 7: answer cache included, vs the seeds
        total = r300["seconds"] + ((r300.get("sentence_vectors") or {}).get("seconds") or 0.0)
        value = round(r300["pages"] / total, 2)
        others = results.get("phases", {}).get("ingest", {}).get("others_cores")
        verdicts["ingest_end_to_end_vs_seed"] = {
            "value": value, "target": f">= {seed['pages_per_s']:g} (the seeds' pipeline, same PDF, same machine)",
            "met": value >= seed["pages_per_s"], "others_cores": others,
            "what": "ingest of the 300-page PDF with its sentence vectors, pages/s",
            "noisy": bool(others and others > NOISY_CORES), "note": ""}
    if results.get("inputs", {}).get("corpus") == "absent":
        for key in ("reingest_unchanged_s", "ask_p95_ms", "ask_during_ingest_p95_ms", "cold_start_s"):
            verdicts[key]["note"] = "corpus absent: measured on shipped PDFs"
    if dtype == "fp32":  # the issue: >= 80 chunks/s where the CPU supports bf16, fp32 elsewhere
        verdicts["embed_chunks_per_s"].update(met=None, note="no native bf16 on this CPU: fp32, as asked"
                                              if not results["machine"]["bf16"] else
                                              "bf16 measured slower than fp32 on this CPU: auto runs fp32")
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
    if "inputs" in results:
        print(results["inputs"]["header"])
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
            rows.append(("  word-set Jaccard pdfium vs pdfplumber", f"{j:.3f}", name))
    ing = results.get("ingest", {})
    for key in ("pdf300", "corpus"):
        r = ing.get(key)
        if r:
            shares = ", ".join(f"{k} {v * 100:.0f}%" for k, v in r["shares"].items() if v >= 0.005)
            rows.append((f"ingest {key} (warm)", f"{r['pages_per_s']} pages/s ({r['pages']} p, {r['chunks']} chunks, "
                         f"{r['seconds']:.1f} s)", shares))
            if r.get("split_s"):
                t = r["split_s"]
                total = sum(v for v in t.values() if v)
                rows.append((f"  time split {key}", f"{total:.1f} s with sentence vectors",
                             f"extract {t['extract']:.2f} / chunk {t['chunk']:.2f} / embed chunks "
                             f"{t['embed_chunks']:.2f} / write {t['write']:.2f} / other {t['hash'] + t['other']:.2f}"
                             f" / sentence vectors {t['sentence_vectors'] or 0:.2f} s"))
            if r.get("sentence_vectors"):
                w = r["sentence_vectors"]
                rows.append((f"  then sentence vectors {key}", f"{w['seconds']:.1f} s ({w['sentences']} sentences)",
                             "after the index is live (niced in `kb ingest`)"))
    seed = results.get("seed_pipeline")
    if seed:
        rows.append(("seeds' pipeline pdf300 (warm)", f"{seed['pages_per_s']} pages/s ({seed['chunks']} chunks, "
                     f"{seed['seconds']:.1f} s)", "pdfplumber, 500-token chunks, fp32, Chroma: "
                     + " / ".join(f"{k} {v:.1f}" for k, v in seed["timings_s"].items())))
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
        low = f" (min {cold['kb_ask_min_s']:.2f})" if cold.get("kb_ask_min_s") is not None else ""
        rows.append(("cold start `kb ask`", f"{cold['kb_ask_wall_s']:.2f} s{low}",
                     f"median of {len(cold['kb_ask_runs_s'])}; streaming first answer {cold['first_answer_s']:.2f} s"))
    bot = results.get("bot_startup", {})
    if bot.get("first_answer_s"):
        f = bot["first_answer_s"]
        ready = bot.get("ready_s") or bot.get("model_loaded_s")
        what = "ready" if bot.get("ready_s") else "no ready log line; model loaded"
        rows.append(("bot start-up `python -m bot`", f"{f['median']:.2f} s (min {f['min']:.2f})",
                     f"to first answer, median of {f['n']}; {what} "
                     + (f"{ready['median']:.2f} s (min {ready['min']:.2f})" if ready else "not seen")))
    rss = results.get("peak_rss_mib", {})
    if rss:
        bot_rss = f"; `python -m bot` {rss['bot']} MiB" if rss.get("bot") else ""
        rows.append(("peak RSS", f"kb ask {rss.get('kb_ask')} MiB, kb ingest {rss.get('kb_ingest_300')} MiB",
                     f"this benchmark process {rss.get('self')} MiB (holds 2 models){bot_rss}"))
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


def write_results(results: dict, out: Path, started: datetime) -> None:
    """`out` (bench/results/latest.json by default) and a time-stamped copy next to it."""
    out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(results, indent=2, default=str)
    out.write_text(text)
    stamp = started.strftime("%Y%m%dT%H%M%SZ")
    (out.parent / f"run-{stamp}.json").write_text(text)
