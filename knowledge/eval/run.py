"""`kb eval`: run a labelled question set against an index and measure answer quality.

A set is a JSON list of `{question, has_answer, pages, answer_contains, source}`
(see evals/README.md). Each question is asked once through `KnowledgeBase.ask`,
exactly as a user would, and retrieved once more to a fixed depth for the
recall@k curve. Types are in `questions.py`, metrics in `metrics.py`, the report in `report.py`.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Iterable

from knowledge.core import KnowledgeBase
from knowledge.eval.groundedness import unsupported_sentences
from knowledge.eval.questions import CURVE_DEPTH, Item, QuestionResult, load_set
from knowledge.settings import KnowledgeSettings, _convert

_INGEST_FIELDS = ("pdf_extractor", "chunk_tokens", "chunk_overlap", "embedding_model")


def parse_overrides(pairs: Iterable[str]) -> dict:
    """`retrieval=dense` or `KB_RETRIEVAL=dense` -> {"retrieval": "dense"}, typed like the setting."""
    types = {f.name: f.type for f in fields(KnowledgeSettings)}
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        name = key.strip().lower().removeprefix("kb_")
        if not sep or name not in types:
            raise ValueError(f"--compare wants SETTING=VALUE with a known setting, got {pair!r}")
        out[name] = _convert(types[name], value.strip(), key)
    return out


def pdf_dirs(set_path: Path, settings: KnowledgeSettings, extra: Iterable[Path] = ()) -> list[Path]:
    """Where a set's source PDFs are looked for, first match wins."""
    here = set_path.resolve().parent
    env = [Path(d) for d in os.environ.get("PAGEWISE_EVAL_PDF_DIRS", "").split(os.pathsep) if d]
    return [*map(Path, extra), *env, Path(settings.docs_dir), here, here.parent / "knowledge_base",
            here.parent / "samples" / "documents", here.parent.parent / "shared" / "corpus"]


def find_sources(items: list[Item], dirs: list[Path]) -> list[Path]:
    names = sorted({item.source for item in items if item.source})
    if not names:
        raise ValueError("the set names no source PDF; add `source` to its items or use --live")
    found = []
    for name in names:
        path = next((d / name for d in dirs if (d / name).is_file()), None)
        if path is None:
            raise MissingSource(f"source PDF {name!r} not found in {', '.join(map(str, dirs))}")
        found.append(path)
    return found


class MissingSource(FileNotFoundError):
    """A set's PDF is not here (e.g. ../shared/corpus beside a fresh clone); `--skip-missing` skips its questions."""


def eval_settings(settings: KnowledgeSettings, sources: list[Path], root: Path) -> KnowledgeSettings:
    """A private local index per (sources, ingest pipeline), reused while neither changes."""
    recipe = [p.name for p in sources] + [str(getattr(settings, f)) for f in _INGEST_FIELDS]
    key = hashlib.sha256("\0".join(recipe).encode()).hexdigest()[:16]
    return settings.with_overrides(data_dir=root / key, chroma_host="", collection="eval")


def open_eval_kb(settings: KnowledgeSettings, sources: list[Path], root: Path, *, embedder=None,
                 progress: bool = False) -> KnowledgeBase:
    """Ingest (incrementally) the set's PDFs into its private index and open it."""
    kb = KnowledgeBase(eval_settings(settings, sources, root), embedder=embedder)
    report = kb.ingest(sources, progress=progress)
    if not report.ok:
        raise RuntimeError(f"eval index could not be built: {report.summary()}")
    kb.save_sentence_vectors()  # as `kb ingest` does: questions find their units' vectors ready
    return kb


def run_set(kb: KnowledgeBase, items: list[Item], *, top_k: int | None = None, progress: bool = False,
            label: str = "") -> list[QuestionResult]:
    """Ask every question; the progress bar goes to stderr."""
    from tqdm import tqdm

    results = []
    for item in tqdm(items, desc=label or "eval", unit="q", disable=not progress, leave=False):
        results.append(run_one(kb, item, top_k or kb.settings.top_k))
    return results


