"""Record what answering weighed for every labelled question, then replay the extractive passage choice offline.

    python evals/replay.py capture --split dev [--out data/replay/dev.jsonl] [SET.json ...]   # every set by default
    python evals/replay.py passages data/replay/dev.jsonl

`capture` asks each question through `KnowledgeBase.ask`, exactly as `kb eval` does (same private indexes under
data/eval, same defaults), and writes one line per question: the decision (confidence, answerability, the plain
signal without the reader, escalate), the reply, and the evidence it was made from: every candidate unit with
its chunk, its cosine with the question and the reader's logit. All dev halves took 23 minutes on two cores
(2026-12-01, AMD EPYC with AVX2), the 35 indexes built on the way.

`passages` runs `extractive.select_passage` again on those candidates with today's code and prints how many
replies hold every asked string, so a change to the passage choice is measured on every question in seconds
instead of a full `kb eval`. It also counts the replies that come back exactly as recorded: with the code the
capture was made with, every answered extractive question gets back the reply it got live (tests/test_replay.py). Tune on dev captures; report a
change with `kb eval --split test`.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def capture_set(kb, items) -> list[dict]:
    """Ask every item through `kb.ask`; what its `_judge` weighed is recorded on the way."""
    import numpy as np

    weighed: dict = {}
    judge = kb._judge

    def recording(query, vector, evidence, versions=None):
        judgement = judge(query, vector, evidence, versions)
        weighed.update(evidence=evidence, judgement=judgement,
                       sim=(evidence.vectors @ vector).tolist() if len(evidence.candidates) else [])
        return judgement

    kb._judge = recording
    try:
        rows = []
        for item in items:
            weighed.clear()
            answer = kb.ask(item.question)
            evidence, judgement = weighed.get("evidence"), weighed.get("judgement")
            chunks: dict[str, dict] = {}
            candidates = []
            for c in (evidence.candidates if evidence else []):
                key = f"{c.chunk.source}\0{c.chunk.id}"
                chunks.setdefault(key, c.chunk.to_dict())
                candidates.append(dict(unit=asdict(c.unit), chunk=key, position=c.position))
            read = judgement.read if judgement is not None else None
            rows.append(dict(
                question=item.question, has_answer=item.has_answer, pages=list(item.pages),
                answer_contains=list(item.answer_contains), source=item.source, split=item.split,
                escalate=answer.escalate, mode=answer.mode, answer=answer.final_answer,
                confidence=answer.confidence, answerability=answer.answerability,
                plain=judgement.plain if judgement else None, sim=weighed.get("sim", []), chunks=chunks, candidates=candidates,
                read=None if read is None else [None if not np.isfinite(v) else float(v) for v in read]))
        return rows
    finally:
        del kb._judge


def candidates_of(row: dict) -> list:
    """The recorded candidates as the core's own types."""
    from knowledge.answer import RetrievedChunk
    from knowledge.answering.extractive import Candidate
    from knowledge.pdf.units import Unit

    chunks = {key: RetrievedChunk(**fields) for key, fields in row["chunks"].items()}
    return [Candidate(Unit(**c["unit"]), chunks[c["chunk"]], c["position"]) for c in row["candidates"]]


def replay_passage(row: dict, limit: int, weight: float) -> str:
    """The extractive reply today's code makes from a recorded question's candidates ("" for none)."""
    import numpy as np

    from knowledge.answering.answerability import reader_support
    from knowledge.answering.extractive import render, select_passage

    candidates = candidates_of(row)
    read = None if row["read"] is None else reader_support(
        np.asarray([-np.inf if v is None else v for v in row["read"]], dtype=np.float64))
    similarity = row["sim"] if weight and candidates else None
    picked = select_passage(row["question"], candidates, limit, similarity, weight, read)
    return render(picked) if picked else ""


def passages(rows: list[dict], limit: int, weight: float) -> dict:
    """Replay every answered extractive question: how many replies come back as recorded, and how many of the
    answerable ones hold every asked string (and, over all answerable questions, are solved)."""
    from knowledge.eval.run import normalise

    answered = [r for r in rows if not r["escalate"] and r["mode"] == "extractive"]
    same = holding = 0
    for r in answered:
        text = replay_passage(r, limit, weight)
        same += text == r["answer"]
        holding += r["has_answer"] and all(normalise(s) in normalise(text) for s in r["answer_contains"])
    answerable = sum(r["has_answer"] for r in rows)
    return dict(questions=len(rows), answered=len(answered), same_as_recorded=same,
                answered_answerable=sum(r["has_answer"] for r in answered), holding_every_string=holding,
                solved=round(holding / answerable, 4) if answerable else 0.0)


def main() -> None:
    from knowledge.eval.questions import load_set
    from knowledge.eval.run import find_sources, open_eval_kb, pdf_dirs
    from knowledge.settings import KnowledgeSettings

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    c = sub.add_parser("capture", help="ask every question and record what answering weighed")
    c.add_argument("sets", nargs="*", type=Path)
    c.add_argument("--split", default="dev", choices=("dev", "test", ""))
    c.add_argument("--out", type=Path, default=REPO / "data" / "replay" / "dev.jsonl")
    p = sub.add_parser("passages", help="replay the passage choice of a capture with today's code")
    p.add_argument("capture", type=Path)
    args = parser.parse_args()
    settings = KnowledgeSettings.from_env()
    if args.step == "capture":
        paths = args.sets or sorted(p for p in (REPO / "evals").glob("*.json") if p.stem != "multi_document")
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with args.out.open("w", encoding="utf-8") as sink:
            for path in paths:
                items = [i for i in load_set(path) if not args.split or i.split == args.split]
                kb = open_eval_kb(settings, find_sources(items, pdf_dirs(path, settings)),
                                  Path(settings.data_dir) / "eval")
                for row in capture_set(kb, items):
                    sink.write(json.dumps(dict(row, set=path.stem), ensure_ascii=False) + "\n")
                print(path.stem, len(items), flush=True)
    else:
        rows = [json.loads(line) for line in args.capture.open(encoding="utf-8")]
        print(json.dumps(passages(rows, settings.answer_sentences, settings.extractive_meaning_weight)))


if __name__ == "__main__":
    main()
