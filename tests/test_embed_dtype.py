"""`KB_EMBED_DTYPE=auto`: fp32 without a bf16 flag; with one, the faster dtype measured once and remembered.

A bf16 flag does not say bf16 pays: on one Xeon with AVX-512 BF16 (no AMX) bf16 embedded 32.4 chunks/s against
fp32's 44.2, while on CPUs with AMX it was 1.7-2.9x faster. So `auto` times both on that machine."""

from __future__ import annotations

import json

import numpy as np
import pytest

from knowledge import embed
from knowledge.embed import DTYPE_CHOICE_FILE, Embedder, choose_dtype, cpu_has_bf16, resolve_dtype


def rates(fp32: float, bf16: float):
    asked = []

    def measure(dtype: str) -> float:
        asked.append(dtype)
        return {"fp32": fp32, "bf16": bf16}[dtype]
    return measure, asked


def test_the_faster_dtype_is_chosen_and_remembered_for_this_machine(tmp_path):
    file = tmp_path / DTYPE_CHOICE_FILE
    measure, asked = rates(fp32=44.2, bf16=32.4)  # machine H's chunks/s: bf16 flag, bf16 slower
    assert choose_dtype(measure, "cpu A", file) == ("fp32", {"fp32": 44.2, "bf16": 32.4})
    assert sorted(asked) == ["bf16", "bf16", "fp32", "fp32"]  # interleaved rounds, best of each
    assert json.loads(file.read_text())["dtype"] == "fp32"

    again, asked_again = rates(fp32=1.0, bf16=99.0)
    assert choose_dtype(again, "cpu A", file)[0] == "fp32"  # read back, not measured again
    assert asked_again == []

    other, asked_other = rates(fp32=36.1, bf16=85.4)  # machine E: AMX, bf16 faster
    assert choose_dtype(other, "cpu B", file)[0] == "bf16"  # another CPU (or torch): measured anew
    assert set(asked_other) == {"bf16", "fp32"}
    assert json.loads(file.read_text())["key"] == "cpu B"


def test_a_damaged_choice_file_is_measured_over(tmp_path):
    file = tmp_path / DTYPE_CHOICE_FILE
    file.write_text("{not json")
    measure, asked = rates(fp32=10.0, bf16=20.0)
    assert choose_dtype(measure, "cpu A", file)[0] == "bf16"
    assert asked and json.loads(file.read_text())["dtype"] == "bf16"
    assert choose_dtype(measure, "cpu A", None)[0] == "bf16"  # no file: measured, nothing written


def test_without_a_bf16_flag_auto_is_fp32_and_nothing_is_measured(monkeypatch):
    monkeypatch.setattr(embed, "_cpuinfo", lambda: "flags\t: fpu sse sse2 avx2\nmodel name\t: AMD EPYC\n")
    assert resolve_dtype("auto") == "fp32"
    monkeypatch.setattr(embed, "_cpuinfo", lambda: "flags\t: avx2 avx512f avx512_bf16\n")
    assert resolve_dtype("auto") == "auto"  # left to the measurement
    assert resolve_dtype("bf16") == "bf16" and resolve_dtype("fp32") == "fp32"
    with pytest.raises(ValueError):
        resolve_dtype("int8")


def test_auto_on_this_machine_embeds_in_the_dtype_it_measured(tmp_path):
    import torch

    file = tmp_path / DTYPE_CHOICE_FILE
    embedder = Embedder(dtype="auto", choice_file=file)
    chosen = embedder.dtype
    model = embedder._sentence_transformer()
    assert next(model.parameters()).dtype == (torch.bfloat16 if chosen == "bf16" else torch.float32)
    if cpu_has_bf16():
        saved = json.loads(file.read_text())
        assert saved["dtype"] == chosen and min(saved["texts_per_second"].values()) > 0
        faster = max(saved["texts_per_second"], key=saved["texts_per_second"].get)
        assert chosen == faster
    else:
        assert chosen == "fp32" and not file.exists()
    vectors = embedder.embed(["How long do refunds take?", "Refunds are issued within ten business days."])
    assert vectors.dtype == np.float32 and np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