def run_one(kb: KnowledgeBase, item: Item, top_k: int) -> QuestionResult:
    started = time.perf_counter()
    answer = kb.ask(item.question, top_k=top_k)
    latency = (time.perf_counter() - started) * 1000
    ranked = kb.ranked(item.question, max(CURVE_DEPTH, top_k))
    checked = not answer.escalate
    cited = [[c.source, c.page] for c in answer.cited_chunks]
    sentences, unsupported = unsupported_sentences(answer.final_answer, answer.retrieved_chunks) if checked else (0, [])
    wanted = [s for s in item.answer_contains if normalise(s) in normalise(answer.final_answer)] if checked else []
    return QuestionResult(
        question=item.question, has_answer=item.has_answer, pages=list(item.pages), source=item.source,
        answer_contains=list(item.answer_contains),
        ranked=[[c.source, c.page] for c in ranked], shown=[[c.source, c.page] for c in answer.retrieved_chunks],
        answer=answer.final_answer, confidence=answer.confidence,
        answerability=answer.answerability, escalate=answer.escalate,
        mode=answer.mode, contains_found=wanted, unsupported=unsupported, answer_sentences=sentences,
        latency_ms=round(latency, 2), split=item.split, cited=cited)


def normalise(text: str) -> str:
    """Case, quotes, dashes and whitespace do not decide a string match."""
    import unicodedata

    table = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-",
                           "\u2014": "-", "\u2212": "-"})
    return " ".join(unicodedata.normalize("NFKC", text).translate(table).lower().split())


def result_dicts(results: list[QuestionResult]) -> list[dict]:
    return [asdict(r) for r in results]


@dataclass
class SetRun:
    name: str
    results: list[QuestionResult]
    metrics: dict


@dataclass
class ConfigRun:
    """One configuration evaluated on every set."""

    label: str
    overrides: dict
    settings: KnowledgeSettings
    sets: list[SetRun] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # sets whose PDFs were not found (with --skip-missing)
    together: bool = False  # every set's PDFs in one index

    @property
    def results(self) -> list[QuestionResult]:
        return [r for s in self.sets for r in s.results]


def run_eval(settings: KnowledgeSettings, set_paths: list[Path], compare: dict | None = None, *,
             top_k: int | None = None, index_root: Path | None = None, live: bool = False,
             extra_pdf_dirs: Iterable[Path] = (), embedder=None, progress: bool = False, split: str = "",
             together: bool = False, skip_missing: bool = False) -> list[ConfigRun]:
    """Evaluate `settings` (and, with `compare`, the same settings with those overrides) on every set.

    `split` keeps only that half of each set (dev to tune, test to report); `together` puts every set's
    PDFs into one index (citations must then name the right file); `skip_missing` skips a set whose PDFs
    are not here instead of failing."""
    from knowledge.eval.metrics import summarize

    if live and together:
        raise ValueError("--live and --together cannot be combined: --live uses the configured index as it is")
    configs = [ConfigRun("base", {}, settings, together=together)]
    if compare:
        if live and set(compare) & set(_INGEST_FIELDS):
            raise ValueError("--live evaluates one existing index; ingest settings cannot be compared there")
        configs.append(ConfigRun(" ".join(f"{k}={v}" for k, v in compare.items()), compare,
                                 settings.with_overrides(**compare), together=together))
    root = index_root or Path(settings.data_dir) / "eval"
    sets: list[tuple[Path, list[Item], list[Path]]] = []
    for path in map(Path, set_paths):
        items = [item for item in load_set(path) if not split or item.split == split]
        dirs = pdf_dirs(path, settings, extra_pdf_dirs)
        if skip_missing and not live:
            here = [item for item in items if not item.source or any((d / item.source).is_file() for d in dirs)]
            if len(here) < len(items):
                missing = sorted({item.source for item in items} - {item.source for item in here})
                for config in configs:
                    config.skipped.append(f"{path.stem}: {len(items) - len(here)} questions about PDFs not found "
                                          f"({', '.join(missing)})")
            if not here:
                continue
            items = here
        sources = [] if live else find_sources(items, dirs)
        sets.append((path, items, sources))
    everything = sorted({p for _, _, sources in sets for p in sources}, key=lambda p: p.name)
    for config in configs:
        shared = open_eval_kb(config.settings, everything, root, embedder=embedder, progress=progress) \
            if together and everything else None
        for path, items, sources in sets:
            if live:
                kb = KnowledgeBase(config.settings, embedder=embedder)
            else:
                kb = shared or open_eval_kb(config.settings, sources, root, embedder=embedder, progress=progress)
            k = top_k or config.settings.top_k
            results = run_set(kb, items, top_k=k, progress=progress, label=f"{path.stem} [{config.label}]")
            config.sets.append(SetRun(path.stem, results, summarize(results, k)))
    return configs
