"""`kb eval` and the quality floors CI holds the bot to.

The TEST halves of the labelled sets (evals/*.json; the defaults were tuned on the dev
halves only) run once per session against private indexes built with the session's
model; the floors sit a little under the numbers measured on them (README "Answer
quality"), so a real regression fails here. Sets about ../shared/corpus skip without it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from knowledge import KnowledgeSettings
from knowledge.answer import RetrievedChunk
from knowledge.eval.questions import load_set
from knowledge.eval.run import parse_overrides, run_eval
from knowledge.eval.groundedness import unsupported_sentences
from knowledge.eval.metrics import (auroc, best_f1_threshold, calibration, escalation_scores, reciprocal_rank,
                               retrieval_at, summarize)
from knowledge.answering.query_types import ANALYTICAL, CONTEXTUAL, FACTUAL, OPINION, classify_rules, llm_classifier
from knowledge.pdf.sentences import split_sentences
from tests.conftest import SHARED_CORPUS, need_corpus
from tests.fakes.openai_server import FakeOpenAI, Scripted
from tests.pdfs import make_pdf

REPO = Path(__file__).resolve().parent.parent
SETS = {p.stem: p for p in sorted((REPO / "evals").glob("*.json")) if p.stem != "multi_document"}
MULTI_DOCUMENT = REPO / "evals" / "multi_document.json"
CORPUS_SETS = {"ai_information", "attention"}  # about the PDFs in ../shared/corpus

# Floors on the test halves, each a little under what was measured there with the defaults (see the README's
# "Answer quality"): solved, unanswerable caught, answerable escalated (a ceiling), hit@5 and MRR.
FLOORS = {  # measured on the test halves, 2026-11-29, answer reader on (docs/eval/reader): solved / caught / escalated
    "handbook": {"solved": 0.64, "unanswerable_caught": 0.62, "answerable_escalated_max": 0.30,  # .745 .739 .170
                 "hit_at_k": 0.93},
    "ai_information": {"solved": 0.84, "unanswerable_caught": 0.54, "answerable_escalated_max": 0.12,  # .944 .643 .000
                       "hit_at_k": 0.95},
    "attention": {"solved": 0.78, "unanswerable_caught": 0.42, "answerable_escalated_max": 0.12,  # .882 .538 .000
                  "hit_at_k": 0.85},
    "policy_faq": {"solved": 0.66, "unanswerable_caught": 0.60, "answerable_escalated_max": 0.26,  # .773 .714 .136
                   "hit_at_k": 0.95},
    "price_guide": {"solved": 0.84, "unanswerable_caught": 0.36, "answerable_escalated_max": 0.18,  # .952 .467 .048
                    "hit_at_k": 0.95},
    "product_manual": {"solved": 0.70, "unanswerable_caught": 0.42, "answerable_escalated_max": 0.18,  # .800 .538 .050
                       "hit_at_k": 0.90},
    "terms_of_service": {"solved": 0.84, "unanswerable_caught": 0.32, "answerable_escalated_max": 0.12,  # .955 .429 .000
                         "hit_at_k": 0.92},
    # written blind (by people who never read the answering code), first measured after they were written
    "halcyon_help_center": {"solved": 0.52, "unanswerable_caught": 0.36, "answerable_escalated_max": 0.42,  # .630 .474 .296
                            "hit_at_k": 0.90},
    "larkspur_service_guide": {"solved": 0.70, "unanswerable_caught": 0.64, "answerable_escalated_max": 0.24,  # .800 .750 .120
                               "hit_at_k": 0.88},
    "pawsure_pet_insurance_guide": {"solved": 0.58, "unanswerable_caught": 0.74,  # .680 .850 .080
                                    "answerable_escalated_max": 0.20, "hit_at_k": 0.88},
    "ridgeway_cu_account_guide": {"solved": 0.74, "unanswerable_caught": 0.50, "answerable_escalated_max": 0.16,  # .840 .600 .040
                                  "hit_at_k": 0.90},
    "rotawise_admin_guide": {"solved": 0.70, "unanswerable_caught": 0.60, "answerable_escalated_max": 0.20,  # .800 .700 .080
                             "hit_at_k": 0.90},
    "alder_finch_help_center": {"solved": 0.82, "unanswerable_caught": 0.60, "answerable_escalated_max": 0.12,  # .920 .700 .000
                                "hit_at_k": 0.92},
    "corvina_member_handbook": {"solved": 0.70, "unanswerable_caught": 0.44, "answerable_escalated_max": 0.16,  # .800 .550 .040
                                "hit_at_k": 0.90},
    # written blind the same way, 2026-11-24 (late), with a fifth to eighth PDF maker
    "brightwater_energy_billing_guide": {"solved": 0.70, "unanswerable_caught": 0.44,  # .800 .550 .080
                                         "answerable_escalated_max": 0.20, "hit_at_k": 0.88},
    "northgate_university_it_guide": {"solved": 0.70, "unanswerable_caught": 0.44,  # .800 .550 .120
                                      "answerable_escalated_max": 0.24, "hit_at_k": 0.90},
    "kestrel_ebike_owners_manual": {"solved": 0.54, "unanswerable_caught": 0.64,  # .640 .750 .160
                                    "answerable_escalated_max": 0.28, "hit_at_k": 0.88},
    "saltmarsh_car_rental_terms": {"solved": 0.54, "unanswerable_caught": 0.54,  # .640 .650 .280
                                   "answerable_escalated_max": 0.40, "hit_at_k": 0.88},
    # a fourth round the same night: pdfLaTeX, LibreOffice Impress and Calc, wkhtmltopdf, Apache FOP
    "brightsmile_dental_patient_handbook": {"solved": 0.82, "unanswerable_caught": 0.70,  # .920 .800 .080
                                            "answerable_escalated_max": 0.20, "hit_at_k": 0.90},
    "ledgerly_onboarding_deck": {"solved": 0.70, "unanswerable_caught": 0.64,  # .800 .750 .160
                                 "answerable_escalated_max": 0.28, "hit_at_k": 0.84},
    "tandem_coworking_member_guide": {"solved": 0.70, "unanswerable_caught": 0.40,  # .800 .500 .120
                                      "answerable_escalated_max": 0.24, "hit_at_k": 0.88},
    "meshline_router_user_guide": {"solved": 0.62, "unanswerable_caught": 0.24,  # .720 .350 .160
                                   "answerable_escalated_max": 0.28, "hit_at_k": 0.88},
    "greenleaf_lawn_care_price_list": {"solved": 0.62, "unanswerable_caught": 0.50,  # .731 .600 .154
                                       "answerable_escalated_max": 0.28, "hit_at_k": 0.90},
    # a fifth round, 2026-11-25: LuaLaTeX, a fixed-width report through Ghostscript, Chromium cards, Writer (fodt)
    "vantage_home_warranty_booklet": {"solved": 0.66, "unanswerable_caught": 0.54,  # .760 .650 .160
                                      "answerable_escalated_max": 0.28, "hit_at_k": 0.82},
    "millbrook_water_rate_schedule": {"solved": 0.62, "unanswerable_caught": 0.44,  # .720 .550 .040
                                      "answerable_escalated_max": 0.16, "hit_at_k": 0.78},
    "skylark_mobile_plans_guide": {"solved": 0.62, "unanswerable_caught": 0.54,  # .720 .650 .080
                                   "answerable_escalated_max": 0.20, "hit_at_k": 0.82},
    "harbourview_resident_handbook": {"solved": 0.62, "unanswerable_caught": 0.50,  # .720 .600 .200
                                      "answerable_escalated_max": 0.32, "hit_at_k": 0.90},
    # a sixth round, 2026-11-25: WeasyPrint, asciidoctor-pdf (Prawn), pdfmake, Cairo/Pango
    "aurelia_travel_insurance_policy": {"solved": 0.70, "unanswerable_caught": 0.60,  # .800 .700 .080
                                        "answerable_escalated_max": 0.20, "hit_at_k": 0.84},
    "quillstone_help_center": {"solved": 0.74, "unanswerable_caught": 0.70,  # .840 .800 .120
                               "answerable_escalated_max": 0.24, "hit_at_k": 0.92},
    "parkway_airport_parking_guide": {"solved": 0.50, "unanswerable_caught": 0.60,  # .600 .700 .120
                                      "answerable_escalated_max": 0.24, "hit_at_k": 0.84},
    "brisa_washer_dryer_manual": {"solved": 0.58, "unanswerable_caught": 0.64,  # .680 .750 .240
                                  "answerable_escalated_max": 0.36, "hit_at_k": 0.92},
    # a seventh round, 2026-11-25: jsPDF + autotable, Gnumeric's ssconvert, AbiWord, XeLaTeX (xdvipdfmx)
    "lumen_clinic_price_guide": {"solved": 0.82, "unanswerable_caught": 0.50,  # .920 .600 .040
                                 "answerable_escalated_max": 0.16, "hit_at_k": 0.92},
    "fernhill_freight_rate_card": {"solved": 0.50, "unanswerable_caught": 0.70,  # .600 .800 .240
                                   "answerable_escalated_max": 0.36, "hit_at_k": 0.88},
    "oakridge_employee_benefits_faq": {"solved": 0.66, "unanswerable_caught": 0.34,  # .760 .450 .120
                                       "answerable_escalated_max": 0.24, "hit_at_k": 0.92},
    "tidewell_energy_terms_of_service": {"solved": 0.62, "unanswerable_caught": 0.60,  # .720 .700 .080
                                         "answerable_escalated_max": 0.20, "hit_at_k": 0.88},
}
POOLED_FLOORS = {"solved": 0.72, "unanswerable_caught": 0.56, "answerable_escalated_max": 0.16,  # 35 sets: .772 .638 .116
                 "hit_at_k": 0.95}
MULTI_DOCUMENT_FLOORS = {"solved": 0.58, "unanswerable_caught": 0.52, "answerable_escalated_max": 0.28,  # test half:
                         "cites_labelled_page": 0.90, "hit_at_k": 0.90}  # .682 .667 .136, cites 1.0


# No hallucination floor here: without an LLM every answer is sentences quoted from the retrieved chunks, so the
# unsupported-sentence rate is 0 whatever the code does. It is held where it can fail: an LLM-mode eval
# (test_the_hallucination_floor_catches_an_llm_that_invents_in_the_scripted_share).
LLM_FLOORS = {"hallucination_rate_max": 0.02}


def floor_failures(metrics: dict, floors: dict) -> list[str]:
    """The floors `metrics` miss: `*_max` keys are ceilings, the others minimums."""
    failed = []
    for key, floor in floors.items():
        value = _metric(metrics, key.removesuffix("_max"))
        if (value > floor) if key.endswith("_max") else (value < floor):
            failed.append(key)
    return failed


@pytest.fixture(scope="session")
def eval_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("eval")


def available(names) -> list[str]:
    return [name for name in names if name not in CORPUS_SETS or SHARED_CORPUS.is_dir()]


@pytest.fixture(scope="session")
def quality(eval_root, embedder):
    """The test half of every set whose PDFs are here, evaluated once with the default settings."""
    settings = KnowledgeSettings(data_dir=eval_root / "data", docs_dir=eval_root / "docs")
    [config] = run_eval(settings, [SETS[name] for name in available(SETS)], index_root=eval_root / "indexes",
                        embedder=embedder, split="test")
    return config


def _metric(metrics: dict, key: str):
    for part in key.split("."):
        metrics = metrics[part]
    return metrics


# ---- 1. kb eval: metrics, groundedness, report ---------------------------------------------------

def test_retrieval_metrics_by_page(make_result):
    result = make_result(pages=[3, 4], ranked=[("a.pdf", 9), ("a.pdf", 4), ("b.pdf", 3), ("a.pdf", 3)])
    assert retrieval_at(result, 1) == (0.0, 0.0, 0.0)
    assert retrieval_at(result, 2) == (1.0, 0.5, 0.5)
    assert retrieval_at(result, 4) == (1.0, 1.0, 0.5)  # page 3 of another source does not count
    assert reciprocal_rank(result) == 0.5


def test_auroc_escalation_scores_and_calibration():
    assert auroc([0.9, 0.8], [0.1, 0.2]) == 1.0 and auroc([0.5], [0.5]) == 0.5 and auroc([], [1]) is None
    scores = escalation_scores([True, True, False, False], [True, False, True, False])
    assert scores == {"precision": 0.5, "recall": 0.5, "f1": 0.5, "answerable_escalated": 0.5}
    best = best_f1_threshold([0.9, 0.8, 0.3, 0.2], [False, False, True, True])
    assert best["f1"] == 1.0 and 0.3 < best["threshold"] <= 0.8
    table = calibration([0.95, 0.95, 0.15], [True, False, False])
    assert table["bins"][-1]["answerable"] == 0.5 and table["ece"] == pytest.approx((2 * 0.45 + 0.15) / 3, abs=1e-3)


def test_groundedness_flags_sentences_the_chunks_do_not_support():
    chunk = RetrievedChunk(id="pdfpage_6_chunk_0", page=6, source="h.pdf", score=0.8,
                           text="Most items can be returned within 30 days of delivery. Return shipping costs $7.95.")
    answer = ("Most items can be returned within 30 days of delivery. "  # quoted
              "Items may be returned up to 30 days after delivery. "  # paraphrase with the same facts
              "Return shipping costs $4.95. "  # wrong number
              "We also offer free gift wrapping on every order.")  # not in the text at all
    count, unsupported = unsupported_sentences(answer, [chunk])
    assert count == 4
    assert unsupported == ["Return shipping costs $4.95.", "We also offer free gift wrapping on every order."]


def test_groundedness_accepts_quotes_joined_from_two_chunks():
    chunks = [RetrievedChunk(id=f"pdfpage_1_chunk_{i}", page=1, source="a.pdf", score=0.8, text=t)
              for i, t in enumerate(["Error 3 means a wheel is stuck: lift the robot and", "Error 7 means the brush is jammed."])]
    assert unsupported_sentences("Error 3 means a wheel is stuck: lift the robot and Error 7 means the brush is jammed.",
                                 chunks) == (1, [])


def test_eval_flags_what_an_llm_adds_to_the_documents(make_kb, handbook):
    from knowledge.eval.questions import Item
    from knowledge.eval.run import run_set
    from tests.fakes.openai_server import FakeOpenAI

    question = "How many days do I have to return an item?"
    with FakeOpenAI() as server:
        kb = make_kb(openai_api_key="test", openai_base_url=server.base_url, openai_max_retries=0)
        kb.ingest([handbook])
        cited = kb.retrieve(question, 5)[0].id
        server.reply({"answer": "Most items can be returned within 30 days of delivery. "
                                "We also pay the return shipping on every order.", "citations": [cited]})
        [result] = run_set(kb, [Item(question, True, (6,), ("30 days",), handbook.name)])
    assert result.mode == "llm" and result.contains_found == ["30 days"]
    assert result.answer_sentences == 2 and result.unsupported == ["We also pay the return shipping on every order."]


INVENTED = "Every order also earns 4242 loyalty points and a free lifetime repair plan for the whole household."


class ScriptedModel(FakeOpenAI):
    """An OpenAI-compatible model that answers from the excerpts it is shown, citing the first one: with the
    excerpt's first sentence, quoted, or (for the questions in `invent`) with INVENTED, which no chunk supports."""

    def __init__(self, invent: set[str]) -> None:
        super().__init__()
        self.invent, self.answered, self.invented = invent, [], []

    def _next(self) -> Scripted:
        with self._lock:
            prompt = self.requests[-1]["body"]["messages"][-1]["content"]
        question = prompt.rsplit("Question: ", 1)[1].strip()
        cited, text = re.search(r'<excerpt id="([^"]+)"[^>]*>\n(.*?)\n</excerpt>', prompt, re.S).groups()
        self.answered.append(question)
        if question in self.invent:
            self.invented.append(question)
            return Scripted(json.dumps({"answer": INVENTED, "citations": [cited]}))
        quote = next((s for s in split_sentences(text) if len(s.split()) >= 6), text)
        return Scripted(json.dumps({"answer": quote, "citations": [cited]}))


