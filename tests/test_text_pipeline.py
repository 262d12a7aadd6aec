"""Extraction, cleanup and chunking on real PDFs."""

from __future__ import annotations

import re
import time

import pytest

from knowledge.pdf.chunk import chunk_pages, chunk_pieces, count_tokens
from knowledge.pdf.clean import clean_pages, clean_text
from knowledge.pdf.extract import extract_layouts, extract_pages
from knowledge.pdf.structure import document_pieces
from knowledge.settings import KnowledgeSettings
from tests.pdfs import make_pdf

GLUED = re.compile(r"[A-Za-z]{25,}")


@pytest.mark.parametrize("extractor", ["pdfium", "pdfplumber"])
def test_latex_paper_words_stay_apart(corpus, extractor):
    pages = extract_pages(corpus / "attention_is_all_you_need.pdf", extractor=extractor)
    text = " ".join(clean_pages(pages))
    assert len(pages) == 15
    assert "The encoder is composed of a stack of N = 6 identical layers" in text
    assert len(GLUED.findall(text)) <= 2, GLUED.findall(text)[:5]
    assert len(text.split()) > 5000


def test_cleanup_removes_invisible_characters_and_decides_line_break_hyphens():
    """A hyphen at a line break (typed, PDFium's U+FFFE or a soft hyphen) joins a word's halves
    and keeps a compound's hyphen: the document's own spelling first, then common words."""
    raw = ("The war\u200branty covers\x00 manu-\nfacturing defects\u202e of self-\nservice kiosks and their\r\n"
           "power-\nsupplies; every self-service kiosk has one. Use an in\ufffenetwork shop for the con\u00ad\n"
           "figuration; any in-network shop will do.")
    assert " ".join(clean_text(raw).split()) == (
        "The warranty covers manufacturing defects of self-service kiosks and their power-supplies; "
        "every self-service kiosk has one. Use an in-network shop for the configuration; any in-network shop will do.")


def test_cleanup_drops_running_headers_and_footers(handbook):
    pages = clean_pages(extract_pages(handbook))
    assert len(pages) >= 10
    for text in pages:
        assert "Customer Service Handbook" not in text.split("\n")[0]
        assert not re.search(r"\bPage \d+$", text)
    assert "30 days of delivery" in pages[5]


def test_chunk_ids_are_per_page_and_one_indexed(handbook):
    pages = clean_pages(extract_pages(handbook))
    chunks = chunk_pages(pages, 200, 30)
    assert chunks[0].id == "pdfpage_1_chunk_0"
    for chunk in chunks:
        assert re.fullmatch(r"pdfpage_\d+_chunk_\d+", chunk.id)
        assert chunk.id == f"pdfpage_{chunk.page}_chunk_{chunk.index}"
        assert 0 < chunk.tokens <= 200
    pages_seen = {c.page for c in chunks}
    assert pages_seen == set(range(1, len(pages) + 1))


def test_overlap_repeats_the_end_of_the_previous_chunk():
    text = " ".join(f"Sentence number {i} talks about returns and refunds in detail." for i in range(60))
    chunks = chunk_pages([text], 80, 20)
    assert len(chunks) > 3
    for before, after in zip(chunks, chunks[1:]):
        last_sentence = before.text.rsplit(". ", 1)[-1]
        assert after.text.startswith(last_sentence.rstrip("."))


def test_default_chunks_fit_the_embedders_window(corpus, handbook, embedder):
    """The default size is chosen so MiniLM sees every word piece of every chunk the ingest embeds
    (section lines, table header lines and " | " cells included)."""
    s = KnowledgeSettings()
    for pdf in (handbook, corpus / "attention_is_all_you_need.pdf", corpus / "AI_Information.pdf"):
        chunks = chunk_pieces(document_pieces(extract_layouts(pdf)), s.chunk_tokens, s.chunk_overlap)
        longest = max(embedder.word_pieces(c.text) for c in chunks)
        assert longest <= embedder.max_seq_length, (pdf.name, longest)


def test_huge_runs_without_whitespace_are_split_quickly():
    text = clean_text("x" * 1_000_000 + " end.")
    started = time.perf_counter()
    chunks = chunk_pages([text], 200, 30)
    assert time.perf_counter() - started < 30  # 6-8 s measured with the machine loaded; 3x that and more
    assert chunks and all(c.tokens <= 200 for c in chunks)
    assert count_tokens(chunks[0].text) <= 200


def test_generated_pdf_round_trips(tmp_path):
    pdf = make_pdf(tmp_path / "two.pdf", ["First page about parcels.", "Second page about refunds."])
    pages = clean_pages(extract_pages(pdf))
    assert pages == ["First page about parcels.", "Second page about refunds."]
