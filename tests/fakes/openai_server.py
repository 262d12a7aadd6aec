"""An OpenAI-compatible /v1/chat/completions server on 127.0.0.1 with scripted replies.

Tests queue what the "model" says (or how it fails) and read back every request,
so the real `openai` client is exercised end to end without the internet.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Scripted:
    content: str = ""
    status: int = 200
    delay: float = 0.0
    headers: dict | None = None


class FakeOpenAI:
    """Replies come from `script` in order; the last one repeats. `requests` records every call."""

    def __init__(self) -> None:
        self.script: list[Scripted] = []
        self.requests: list[dict] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def reply(self, content: str | dict, **kwargs) -> "FakeOpenAI":
        text = content if isinstance(content, str) else json.dumps(content)
        self.script.append(Scripted(content=text, **kwargs))
        return self

    def fail(self, status: int, **kwargs) -> "FakeOpenAI":
        self.script.append(Scripted(status=status, **kwargs))
        return self

    def __enter__(self) -> "FakeOpenAI":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _next(self) -> Scripted:
        with self._lock:
            return self.script.pop(0) if len(self.script) > 1 else (self.script[0] if self.script else Scripted("{}"))

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                with fake._lock:
                    fake.requests.append({"path": self.path, "body": body,
                                          "authorization": self.headers.get("Authorization", "")})
                step = fake._next()
                if step.delay:
                    time.sleep(step.delay)
                if step.status != 200:
                    self._send(step.status, {"error": {"message": "scripted failure", "type": "server_error"}},
                               step.headers or {})
                    return
                self._send(200, {
                    "id": "chatcmpl-test", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", "fake"),
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": step.content}}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }, {})

            def _send(self, status: int, payload: dict, headers: dict) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

        return Handler
