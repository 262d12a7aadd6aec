"""What the benchmark measures on: the shared corpus when it is there, else the PDFs that ship.

The corpus (two public PDFs, never copied into the repo) is looked up next to the
repository, `<repo>/../shared/corpus`, or wherever PAGEWISE_CORPUS_DIR points. With it
the documents are the sample handbook plus those two PDFs and all three eval sets;
without it they are what ships: the handbook and any PDFs in samples/documents/, with
every question of evals/*.json whose source document is among them. The generated
300-page PDF (bench/make_pdf300.py) is measured either way.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from harness import REPO

CORPUS_FILES = ("AI_Information.pdf", "attention_is_all_you_need.pdf")
HANDBOOK = REPO / "knowledge_base" / "pagewise-demo-handbook.pdf"
SAMPLES_DIR = REPO / "samples" / "documents"
EVALS_DIR = REPO / "evals"
EVAL_SETS = [EVALS_DIR / n for n in ("handbook.json", "ai_information.json", "attention.json")]  # with the corpus


def corpus_dir() -> Path:
    """PAGEWISE_CORPUS_DIR, else `../shared/corpus` next to the repository."""
    override = os.environ.get("PAGEWISE_CORPUS_DIR", "").strip()
    return Path(override).expanduser() if override else REPO.parent / "shared" / "corpus"


def shown(path: Path) -> str:
    """A path as the report shows it: relative to the repository when it is inside or next to it."""
    for base, prefix in ((REPO, ""), (REPO.parent, "../")):
        try:
            return prefix + str(path.resolve().relative_to(base.resolve()))
        except ValueError:
            continue
    return str(path)


@dataclass
class Inputs:
    documents: list[Path]  # the "corpus" of the report: ingested, asked on, used for cold starts
    corpus_present: bool
    corpus_dir: Path
    missing: list[str]  # corpus files that were looked for and not found
    eval_sets: list[Path]  # where the questions come from (only those about `documents` are asked)

    @property
    def label(self) -> str:
        if self.corpus_present:
            return f"corpus: present ({shown(self.corpus_dir)}), measured on it and the sample handbook"
        return "corpus: absent, measured on shipped PDFs"

    def header(self) -> str:
        """The line the run and its report start with."""
        names = ", ".join(p.name for p in self.documents)
        if self.corpus_present:
            return f"{self.label}: {names}"
        return (f"{self.label}: {names} + the generated PDF (no {', '.join(self.missing)} in "
                f"{shown(self.corpus_dir)}; PAGEWISE_CORPUS_DIR overrides)")

    def describe(self) -> dict:
        return {"corpus": "present" if self.corpus_present else "absent", "label": self.label,
                "header": self.header(),
                "corpus_dir": shown(self.corpus_dir), "corpus_missing": self.missing,
                "documents": [shown(p) for p in self.documents],
                "eval_sets": [shown(p) for p in self.eval_sets],
                "note": "" if self.corpus_present else
                "figures on the 'corpus' rows are for these shipped PDFs, not comparable with corpus runs"}


def find_inputs() -> Inputs:
    where = corpus_dir()
    found = [where / name for name in CORPUS_FILES]
    missing = [name for name, path in zip(CORPUS_FILES, found) if not path.is_file()]
    if not missing:
        return Inputs([HANDBOOK, *found], True, where, [], EVAL_SETS)
    shipped = sorted(SAMPLES_DIR.glob("*.pdf")) if SAMPLES_DIR.is_dir() else []
    more = sorted(p for p in EVALS_DIR.glob("*.json") if p not in EVAL_SETS)  # e.g. the sample documents' sets
    return Inputs([HANDBOOK, *shipped], False, where, missing, EVAL_SETS + more)


def load_questions(inputs: Inputs) -> list[dict]:
    """The eval questions about the measured documents, each question once."""
    names = {p.name for p in inputs.documents}
    questions, seen = [], set()
    for path in inputs.eval_sets:
        try:
            items = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            if path in EVAL_SETS:
                raise
            continue  # not a question set
        for q in items if isinstance(items, list) else []:
            if isinstance(q, dict) and q.get("source") in names and q.get("question") not in seen:
                seen.add(q["question"])
                questions.append(q)
    return questions