def _llm_eval(tmp_path: Path, embedder, invent_every: int):
    items = json.loads(SETS["handbook"].read_text())
    subset = [i for i in items if i["has_answer"]][:12] + [i for i in items if not i["has_answer"]][:3]
    small = tmp_path / "small.json"
    small.write_text(json.dumps(subset))
    invent = {item["question"] for n, item in enumerate(subset) if invent_every and n % invent_every == 0}
    with ScriptedModel(invent) as model:
        settings = KnowledgeSettings(data_dir=tmp_path / "data", docs_dir=tmp_path / "docs", openai_api_key="sk-test",
                                     openai_base_url=model.base_url, openai_max_retries=0,
                                     answerability_threshold=0.5)  # groundedness is measured on answers: give many
        [config] = run_eval(settings, [small], index_root=tmp_path / "indexes", embedder=embedder,
                            extra_pdf_dirs=[REPO / "knowledge_base"])
    return config.sets[0], model


def test_the_hallucination_floor_catches_an_llm_that_invents_in_the_scripted_share(tmp_path, embedder):
    run, model = _llm_eval(tmp_path, embedder, invent_every=3)
    answered = [r for r in run.results if not r.escalate]
    assert model.invented and len(model.answered) == len(answered) >= 10  # the model answered every one of them
    assert all(r.mode == "llm" and r.answer_sentences == 1 for r in answered)  # the core accepted every reply
    # measured exactly where it was scripted: every invented answer, and no quoted one, is flagged
    assert {r.question: r.unsupported for r in answered} == {
        q: ([INVENTED] if q in model.invented else []) for q in model.answered}
    scripted_share = len(model.invented) / len(model.answered)
    assert run.metrics["hallucination_rate"] == pytest.approx(scripted_share, abs=1e-4) and scripted_share > 0.2
    assert run.metrics["answers_with_unsupported"] == pytest.approx(scripted_share, abs=1e-4)
    assert floor_failures(run.metrics, LLM_FLOORS) == ["hallucination_rate_max"]

    honest, model = _llm_eval(tmp_path, embedder, invent_every=0)  # the same questions, all quoted
    assert model.answered and not model.invented
    assert honest.metrics["hallucination_rate"] == 0.0 and floor_failures(honest.metrics, LLM_FLOORS) == []


