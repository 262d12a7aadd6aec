"""A fresh clone has no ../shared/corpus: tests that need it skip with one line, unless CI requires it."""

from __future__ import annotations

import pytest

import tests.conftest as shared


def test_without_the_corpus_a_test_skips_with_a_one_line_reason(monkeypatch, tmp_path):
    monkeypatch.setattr(shared, "SHARED_CORPUS", tmp_path / "no-corpus-here")
    monkeypatch.delenv("PAGEWISE_REQUIRE_CORPUS", raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        shared.need_corpus()
    assert "../shared/corpus" in str(skipped.value) and "\n" not in str(skipped.value)


def test_ci_makes_the_corpus_mandatory(monkeypatch, tmp_path):
    monkeypatch.setattr(shared, "SHARED_CORPUS", tmp_path / "no-corpus-here")
    monkeypatch.setenv("PAGEWISE_REQUIRE_CORPUS", "1")
    with pytest.raises(pytest.fail.Exception, match="PAGEWISE_REQUIRE_CORPUS=1"):
        shared.need_corpus()


def test_ci_sets_the_requirement():
    assert "export PAGEWISE_REQUIRE_CORPUS=1" in (shared.REPO / ".ci" / "run").read_text()
