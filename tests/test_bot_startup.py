"""`python -m bot` as a user starts it: a bad setting is one line and exit 2; an adapter that cannot
connect ends the process with exit 1 and says why (a supervisor then restarts it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def start_bot(tmp_path: Path, **env_extra: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("KB_", "OPENAI_", "CHROMA_", "SLACK_", "DISCORD_", "BOT_", "METRICS_"))}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", KB_DATA_DIR=str(tmp_path / "data"),
               KB_DOCS_DIR=str(tmp_path / "docs"), KB_REINDEX_INTERVAL_MINUTES="0", PYTHONPATH=str(REPO))
    env.update(env_extra)
    return subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=300)


@pytest.mark.parametrize("env,message", [
    ({"SLACK_BOT_TOKEN": "xoxb-1-2-3"},
     "SLACK_SIGNING_SECRET=(empty): Slack is configured (SLACK_BOT_TOKEN) but neither SLACK_APP_TOKEN"),
    ({"SLACK_BOT_TOKEN": "xapp-1-wrong-kind", "SLACK_SIGNING_SECRET": "s"}, "SLACK_BOT_TOKEN=(hidden): must be"),
    ({"DISCORD_ESCALATION_CHANNEL_ID": "#support"}, "DISCORD_ESCALATION_CHANNEL_ID='#support': must be a whole number"),
    ({"SLACK_ADMIN_USERS": "alice"}, "SLACK_ADMIN_USERS='alice': 'alice' is not a Slack id"),
    ({"LOG_LEVEL": "loud"}, "LOG_LEVEL='loud': must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL"),
    ({"KB_PDF_EXTRACTOR": "bogus"}, "KB_PDF_EXTRACTOR='bogus': must be one of pdfium, pdfplumber"),
])
def test_a_bad_setting_is_one_line_naming_it_and_exit_2(tmp_path, env, message):
    result = start_bot(tmp_path, **env)
    assert result.returncode == 2, result.stderr[-2000:]
    assert result.stderr.startswith("bot: error: " + message) and result.stderr.count("\n") == 1
    assert "xoxb-1-2-3" not in result.stderr and "xapp-1-wrong-kind" not in result.stderr  # tokens never shown


def test_a_bad_setting_in_dotenv_stops_the_bot_the_same_way(tmp_path):
    (tmp_path / ".env").write_text("BOT_QUESTIONS_PER_MINUTE=fast\n")
    result = start_bot(tmp_path)
    assert result.returncode == 2
    assert result.stderr == "bot: error: BOT_QUESTIONS_PER_MINUTE='fast': must be a whole number\n"


class RefusingSlack(BaseHTTPRequestHandler):
    """A Slack Web API that refuses every token, as Slack does for a revoked one."""

    def do_POST(self) -> None:  # noqa: N802 (http.server's name)
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        body = json.dumps({"ok": False, "error": "invalid_auth"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


def test_a_slack_token_the_api_refuses_ends_the_bot_with_exit_1_and_the_reason(tmp_path):
    server = ThreadingHTTPServer(("127.0.0.1", 0), RefusingSlack)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        result = start_bot(tmp_path, SLACK_BOT_TOKEN="xoxb-revoked", SLACK_SIGNING_SECRET="secret",
                           SLACK_API_URL=f"http://127.0.0.1:{server.server_address[1]}/api/")
    finally:
        server.shutdown()
    assert result.returncode == 1, result.stderr[-3000:]
    assert "the slack adapter stopped: Slack refused SLACK_BOT_TOKEN (invalid_auth)" in result.stderr
    assert "Traceback" not in result.stderr and "xoxb-revoked" not in result.stderr