def test_settings_overrides_for_compare():
    assert parse_overrides(["retrieval=dense", "KB_CHUNK_TOKENS=300", "escalation_threshold=0.6"]) == {
        "retrieval": "dense", "chunk_tokens": 300, "escalation_threshold": 0.6}
    with pytest.raises(ValueError):
        parse_overrides(["no_such_setting=1"])
    with pytest.raises(ValueError):
        parse_overrides(["top_k"])


def test_load_set_rejects_malformed_items(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"question": "Where is my parcel?"}]))
    with pytest.raises(ValueError, match="item 0"):
        load_set(bad)


def test_kb_eval_writes_report_json_and_plots_and_compares(tmp_path, monkeypatch, embedder, corpus):
    from knowledge.cli import main

    subset = tmp_path / "small.json"
    items = json.loads(SETS["handbook"].read_text())
    subset.write_text(json.dumps([i for i in items if i["has_answer"]][:6] + [i for i in items if not i["has_answer"]][:4]))
    shutil_copy_handbook(subset.parent)
    monkeypatch.setenv("KB_DATA_DIR", str(tmp_path / "data"))
    out = tmp_path / "out"
    assert main(["eval", str(subset), "--out", str(out), "--compare", "retrieval=dense"]) == 0
    report = (out / "report.md").read_text()
    assert "[base]" in report and "[retrieval=dense]" in report and "AUROC answerability" in report
    for png in ("scores", "recall_at_k", "calibration", "threshold"):
        assert (out / f"{png}.png").read_bytes().startswith(b"\x89PNG")
        assert f"({png}.png)" in report
    data = json.loads((out / "results.json").read_text())
    base, dense = data["configs"]
    assert dense["settings"]["retrieval"] == "dense" and base["settings"]["retrieval"] == "hybrid"
    questions = base["sets"]["small"]["questions"]
    assert len(questions) == 10 and {"confidence", "answerability", "escalate", "latency_ms", "unsupported"} <= set(questions[0])
    assert 0 <= base["sets"]["small"]["metrics"]["hit_at_k"] <= 1


