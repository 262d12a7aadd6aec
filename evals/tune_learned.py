"""Choose KB_LEARNED_THRESHOLD on the DEV half of evals/learned/paraphrases.json; report the TEST half.

    python evals/tune_learned.py [--set evals/learned/paraphrases.json] [--json]

Each pair is a saved support question and a new question: a paraphrase (`same`: the saved answer answers
it) or a same-topic near miss (it must not). A learned answer answers when the cosine of the two
questions reaches the threshold. A wrong learned answer is worse than an escalation (a person then
answers), so the threshold is the lowest that accepts no dev near miss, placed halfway between the
highest dev near miss and the next dev paraphrase above it. The cosines are taken in fp32 on every
machine: bf16 embeddings (auto on a CPU with AMX) move the midpoint in its third decimal, and the
shipped default must not depend on which machine chose it.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

SET = REPO / "evals" / "learned" / "paraphrases.json"


def tuning_embedder():
    """The embedder the threshold is chosen with: fp32 on every machine (see the module docstring)."""
    from knowledge.embed import shared_embedder

    return shared_embedder(dtype="fp32")


@dataclass(frozen=True)
class Scores:
    """What a threshold does to one half: paraphrases answered, near misses wrongly answered."""

    pairs: int
    paraphrases_answered: float
    near_misses_answered: float


def load_pairs(path: Path = SET) -> list[dict]:
    return json.loads(Path(path).read_text(encoding="utf-8"))["pairs"]


def cosines(pairs: list[dict], embedder) -> np.ndarray:
    saved = embedder.embed([p["saved"] for p in pairs])
    asked = embedder.embed([p["asked"] for p in pairs])
    return (np.asarray(saved) * np.asarray(asked)).sum(axis=1)


def choose(cos: np.ndarray, same: np.ndarray) -> float:
    """Lowest threshold accepting no near miss: halfway to the next paraphrase above the highest near miss."""
    top_miss = float(cos[~same].max()) if (~same).any() else 0.0
    above = cos[same & (cos > top_miss)]
    return round((top_miss + float(above.min())) / 2, 3) if len(above) else round(top_miss + 0.001, 3)


def score(cos: np.ndarray, same: np.ndarray, threshold: float) -> Scores:
    hit = cos >= threshold
    return Scores(pairs=len(cos), paraphrases_answered=round(float(hit[same].mean()), 3),
                  near_misses_answered=round(float(hit[~same].mean()), 3))


def tune(pairs: list[dict], embedder) -> dict:
    cos = cosines(pairs, embedder)
    same = np.array([bool(p["same"]) for p in pairs])
    dev = np.array([p["split"] == "dev" for p in pairs])
    threshold = choose(cos[dev], same[dev])
    return {"threshold": threshold, "dev": asdict(score(cos[dev], same[dev], threshold)),
            "test": asdict(score(cos[~dev], same[~dev], threshold))}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=SET)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = tune(load_pairs(args.set), tuning_embedder())
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"KB_LEARNED_THRESHOLD={result['threshold']}")
        for half in ("dev", "test"):
            s = result[half]
            print(f"{half}: {s['pairs']} pairs, paraphrases answered {s['paraphrases_answered']:.1%}, "
                  f"near misses answered {s['near_misses_answered']:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
