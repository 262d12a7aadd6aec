"""The answer reader reads (question, unit) pairs as one text (knowledge/answering/reader.py; issue 14, points 2 and 4).

Its forward pass is numpy over the shipped fp16 layers; here it is held to the same network run by torch and
transformers, to its own scores when units come alone or in mixed batches (padding must not leak), and to what
it is for: among units on the asked subject, the one holding the asked fact reads highest, and a question whose
units all miss it reads low.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from knowledge import KnowledgeSettings
from knowledge.answering.reader import WEIGHTS, Reader, model_id, pair_text
from knowledge.embed import default_model_path
from knowledge.answering.answerability import PLAIN_CAP, W_READER, with_reader
from knowledge.settings import ANSWERABILITY_THRESHOLDS, SettingsError


@pytest.fixture(scope="module")
def reader() -> Reader:
    loaded = Reader.load(default_model_path())
    assert loaded is not None, "the shipped reader weights must load over the shipped embedding model"
    return loaded


PLAN_ROWS = [pair_text("4. Plans > 4.2 Deductibles", "Deductibles — PPO — Individual: $500; Family: $1,000"),
             pair_text("4. Plans > 4.2 Deductibles", "Deductibles — HDHP — Individual: $1,600; Family: $3,200"),
             pair_text("4. Plans > 4.3 Copays", "Copays — HMO — Specialist visit: $30 copay (with referral)")]


def test_numpy_scores_equal_the_same_network_in_torch(reader):
    import torch
    from safetensors.numpy import load_file
    from transformers import AutoModel, AutoTokenizer

    base = default_model_path()
    model = AutoModel.from_pretrained(base).eval()
    shipped = load_file(str(WEIGHTS))
    state = model.state_dict()
    for name, value in shipped.items():
        if not name.startswith("head."):
            state[name] = torch.from_numpy(value.astype(np.float32))
    model.load_state_dict(state)
    question = "what's the deductible on the HDHP for a family?"
    encoded = AutoTokenizer.from_pretrained(base)([question] * len(PLAN_ROWS), PLAN_ROWS, padding=True,
                                                  truncation="only_second", max_length=128, return_tensors="pt")
    with torch.no_grad():
        hidden = model(**encoded).last_hidden_state
    mask = encoded["attention_mask"].unsqueeze(-1).float()
    pooled = ((hidden * mask).sum(1) / mask.sum(1)).numpy()
    expected = pooled @ shipped["head.weight"].astype(np.float32).reshape(-1) + float(shipped["head.bias"][0])
    assert np.abs(reader.scores(question, PLAN_ROWS) - expected).max() < 1e-3


def test_a_units_score_does_not_depend_on_the_batch_it_is_read_in(reader):
    question = "how long is the warranty on the motor?"
    units = ["The motor is covered for 10 years from the date of purchase.", "Parts: 2 years.",
             "Keep your receipt: we ask for proof of purchase with every warranty claim, whether you bought the "
             "appliance in a store or online, and whether it was a gift or not."] * 4  # 12 units of mixed lengths
    together = reader.scores(question, units)
    alone = np.array([reader.scores(question, [u])[0] for u in units[:3]])
    assert together.shape == (12,) and np.abs(together[:3] - alone).max() < 1e-4
    assert np.abs(reader.scores(question, units[::-1])[::-1] - together).max() < 1e-4
    assert reader.scores(question, []).shape == (0,)


def test_the_unit_with_the_asked_fact_outreads_the_same_subject_without_it(reader):
    hdhp = reader.scores("what's the deductible on the HDHP?", PLAN_ROWS)
    assert hdhp.argmax() == 1  # the HDHP row, not the PPO's deductible nor another plan's copay
    ppo = reader.scores("how much is the PPO deductible for one person", PLAN_ROWS)
    assert ppo.argmax() == 0


def test_weights_made_for_another_model_or_missing_are_not_loaded(tmp_path):
    assert Reader.load(default_model_path(), tmp_path / "absent.safetensors") is None
    other = tmp_path / "reader.safetensors"
    other.write_bytes(WEIGHTS.read_bytes())
    info = json.loads(WEIGHTS.with_suffix(".json").read_text())
    assert info["base"] == model_id(Path(default_model_path()))
    other.with_suffix(".json").write_text(json.dumps({**info, "base": "another-model:123"}))
    assert Reader.load(default_model_path(), other) is None
    other.with_suffix(".json").write_text(json.dumps(info))
    assert Reader.load(default_model_path(), other) is not None


def test_the_reader_is_on_by_default_can_be_switched_off_and_a_bad_setting_is_refused(make_kb, handbook, tmp_path,
                                                                                       embedder):
    with pytest.raises(SettingsError, match="KB_READER_WEIGHTS"):
        KnowledgeSettings(data_dir=tmp_path, reader_weights="reader.bin")
    on = make_kb()
    assert on.settings.answerability_cutoff == ANSWERABILITY_THRESHOLDS["reader"]  # its own scale
    assert on.ingest([handbook]).ok
    assert on.reader is not None and on.reader._encoder is embedder.question_encoder  # the model is not loaded twice
    read = on.ask("how long do I have to return something?")
    assert not read.escalate and "30 days" in read.final_answer
    off = make_kb(reader_weights="off")
    assert off.settings.answerability_cutoff == ANSWERABILITY_THRESHOLDS["off"]
    answer = off.ask("how long do I have to return something?")
    assert off.reader is None and not answer.escalate and "30 days" in answer.final_answer
    assert read.answerability != answer.answerability
    chosen = make_kb(reader_weights="off", answerability_threshold=0.9)  # a threshold set by hand wins
    assert chosen.settings.answerability_cutoff == 0.9 and chosen.ask("how long do I have to return something?").escalate


def test_the_reader_cannot_lift_answerability_above_its_cap_by_the_plain_signal():
    sure = 12.0  # the reader is all but certain
    assert with_reader(0.9, sure) == round(min((1 - W_READER) * 0.9 + W_READER, PLAIN_CAP * 0.9), 3)
    assert with_reader(0.6, sure) == round(PLAIN_CAP * 0.6, 3) < ANSWERABILITY_THRESHOLDS["reader"]  # a far unit
    doubtful = with_reader(0.9, -12.0)  # the reader sees no answer: it can lower a high plain signal
    assert doubtful == round((1 - W_READER) * 0.9, 3) < PLAIN_CAP * 0.9


def test_the_unit_the_reader_believes_in_most_is_quoted_though_others_share_more_words():
    """Two sentences repeat the customer's words ("Direct Vet Pay"); the one that answers does not. The
    reader's pick joins the passage once it believes in it (READER_PICK), and not below that."""
    from knowledge.answer import RetrievedChunk
    from knowledge.answering.extractive import READER_PICK, Candidate, select_passage
    from knowledge.pdf.units import sentence_units

    text = ("Direct Vet Pay means we pay your vet directly, so you only pay your share of the vet bill at checkout.\n"
            "Direct Vet Pay cannot be used while your pet's first claim is still being reviewed.\n"
            "Claims are usually paid within 10 working days.\n"
            "Wellness add-on claims are always paid back to you after the visit, never to the clinic.")
    chunk = RetrievedChunk(id="c", page=4, text=text, score=0.8, source="pet.pdf", units=sentence_units(text, 4))
    candidates = [Candidate(u, chunk, k) for k, u in enumerate(chunk.units)]
    question = "can direct vet pay be used for my dog's wellness checkup"
    answer = chunk.units[3].text

    def passage(belief: float) -> list[str]:
        return [p.text for p in select_passage(question, candidates, 2, read=[0.3, 0.2, 0.0, belief])]

    assert answer in passage(0.9)
    assert answer not in passage(READER_PICK - 0.1)
    assert answer not in [p.text for p in select_passage(question, candidates, 2)]  # without the reader
    assert len(passage(0.9)) <= 3  # one unit over the limit at most