def test_kb_eval_live_uses_the_configured_index(tmp_path, monkeypatch, embedder, handbook):
    from knowledge.cli import main

    subset = tmp_path / "small.json"
    subset.write_text(json.dumps(json.loads(SETS["handbook"].read_text())[:5]))
    monkeypatch.setenv("KB_DATA_DIR", str(tmp_path / "data"))
    assert main(["ingest", str(handbook)]) == 0
    out = tmp_path / "out"
    assert main(["eval", str(subset), "--live", "--no-plots", "--out", str(out)]) == 0
    data = json.loads((out / "results.json").read_text())
    assert data["configs"][0]["sets"]["small"]["metrics"]["questions"] == 5
    assert not list(out.glob("*.png")) and not (tmp_path / "data" / "eval").exists()


def test_kb_eval_rejects_unknown_compare_setting(tmp_path, monkeypatch, embedder, capsys):
    from knowledge.cli import main

    monkeypatch.setenv("KB_DATA_DIR", str(tmp_path / "data"))
    assert main(["eval", str(SETS["handbook"]), "--compare", "colour=blue", "--out", str(tmp_path)]) == 2
    assert "colour" in capsys.readouterr().err


# ---- 2. the labelled sets -------------------------------------------------------------------------

def test_sets_are_big_enough_and_split_in_halves():
    """At least 300 labelled questions, 35% of them on-topic unanswerable, every one in a dev or test half."""
    items = [item for path in [*SETS.values(), MULTI_DOCUMENT] for item in load_set(path)]
    assert len(items) >= 300 and sum(not i.has_answer for i in items) >= 0.35 * len(items)
    assert all(i.pages and i.answer_contains for i in items if i.has_answer)
    assert {i.split for i in items} == {"dev", "test"}
    for name, path in SETS.items():
        halves = [i.split for i in load_set(path)]
        assert abs(halves.count("dev") - halves.count("test")) <= 0.1 * len(halves), name


