"""Learned answers (knowledge/learned/): saved support answers answer paraphrases, never near misses,
go when removed, come back when restored, and are shared by every process on one Chroma server."""

from __future__ import annotations

import json
import os
import uuid

import pytest

from evals import tune_learned
from knowledge import KnowledgeBase, KnowledgeSettings
from knowledge import cli
from knowledge.errors import BadLearnedAnswer, UnknownLearnedAnswer

# The handbook says nothing about vacuums on carpet: without a learned answer these escalate (a pair of
# evals/learned/paraphrases.json, with its near miss).
SAVED_Q = "Does the vacuum work on carpets?"
SAVED_A = "Yes: set the brush dial to Carpet; it handles low and medium pile."
PARAPHRASE = "Can I use the vacuum cleaner on carpet?"
NEAR_MISS = "How loud is the vacuum?"


@pytest.fixture
def handbook_kb(kb, handbook):
    assert kb.ingest([handbook]).ok
    return kb


# ---- the paraphrase set and its threshold ---------------------------------------------------------

def test_the_paraphrase_set_is_balanced_and_split_by_saved_question():
    pairs = tune_learned.load_pairs()
    assert len(pairs) >= 60
    near = [p for p in pairs if not p["same"]]
    assert len(near) * 2 == len(pairs)
    assert {p["split"] for p in pairs} == {"dev", "test"}
    halves = {p["saved"]: set() for p in pairs}
    for p in pairs:
        halves[p["saved"]].add(p["split"])
    assert all(len(h) == 1 for h in halves.values())  # a saved question is in one half only


def test_the_default_threshold_is_the_one_chosen_on_the_dev_half():
    # tune_learned chooses in fp32 wherever it runs (bf16 moves the midpoint to 0.789 on a Xeon with AMX)
    result = tune_learned.tune(tune_learned.load_pairs(), tune_learned.tuning_embedder())
    assert result["threshold"] == KnowledgeSettings().learned_threshold
    assert result["dev"]["near_misses_answered"] == 0.0
    assert result["dev"]["paraphrases_answered"] > 0.3


# ---- answering ------------------------------------------------------------------------------------

def test_a_saved_answer_answers_a_paraphrase_with_attribution_but_not_a_near_miss(handbook_kb):
    kb = handbook_kb
    assert kb.ask(PARAPHRASE).escalate and kb.ask(PARAPHRASE).mode != "learned"
    item = kb.learned.save(SAVED_Q, SAVED_A, by="dana", answered_by="sam", escalation="slack:C1:1.5")

    answer = kb.ask(PARAPHRASE)
    assert answer.mode == "learned" and not answer.escalate
    assert answer.final_answer.startswith(f"Answer from @sam, support team ({item.saved_at[:10]}):")
    assert SAVED_A in answer.final_answer and answer.confidence_level == "high"
    data = json.loads(answer.to_json())
    assert data["mode"] == "learned"
    assert data["citations"][0] == {"id": item.id, "source": "support answers", "saved_by": "dana",
                                    "saved_at": item.saved_at}

    near = kb.ask(NEAR_MISS)
    assert near.mode != "learned" and SAVED_A not in near.final_answer

    kb.learned.remove(item.id, by="admin")
    again = kb.ask(PARAPHRASE)
    assert again.mode != "learned" and again.escalate  # removed: the paraphrase escalates again
    kb.learned.restore(item.id, by="admin")
    assert kb.ask(PARAPHRASE).mode == "learned"
    actions = [r.action for r in kb.history.recent(4)]
    assert actions[:3] == ["answer-restore", "answer-remove", "answer-save"]


def test_a_document_updated_after_the_answer_was_saved_is_shown_first(handbook_kb):
    kb = handbook_kb
    kb.learned.save("Do you offer gift wrapping?", "Gift wrapping is $3 per item.", by="dana",
                    saved_at="2020-01-02T03:04:05+00:00")  # before the handbook was indexed
    answer = kb.ask("Can you gift wrap my order?")
    assert answer.mode == "learned" and not answer.escalate
    text = answer.final_answer
    assert text.startswith("From pagewise-demo-handbook.pdf (updated ")
    assert "$4.50" in text and "Gift wrapping is $3 per item." in text
    assert text.index("$4.50") < text.index("$3 per item")  # newest first
    assert "saved before that update" in text
    sources = [c["source"] for c in answer.to_dict()["citations"]]
    assert sources[0] == "support answers" and "pagewise-demo-handbook.pdf" in sources


def test_a_saved_answer_newer_than_the_documents_answers_and_cites_the_pages_that_also_answer(handbook_kb):
    kb = handbook_kb
    kb.learned.save("Do you offer gift wrapping?", "Yes: $4.50 per item, chosen at checkout.", by="dana")
    answer = kb.ask("Can you gift wrap my order?")
    assert answer.final_answer.startswith("Answer from @dana, support team")
    assert [c["source"] for c in answer.to_dict()["citations"]][1:] != []  # the handbook cited beside it


