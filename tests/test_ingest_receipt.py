"""A `kb ingest` that would change nothing proves it from the receipt, without opening Chroma.

The shortcut must never say "unchanged" when the real ingest would do anything: changed,
added or vanished files, a write by someone else, a write that died half-way, a setting
that changes the pipeline or the checks, missing sentence vectors, a Chroma server.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knowledge.indexing.ingest import unchanged_by_receipt
from knowledge.store.receipt import RECEIPT_FILE
from knowledge.store.chunks import GENERATION_FILE
from tests.conftest import REPO
from tests.pdfs import make_pdf

RETURNS = ["Returns. Unused items can be returned within 30 days of delivery for a full refund."]
SHIPPING = ["Shipping. Standard delivery takes three to five business days inside the country."]
WARRANTY = ["Warranty. Every device carries a two-year warranty against manufacturing defects."]


@pytest.fixture
def folder(kb):
    """A knowledge folder of two PDFs, ingested, with its sentence vectors saved."""
    docs = Path(kb.settings.docs_dir)
    make_pdf(docs / "returns.pdf", RETURNS)
    make_pdf(docs / "shipping.pdf", SHIPPING)
    kb.ingest([docs])
    kb.save_sentence_vectors()
    return docs


def shortcut(kb, paths, **overrides):
    return unchanged_by_receipt(kb.settings.with_overrides(**overrides), paths)


def test_nothing_changed_is_reported_like_the_real_ingest(kb, folder):
    quick = shortcut(kb, [folder])
    assert quick is not None
    real = kb.ingest([folder])
    assert [(o.source, o.status, o.pages, o.chunks, o.sha256) for o in quick.outcomes] == \
           [(o.source, o.status, o.pages, o.chunks, o.sha256) for o in real.outcomes]
    assert {o.status for o in quick.outcomes} == {"unchanged"}
    assert shortcut(kb, [folder / "returns.pdf"]).outcomes[0].source == "returns.pdf"  # a single file too


def test_changed_added_or_vanished_files_need_the_real_ingest(kb, folder):
    make_pdf(folder / "returns.pdf", ["Returns. Unused items can be returned within 60 days of delivery."])
    assert shortcut(kb, [folder]) is None
    assert [o.status for o in kb.ingest([folder]).outcomes if o.source == "returns.pdf"] == ["changed"]
    kb.save_sentence_vectors()
    assert shortcut(kb, [folder]) is not None

    make_pdf(folder / "warranty.pdf", WARRANTY)
    assert shortcut(kb, [folder]) is None
    kb.ingest([folder])
    kb.save_sentence_vectors()

    (folder / "shipping.pdf").unlink()
    assert shortcut(kb, [folder]) is None
    assert "shipping.pdf" in [o.source for o in kb.ingest([folder]).with_status("removed")]


def test_a_write_by_anyone_else_voids_the_receipt(kb, folder):
    (Path(kb.settings.data_dir) / GENERATION_FILE).write_text("written-by-a-process-that-left-no-receipt")
    assert shortcut(kb, [folder]) is None


def test_a_write_that_dies_half_way_leaves_no_receipt(make_kb, kb, folder):
    def broken_embedder(texts, progress=False):
        raise MemoryError("killed while embedding")

    original = (folder / "returns.pdf").read_bytes()
    make_pdf(folder / "returns.pdf", ["Returns. Items can be returned within 14 days of delivery."])
    dying = make_kb()
    dying.ingestor._embed = broken_embedder
    with pytest.raises(MemoryError):
        dying.ingest([folder])
    assert not (Path(kb.settings.data_dir) / RECEIPT_FILE).exists()
    (folder / "returns.pdf").write_bytes(original)  # the old bytes again: the index never changed
    assert shortcut(kb, [folder]) is None  # but only the real ingest can tell
    assert {o.status for o in kb.ingest([folder]).outcomes} == {"unchanged"}
    assert shortcut(kb, [folder]) is not None


def test_settings_that_change_the_pipeline_or_the_checks_need_the_real_ingest(kb, folder):
    assert shortcut(kb, [folder], chunk_tokens=kb.settings.chunk_tokens - 20) is None
    assert shortcut(kb, [folder], max_pdf_mb=0.0001) is None  # the file would now fail the size cap
    assert shortcut(kb, [folder], collection="another_collection") is None
    assert shortcut(kb, [folder], chroma_host="127.0.0.1") is None  # other hosts write there unseen


def test_missing_sentence_vectors_need_the_real_ingest(kb, folder):
    for saved in (Path(kb.settings.data_dir) / "sentence-vectors").glob("*.json"):
        saved.unlink()
    assert shortcut(kb, [folder]) is None
    assert shortcut(kb, [folder], save_sentence_vectors=False) is not None


def test_damaged_receipt_or_bad_paths_fall_back_to_the_real_ingest(kb, folder):
    assert shortcut(kb, [folder / "missing.pdf"]) is None  # the real ingest reports the error
    (Path(kb.settings.data_dir) / RECEIPT_FILE).write_text("{not json")
    assert shortcut(kb, [folder]) is None


def test_kb_ingest_of_an_unchanged_folder_loads_neither_chroma_nor_the_model(kb, folder):
    """The point of the receipt: a whole no-op `kb ingest` process well under a second."""
    data = Path(kb.settings.data_dir)
    probe = ("import sys; from knowledge.cli import main; code = main(sys.argv[1:]); "
             "heavy = [m for m in ('chromadb', 'sentence_transformers', 'torch') if m in sys.modules]; "
             "print('HEAVY', heavy); sys.exit(code)")
    env = {**os.environ, "KB_DATA_DIR": str(data), "KB_DOCS_DIR": str(folder), "KB_INGEST_NICE": "0"}
    done = subprocess.run([sys.executable, "-c", probe, "ingest", "--json", str(folder)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout[:done.stdout.rindex("HEAVY")])
    assert {o["status"] for o in report["outcomes"]} == {"unchanged"} and len(report["outcomes"]) == 2
    assert "HEAVY []" in done.stdout
    assert kb.history.recent(1)[0].summary.startswith("0 added, 0 changed, 2 unchanged")
