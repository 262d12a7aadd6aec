"""One question -> its vector, in numpy: the same numbers as sentence-transformers without importing torch.

`kb ask "..."` embeds a single short text. Importing sentence-transformers (torch, transformers,
scikit-learn) costs 6-9 s on a 2-core CPU, the forward pass of MiniLM on one question about
30 ms. This module runs that forward pass (BERT encoder, mean pooling, L2 normalisation) with
numpy, reading the model's own `model.safetensors` and `tokenizer.json`; the vectors equal
sentence-transformers' within 1e-6 (tests/test_question_encoder.py). Documents are still
embedded by sentence-transformers (knowledge/embed.py), which batches faster.

Only models this code can reproduce are accepted: a BERT encoder with mean pooling and a
normalised output; `load` returns None for anything else and the caller uses sentence-transformers.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

_SQRT_HALF = np.float32(0.7071067811865476)


class QuestionEncoder:
    def __init__(self, folder: Path, max_length: int) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        config = json.loads((folder / "config.json").read_text())
        self.heads = int(config["num_attention_heads"])
        self.eps = np.float32(config.get("layer_norm_eps", 1e-12))
        self.dimension = int(config["hidden_size"])
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.no_padding()  # the shipped tokenizer.json pads and truncates at 128; the model reads 256
        self.tokenizer.enable_truncation(max_length)
        self._counter = Tokenizer.from_file(str(folder / "tokenizer.json"))  # counts without cutting
        self._counter.no_padding()
        self._counter.no_truncation()
        w = load_file(str(folder / "model.safetensors"))
        w = {k.removeprefix("bert."): v for k, v in w.items()}
        self.token_types = w["embeddings.token_type_embeddings.weight"]  # both rows: a pair's second text is type 1
        self.embeddings = (w["embeddings.word_embeddings.weight"], w["embeddings.position_embeddings.weight"],
                           self.token_types[0],
                           w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        self.layers = []
        n = 0
        while f"encoder.layer.{n}.attention.self.query.weight" in w:
            self.layers.append(layer_weights(w, f"encoder.layer.{n}."))
            n += 1

    @classmethod
    def load(cls, folder: str | Path, max_length: int) -> "QuestionEncoder | None":
        """The encoder for a sentence-transformers model folder, or None when this code cannot reproduce it."""
        folder = Path(folder)
        try:
            config = json.loads((folder / "config.json").read_text())
            modules = json.loads((folder / "modules.json").read_text())
            kinds = [m["type"].rsplit(".", 1)[-1] for m in modules]
            pooling = json.loads((folder / next(m["path"] for m in modules if m["type"].endswith("Pooling"))
                                  / "config.json").read_text())
        except (OSError, ValueError, KeyError, StopIteration):
            return None
        if (config.get("model_type") != "bert" or config.get("hidden_act") != "gelu"
                or kinds != ["Transformer", "Pooling", "Normalize"] or not pooling.get("pooling_mode_mean_tokens")
                or not (folder / "model.safetensors").is_file() or not (folder / "tokenizer.json").is_file()):
            return None
        return cls(folder, max_length)

    def encode(self, text: str) -> np.ndarray:
        """The unit-length float32 vector of `text` (one BLAS thread: on a busy machine more threads stall)."""
        from threadpoolctl import threadpool_limits

        ids = np.asarray(self.tokenizer.encode(text).ids, dtype=np.int64)
        with threadpool_limits(1, "blas"):
            x = self._forward(ids)
        vector = x.mean(0).astype(np.float32)
        return vector / max(float(np.linalg.norm(vector)), 1e-12)

    def _forward(self, ids: np.ndarray) -> np.ndarray:
        words, positions, token_type, g, b = self.embeddings
        x = self._norm(words[ids] + positions[:len(ids)] + token_type, g, b)
        t, width = x.shape
        h, d = self.heads, width // self.heads
        scale = np.float32(1.0 / np.sqrt(d))
        for qkv_w, qkv_b, ao_w, ao_b, g1, b1, i_w, i_b, o_w, o_b, g2, b2 in self.layers:
            q, k, v = (x @ qkv_w + qkv_b).reshape(t, 3, h, d).transpose(1, 2, 0, 3)
            s = (q @ k.transpose(0, 2, 1)) * scale
            s = np.exp(s - s.max(-1, keepdims=True))
            s /= s.sum(-1, keepdims=True)
            x = self._norm((s @ v).transpose(1, 0, 2).reshape(t, width) @ ao_w + ao_b + x, g1, b1)
            x = self._norm(_gelu(x @ i_w + i_b) @ o_w + o_b + x, g2, b2)
        return x

    def _norm(self, x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
        centred = x - x.mean(-1, keepdims=True)
        return centred / np.sqrt((centred * centred).mean(-1, keepdims=True) + self.eps) * g + b

    def word_pieces(self, text: str) -> int:
        """Word pieces of `text`, special tokens included, without truncation."""
        return len(self._counter.encode(text).ids)


def layer_weights(w: dict[str, np.ndarray], p: str) -> tuple:
    """One encoder layer's weights (names after `p`), laid out for `_forward`: q, k and v in one matrix, all
    matrices transposed for `x @ W`."""
    return (np.concatenate([w[p + f"attention.self.{m}.weight"] for m in ("query", "key", "value")]).T.copy(),
            np.concatenate([w[p + f"attention.self.{m}.bias"] for m in ("query", "key", "value")]),
            w[p + "attention.output.dense.weight"].T.copy(), w[p + "attention.output.dense.bias"],
            w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"],
            w[p + "intermediate.dense.weight"].T.copy(), w[p + "intermediate.dense.bias"],
            w[p + "output.dense.weight"].T.copy(), w[p + "output.dense.bias"],
            w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])


def _gelu(x: np.ndarray) -> np.ndarray:
    """The exact (erf) GELU BERT uses; erf by Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7), in float32."""
    a = np.abs(x) * _SQRT_HALF
    t = np.float32(1.0) / (np.float32(1.0) + np.float32(0.3275911) * a)
    p = ((((np.float32(1.061405429) * t - np.float32(1.453152027)) * t + np.float32(1.421413741)) * t
          - np.float32(0.284496736)) * t + np.float32(0.254829592)) * t * np.exp(-(a * a))
    return np.maximum(x, 0) - np.float32(0.5) * np.abs(x) * p  # 0.5 x (1 + erf(x / sqrt 2)), rearranged