# ---- 3. floors on the test halves -----------------------------------------------------------------

@pytest.mark.parametrize("name", list(SETS))
def test_quality_floors(quality, name):
    if name in CORPUS_SETS:
        need_corpus()
    floors = FLOORS.get(name)
    if floors is None:
        pytest.fail(f"no floors for {name}: measure its test half and add them")
    metrics = next(s.metrics for s in quality.sets if s.name == name)
    assert floor_failures(metrics, floors) == [], (name, {k: _metric(metrics, k.removesuffix("_max"))
                                                          for k in floors})


def test_pooled_floors(corpus, quality):
    pooled = summarize(quality.results, quality.settings.top_k)
    assert floor_failures(pooled, POOLED_FLOORS) == [], {k: _metric(pooled, k.removesuffix("_max"))
                                                         for k in POOLED_FLOORS}


def test_every_document_in_one_index_answers_from_the_right_file(eval_root, embedder):
    """The multi-document set with every PDF in one index: citations must name the labelled file and page."""
    if not SHARED_CORPUS.is_dir():
        need_corpus()
    settings = KnowledgeSettings(data_dir=eval_root / "data", docs_dir=eval_root / "docs")
    [config] = run_eval(settings, [MULTI_DOCUMENT], index_root=eval_root / "indexes", embedder=embedder,
                        split="test", together=True)
    metrics = config.sets[0].metrics
    assert floor_failures(metrics, MULTI_DOCUMENT_FLOORS) == [], {k: _metric(metrics, k)
                                                                  for k in MULTI_DOCUMENT_FLOORS}
    answered = [r for r in config.results if r.has_answer and not r.escalate]
    assert answered and all(source for r in answered for source, _ in r.cited)


