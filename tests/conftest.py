"""Shared fixtures: one embedding model per test session, knowledge bases in temp dirs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ["KB_INGEST_NICE"] = "0"  # in-process `kb ingest` calls must not lower the test run's priority

from knowledge import KnowledgeBase, KnowledgeSettings  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SHARED_CORPUS = REPO.parent / "shared" / "corpus"
HANDBOOK = REPO / "knowledge_base" / "pagewise-demo-handbook.pdf"
NO_CORPUS = ("needs the corpus PDFs in ../shared/corpus beside the checkout (the team's shared folder; "
             "CI provides it and sets PAGEWISE_REQUIRE_CORPUS=1)")


def corpus_required() -> bool:
    """CI sets PAGEWISE_REQUIRE_CORPUS=1: a missing corpus is then an error, not a skip."""
    return os.environ.get("PAGEWISE_REQUIRE_CORPUS", "").strip() == "1"


def need_corpus() -> Path:
    """The corpus folder, or skip the calling test (fail it where the corpus is required)."""
    if SHARED_CORPUS.is_dir():
        return SHARED_CORPUS
    if corpus_required():
        pytest.fail(f"PAGEWISE_REQUIRE_CORPUS=1 but {SHARED_CORPUS} is missing")
    pytest.skip(NO_CORPUS)


@pytest.fixture(scope="session")
def embedder():
    """The real all-MiniLM-L6-v2, loaded once for the whole session."""
    from knowledge.embed import shared_embedder

    return shared_embedder()


@pytest.fixture
def settings(tmp_path) -> KnowledgeSettings:
    """Settings for a fresh index in a temp dir (no LLM, default thresholds)."""
    return KnowledgeSettings(data_dir=tmp_path / "data", docs_dir=tmp_path / "docs")


@pytest.fixture
def make_kb(settings, embedder):
    """Build a KnowledgeBase on the temp index; keyword arguments override settings."""
    def make(**overrides) -> KnowledgeBase:
        return KnowledgeBase(settings.with_overrides(**overrides), embedder=embedder)
    return make


@pytest.fixture
def kb(make_kb) -> KnowledgeBase:
    return make_kb()


@pytest.fixture(scope="session")
def corpus() -> Path:
    return need_corpus()


@pytest.fixture(scope="session")
def handbook() -> Path:
    return HANDBOOK


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory):
    """A real Chroma server on 127.0.0.1, shared by the session (tests use their own collections)."""
    from tests.chroma_server import ChromaServer

    server = ChromaServer(tmp_path_factory.mktemp("chroma") / "data").start()
    yield server
    server.stop()


@pytest.fixture
def own_chroma_server(tmp_path):
    """A Chroma server for one test, which may kill and restart it."""
    from tests.chroma_server import ChromaServer

    server = ChromaServer(tmp_path / "chroma-server").start()
    yield server
    server.stop()
