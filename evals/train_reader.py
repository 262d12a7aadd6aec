"""Train the answer reader (knowledge/answering/reader.py) on the DEV halves of evals/, and write its weights.

    python evals/train_reader.py units   [--out units.jsonl]             # what the core weighs, per question
    python evals/train_reader.py train   --units units.jsonl [--holdout first|second|SET,SET] [--out reader.pt]
                                         [--epoch-checkpoints] [--answer-removed on|off] [--negatives N]
                                         [--trained-layers N]
    python evals/train_reader.py export  reader.pt [--to knowledge/answering/reader_weights.safetensors]
    python evals/train_reader.py read    --first F.safetensors --second S.safetensors [--out readings.jsonl]
                                         [--sets SET,SET] [--split dev|test]
    python evals/train_reader.py choose  readings.jsonl

`units` asks every question of every set (both halves, so a held-out run can be scored) through the core and
writes the units it weighs: the answerable units of the retrieved chunks, each marked `holds` when it contains
one of the question's `answer_contains` strings and `on_page` when its page is a labelled one.

`train` reads only DEV halves, of every set but the `--holdout` ones. The shipped weights learned from the dev
halves of all 35 sets (1,556 questions; `--holdout ''`, the default). To measure on documents the reader never
saw and to choose how answerability uses it, train two folds: `--holdout first` (the 17 sets of FIRST_FOLD, every
other set by name) and `--holdout second` (the other 18); each fold's reader reads the sets it never saw, and the
weight, threshold and passage bonus are chosen on those out-of-fold readings of the dev halves. Each
question is one group: one unit that holds the answer on a labelled page (none for an unanswerable question),
the `NEGATIVES` units that do not which the embedding model ranks highest (the near misses) and two more at
random. The reader gives each unit a logit; a fixed "no answer" logit of 0 joins them, and the loss is the
cross-entropy of picking the right one (the unit, or "no answer"): SQuAD 2.0's no-answer option, over units.
The top `TRAINED_LAYERS` layers of all-MiniLM-L6-v2 and a linear head over the mean of its last layer learn;
the lower layers stay as shipped. On two cores: about 12 minutes for 800 questions, 25 for 1,600.

`export` keeps what training changed, as fp16, and a JSON naming the base model (reader.ReaderInfo).

`read` asks every question of both halves with the reader of the fold that never saw its set (`--first`: the
weights trained with `--holdout first`) and writes what the choice needs: confidence, answerability without the
reader, the reader's best logit, and whether the extractive passage holds every asked fact for each passage
bonus in BONUSES. `choose` then picks the reader's weight in answerability (answerability.W_READER), the cap of
answerability by the plain signal (answerability.PLAIN_CAP), the threshold (settings.ANSWERABILITY_THRESHOLDS) and
the passage bonus (extractive.READER_BONUS) on the DEV rows: for each weight, cap and bonus the threshold that
catches the most unanswerable questions with at most 10% of answerable ones escalated, then the mix with the most
solved + caught among those with a cap (the reader may lower answerability but never lift it above cap x the plain
signal: a rule of the design, because a reader sure of a unit far from the question in meaning answered near
misses; the best uncapped mix is printed to show what the rule costs on dev); it prints the test halves' figures
beside (out of fold: documents the reader that read them never saw).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

TRAINED_LAYERS = 4
NEGATIVES = 5
EPOCHS = 3
QUESTIONS_PER_STEP = 4
LEARNING_RATE = 1e-4
HEAD_LEARNING_RATE = 1e-3
SEED = 0
ANSWER_REMOVED = False  # also train each answerable question without its answer (groups_of)
BONUSES = (0.0, 2.0, 4.0, 6.0, 10.0)  # the passage bonuses `choose` tries
MIX_WEIGHTS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0)  # the reader's weights in answerability it tries
PLAIN_CAPS = (None, 1.0, 0.95, 0.9, 0.88, 0.86, 0.84, 0.82, 0.8)  # caps by the plain signal it tries (None: no cap)
MAX_ANSWERABLE_ESCALATED = 0.10
FIRST_FOLD = (  # every other set by name; the second fold is the rest
    "alder_finch_help_center",
    "aurelia_travel_insurance_policy",
    "brightwater_energy_billing_guide",
    "corvina_member_handbook",
    "greenleaf_lawn_care_price_list",
    "handbook",
    "kestrel_ebike_owners_manual",
    "ledgerly_onboarding_deck",
    "meshline_router_user_guide",
    "northgate_university_it_guide",
    "parkway_airport_parking_guide",
    "policy_faq",
    "product_manual",
    "ridgeway_cu_account_guide",
    "saltmarsh_car_rental_terms",
    "tandem_coworking_member_guide",
    "tidewell_energy_terms_of_service",
)


def write_units(out: Path, data_dir: Path, only: set[str]) -> None:
    import numpy as np

    from knowledge.answering.answerability import unit_scores
    from knowledge.answering.question_parts import clauses
    from knowledge.eval.questions import load_set
    from knowledge.eval.run import find_sources, normalise, open_eval_kb, pdf_dirs
    from knowledge.settings import KnowledgeSettings

    settings = KnowledgeSettings(data_dir=data_dir, reader_weights="off")
    with out.open("w", encoding="utf-8") as sink:
        for path in sorted(p for p in (REPO / "evals").glob("*.json")
                           if p.stem != "multi_document" and (not only or p.stem in only)):
            items = load_set(path)
            kb = open_eval_kb(settings, find_sources(items, pdf_dirs(path, settings)), data_dir / "eval")
            versions = [v for v, _ in kb._live_versions().values()]
            index = kb.retriever.keyword_index(versions)
            for item in items:
                query = kb.check_question(item.question)
                vector = kb.embedder.embed_one(query)
                chunks = kb._by_score(kb._ranked(query, vector, kb.settings.top_k, versions))
                evidence = kb._evidence(chunks)
                units = [c.unit for c in evidence.candidates]
                parts = [kb.embedder.embed_one(c) for c in clauses(query)] if units else []
                scores = unit_scores(query, vector, units, evidence.vectors, index, parts)
                wanted = [normalise(s) for s in item.answer_contains]
                rows = [dict(text=c.unit.text, section=c.unit.section, score=round(float(s), 4),
                             cos=round(float(v @ vector), 4), on_page=c.chunk.page in item.pages,
                             holds=any(w in normalise(c.unit.text) for w in wanted))
                        for c, s, v in zip(evidence.candidates, np.asarray(scores).tolist(), evidence.vectors)]
                sink.write(json.dumps(dict(set=path.stem, split=item.split, question=item.question,
                                           has_answer=item.has_answer, units=rows)) + "\n")
            print(path.stem, len(items), flush=True)


def holdout_sets(choice: str) -> set[str]:
    """The sets `--holdout` names: a fold ('first', 'second'), or set names, comma-separated."""
    if choice in ("first", "second"):
        every = {p.stem for p in (REPO / "evals").glob("*.json") if p.stem != "multi_document"}
        return set(FIRST_FOLD) if choice == "first" else every - set(FIRST_FOLD)
    return set(filter(None, choice.split(",")))


def groups_of(rows: list[dict], holdout: set[str], answer_removed: bool = ANSWER_REMOVED
              ) -> list[tuple[str, list[str], list[str]]]:
    """(question, units holding its answer, units that do not, best-ranked first) of every dev question.

    With `answer_removed`, each answerable question whose answer was retrieved is also asked once more without
    it: the retrieved units off its labelled pages, with "no answer" the right pick. That is what a near miss
    looks like (the question's neighbours, not its fact), and it teaches the reader to put those units below
    "no answer" rather than only below the unit that holds the fact."""
    from knowledge.answering.reader import pair_text

    groups = []
    for r in rows:
        if r["split"] != "dev" or r["set"] in holdout:
            continue
        ranked = sorted(r["units"], key=lambda u: -u["cos"])
        holding = [pair_text(u["section"], u["text"]) for u in r["units"]
                   if r["has_answer"] and u["holds"] and u["on_page"]]
        others = [pair_text(u["section"], u["text"]) for u in ranked if not u["holds"]]
        groups.append((r["question"], holding, others))
        if answer_removed and holding:
            off_page = [pair_text(u["section"], u["text"]) for u in ranked if not u["holds"] and not u["on_page"]]
            if off_page:
                groups.append((r["question"], [], off_page))
    return groups


def train(units: Path, out: Path, holdout: set[str], max_steps: int = 0, epoch_checkpoints: bool = False,
          answer_removed: bool = ANSWER_REMOVED, negatives: int = NEGATIVES,
          trained_layers: int = TRAINED_LAYERS) -> None:
    import torch
    from transformers import AutoModel, AutoTokenizer

    from knowledge.answering.reader import MAX_PIECES
    from knowledge.embed import default_model_path

    random.seed(SEED)
    torch.manual_seed(SEED)
    torch.set_num_threads(2)
    base = default_model_path()
    tokenizer = AutoTokenizer.from_pretrained(base)
    groups = groups_of([json.loads(line) for line in units.open(encoding="utf-8")], holdout, answer_removed)

    class Reader(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.bert = AutoModel.from_pretrained(base)
            self.head = torch.nn.Linear(self.bert.config.hidden_size, 1)

        def forward(self, batch):
            hidden = self.bert(**batch).last_hidden_state
            mask = batch["attention_mask"].unsqueeze(-1).float()
            return self.head((hidden * mask).sum(1) / mask.sum(1)).squeeze(-1)

    model = Reader()
    layers = model.bert.encoder.layer
    for p in model.bert.parameters():
        p.requires_grad = False
    for layer in layers[len(layers) - trained_layers:]:
        for p in layer.parameters():
            p.requires_grad = True
    optimiser = torch.optim.AdamW([{"params": [p for p in model.bert.parameters() if p.requires_grad],
                                    "lr": LEARNING_RATE},
                                   {"params": model.head.parameters(), "lr": HEAD_LEARNING_RATE}], weight_decay=0.01)
    steps = math.ceil(len(groups) / QUESTIONS_PER_STEP) * EPOCHS
    if max_steps:
        steps = min(steps, max_steps)  # a quick check of the script, not a reader worth shipping
    warm = 0.1 * steps
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda s: s / warm if s < warm else max(0.0, (steps - s) / (steps - warm)))
    print(f"{len(groups)} dev questions, {steps} steps", flush=True)

    def save(to: Path) -> None:
        torch.save({"state": model.state_dict(), "trained_layers": trained_layers, "holdout": sorted(holdout)}, to)

    started, step, epoch = time.time(), 0, 0
    model.train()
    while step < steps:
        epoch += 1
        random.shuffle(groups)
        for at in range(0, len(groups), QUESTIONS_PER_STEP):
            if step >= steps:
                break
            batch, targets = [], []
            for question, holding, others in groups[at:at + QUESTIONS_PER_STEP]:
                rest = others[negatives:]
                picked = ([random.choice(holding)] if holding else []) + others[:negatives] + \
                    random.sample(rest, min(2, len(rest)))
                batch.append([(question, text) for text in picked])
                targets.append(1 if holding else 0)  # index 0 is "no answer"
            flat = [pair for group in batch for pair in group]
            encoded = tokenizer([q for q, _ in flat], [t for _, t in flat], truncation="only_second",
                                max_length=MAX_PIECES, padding=True, return_tensors="pt")
            logits = model(encoded)
            loss, at_row = 0.0, 0
            for group, target in zip(batch, targets):
                options = torch.cat([torch.zeros(1), logits[at_row:at_row + len(group)]])
                at_row += len(group)
                loss = loss - torch.log_softmax(options, 0)[target]
            loss = loss / len(batch)
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
            step += 1
            if step % 50 == 0:
                print(f"step {step}/{steps} loss {loss.item():.3f} {time.time() - started:.0f} s", flush=True)
        if epoch_checkpoints and step < steps:  # the reader as it stood after this epoch, to see where it generalises
            save(out.with_suffix(f".epoch{epoch}{out.suffix}"))
    save(out)


def export(checkpoint: Path, to: Path) -> None:
    import numpy as np
    import torch
    from safetensors.numpy import save_file

    from knowledge.answering.reader import MAX_PIECES, model_id
    from knowledge.embed import default_model_path

    saved = torch.load(checkpoint, map_location="cpu")
    trained = saved["trained_layers"]
    weights = {}
    for key, value in saved["state"].items():
        name = key.removeprefix("bert.")
        layer = int(name.split(".")[2]) if name.startswith("encoder.layer.") else -1
        if name.startswith("head.") or layer >= 6 - trained:
            weights[name] = value.float().numpy().astype(np.float16)
    save_file(weights, str(to))
    info = {"base": model_id(Path(default_model_path())), "trained_layers": trained, "max_pieces": MAX_PIECES}
    to.with_suffix(".json").write_text(json.dumps(info, indent=1) + "\n")
    print(f"{to}: {len(weights)} tensors, {to.stat().st_size} bytes")


def read_out_of_fold(out: Path, data_dir: Path, first: Path, second: Path, only: set[str], split: str = "") -> None:
    """Every question read by the fold's reader that never saw its set: what `choose` needs, one line each."""
    from knowledge.answering.answerability import reader_support
    from knowledge.answering.extractive import READER_BONUS, render, select_passage
    from knowledge.eval.questions import load_set
    from knowledge.eval.run import find_sources, normalise, open_eval_kb, pdf_dirs
    from knowledge.settings import KnowledgeSettings

    with out.open("w", encoding="utf-8") as sink:
        for path in sorted(p for p in (REPO / "evals").glob("*.json")
                           if p.stem != "multi_document" and (not only or p.stem in only)):
            weights = first if path.stem in FIRST_FOLD else second  # held out of that fold's training
            settings = KnowledgeSettings(data_dir=data_dir, reader_weights=str(weights))
            items = load_set(path)
            kb = open_eval_kb(settings, find_sources(items, pdf_dirs(path, settings)), data_dir / "eval")
            versions = [v for v, _ in kb._live_versions().values()]
            for item in items:
                if split and item.split != split:
                    continue
                query = kb.check_question(item.question)
                vector = kb.embedder.embed_one(query)
                chunks = kb._by_score(kb._ranked(query, vector, settings.top_k, versions))
                evidence = kb._evidence(chunks)
                judgement = kb._judge(query, vector, evidence, versions)
                weight = settings.extractive_meaning_weight
                similarity = (evidence.vectors @ vector).tolist() if weight and len(evidence.candidates) else None
                support = reader_support(judgement.read) if judgement.read is not None else None
                found = {}
                for bonus in BONUSES:  # the core's bonus is READER_BONUS x support: scale support to try others
                    scaled = None if support is None else support * (bonus / READER_BONUS)
                    picked = select_passage(query, evidence.candidates, settings.answer_sentences, similarity,
                                            weight, scaled)
                    text = normalise(render(picked)) if picked else ""
                    found[str(bonus)] = bool(item.has_answer and picked
                                             and all(normalise(s) in text for s in item.answer_contains))
                sink.write(json.dumps(dict(
                    set=path.stem, split=item.split, has_answer=item.has_answer,
                    confidence=round(max((c.score for c in chunks), default=0.0), 3), plain=judgement.plain,
                    best_logit=None if judgement.read is None else float(judgement.read.max()), found=found)) + "\n")
            print(path.stem, len(items), flush=True)


def mixes(rows: list[dict], floor: float) -> list[tuple[float, float | None, float, float, tuple, tuple]]:
    """(weight, cap, bonus, threshold, dev figures, test figures) for every weight, cap (None: uncapped) and bonus,
    best first: the threshold catching the most unanswerable dev questions with at most 10% of answerable ones
    escalated, then the most solved + caught (the lowest such threshold on a tie). Figures are (solved, caught,
    answerable escalated); `floor` is the confidence floor. Counted with numpy over every threshold at once: the
    grid is 360 mixes of about a thousand thresholds each."""
    import numpy as np

    from knowledge.answering.answerability import mixed_with_reader

    def columns(half: list[dict]) -> dict:
        return dict(answerable=np.array([r["has_answer"] for r in half], dtype=bool),
                    low=np.array([r["confidence"] < floor for r in half], dtype=bool),
                    found={b: np.array([r["found"][str(b)] for r in half], dtype=bool) for b in BONUSES})

    def answerability(half: list[dict], w: float, cap: float | None) -> np.ndarray:
        return np.array([r["plain"] if r["best_logit"] is None else mixed_with_reader(r["plain"], r["best_logit"], w, cap)
                         for r in half])

    def figures(c: dict, a: np.ndarray, thresholds: np.ndarray, bonus: float) -> tuple[np.ndarray, ...]:
        """(solved, caught, answerable escalated) at each threshold: escalated is below the floor or below it."""
        escalated = c["low"][None, :] | (a[None, :] < thresholds[:, None])
        yes, no = c["answerable"], ~c["answerable"]
        solved = (~escalated[:, yes] & c["found"][bonus][yes][None, :]).sum(1) / max(1, yes.sum())
        caught = escalated[:, no].sum(1) / max(1, no.sum())
        return solved, caught, escalated[:, yes].sum(1) / max(1, yes.sum())

    dev = [r for r in rows if r["split"] == "dev"]
    test = [r for r in rows if r["split"] == "test"]
    dev_c, test_c = columns(dev), columns(test)
    found = []
    for w in MIX_WEIGHTS:
        for cap in PLAIN_CAPS:
            dev_a = answerability(dev, w, cap)
            test_a = answerability(test, w, cap) if test else None
            thresholds = np.unique(dev_a)
            for bonus in BONUSES:
                solved, caught, escalated = figures(dev_c, dev_a, thresholds, bonus)
                allowed = np.flatnonzero(escalated <= MAX_ANSWERABLE_ESCALATED)
                if not len(allowed):
                    continue
                at = max(allowed, key=lambda i: (caught[i], solved[i], -i))  # the lowest threshold on a tie
                t = float(thresholds[at])
                tested = () if not test else tuple(float(f[0]) for f in figures(test_c, test_a, np.array([t]), bonus))
                found.append((w, cap, bonus, t, (float(solved[at]), float(caught[at]), float(escalated[at])), tested))
    return sorted(found, key=lambda m: -(m[4][0] + m[4][1]))


def choose(readings: Path) -> None:
    """Print the best mixes of `read`'s readings, and the choice: the best capped one (answerability.PLAIN_CAP:
    the reader may lower answerability freely but never lift it above cap x the plain signal, a rule of the
    design; the best uncapped mix is printed beside it to show what the rule costs on dev)."""
    from knowledge.settings import KnowledgeSettings

    rows = [json.loads(line) for line in readings.open(encoding="utf-8")]
    floor = KnowledgeSettings.__dataclass_fields__["escalation_threshold"].default
    print(f"{sum(r['split'] == 'dev' for r in rows)} dev and {sum(r['split'] == 'test' for r in rows)} test questions")
    print("weight cap bonus threshold | dev solved caught escalated | test (out of fold) solved caught escalated")
    found = mixes(rows, floor)
    for w, cap, bonus, threshold, dev, test in found[:8]:
        print(w, cap, bonus, threshold, "|", *(f"{v:.3f}" for v in dev), "|", *(f"{v:.3f}" for v in test))
    w, cap, bonus, threshold, dev, test = next(m for m in found if m[1] is not None)
    print("choice (capped):", w, cap, bonus, threshold, "|", *(f"{v:.3f}" for v in dev), "|",
          *(f"{v:.3f}" for v in test))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    u = sub.add_parser("units")
    u.add_argument("--out", type=Path, default=Path("units.jsonl"))
    u.add_argument("--data-dir", type=Path, default=REPO / "data" / "reader")
    u.add_argument("--sets", default="", help="only these sets (file stems), comma-separated; default: all")
    t = sub.add_parser("train")
    t.add_argument("--units", type=Path, required=True)
    t.add_argument("--holdout", default="",
                   help="sets (file stems) never trained on, comma-separated, or 'first' / 'second' for a fold; "
                        "default: none, as for the shipped weights")
    t.add_argument("--out", type=Path, default=Path("reader.pt"))
    t.add_argument("--max-steps", type=int, default=0, help="stop after this many steps (0: all epochs)")
    t.add_argument("--epoch-checkpoints", action="store_true",
                   help="also write the reader after each epoch but the last, beside --out as NAME.epochN.pt")
    t.add_argument("--answer-removed", choices=("on", "off"), default="on" if ANSWER_REMOVED else "off",
                   help="also train each answerable question without its answer (see groups_of)")
    t.add_argument("--negatives", type=int, default=NEGATIVES,
                   help="near misses per question, the best-ranked units without its answer")
    t.add_argument("--trained-layers", type=int, default=TRAINED_LAYERS, choices=range(1, 7),
                   help="the top layers of the embedding model that learn (the rest stay as shipped)")
    e = sub.add_parser("export")
    e.add_argument("checkpoint", type=Path)
    e.add_argument("--to", type=Path, default=REPO / "knowledge" / "answering" / "reader_weights.safetensors")
    r = sub.add_parser("read")
    r.add_argument("--first", type=Path, required=True, help="weights trained with --holdout first")
    r.add_argument("--second", type=Path, required=True, help="weights trained with --holdout second")
    r.add_argument("--out", type=Path, default=Path("readings.jsonl"))
    r.add_argument("--data-dir", type=Path, default=REPO / "data" / "reader")
    r.add_argument("--sets", default="", help="only these sets (file stems), comma-separated; default: all")
    r.add_argument("--split", default="", choices=("", "dev", "test"),
                   help="only this half's questions (a comparison on dev costs half the reading); default: both")
    c = sub.add_parser("choose")
    c.add_argument("readings", type=Path)
    args = parser.parse_args()
    if args.step == "units":
        write_units(args.out, args.data_dir, set(filter(None, args.sets.split(","))))
    elif args.step == "train":
        train(args.units, args.out, holdout_sets(args.holdout), args.max_steps, args.epoch_checkpoints,
              args.answer_removed == "on", args.negatives, args.trained_layers)
    elif args.step == "export":
        export(args.checkpoint, args.to)
    elif args.step == "read":
        read_out_of_fold(args.out, args.data_dir, args.first, args.second,
                         set(filter(None, args.sets.split(","))), args.split)
    else:
        choose(args.readings)


if __name__ == "__main__":
    main()
