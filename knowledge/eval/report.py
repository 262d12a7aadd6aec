"""`kb eval` output: report.md (tables, plots, failures) and results.json (everything, per question)."""

from __future__ import annotations

import json
import platform
from datetime import datetime, timezone
from pathlib import Path

from knowledge.eval.run import ConfigRun, result_dicts
from knowledge.eval.metrics import retrieval_at, summarize

ROWS = (  # (metric key, label, format)
    ("questions", "questions (answerable / unanswerable)", None),
    ("solved", "**solved** (answered, every asked fact in the reply)", "{:.3f}"),
    ("unanswerable_caught", "**unanswerable caught** (escalated)", "{:.3f}"),
    ("answerable_escalated", "**answerable escalated**", "{:.3f}"),
    ("cites_labelled_page", "answers citing a labelled page", "{:.3f}"),
    ("hit_at_k", "hit@k (page)", "{:.3f}"),
    ("recall_at_k", "recall@k (page)", "{:.3f}"),
    ("precision_at_k", "precision@k (chunks)", "{:.3f}"),
    ("mrr", "MRR", "{:.3f}"),
    ("answer_contains_recall", "answer_contains recall", "{:.3f}"),
    ("answered_answerable", "answerable questions answered", "{:.3f}"),
    ("hallucination_rate", "unsupported answer sentences", "{:.3f}"),
    ("auroc_confidence", "AUROC confidence", "{:.3f}"),
    ("auroc_answerability", "AUROC answerability", "{:.3f}"),
    ("escalation.precision", "escalation precision", "{:.3f}"),
    ("escalation.recall", "escalation recall", "{:.3f}"),
    ("escalation.f1", "escalation F1", "{:.3f}"),
    ("escalation.answerable_escalated", "answerable escalated", "{:.3f}"),
    ("latency_ms_p50", "latency p50 (ms)", "{:.1f}"),
    ("latency_ms_p95", "latency p95 (ms)", "{:.1f}"),
)
SHOWN_SETTINGS = ("retrieval", "top_k", "chunk_tokens", "chunk_overlap", "escalate_on", "escalation_threshold",
                  "answerability_cutoff", "reader_weights", "extractive_meaning_weight")
_FAILURES_SHOWN = 12


def summary_lines(configs: list[ConfigRun]) -> list[str]:
    """One line per set and configuration (and pooled, per half), for the terminal."""
    lines = []
    for c in configs:
        rows = [(s.name, s.metrics) for s in c.sets] + ([("pooled", pooled(c))] if len(c.sets) > 1 else [])
        for name, m in rows:
            lines.append(f"{name:>18} [{c.label}]  solved {_f(m['solved'])}  unanswerable caught "
                         f"{_f(m['unanswerable_caught'])}  answerable escalated {_f(m['answerable_escalated'])}  "
                         f"hit@{m['k']} {m['hit_at_k']:.3f}  MRR {m['mrr']:.3f}  p95 {m['latency_ms_p95']:.0f} ms")
            for half, h in m["splits"].items():
                lines.append(f"{'':>18}   {half:>4}: solved {_f(h['solved'])}  unanswerable caught "
                             f"{_f(h['unanswerable_caught'])}  answerable escalated {_f(h['answerable_escalated'])}  "
                             f"({h['answerable']} / {h['unanswerable']} q)")
        lines += [f"skipped {line}" for line in c.skipped]
    return lines


def _f(value) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def pooled(config: ConfigRun) -> dict:
    k = config.sets[0].metrics["k"] if config.sets else config.settings.top_k
    return summarize(config.results, k)


