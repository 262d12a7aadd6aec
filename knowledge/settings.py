"""Typed settings for the knowledge core, read once at start-up and validated when built.

Nothing reads the environment at import time: callers build a `KnowledgeSettings`
with `from_env(...)` and pass it down. A bad value raises `SettingsError`, whose
message names the variable and says what is allowed, so `kb` and `python -m bot`
can print one line and exit 2 instead of failing later with a traceback.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Iterable, Mapping


class SettingsError(ValueError):
    """A setting has a value that cannot work; `variable` is its env name (or flag)."""

    def __init__(self, variable: str, value: object, problem: str, *, secret: bool = False) -> None:
        self.variable, self.value, self.problem = variable, value, problem
        shown = ("(hidden)" if secret else "(empty)" if value == "" else repr(value) if isinstance(value, str)
                 else f"{value:g}" if isinstance(value, float) else value)
        super().__init__(f"{variable}={shown}: {problem}")


def check_choice(variable: str, value: str, choices: Iterable[str]) -> None:
    choices = tuple(choices)
    if value not in choices:
        raise SettingsError(variable, value, "must be one of " + ", ".join(choices))


def check_range(variable: str, value: float, low: float | None = None, high: float | None = None, *,
                above: float | None = None) -> None:
    """`low` <= value <= `high`; `above`: strictly greater than."""
    if above is not None and not value > above:
        raise SettingsError(variable, value, f"must be greater than {above:g}")
    if low is not None and value < low:
        raise SettingsError(variable, value, f"must be at least {low:g}")
    if high is not None and value > high:
        raise SettingsError(variable, value, f"must be at most {high:g}")


def read_dotenv(path: str | os.PathLike) -> dict[str, str]:
    """Parse a `.env` file (KEY=VALUE lines, `#` comments, optional quotes)."""
    values: dict[str, str] = {}
    p = Path(path)
    if not p.is_file():
        return values
    for raw in p.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.removeprefix("export ").partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        values[key.strip()] = value
    return values


def load_environment(dotenv_path: str | os.PathLike | None = ".env",
                     environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The effective environment: `.env` values overridden by real env vars."""
    merged = read_dotenv(dotenv_path) if dotenv_path else {}
    merged.update(os.environ if environ is None else environ)
    return merged


_TRUE, _FALSE = {"1", "true", "yes", "on"}, {"0", "false", "no", "off"}


def parse_bool(variable: str, raw: str) -> bool:
    word = raw.strip().lower()
    if word not in _TRUE | _FALSE:
        raise SettingsError(variable, raw, "must be true or false (also 1/0, yes/no, on/off)")
    return word in _TRUE


def parse_int(variable: str, raw: str) -> int:
    try:
        return int(raw.strip())
    except ValueError:
        raise SettingsError(variable, raw, "must be a whole number") from None


def parse_float(variable: str, raw: str) -> float:
    try:
        return float(raw.strip())
    except ValueError:
        raise SettingsError(variable, raw, "must be a number") from None


# Chroma's rule for collection names: 3-512 characters of [a-zA-Z0-9._-], starting and ending alphanumeric.
_COLLECTION = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{1,510})[A-Za-z0-9]$")
EMBED_DTYPES = ("auto", "fp32", "bf16")
PDF_EXTRACTORS = ("pdfium", "pdfplumber")
RETRIEVAL_MODES = ("dense", "hybrid", "adaptive")
ESCALATE_ON = ("answerability", "confidence")
# Default answerability thresholds, chosen on the dev halves of evals/ (README "Answer quality"): without the answer
# reader (KB_READER_WEIGHTS=off), and with it (its belief mixed in and capped by the plain signal; answerability.py).
ANSWERABILITY_THRESHOLDS = {"off": 0.730, "reader": 0.525}


