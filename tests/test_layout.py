"""The project's shape (issue 2, points 1-4): the design card's layout, dependencies pointing one way,
the shipped sample handbook, and a visible progress bar while ingesting."""

from __future__ import annotations

import ast
import os
import tomllib

import pypdfium2

from tests.conftest import HANDBOOK, REPO
from tests.pdfs import make_pdf

SUPPORT_TOPICS = ["order", "shipping", "return", "billing", "account", "warranty", "troubleshoot"]


def imported_modules(path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_the_design_cards_layout_is_there():
    for folder in ("bot", "knowledge", "tests", "deploy"):
        assert (REPO / folder).is_dir(), folder
    for name in ("pyproject.toml", "README.md", ".env.example", "Makefile"):
        assert (REPO / name).is_file(), name
    ci = REPO / ".ci" / "run"
    assert os.access(ci, os.X_OK) and "make test" in ci.read_text()
    readme = (REPO / "README.md").read_text()
    assert "make run" in readme and "make test" in readme
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["kb"] == "knowledge.cli:main"


def test_the_core_never_imports_the_chat_adapters():
    offenders = {str(path.relative_to(REPO)): sorted(m for m in imported_modules(path)
                                                     if m == "bot" or m.startswith("bot."))
                 for path in (REPO / "knowledge").rglob("*.py")}
    assert not {k: v for k, v in offenders.items() if v}
    assert any("knowledge" in m for m in imported_modules(REPO / "bot" / "asking.py"))  # the scan does see imports


def test_the_sample_handbook_covers_the_support_topics_on_at_least_ten_pages():
    pdf = pypdfium2.PdfDocument(str(HANDBOOK))
    try:
        text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf))).lower()
        assert len(pdf) >= 10
    finally:
        pdf.close()
    assert [t for t in SUPPORT_TOPICS if t not in text] == []


def test_ingesting_shows_a_progress_bar(kb, tmp_path, capsys):
    pdf = make_pdf(tmp_path / "docs" / "faq.pdf", ["Gift cards never expire.", "Gift wrap costs $5."])
    kb.ingest([pdf], progress=True)
    assert "%|" in capsys.readouterr().err  # tqdm's bar
