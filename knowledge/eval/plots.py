"""The PNG plots of `kb eval`: score distributions, recall@k, calibration, escalation trade-off.

matplotlib is imported here only, with the Agg backend, so the bot never loads it.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from knowledge.eval.questions import CURVE_DEPTH
from knowledge.eval.run import ConfigRun
from knowledge.eval.metrics import calibration, sweep

_STYLES = ("-", "--")
_SIGNALS = (("confidence", "escalation_threshold"), ("answerability", "answerability_cutoff"))


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def score_distributions(configs: list[ConfigRun], path: Path) -> Path:
    """Histograms of each signal for answerable vs unanswerable questions, all sets pooled."""
    plt = _pyplot()
    fig, axes = plt.subplots(len(configs), 2, figsize=(10, 3.2 * len(configs)), squeeze=False)
    bins = np.linspace(0.4, 1.0, 31)
    for row, config in zip(axes, configs):
        for ax, (signal, threshold) in zip(row, _SIGNALS):
            for answerable, colour in ((True, "tab:green"), (False, "tab:red")):
                values = [getattr(r, signal) for r in config.results if r.has_answer == answerable]
                ax.hist(values, bins=bins, alpha=0.55, color=colour, density=True,
                        label=f"{'answerable' if answerable else 'unanswerable'} (n={len(values)})")
            ax.axvline(getattr(config.settings, threshold), color="black", linestyle=":", label="threshold")
            ax.set_title(f"{signal} [{config.label}]", fontsize=10)
            ax.legend(fontsize=8)
    return _save(fig, path)


def recall_curve(configs: list[ConfigRun], path: Path) -> Path:
    """Page recall@k for k = 1..10, one line per set and configuration."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 4.2))
    ks = range(1, CURVE_DEPTH + 1)
    for style, config in zip(_STYLES, configs):
        for i, set_run in enumerate(config.sets):
            ax.plot(ks, set_run.metrics["recall_curve"], style, marker="o", markersize=3, color=f"C{i}",
                    label=f"{set_run.name} [{config.label}]")
    ax.set(xlabel="k (chunks retrieved)", ylabel="page recall@k", ylim=(0, 1.02), xticks=list(ks))
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    return _save(fig, path)


def calibration_plot(configs: list[ConfigRun], path: Path) -> Path:
    """Share of answerable questions per confidence bin (a calibrated badge lies on the diagonal)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(5.5, 5))
    ax.plot([0, 1], [0, 1], color="grey", linewidth=0.8)
    for style, config in zip(_STYLES, configs):
        for i, (signal, _) in enumerate(_SIGNALS):
            table = calibration([getattr(r, signal) for r in config.results], [r.has_answer for r in config.results])
            xs = [b["mean_confidence"] for b in table["bins"]]
            ys = [b["answerable"] for b in table["bins"]]
            ax.plot(xs, ys, style, marker="o", color=f"C{i}",
                    label=f"{signal} [{config.label}] ECE {table['ece']:.3f}")
    ax.set(xlabel="mean score in bin", ylabel="share answerable", xlim=(0.4, 1), ylim=(0, 1.02))
    ax.legend(fontsize=8)
    return _save(fig, path)


def threshold_tradeoff(configs: list[ConfigRun], path: Path) -> Path:
    """Escalation precision, recall and F1 (unanswerable = positive) against the threshold."""
    plt = _pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(11, 4), squeeze=False)
    for ax, (signal, threshold) in zip(axes[0], _SIGNALS):
        for style, config in zip(_STYLES, configs):
            rows = sweep([getattr(r, signal) for r in config.results], [not r.has_answer for r in config.results])
            t = [r["threshold"] for r in rows]
            for key, colour in (("precision", "C0"), ("recall", "C1"), ("f1", "C2"), ("answerable_escalated", "C3")):
                ax.plot(t, [r[key] for r in rows], style, color=colour, label=f"{key} [{config.label}]")
            ax.axvline(getattr(config.settings, threshold), color="black", linestyle=style, linewidth=0.8)
        ax.set(title=f"escalate when {signal} < threshold", xlabel="threshold", xlim=(0.5, 0.95), ylim=(0, 1.02))
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    return _save(fig, path)


def write_all(configs: list[ConfigRun], out: Path) -> dict[str, str]:
    out.mkdir(parents=True, exist_ok=True)
    return {name: fn(configs, out / f"{name}.png").name for name, fn in (
        ("scores", score_distributions), ("recall_at_k", recall_curve),
        ("calibration", calibration_plot), ("threshold", threshold_tradeoff))}


def _save(fig, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    import matplotlib.pyplot as plt

    plt.close(fig)
    return path