@dataclass(frozen=True)
class KnowledgeSettings:
    """Everything the core needs; each field maps to one env variable (see `.env.example`)."""

    data_dir: Path = Path("data")
    docs_dir: Path = Path("knowledge_base")
    collection: str = "pagewise"
    chroma_host: str = ""
    chroma_port: int = 8000

    embedding_model: str = ""  # empty: all-MiniLM-L6-v2 from the offline package
    embed_dtype: str = "auto"  # auto | fp32 | bf16
    embed_batch_size: int = 16

    pdf_extractor: str = "pdfium"  # pdfium | pdfplumber
    chunk_tokens: int = 200
    chunk_overlap: int = 30
    max_pdf_mb: float = 20.0
    max_pages: int = 500
    parse_timeout_seconds: float = 120.0
    parse_memory_mb: int = 4096

    top_k: int = 5
    retrieval: str = "hybrid"  # dense | hybrid (dense + BM25, reciprocal rank fusion) | adaptive
    hybrid_candidates: int = 20  # chunks each retriever contributes to the fusion
    rrf_k: int = 60  # reciprocal rank fusion constant
    escalation_threshold: float = 0.55
    escalate_on: str = "answerability"  # answerability | confidence (the seed's max chunk score only)
    answerability_threshold: float | None = None  # None: the one chosen for the reader setting (`answerability_cutoff`)
    confidence_high: float = 0.8
    confidence_medium: float = 0.5
    answer_sentences: int = 4  # units in an extractive answer, at most, plus the reader's pick (4: dev halves)
    extractive_meaning_weight: float = 8.0  # weight of question-unit cosine in the extractive passage choice
    reader_weights: str = "shipped"  # shipped (the answer reader, answering/reader.py) | off | a .safetensors file
    max_question_chars: int = 2000
    save_sentence_vectors: bool = True  # embed each version's sentences once after an ingest, on disk
    learned_threshold: float = 0.79  # question-to-saved-question cosine at which a learned answer answers
    learned_max_chars: int = 4000  # longest support answer that can be saved as a learned answer

    openai_api_key: str = field(default="", repr=False)
    openai_base_url: str = ""
    openai_model: str = "gpt-4o-mini"
    openai_timeout_seconds: float = 20.0
    openai_max_retries: int = 2

    ingest_lock_timeout_seconds: float = 0.0
    ingest_nice: int = 19  # `kb ingest` / `kb watch` lower their CPU priority by this much (0 = off)

    # Keeping the knowledge folder fresh (knowledge/schedule.py): a cron expression wins over the interval;
    # interval 0 and no cron switch the schedule off.
    reindex_interval_minutes: float = 15.0
    reindex_cron: str = ""
    reindex_misfire_grace_seconds: int = 3600
    reindex_in_bot: bool = True  # false when a dedicated `kb watch` worker runs the schedule

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise `SettingsError` for the first value that cannot work (types are checked by `from_env`)."""
        v = env_name
        if not _COLLECTION.match(self.collection):
            raise SettingsError(v("collection"), self.collection,
                                "must be 3-512 letters, digits, '.', '_' or '-', starting and ending with a "
                                "letter or digit (Chroma's rule)")
        check_range(v("chroma_port"), self.chroma_port, 1, 65535)
        check_choice(v("embed_dtype"), self.embed_dtype, EMBED_DTYPES)
        check_range(v("embed_batch_size"), self.embed_batch_size, 1, 1024)
        check_choice(v("pdf_extractor"), self.pdf_extractor, PDF_EXTRACTORS)
        check_range(v("chunk_tokens"), self.chunk_tokens, 20, 4000)
        check_range(v("chunk_overlap"), self.chunk_overlap, 0)
        if self.chunk_overlap >= self.chunk_tokens // 2:
            raise SettingsError(v("chunk_overlap"), self.chunk_overlap,
                                f"must be less than half of KB_CHUNK_TOKENS ({self.chunk_tokens})")
        check_range(v("max_pdf_mb"), self.max_pdf_mb, above=0)
        check_range(v("max_pages"), self.max_pages, 1)
        check_range(v("parse_timeout_seconds"), self.parse_timeout_seconds, above=0)
        check_range(v("parse_memory_mb"), self.parse_memory_mb, 256)
        check_range(v("top_k"), self.top_k, 1, 100)
        check_choice(v("retrieval"), self.retrieval, RETRIEVAL_MODES)
        check_range(v("hybrid_candidates"), self.hybrid_candidates, 1, 1000)
        check_range(v("rrf_k"), self.rrf_k, 1)
        for name in ("escalation_threshold", "answerability_threshold", "confidence_high", "confidence_medium"):
            if getattr(self, name) is not None:
                check_range(v(name), getattr(self, name), 0, 1)
        if self.confidence_medium > self.confidence_high:
            raise SettingsError(v("confidence_medium"), self.confidence_medium,
                                f"must not be above KB_CONFIDENCE_HIGH ({self.confidence_high})")
        check_choice(v("escalate_on"), self.escalate_on, ESCALATE_ON)
        check_range(v("answer_sentences"), self.answer_sentences, 1, 20)
        check_range(v("extractive_meaning_weight"), self.extractive_meaning_weight, 0)
        check_range(v("max_question_chars"), self.max_question_chars, 1)
        if self.reader_weights.strip() not in ("off", "shipped") and not self.reader_weights.endswith(".safetensors"):
            raise SettingsError(v("reader_weights"), self.reader_weights,
                                "must be 'off', 'shipped' (the reader that comes with the code) or a .safetensors file")
        check_range(v("learned_threshold"), self.learned_threshold, 0, 1)
        check_range(v("learned_max_chars"), self.learned_max_chars, 1, 40000)
        if self.openai_base_url and not self.openai_base_url.startswith(("http://", "https://")):
            raise SettingsError(v("openai_base_url"), self.openai_base_url, "must start with http:// or https://")
        if self.llm_enabled and not self.openai_model.strip():
            raise SettingsError(v("openai_model"), self.openai_model, "must name a model when OPENAI_API_KEY is set")
        check_range(v("openai_timeout_seconds"), self.openai_timeout_seconds, above=0)
        check_range(v("openai_max_retries"), self.openai_max_retries, 0, 10)
        check_range(v("ingest_lock_timeout_seconds"), self.ingest_lock_timeout_seconds, 0)
        check_range(v("ingest_nice"), self.ingest_nice, 0, 19)
        check_range(v("reindex_interval_minutes"), self.reindex_interval_minutes, 0)
        check_range(v("reindex_misfire_grace_seconds"), self.reindex_misfire_grace_seconds, 0)
        if self.reindex_cron.strip():
            _check_cron(v("reindex_cron"), self.reindex_cron)

    @property
    def answerability_cutoff(self) -> float:
        """The answerability below which a question escalates: KB_ANSWERABILITY_THRESHOLD when set, else the one
        chosen on the dev halves for the signal in use (with the answer reader answerability is on its own scale)."""
        if self.answerability_threshold is not None:
            return self.answerability_threshold
        return ANSWERABILITY_THRESHOLDS["off" if self.reader_weights.strip() == "off" else "reader"]

    @property
    def llm_enabled(self) -> bool:
        return bool(self.openai_api_key)

    @property
    def uses_chroma_server(self) -> bool:
        return bool(self.chroma_host)

    @property
    def max_pdf_bytes(self) -> int:
        return int(self.max_pdf_mb * 2**20)

    @property
    def pipeline_fingerprint(self) -> str:
        """Changing any of these rebuilds every document on the next ingest."""
        return (f"{self.pdf_extractor}|{self.chunk_tokens}|{self.chunk_overlap}|{self.embedding_model or 'minilm-l6'}"
                "|units27")  # bump the tag when the PDF pipeline changes what it stores

    def with_overrides(self, **changes) -> "KnowledgeSettings":
        return replace(self, **changes)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "KnowledgeSettings":
        """Build settings from an environment mapping (default: `.env` + `os.environ`)."""
        env = load_environment() if env is None else env
        values = {}
        for f in fields(cls):
            name = env_name(f.name)
            raw = env.get(name)
            if raw is None or (raw.strip() == "" and f.type != "str"):  # empty means "default" for non-text
                continue
            values[f.name] = _convert(f.type, raw, name)
        return cls(**values)


def env_name(field_name: str) -> str:
    """The environment variable of a `KnowledgeSettings` field."""
    return _ENV_NAMES.get(field_name, "KB_" + field_name.upper())


_ENV_NAMES = {
    "chroma_host": "CHROMA_HOST",
    "chroma_port": "CHROMA_PORT",
    "openai_api_key": "OPENAI_API_KEY",
    "openai_base_url": "OPENAI_BASE_URL",
    "openai_model": "OPENAI_MODEL",
    "openai_timeout_seconds": "OPENAI_TIMEOUT_SECONDS",
    "openai_max_retries": "OPENAI_MAX_RETRIES",
}


def _convert(type_name: str, raw: str, variable: str):
    if type_name == "Path":
        return Path(raw.strip()).expanduser()
    if type_name == "int":
        return parse_int(variable, raw)
    if type_name in ("float", "float | None"):
        return parse_float(variable, raw)
    if type_name == "bool":
        return parse_bool(variable, raw)
    return raw.strip()


def _check_cron(variable: str, expression: str) -> None:
    """Five crontab fields, as APScheduler reads them (imported only when a cron is set)."""
    from apscheduler.triggers.cron import CronTrigger

    try:
        CronTrigger.from_crontab(expression.strip())
    except ValueError as exc:
        raise SettingsError(variable, expression, f"is not a crontab expression ({exc})") from None