def test_answerability_separates_better_than_confidence(corpus, quality):
    pooled = summarize(quality.results, quality.settings.top_k)
    assert pooled["auroc_answerability"] > pooled["auroc_confidence"]


def test_the_threshold_rule_escalates_at_most_the_allowed_share_of_answerable_questions():
    """evals/tune_escalation.py's rule on made-up features: the highest threshold that escalates at most 10%
    of answerable questions, then the most unanswerable caught."""
    from evals.tune_escalation import evaluate

    def question(answerable: bool, cos: float) -> dict:
        return {"answerable": answerable, "confidence": 0.9, "cos": [cos], "subject": [1.0], "kind_ok": [True],
                "coverage": 1.0}

    feats = [question(True, c) for c in (0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.35, 0.3, 0.2, 0.1)]
    feats += [question(False, c) for c in (0.45, 0.25, 0.15, 0.05)]
    best = evaluate(feats, 0.0, 0.0, 0.0, floor=0.6, max_false=0.10)
    # (cos + 1) / 2: the cut is 0.6 (only the answerable 0.1 falls below it); unanswerable 0.15 and 0.05 are
    # caught, 0.45 and 0.25 are not: a higher cut would escalate a second answerable question
    assert best == {"threshold": 0.6, "caught": 0.5, "answerable_escalated": 0.1}


