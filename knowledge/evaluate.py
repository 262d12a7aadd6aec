"""`kb eval`: run a labelled question set against an index and measure answer quality.

A set is a JSON list of `{question, has_answer, pages, answer_contains, source}`
(see evals/README.md). Each question is asked once through `KnowledgeBase.ask`,
exactly as a user would, and retrieved once more to a fixed depth for the
recall@k curve. Metrics are in `metrics.py`; the report in `eval_report.py`.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Iterable

from .core import KnowledgeBase
from .groundedness import unsupported_sentences
from .settings import KnowledgeSettings, _convert

CURVE_DEPTH = 10  # recall@k is reported for k = 1..10
_INGEST_FIELDS = ("pdf_extractor", "chunk_tokens", "chunk_overlap", "embedding_model")


@dataclass(frozen=True)
class Item:
    """One labelled question."""

    question: str
    has_answer: bool
    pages: tuple[int, ...]
    answer_contains: tuple[str, ...]
    source: str = ""


@dataclass
class QuestionResult:
    """What happened to one question: the ranking, the answer and its checks."""

    question: str
    has_answer: bool
    pages: list[int]
    source: str
    answer_contains: list[str]
    ranked: list[list]  # [source, page] of the retriever's top CURVE_DEPTH chunks, in its order
    shown: list[list]  # [source, page] of the chunks the answer showed (top k)
    answer: str
    confidence: float
    answerability: float
    escalate: bool
    mode: str
    contains_found: list[str] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    answer_sentences: int = 0
    latency_ms: float = 0.0


def load_set(path: str | os.PathLike) -> list[Item]:
    """Read and check a set; a malformed item is a ValueError naming it."""
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(raw, list) or not raw:
        raise ValueError(f"{path}: an evaluation set is a non-empty JSON list")
    items = []
    for i, entry in enumerate(raw):
        try:
            items.append(Item(question=str(entry["question"]), has_answer=bool(entry["has_answer"]),
                              pages=tuple(int(p) for p in entry.get("pages", [])),
                              answer_contains=tuple(str(s) for s in entry.get("answer_contains", [])),
                              source=str(entry.get("source", ""))))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: item {i} is malformed ({exc})") from None
    return items


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
            here.parent.parent / "shared" / "corpus"]


def find_sources(items: list[Item], dirs: list[Path]) -> list[Path]:
    names = sorted({item.source for item in items if item.source})
    if not names:
        raise ValueError("the set names no source PDF; add `source` to its items or use --live")
    found = []
    for name in names:
        path = next((d / name for d in dirs if (d / name).is_file()), None)
        if path is None:
            raise FileNotFoundError(f"source PDF {name!r} not found in {', '.join(map(str, dirs))}")
        found.append(path)
    return found


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
    sentences, unsupported = unsupported_sentences(answer.final_answer, answer.retrieved_chunks) if checked else (0, [])
    wanted = [s for s in item.answer_contains if normalise(s) in normalise(answer.final_answer)] if checked else []
    return QuestionResult(
        question=item.question, has_answer=item.has_answer, pages=list(item.pages), source=item.source,
        answer_contains=list(item.answer_contains),
        ranked=[[c.source, c.page] for c in ranked], shown=[[c.source, c.page] for c in answer.retrieved_chunks],
        answer=answer.final_answer, confidence=answer.confidence,
        answerability=_answerability(kb, item.question, answer), escalate=answer.escalate,
        mode=answer.mode, contains_found=wanted, unsupported=unsupported, answer_sentences=sentences,
        latency_ms=round(latency, 2))


def _answerability(kb: KnowledgeBase, question: str, answer) -> float:
    """Measured for every question, also those the confidence floor escalated first."""
    if answer.answerability is not None:
        return answer.answerability
    return kb.answerability(question, answer.retrieved_chunks) if answer.retrieved_chunks else 0.0


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

    @property
    def results(self) -> list[QuestionResult]:
        return [r for s in self.sets for r in s.results]


def run_eval(settings: KnowledgeSettings, set_paths: list[Path], compare: dict | None = None, *,
             top_k: int | None = None, index_root: Path | None = None, live: bool = False,
             extra_pdf_dirs: Iterable[Path] = (), embedder=None, progress: bool = False) -> list[ConfigRun]:
    """Evaluate `settings` (and, with `compare`, the same settings with those overrides) on every set."""
    from .metrics import summarize

    configs = [ConfigRun("base", {}, settings)]
    if compare:
        if live and set(compare) & set(_INGEST_FIELDS):
            raise ValueError("--live evaluates one existing index; ingest settings cannot be compared there")
        configs.append(ConfigRun(" ".join(f"{k}={v}" for k, v in compare.items()), compare,
                                 settings.with_overrides(**compare)))
    root = index_root or Path(settings.data_dir) / "eval"
    for path in map(Path, set_paths):
        items = load_set(path)
        sources = [] if live else find_sources(items, pdf_dirs(path, settings, extra_pdf_dirs))
        for config in configs:
            if live:
                kb = KnowledgeBase(config.settings, embedder=embedder)
            else:
                kb = open_eval_kb(config.settings, sources, root, embedder=embedder, progress=progress)
            k = top_k or config.settings.top_k
            results = run_set(kb, items, top_k=k, progress=progress, label=f"{path.stem} [{config.label}]")
            config.sets.append(SetRun(path.stem, results, summarize(results, k)))
    return configs
