"""The `kb` command line: in-process for speed, plus real subprocesses for exit codes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knowledge import cli

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def kb_env(tmp_path, monkeypatch, embedder):
    """Run `kb` against a temp data dir; the session's model is reused in-process."""
    monkeypatch.chdir(tmp_path)  # no stray .env from the checkout
    for name in list(os.environ):
        if name.startswith(("KB_", "OPENAI_", "CHROMA_")):
            monkeypatch.delenv(name)
    monkeypatch.setenv("KB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("KB_INGEST_NICE", "0")  # don't lower the priority of the test process itself
    return tmp_path


def run(argv, capsys, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_ingest_ask_status_remove(kb_env, capsys, handbook, monkeypatch):
    code, out, _ = run(["ingest", str(handbook.parent)], capsys)
    assert code == 0 and "added" in out and handbook.name in out

    code, out, _ = run(["ask", "How many days do I have to return an item?"], capsys)
    assert code == 0 and "30 days" in out and f"{handbook.name} p." in out and "p.6" in out and "Confidence:" in out

    code, out, _ = run(["ask", "Do you ship to Canada?", "--json", "--top-k", "2"], capsys)
    data = json.loads(out)
    assert code == 0 and len(data["retrieved_chunks"]) == 2 and "final_answer" in data

    code, out, _ = run(["status"], capsys)
    assert code == 0 and "Documents: 1" in out and "16 pages" in out

    code, out, _ = run(["remove", handbook.name], capsys)
    assert code == 0 and "Removed" in out
    code, out, err = run(["remove", handbook.name], capsys)
    assert code == 1 and "No document named" in err


def test_ask_dash_reads_one_question_per_line(kb_env, capsys, handbook, monkeypatch):
    run(["ingest", str(handbook)], capsys)
    code, out, _ = run(["ask", "-"], capsys, stdin="What does express shipping cost?\n\n" + "x" * 5000 + "\nCan I pay with PayPal?\n",
                       monkeypatch=monkeypatch)
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 4 and code == 1  # one output line per input line: scripts can zip them
    assert "final_answer" in lines[0] and "final_answer" in lines[3]
    assert lines[1] == {"error": "Please ask a question."} and "too long" in lines[2]["error"]


def test_a_folder_without_pdfs_is_an_error_that_changes_nothing(kb_env, capsys, handbook):
    assert run(["ingest", str(handbook)], capsys)[0] == 0
    empty = kb_env / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("not a pdf")
    code, out, err = run(["ingest", str(empty)], capsys)
    assert code == 1 and f"no PDF files in {empty}" in err and "nothing was changed" in err
    code, out, _ = run(["status"], capsys)
    assert "Documents: 1" in out


@pytest.mark.parametrize("env,message", [
    ({"KB_ESCALATE_ON": "bogus"}, "KB_ESCALATE_ON='bogus': must be one of answerability, confidence"),
    ({"KB_PDF_EXTRACTOR": "bogus"}, "KB_PDF_EXTRACTOR='bogus': must be one of pdfium, pdfplumber"),
    ({"KB_CHUNK_TOKENS": "-5"}, "KB_CHUNK_TOKENS=-5: must be at least 20"),
    ({"KB_TOP_K": "0"}, "KB_TOP_K=0: must be at least 1"),
    ({"KB_TOP_K": "many"}, "KB_TOP_K='many': must be a whole number"),
    ({"KB_ESCALATION_THRESHOLD": "1.5"}, "KB_ESCALATION_THRESHOLD=1.5: must be at most 1"),
    ({"KB_CHUNK_TOKENS": "100", "KB_CHUNK_OVERLAP": "50"}, "KB_CHUNK_OVERLAP=50: must be less than half of KB_CHUNK_TOKENS"),
    ({"KB_REINDEX_IN_BOT": "maybe"}, "KB_REINDEX_IN_BOT='maybe': must be true or false"),
    ({"KB_REINDEX_CRON": "every hour"}, "KB_REINDEX_CRON='every hour': is not a crontab expression"),
    ({"KB_COLLECTION": "kb"}, "KB_COLLECTION='kb': must be 3-512 letters"),
    ({"OPENAI_BASE_URL": "localhost:8080"}, "OPENAI_BASE_URL='localhost:8080': must start with http://"),
    ({"KB_CONFIDENCE_MEDIUM": "0.9", "KB_CONFIDENCE_HIGH": "0.8"}, "KB_CONFIDENCE_MEDIUM=0.9: must not be above"),
])
def test_each_kind_of_bad_setting_is_one_line_naming_it_and_exit_2(kb_env, capsys, monkeypatch, env, message):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code, out, err = run(["ask", "anything"], capsys)
    assert code == 2 and err.startswith("kb: error: " + message) and err.count("\n") == 1 and not out


def test_a_bad_setting_in_dotenv_is_reported_the_same_way(kb_env, capsys):
    (kb_env / ".env").write_text("KB_RETRIEVAL=semantic\n")
    code, _, err = run(["status"], capsys)
    assert code == 2 and err == "kb: error: KB_RETRIEVAL='semantic': must be one of dense, hybrid, adaptive\n"


@pytest.mark.parametrize("argv,message", [
    (["ask", "x", "--top-k", "0"], "--top-k=0: must be between 1 and 100"),
    (["watch", "--interval-minutes", "-1"], "--interval-minutes=-1: must be at least 0"),
    (["watch", "--cron", "61 * * * *"], "--cron='61 * * * *': is not a crontab expression"),
])
def test_a_bad_flag_value_names_the_flag(kb_env, capsys, argv, message):
    code, out, err = run(argv, capsys)
    assert code == 2 and err.startswith("kb: error: " + message) and not out


def test_bad_files_exit_non_zero_with_a_clear_message(kb_env, capsys):
    bad = kb_env / "bad.pdf"
    bad.write_bytes(b"plain text")
    code, out, _ = run(["ingest", str(bad), str(kb_env / "missing.pdf")], capsys)
    assert code == 1 and "not a PDF" in out and "does not exist" in out


def _kb(*args, env_extra=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KB_", "OPENAI_", "CHROMA_"))}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "knowledge.cli", *args], capture_output=True, text=True,
                          cwd=REPO, env=env, timeout=120)


def test_exit_codes_of_the_real_command(tmp_path):
    usage = _kb("frobnicate")
    assert usage.returncode == 2 and "invalid choice" in usage.stderr
    status = _kb("--data-dir", str(tmp_path / "data"), "status")
    assert status.returncode == 0 and "Documents: 0" in status.stdout
    bad_setting = _kb("status", env_extra={"KB_TOP_K": "many"})
    assert bad_setting.returncode == 2 and "KB_TOP_K" in bad_setting.stderr


def test_ingest_runs_at_low_priority(tmp_path):
    """A separate `kb ingest` lowers its own CPU priority so a bot beside it keeps answering fast."""
    probe = ("import os, sys; from knowledge import cli; "
             "cli._lower_priority(int(sys.argv[1])); print(os.nice(0))")
    niced = subprocess.run([sys.executable, "-c", probe, "19"], capture_output=True, text=True, cwd=REPO, timeout=60)
    plain = subprocess.run([sys.executable, "-c", probe, "0"], capture_output=True, text=True, cwd=REPO, timeout=60)
    assert int(niced.stdout) == int(plain.stdout) + 19 or int(niced.stdout) == 19


def test_kb_ingest_without_a_path_indexes_the_folder_dotenv_names(kb_env, capsys, handbook):
    """What `make run` runs: the knowledge folder comes from .env, the sample handbook only when none is set."""
    folder = kb_env / "my-docs"
    folder.mkdir()
    (folder / "returns.pdf").write_bytes(handbook.read_bytes())
    (kb_env / ".env").write_text(f"KB_DOCS_DIR={folder}\n")
    code, out, _ = run(["ingest"], capsys)
    assert code == 0 and "returns.pdf" in out and handbook.name not in out
    code, out, _ = run(["status"], capsys)
    assert "Documents: 1" in out and "returns.pdf" in out


def test_kb_ingest_without_a_path_needs_an_existing_folder(kb_env, capsys):
    (kb_env / ".env").write_text(f"KB_DOCS_DIR={kb_env / 'nowhere'}\n")
    code, _, err = run(["ingest"], capsys)
    assert code == 2 and "KB_DOCS_DIR=" in err and "does not exist" in err