def write(configs: list[ConfigRun], out: Path, *, plots: bool = True) -> tuple[Path, Path]:
    """Write report.md, results.json and the PNGs into `out`; return the two file paths."""
    out.mkdir(parents=True, exist_ok=True)
    images = {}
    if plots:
        from knowledge.eval.plots import write_all

        images = write_all(configs, out)
    report, data = out / "report.md", out / "results.json"
    report.write_text(markdown(configs, images), encoding="utf-8")
    data.write_text(json.dumps(to_json(configs), separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    return report, data


def to_json(configs: list[ConfigRun]) -> dict:
    return {
        "created": _now(),
        "configs": [{
            "label": c.label, "overrides": c.overrides,
            "settings": {k: _plain(getattr(c.settings, k)) for k in SHOWN_SETTINGS},
            "pooled": pooled(c),
            "sets": {s.name: {"metrics": s.metrics, "questions": result_dicts(s.results)} for s in c.sets},
        } for c in configs],
    }


def markdown(configs: list[ConfigRun], images: dict[str, str]) -> str:
    lines = ["# Answer quality report", "", f"Created {_now()} on {platform.node() or 'this machine'}; "
             "escalation counts *unanswerable* as the positive class.", ""]
    for c in configs:
        shown = ", ".join(f"{k}={_plain(getattr(c.settings, k))}" for k in SHOWN_SETTINGS)
        lines.append(f"- **{c.label}**: {shown}")
    for c in configs:
        lines += [f"- skipped {line}" for line in c.skipped]
        if c.together:
            lines.append(f"- **{c.label}**: every set's PDFs in one index (multi-document run)")
    lines += ["", "## Headline, per half (dev: tuned on; test: reported)", "", *_halves(configs)]
    lines += ["", "## Metrics", "", *_table(configs), "", "## Escalation threshold (all sets pooled)", ""]
    lines += _thresholds(configs)
    for name, title in (("scores", "Score distributions"), ("threshold", "Escalation trade-off"),
                        ("recall_at_k", "Recall@k"), ("calibration", "Calibration")):
        if name in images:
            lines += ["", f"### {title}", "", f"![{title}]({images[name]})"]
    lines += ["", "## Failures", ""]
    for c in configs:
        for s in c.sets:
            lines += _failures(c.label, s)
    return "\n".join(lines) + "\n"


def _table(configs: list[ConfigRun]) -> list[str]:
    columns = [(c, s.name, s.metrics) for c in configs for s in c.sets]
    if len(configs[0].sets) > 1:
        columns += [(c, "pooled", pooled(c)) for c in configs]
    header = "| metric | " + " | ".join(f"{name} [{c.label}]" for c, name, _ in columns) + " |"
    lines = [header, "|---" * (len(columns) + 1) + "|"]
    for key, label, fmt in ROWS:
        cells = []
        for _, _, m in columns:
            if key == "questions":
                cells.append(f"{m['questions']} ({m['answerable']} / {m['unanswerable']})")
                continue
            value = m
            for part in key.split("."):
                value = value.get(part) if isinstance(value, dict) else None
            cells.append("n/a" if value is None else fmt.format(value))
        lines.append(f"| {label.replace('@k', '@' + str(columns[0][2]['k']))} | " + " | ".join(cells) + " |")
    return lines


def _halves(configs: list[ConfigRun]) -> list[str]:
    lines = ["| set [configuration] | half | answerable / unanswerable | solved | unanswerable caught | "
             "answerable escalated | cites a labelled page |", "|---|---|---|---|---|---|---|"]
    for c in configs:
        rows = [(s.name, s.metrics) for s in c.sets] + ([("pooled", pooled(c))] if len(c.sets) > 1 else [])
        for name, m in rows:
            for half, h in (m["splits"] or {"all": m}).items():
                lines.append(f"| {name} [{c.label}] | {half} | {h['answerable']} / {h['unanswerable']} | "
                             f"{_f(h['solved'])} | {_f(h['unanswerable_caught'])} | {_f(h['answerable_escalated'])} | "
                             f"{_f(h['cites_labelled_page'])} |")
    return lines


def _thresholds(configs: list[ConfigRun]) -> list[str]:
    lines = ["| configuration | signal | configured | best-F1 threshold | precision | recall | F1 | answerable escalated |",
             "|---|---|---|---|---|---|---|---|"]
    for c in configs:
        best = pooled(c)["best_f1_threshold"]
        for signal, setting in (("confidence", "escalation_threshold"), ("answerability", "answerability_cutoff")):
            b = best[signal]
            if b:
                lines.append(f"| {c.label} | {signal} | {getattr(c.settings, setting):.3f} | {b['threshold']:.3f} | "
                             f"{b['precision']:.3f} | {b['recall']:.3f} | {b['f1']:.3f} | {b['answerable_escalated']:.3f} |")
    return lines


def _failures(label: str, set_run) -> list[str]:
    k = set_run.metrics["k"]
    missed = [r for r in set_run.results if r.has_answer and not retrieval_at(r, k)[0]]
    wrong = [r for r in set_run.results if r.has_answer and not r.escalate and len(r.contains_found) < len(r.answer_contains)]
    leaked = [r for r in set_run.results if not r.has_answer and not r.escalate]
    unsupported = [r for r in set_run.results if r.unsupported]
    lines = [f"### {set_run.name} [{label}]", ""]
    for title, rows, show in (
            (f"answerable, no labelled page in the top {k}", missed,
             lambda r: f"pages {r.pages}, got {[p for _, p in r.ranked[:k]]}"),
            ("answered without every answer_contains string", wrong,
             lambda r: f"missing {sorted(set(r.answer_contains) - set(r.contains_found))}"),
            ("unanswerable but answered", leaked, lambda r: f"confidence {r.confidence:.3f}, answerability {r.answerability:.3f}"),
            ("answers with unsupported sentences", unsupported, lambda r: f"{r.unsupported[0][:120]!r}")):
        lines.append(f"- {title}: {len(rows)}")
        lines += [f"  - {r.question} ({show(r)})" for r in rows[:_FAILURES_SHOWN]]
        if len(rows) > _FAILURES_SHOWN:
            lines.append(f"  - ... {len(rows) - _FAILURES_SHOWN} more in results.json")
    return lines + [""]


def _plain(value):
    return str(value) if isinstance(value, Path) else value


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")
