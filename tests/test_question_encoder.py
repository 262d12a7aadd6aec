"""A question is embedded in numpy with sentence-transformers' numbers, so `kb ask` never imports torch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from knowledge.embed import default_model_path, shared_embedder
from knowledge.question_encoder import QuestionEncoder

REPO = Path(__file__).resolve().parent.parent
TEXTS = ["how long do I have to return something?", "What payment methods do you accept?", "x", "",
         "É ü 日本語 — “quotes” and a URL https://example.com/a?b=c", "in-network copay for the HMO, e.g. $25",
         "word " * 400]  # the last is past the 256-word-piece window: truncated the same way


def test_question_vectors_equal_sentence_transformers(embedder):
    """The numpy encoder computes in fp32, so it is held to sentence-transformers in fp32; on a CPU with native
    bf16 the documents are embedded in bf16 (embedder's `auto`), and a question still lands next to them."""
    fp32 = shared_embedder(dtype="fp32")
    encoder = QuestionEncoder.load(default_model_path(), fp32.max_seq_length)
    assert encoder is not None
    for text in TEXTS:
        reference = fp32.embed([text])[0]  # sentence-transformers, one text, no padding
        got = encoder.encode(text)
        assert got.dtype == np.float32 and abs(float(np.linalg.norm(got)) - 1.0) < 1e-5
        assert float(np.abs(got - reference).max()) < 1e-5, text
        assert float(got @ embedder.embed([text])[0]) > 0.99, text  # the documents' precision (bf16 or fp32)
    assert encoder.word_pieces("word " * 400) == 402 and embedder.word_pieces("word " * 400) == 402


def test_a_model_it_cannot_reproduce_is_left_to_sentence_transformers(tmp_path):
    model = Path(default_model_path())
    for name in ("config.json", "modules.json"):
        (tmp_path / name).write_text((model / name).read_text())
    config = json.loads((tmp_path / "config.json").read_text())
    (tmp_path / "config.json").write_text(json.dumps({**config, "model_type": "roberta"}))
    assert QuestionEncoder.load(tmp_path, 256) is None
    assert QuestionEncoder.load(tmp_path / "missing", 256) is None


def test_kb_ask_imports_neither_torch_nor_sentence_transformers(tmp_path, handbook):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KB_", "OPENAI_", "CHROMA_"))}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", KB_DATA_DIR=str(tmp_path / "data"), KB_INGEST_NICE="0")
    ingest = subprocess.run([sys.executable, "-m", "knowledge.cli", "ingest", str(handbook)], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=600)
    assert ingest.returncode == 0, ingest.stderr[-2000:]
    probe = ("import sys; from knowledge.cli import main; code = main(['ask', 'How many days do I have to return an "
             "item?']); heavy = [m for m in ('torch', 'sentence_transformers', 'sklearn', 'transformers') "
             "if m in sys.modules]; print('HEAVY', heavy); sys.exit(code)")
    asked = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env={**env, "PYTHONPATH": str(REPO)},
                           capture_output=True, text=True, timeout=300)
    assert asked.returncode == 0, asked.stderr[-2000:]
    assert "30 days" in asked.stdout and "HEAVY []" in asked.stdout
