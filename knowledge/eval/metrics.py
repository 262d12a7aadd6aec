"""Answer-quality numbers from per-question eval results (retrieval, answers, escalation, speed).

Retrieval is judged by page: a chunk is relevant when its page is one of the
labelled pages of the labelled source. Escalation treats *unanswerable* as the
positive class: precision = escalations that were right, recall = unanswerable
questions caught.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from knowledge.eval.questions import CURVE_DEPTH, QuestionResult


def relevant(result: QuestionResult, source: str, page: int) -> bool:
    return page in result.pages and (not result.source or source == result.source)


def retrieval_at(result: QuestionResult, k: int) -> tuple[float, float, float]:
    """(hit, page recall, precision) of the retriever's top k."""
    top = result.ranked[:k]
    flags = [relevant(result, s, p) for s, p in top]
    found = {p for (s, p), ok in zip(top, flags) if ok}
    return float(any(flags)), len(found) / len(set(result.pages)), sum(flags) / k


def reciprocal_rank(result: QuestionResult) -> float:
    return next((1 / rank for rank, (s, p) in enumerate(result.ranked, 1) if relevant(result, s, p)), 0.0)


def auroc(positive: Sequence[float], negative: Sequence[float]) -> float | None:
    """P(a random positive scores above a random negative), ties half (Mann-Whitney U)."""
    if not len(positive) or not len(negative):
        return None
    pos, neg = np.asarray(positive, float)[:, None], np.asarray(negative, float)[None, :]
    return float(((pos > neg).sum() + 0.5 * (pos == neg).sum()) / (pos.size * neg.size))


def escalation_scores(escalated: Sequence[bool], unanswerable: Sequence[bool]) -> dict:
    esc, neg = np.asarray(escalated, bool), np.asarray(unanswerable, bool)
    tp = int((esc & neg).sum())
    precision = tp / esc.sum() if esc.sum() else 0.0
    recall = tp / neg.sum() if neg.sum() else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    wrongly = int((esc & ~neg).sum()) / max(int((~neg).sum()), 1)
    return {"precision": round(float(precision), 4), "recall": round(float(recall), 4), "f1": round(float(f1), 4),
            "answerable_escalated": round(wrongly, 4)}


def sweep(signal: Sequence[float], unanswerable: Sequence[bool]) -> list[dict]:
    """Escalate-below-t scores for every threshold t that changes a decision."""
    values = np.unique(np.round(np.asarray(signal, float), 3))
    thresholds = np.concatenate([values, [values[-1] + 0.001]]) if len(values) else np.array([])
    return [{"threshold": round(float(t), 3), **escalation_scores(np.asarray(signal) < t, unanswerable)}
            for t in thresholds]


def best_f1_threshold(signal: Sequence[float], unanswerable: Sequence[bool]) -> dict:
    """The threshold with the best escalation F1; ties go to the lowest (fewest false escalations)."""
    rows = sweep(signal, unanswerable)
    return max(rows, key=lambda r: (r["f1"], -r["threshold"])) if rows else {}


def calibration(confidence: Sequence[float], answerable: Sequence[bool], bins: int = 10) -> dict:
    """Share of answerable questions per confidence bin, and the expected calibration error."""
    conf, ok = np.asarray(confidence, float), np.asarray(answerable, float)
    edges = np.linspace(0, 1, bins + 1)
    rows, ece = [], 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        inside = (conf >= lo) & ((conf < hi) | (hi == 1.0))
        if inside.any():
            rows.append({"bin": [round(lo, 2), round(hi, 2)], "n": int(inside.sum()),
                         "mean_confidence": round(float(conf[inside].mean()), 4),
                         "answerable": round(float(ok[inside].mean()), 4)})
            ece += inside.mean() * abs(conf[inside].mean() - ok[inside].mean())
    return {"bins": rows, "ece": round(float(ece), 4)}


def headline(results: list[QuestionResult]) -> dict:
    """What a support team cares about: solved, unanswerable caught, answerable escalated, cited the right page."""
    answerable = [r for r in results if r.has_answer]
    unanswerable = [r for r in results if not r.has_answer]
    answered = [r for r in answerable if not r.escalate]

    def share(flags) -> float | None:
        flags = list(flags)
        return round(sum(flags) / len(flags), 4) if flags else None

    return {"questions": len(results), "answerable": len(answerable), "unanswerable": len(unanswerable),
            "solved": share(r.solved for r in answerable),
            "unanswerable_caught": share(r.escalate for r in unanswerable),
            "answerable_escalated": share(r.escalate for r in answerable),
            "cites_labelled_page": share(r.cites_labelled_page for r in answered)}


def summarize(results: list[QuestionResult], top_k: int) -> dict:
    """Every aggregate the report shows, for one set and one configuration."""
    answerable = [r for r in results if r.has_answer]
    unanswerable = [r for r in results if not r.has_answer]
    at_k = np.array([retrieval_at(r, top_k) for r in answerable]) if answerable else np.zeros((0, 3))
    curve = [float(np.mean([retrieval_at(r, k)[1] for r in answerable])) if answerable else 0.0
             for k in range(1, CURVE_DEPTH + 1)]
    answered = [r for r in results if not r.escalate]
    sentences = sum(r.answer_sentences for r in answered)
    unsupported = sum(len(r.unsupported) for r in answered)
    latency = np.array([r.latency_ms for r in results])
    flags = [not r.has_answer for r in results]

    def mean(values) -> float:
        return round(float(np.mean(values)), 4) if len(values) else 0.0

    return {
        "questions": len(results), "answerable": len(answerable), "unanswerable": len(unanswerable), "k": top_k,
        **{k: v for k, v in headline(results).items() if k not in ("questions", "answerable", "unanswerable")},
        "splits": {split: headline([r for r in results if r.split == split])
                   for split in ("dev", "test") if any(r.split == split for r in results)},
        "hit_at_k": mean(at_k[:, 0]), "recall_at_k": mean(at_k[:, 1]), "precision_at_k": mean(at_k[:, 2]),
        "mrr": mean([reciprocal_rank(r) for r in answerable]),
        "recall_curve": [round(v, 4) for v in curve],
        "answer_contains_recall": mean([len(r.contains_found) / max(len(r.answer_contains), 1) for r in answerable]),
        "answered_answerable": mean([not r.escalate for r in answerable]),
        "hallucination_rate": round(unsupported / sentences, 4) if sentences else 0.0,
        "answers_with_unsupported": mean([bool(r.unsupported) for r in answered]),
        "auroc_confidence": _round(auroc([r.confidence for r in answerable], [r.confidence for r in unanswerable])),
        "auroc_answerability": _round(auroc([r.answerability for r in answerable],
                                            [r.answerability for r in unanswerable])),
        "escalation": escalation_scores([r.escalate for r in results], flags),
        "best_f1_threshold": {"confidence": best_f1_threshold([r.confidence for r in results], flags),
                              "answerability": best_f1_threshold([r.answerability for r in results], flags)},
        "calibration": calibration([r.confidence for r in results], [r.has_answer for r in results]),
        "latency_ms_p50": round(float(np.percentile(latency, 50)), 2) if latency.size else 0.0,
        "latency_ms_p95": round(float(np.percentile(latency, 95)), 2) if latency.size else 0.0,
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