def test_the_reader_mix_is_chosen_on_dev_rows_only_with_at_most_the_allowed_share_escalated():
    """evals/train_reader.py's choice on made-up readings: where the reader separates the halves the plain signal
    cannot, the smallest weight that separates them wins; test rows are reported, never chosen on."""
    from evals.train_reader import mixes

    def row(split: str, answerable: bool, plain: float, logit: float) -> dict:
        return {"split": split, "has_answer": answerable, "confidence": 0.9, "plain": plain, "best_logit": logit,
                "found": {str(b): answerable for b in (0.0, 2.0, 4.0, 6.0, 10.0)}}

    plains = [0.9 - 0.05 * n for n in range(10)]  # the same spread for both kinds: plain alone cannot tell them
    dev = [row("dev", True, p, 3.0) for p in plains] + [row("dev", False, p, -3.0) for p in plains]
    test = [row("test", True, 0.9, -3.0), row("test", False, 0.9, 3.0)]  # the reader wrong on every test row
    w, cap, bonus, threshold, dev_figures, test_figures = mixes(dev + test, floor=0.55)[0]
    # 0.6 x 0.45 + 0.4 x sigmoid(3) = 0.651 > 0.6 x 0.9 + 0.4 x sigmoid(-3) = 0.559; at 0.3 the kinds overlap; a cap
    # by the plain signal (at most 1 x 0.45 for the lowest answerable row) would mix them again
    assert (w, cap, bonus, threshold) == (0.4, None, 0.0, 0.651)
    assert dev_figures == (1.0, 1.0, 0.0) and test_figures == (0.0, 0.0, 1.0)
    capped = next(m for m in mixes(dev, floor=0.55) if m[0] == 0.4 and m[1] == 0.9)
    assert capped[4][1] < 1.0  # capped, the 0.4 mix no longer catches every unanswerable row
    plain_only = next(m for m in mixes(dev, floor=0.55) if m[0] == 0.0)
    assert plain_only[4][1] == 0.1 and plain_only[4][2] <= 0.1  # one of ten caught, one of ten escalated