@pytest.mark.parametrize("text,message", [
    ("   ", "empty"),
    ("x" * 50_000, "too long (50,000 characters"),
    ("<!channel> reset it in Settings", "mentions @channel"),
    ("@everyone it is in Settings", "mentions @channel"),
    ("ask <@&123456789> about it", "mentions @channel"),
])
def test_a_bad_support_answer_is_refused_and_nothing_is_stored(kb, text, message):
    with pytest.raises(BadLearnedAnswer, match="nothing was saved|Nothing was saved") as caught:
        kb.learned.save(SAVED_Q, text, by="dana")
    assert message in str(caught.value)
    assert kb.learned.list(include_removed=True) == []
    assert kb.history.recent(5) == []


def test_unknown_ids_are_clear_errors(kb):
    with pytest.raises(UnknownLearnedAnswer, match="No learned answer has the id 'la-nope'"):
        kb.learned.remove("la-nope", by="x")
    item = kb.learned.save(SAVED_Q, SAVED_A, by="dana")
    with pytest.raises(UnknownLearnedAnswer, match="live"):
        kb.learned.restore(item.id, by="x")


# ---- kb answers ---------------------------------------------------------------------------------------

@pytest.fixture
def kb_env(tmp_path, monkeypatch, embedder):
    monkeypatch.chdir(tmp_path)
    for name in list(os.environ):
        if name.startswith(("KB_", "OPENAI_", "CHROMA_")):
            monkeypatch.delenv(name)
    monkeypatch.setenv("KB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("KB_INGEST_NICE", "0")
    return tmp_path


def run(argv, capsys):
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_kb_answers_add_list_show_export_import_remove_restore(kb_env, capsys, handbook):
    assert run(["ingest", str(handbook)], capsys)[0] == 0
    code, out, _ = run(["answers", "add", SAVED_Q, SAVED_A, "--by", "dana"], capsys)
    assert code == 0 and out.startswith("Saved learned answer la-")
    answer_id = out.split()[-1].rstrip(".")

    code, out, _ = run(["answers", "list"], capsys)
    assert code == 0 and "Learned answers: 1" in out and answer_id in out and "by dana" in out
    code, out, _ = run(["answers", "show", answer_id, "--json"], capsys)
    assert json.loads(out)["answer"] == SAVED_A

    code, out, _ = run(["ask", PARAPHRASE, "--json"], capsys)
    assert json.loads(out)["mode"] == "learned"

    export = kb_env / "answers.json"
    assert run(["answers", "export", "--format", "json", "--out", str(export)], capsys)[0] == 0
    code, out, _ = run(["answers", "export", "--format", "md"], capsys)
    assert f"## {SAVED_Q}" in out and SAVED_A in out and answer_id in out

    code, out, _ = run(["answers", "remove", answer_id], capsys)
    assert code == 0 and "Removed learned answer" in out
    code, out, _ = run(["ask", PARAPHRASE, "--json"], capsys)
    assert json.loads(out)["mode"] != "learned" and json.loads(out)["escalate"]
    code, _, err = run(["answers", "remove", answer_id], capsys)
    assert code == 1 and "already removed" in err
    assert "[removed" in run(["answers", "list", "--all"], capsys)[1]

    assert run(["answers", "import", str(export)], capsys)[0] == 0  # the export brings it back, same id
    code, out, _ = run(["ask", PARAPHRASE, "--json"], capsys)
    assert json.loads(out)["citations"][0]["id"] == answer_id

    code, out, _ = run(["history", "--json"], capsys)
    assert [r["action"] for r in json.loads(out)][:3] == ["answer-save", "answer-remove", "answer-save"]


def test_kb_answers_bad_input_stores_nothing(kb_env, capsys):
    bad = kb_env / "bad.json"
    bad.write_text(json.dumps({"learned_answers": [{"question": "q1?", "answer": "fine"},
                                                   {"question": "q2?", "answer": "@everyone look"}]}))
    code, _, err = run(["answers", "import", str(bad)], capsys)
    assert code == 1 and "entry 2" in err and "@everyone" in err
    (kb_env / "broken.json").write_text("{not json")
    code, _, err = run(["answers", "import", str(kb_env / "broken.json")], capsys)
    assert code == 1 and "not a JSON export" in err
    code, _, err = run(["answers", "add", SAVED_Q, "", "--by", "dana"], capsys)
    assert code == 1 and "answer is empty" in err
    code, _, err = run(["answers", "show", "la-missing"], capsys)
    assert code == 1 and "No learned answer has the id" in err
    assert run(["answers", "list", "--all"], capsys)[1].strip() == "No learned answers are saved."


# ---- several processes on one Chroma server -----------------------------------------------------------

def test_two_bot_processes_on_one_chroma_server_both_serve_a_saved_answer(chroma_server, handbook, embedder,
                                                                          tmp_path):
    from tests.chroma_server import free_port
    from tests.test_scale_out import BotProcess, process_env

    collection = f"learned_{uuid.uuid4().hex[:8]}"
    server = {"chroma_host": chroma_server.env["CHROMA_HOST"], "chroma_port": int(chroma_server.env["CHROMA_PORT"])}
    writer = KnowledgeBase(KnowledgeSettings(data_dir=tmp_path / "writer", docs_dir=tmp_path / "docs",
                                             collection=collection, **server), embedder=embedder)
    assert writer.ingest([handbook]).ok
    bots = []
    try:
        for name in ("replica-a", "replica-b"):
            (tmp_path / name).mkdir()
            bots.append(BotProcess(process_env(chroma_server, collection, tmp_path / name / "data",
                                               METRICS_PORT=str(free_port())), tmp_path / name))
        item = writer.learned.save(SAVED_Q, SAVED_A, by="dana")  # saved by another process
        for bot in bots:
            bot.wait_ready()
            bot.ask([PARAPHRASE])
            bot.wait_answered()
        writer.learned.remove(item.id, by="admin")  # removal: immediate for every replica
        for bot in bots:
            bot.ask([PARAPHRASE])
            bot.wait_answered()
            bot.end_input()
        for bot in bots:
            first, second = bot.finish()
            assert "Answer from @dana, support team" in first and SAVED_A in first
            assert SAVED_A not in second
    finally:
        for bot in bots:
            bot.stop()


# ---- kb gaps ---------------------------------------------------------------------------------------------

def test_kb_gaps_groups_three_phrasings_of_one_missing_topic(kb_env, capsys, handbook):
    from bot.records import Escalation, Records

    assert run(["ingest", str(handbook)], capsys)[0] == 0
    records = Records(kb_env / "data" / "bot.sqlite3")
    for question in ("Does the vacuum work on carpets?", "Does the vacuum work on carpets?",
                     "Can I use the vacuum cleaner on carpet?", "Will the vacuum work on my carpets?",
                     "Is there a student discount?", "How many days do I have to return an item?"):
        records.record_escalation(Escalation(platform="slack", user="U1", question=question, confidence=0.4,
                                             sources=[], link="", reason="low_confidence"))
    records.record_feedback(platform="discord", user="U2", question="Does the vacuum work on carpets?",
                            confidence=0.6, vote="down")
    records.record_feedback(platform="discord", user="U3", question="Do students get a discount?",
                            confidence=0.6, vote="up")  # a 👍 is no gap
    records.close()

    out = kb_env / "gaps"
    code, text, _ = run(["gaps", "--since", "30d", "--out", str(out)], capsys)
    assert code == 0
    data = json.loads((out / "gaps.json").read_text())
    assert (out / "gaps.md").read_text() in text + "\n"
    first, second = data["gaps"]  # the return window is answered by the handbook: no gap
    assert first["topic"] == "Does the vacuum work on carpets?" and first["count"] == 5
    assert set(first["examples"]) == {"Does the vacuum work on carpets?", "Can I use the vacuum cleaner on carpet?",
                                      "Will the vacuum work on my carpets?"}
    assert first["kinds"] == {"escalated": 4, "thumbs_down": 1}
    assert second["topic"] == "Is there a student discount?" and second["count"] == 1
    assert text.index("vacuum") < text.index("student")  # most asked first

    # a learned answer closes a gap
    run(["answers", "add", "Is there a student discount?", "Yes, 10% with a student email.", "--by", "dana"], capsys)
    code, text, _ = run(["gaps"], capsys)
    assert "student" not in text and "Asked 5 times (escalated 4, thumbs down 1)" in text

    code, _, err = run(["gaps", "--since", "soon"], capsys)
    assert code == 2 and "use a number of days" in err


def test_a_save_and_a_removal_by_kb_in_another_process_are_seen_at_once_by_a_running_knowledge_base(
        handbook_kb, tmp_path):
    """Embedded store: `kb answers add` and `remove` in their own processes; this process's open view sees both."""
    import subprocess
    import sys

    kb = handbook_kb
    item = kb.learned.save(SAVED_Q, SAVED_A, by="dana")
    assert kb.ask(PARAPHRASE).mode == "learned"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KB_", "CHROMA_", "OPENAI_"))}
    env.update(KB_DATA_DIR=str(kb.settings.data_dir), KB_DOCS_DIR=str(kb.settings.docs_dir), HF_HUB_OFFLINE="1")
    done = subprocess.run([sys.executable, "-m", "knowledge.cli", "answers", "remove", item.id], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert kb.ask(PARAPHRASE).mode != "learned"
    assert [i.id for i in kb.learned.list(include_removed=True)] == [item.id]

    done = subprocess.run([sys.executable, "-m", "knowledge.cli", "answers", "add", "Is there a student discount?",
                           "Yes, 10% with a student email.", "--by", "sam"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    answer = kb.ask("Do students get a discount?")
    assert answer.mode == "learned" and "10% with a student email" in answer.final_answer


def test_when_the_learned_answers_cannot_be_read_the_documents_still_answer(handbook_kb, caplog):
    kb = handbook_kb
    kb.learned.save("Do you offer gift wrapping?", "Gift wrapping is $3 per item.", by="dana")

    class Broken:
        def count(self):
            raise RuntimeError("collection gone")

    kb.store._side["_learned"] = Broken()  # the collection as an unreachable server would behave
    answer = kb.ask("Can you gift wrap my order?")
    assert answer.mode == "extractive" and "$4.50" in answer.final_answer
    assert "learned answers not consulted" in caplog.text
