"""evals/replay.py: a capture of what answering weighed, replayed offline, gives back the replies asked live.

A passage rule is tuned on replays of the dev halves; that is only worth anything if the replay makes the same
reply the bot makes, from the same candidates, scores and reader readings.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from knowledge.eval.questions import load_set
from knowledge.eval.run import normalise

REPO = Path(__file__).resolve().parent.parent


def replay_module():
    spec = importlib.util.spec_from_file_location("replay", REPO / "evals" / "replay.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_capture_replays_to_the_replies_given_live_and_counts_what_they_hold(kb, handbook):
    replay = replay_module()
    kb.ingest([handbook])
    kb.save_sentence_vectors()
    dev = [i for i in load_set(REPO / "evals" / "handbook.json") if i.split == "dev"]
    items = [i for i in dev if i.has_answer][:14] + [i for i in dev if not i.has_answer][:10]
    rows = [json.loads(json.dumps(r)) for r in replay.capture_set(kb, items)]  # as read back from the file
    answered = [r for r in rows if not r["escalate"]]
    assert len(rows) == 24 and answered and len(answered) < len(rows)  # some answered, some escalated
    assert kb._judge.__func__ is type(kb)._judge  # the recording is gone once the capture ends
    for r in answered:
        assert r["candidates"] and len(r["sim"]) == len(r["candidates"]) == len(r["read"])
        assert replay.replay_passage(r, kb.settings.answer_sentences, kb.settings.extractive_meaning_weight) \
            == r["answer"]
    counted = replay.passages(rows, kb.settings.answer_sentences, kb.settings.extractive_meaning_weight)
    assert counted["same_as_recorded"] == counted["answered"] == len(answered)
    live_solved = sum(r["has_answer"] and not r["escalate"] and all(
        normalise(s) in normalise(r["answer"]) for s in r["answer_contains"]) for r in rows)  # kb eval's rule
    assert counted["holding_every_string"] == live_solved
    # a reply made from fewer units is a different reply: the replay is not a copy of the recorded answer
    shorter = replay.passages(rows, 1, kb.settings.extractive_meaning_weight)
    assert shorter["same_as_recorded"] < counted["same_as_recorded"]
