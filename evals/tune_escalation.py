"""Choose answerability's weights and the escalation threshold on the DEV halves of the labelled sets.

    python evals/tune_escalation.py [SET.json ...] [--split dev] [--max-answerable-escalated 0.10]

Every question of the chosen half is retrieved once with the default settings; the
features answerability combines (each unit's cosine, subject share and asked-kind flag,
and the question's word coverage) are kept, and a grid of weights is scored without
asking again. For each grid point the threshold is the highest one that escalates at
most `--max-answerable-escalated` of the answerable questions; the point that then
catches the most unanswerable questions wins (ties: fewer answerable escalated).
Report on the test half with `kb eval --split test`, never tune on it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from knowledge import KnowledgeSettings  # noqa: E402
from knowledge.answering import answerability as A  # noqa: E402
from knowledge.answering.asked_kinds import asked_kinds, holds_required  # noqa: E402
from knowledge.answering.question_parts import clauses, missing_identifiers  # noqa: E402
from knowledge.answering.words import terms  # noqa: E402
from knowledge.eval.questions import load_set  # noqa: E402
from knowledge.eval.run import find_sources, open_eval_kb, pdf_dirs  # noqa: E402


def features(kb, item) -> dict:
    """What answerability needs of one question, for any weights."""
    question = kb.check_question(item.question)
    vector = kb.embedder.embed_one(question)
    chunks = kb._by_score(kb._ranked(question, vector, kb.settings.top_k, None))
    evidence = kb._evidence(chunks)
    index = kb.retriever.keyword_index(None)
    words, weights = A.subject_words(question, index)
    kinds = asked_kinds(question)
    units = [c.unit for c in evidence.candidates]
    cosines = evidence.vectors @ vector if units else np.zeros(0)
    for clause in clauses(question) if units else []:  # as answerability does: the best of the whole and each sentence
        cosines = np.maximum(cosines, evidence.vectors @ kb.embedder.embed_one(clause))
    cos = cosines.tolist()
    subject = [A.subject_share(words, weights, set(terms(f"{u.section} {u.text}"))) for u in units]
    kind_ok = [holds_required(kinds, u.text) for u in units]
    confidence = round(max((c.score for c in chunks), default=0.0), 3)
    missing = bool(missing_identifiers(question, [f"{u.section} {u.text}" for u in units])) if units else False
    return {"answerable": item.has_answer, "confidence": confidence, "cos": cos, "subject": subject,
            "kind_ok": kind_ok, "coverage": A.coverage(question, index), "identifier_missing": missing}


def score(f: dict, w_subject: float, penalty: float, w_coverage: float) -> float:
    if not f["cos"]:
        return 0.0
    cos, subject, ok = (np.asarray(f[k], dtype=float) for k in ("cos", "subject", "kind_ok"))
    units = ((1 - w_subject) * (cos + 1) / 2 + w_subject * subject) * np.where(ok > 0, 1.0, 1 - penalty)
    if f.get("identifier_missing"):
        units = units * (1 - A.IDENTIFIER_PENALTY)
    return (1 - w_coverage) * float(units.max()) + w_coverage * f["coverage"]


def evaluate(feats: list[dict], w_subject: float, penalty: float, w_coverage: float, floor: float,
             max_false: float) -> dict:
    values = np.array([score(f, w_subject, penalty, w_coverage) for f in feats])
    answerable = np.array([f["answerable"] for f in feats])
    floored = np.array([f["confidence"] < floor for f in feats])
    best = None
    for threshold in np.unique(np.round(values, 3)):
        escalated = floored | (values < threshold)
        false = escalated[answerable].mean() if answerable.any() else 0.0
        caught = escalated[~answerable].mean() if (~answerable).any() else 0.0
        if false <= max_false and (best is None or caught > best["caught"]):
            best = {"threshold": float(threshold), "caught": float(caught), "answerable_escalated": float(false)}
    return best or {"threshold": 0.0, "caught": 0.0, "answerable_escalated": 0.0}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", type=Path)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--max-answerable-escalated", type=float, default=0.10)
    parser.add_argument("--index-root", type=Path, default=Path("data/eval"))
    parser.add_argument("--cache", type=Path, help="save/load the features here (JSON)")
    args = parser.parse_args(argv)
    sets = args.sets or sorted(p for p in (REPO / "evals").glob("*.json") if p.stem != "multi_document")
    settings = KnowledgeSettings()
    if args.cache and args.cache.is_file():
        feats = json.loads(args.cache.read_text())
    else:
        feats = []
        for path in sets:
            items = [i for i in load_set(path) if i.split == args.split]
            try:
                sources = find_sources(items, pdf_dirs(path, settings))
            except FileNotFoundError as exc:
                print(f"skipped {path.name}: {exc}", file=sys.stderr)
                continue
            kb = open_eval_kb(settings, sources, args.index_root)
            feats += [dict(features(kb, item), set=path.stem) for item in items]
            print(f"{path.stem}: {len(items)} questions", file=sys.stderr)
        if args.cache:
            args.cache.write_text(json.dumps(feats))
    rows = []
    for w_subject, penalty, w_coverage in itertools.product((0.0, 0.1, 0.2, 0.3, 0.4, 0.5),
                                                          (0.0, 0.05, 0.1, 0.15, 0.2, 0.3),
                                                          (0.0, 0.1, 0.2)):
        best = evaluate(feats, w_subject, penalty, w_coverage, settings.escalation_threshold,
                        args.max_answerable_escalated)
        rows.append((best["caught"], -best["answerable_escalated"], w_subject, penalty, w_coverage, best))
    rows.sort(reverse=True)
    print(f"{len(feats)} {args.split} questions; escalation floor {settings.escalation_threshold}")
    print("caught  answerable_escalated  W_SUBJECT  KIND_PENALTY  W_COVERAGE  threshold")
    for caught, _, ws, kp, wc, best in rows[:12]:
        print(f"{caught:.3f}   {best['answerable_escalated']:.3f}                 {ws:<9}  {kp:<12}  {wc:<10}  "
              f"{best['threshold']:.3f}")
    current = evaluate(feats, A.W_SUBJECT, A.KIND_PENALTY, A.W_COVERAGE, settings.escalation_threshold,
                       args.max_answerable_escalated)
    print(f"current weights ({A.W_SUBJECT}, {A.KIND_PENALTY}, {A.W_COVERAGE}): {current}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
