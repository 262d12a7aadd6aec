"""Typed settings for the knowledge core, read once at start-up.

Nothing reads the environment at import time: callers build a `KnowledgeSettings`
with `from_env(...)` and pass it down.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Mapping


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


def _bool(value: str) -> bool:
    return value.strip().lower() in {"1", "true", "yes", "on"}


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
    escalation_threshold: float = 0.60
    escalate_on: str = "answerability"  # answerability | confidence (the seed's max chunk score only)
    answerability_threshold: float = 0.741
    confidence_high: float = 0.8
    confidence_medium: float = 0.5
    answer_sentences: int = 3
    extractive_meaning_weight: float = 16.0  # weight of question-sentence cosine in extractive sentence choice
    max_question_chars: int = 2000
    save_sentence_vectors: bool = True  # embed each version's sentences once after an ingest, on disk

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
        return f"{self.pdf_extractor}|{self.chunk_tokens}|{self.chunk_overlap}|{self.embedding_model or 'minilm-l6'}"

    def with_overrides(self, **changes) -> "KnowledgeSettings":
        return replace(self, **changes)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "KnowledgeSettings":
        """Build settings from an environment mapping (default: `.env` + `os.environ`)."""
        env = load_environment() if env is None else env
        values = {}
        for f in fields(cls):
            name = _ENV_NAMES.get(f.name, "KB_" + f.name.upper())
            raw = env.get(name)
            if raw is None or (raw == "" and f.type != "str"):  # empty means "default" for non-text
                continue
            values[f.name] = _convert(f.type, raw, name)
        return cls(**values)


_ENV_NAMES = {
    "chroma_host": "CHROMA_HOST",
    "chroma_port": "CHROMA_PORT",
    "openai_api_key": "OPENAI_API_KEY",
    "openai_base_url": "OPENAI_BASE_URL",
    "openai_model": "OPENAI_MODEL",
    "openai_timeout_seconds": "OPENAI_TIMEOUT_SECONDS",
    "openai_max_retries": "OPENAI_MAX_RETRIES",
}


def _convert(type_name: str, raw: str, env_name: str):
    try:
        if type_name == "Path":
            return Path(raw).expanduser()
        if type_name == "int":
            return int(raw)
        if type_name == "float":
            return float(raw)
        if type_name == "bool":
            return _bool(raw)
        return raw
    except ValueError as exc:
        raise ValueError(f"{env_name}={raw!r} is not a valid {type_name}") from exc