def test_confidence_floor_only_escalates_what_answerability_would(quality):
    """The floor saves the unit check on far-off questions; it changes no decision on the sets."""
    s = quality.settings
    assert all(r.answerability < s.answerability_cutoff for r in quality.results
               if r.confidence < s.escalation_threshold)


# ---- 4. retrieval -----------------------------------------------------------------------------------

def test_hybrid_retrieval_beats_dense_on_the_paper(corpus, quality, eval_root, embedder):
    dense_settings = quality.settings.with_overrides(retrieval="dense")  # same chunks: the index is reused
    [dense] = run_eval(dense_settings, [SETS["attention"]], index_root=eval_root / "indexes", embedder=embedder,
                       split="test")
    h = next(s.metrics for s in quality.sets if s.name == "attention")
    d = dense.sets[0].metrics
    assert h["hit_at_k"] >= d["hit_at_k"] and h["mrr"] >= d["mrr"]


def test_keyword_retrieval_only_sees_live_versions(make_kb, tmp_path):
    kb = make_kb(retrieval="hybrid")
    pdf = tmp_path / "policy.pdf"
    make_pdf(pdf, ["Zephyrine kettles may be returned within 14 days of delivery."])
    kb.ingest([pdf])
    assert "14 days" in kb.ask("Zephyrine kettle return window").retrieved_chunks[0].text
    make_pdf(pdf, ["Zephyrine kettles may be returned within 45 days of delivery."])
    kb.ingest([pdf])
    texts = [c.text for c in kb.ask("Zephyrine kettle return window").retrieved_chunks]
    assert any("45 days" in t for t in texts) and not any("14 days" in t for t in texts)
    kb.remove("policy.pdf")
    assert kb.retrieve("Zephyrine kettle return window", 5) == []


def test_hybrid_chunks_are_listed_best_score_first(make_kb, handbook):
    kb = make_kb(retrieval="hybrid")
    kb.ingest([handbook])
    scores = [c.score for c in kb.ask("Sweepa R5 error 7").retrieved_chunks]
    assert scores == sorted(scores, reverse=True)


def test_query_types_by_rules():
    assert classify_rules("How much is standard shipping?") == FACTUAL
    assert classify_rules("Why does the Transformer use multi-head attention?") == ANALYTICAL
    assert classify_rules("Which blender would you recommend for smoothies?") == OPINION
    assert classify_rules("I ordered the wrong size, what now?") == CONTEXTUAL


def test_query_types_by_llm_fall_back_to_rules():
    class Client:
        def __init__(self, reply):
            self.reply = reply
            self.chat = self
            self.completions = self

        def create(self, **kwargs):
            if isinstance(self.reply, Exception):
                raise self.reply
            message = type("M", (), {"content": self.reply})
            return type("R", (), {"choices": [type("C", (), {"message": message})]})

    assert llm_classifier(Client("Opinion."), "m")("How much is shipping?") == OPINION
    assert llm_classifier(Client("no idea"), "m")("How much is shipping?") == FACTUAL
    assert llm_classifier(Client(TimeoutError()), "m")("Why is the sky blue?") == ANALYTICAL


# ---- helpers ------------------------------------------------------------------------------------------

@pytest.fixture
def make_result():
    from knowledge.eval.questions import QuestionResult

    def make(pages, ranked, source="a.pdf"):
        return QuestionResult(question="q", has_answer=True, pages=pages, source=source, answer_contains=["x"],
                              ranked=[list(r) for r in ranked], shown=[], answer="", confidence=0.8,
                              answerability=0.8, escalate=False, mode="extractive")
    return make


def shutil_copy_handbook(folder: Path) -> None:
    """The subset names the handbook; put it where `kb eval` looks (next to the set)."""
    import shutil

    shutil.copy(REPO / "knowledge_base" / "pagewise-demo-handbook.pdf", folder)
