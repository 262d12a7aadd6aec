"""`/healthz`, `/readyz` and `/metrics` on `METRICS_PORT`: what an orchestrator and Prometheus ask a bot.

- `/healthz` (liveness): the process serves HTTP and no chat adapter thread has
  stopped. A store outage does not fail it: restarting bots brings no Chroma back.
- `/readyz` (readiness): the embedding model is loaded and the knowledge index
  answers, so a replica only takes traffic it can answer.
- `/metrics`: the process's Prometheus metrics (see `bot.metrics`).
"""

from __future__ import annotations

import json
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from prometheus_client import CONTENT_TYPE_LATEST

log = logging.getLogger(__name__)


class OpsServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], services) -> None:
        self.services = services
        self.adapters: list[threading.Thread] = []  # set by `bot.app.run` once they are started
        super().__init__(address, _Handler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def liveness(self) -> tuple[bool, dict]:
        stopped = [t.name for t in self.adapters if not t.is_alive()]
        return not stopped, {"ok": not stopped, "stopped_adapters": stopped}

    def readiness(self) -> tuple[bool, dict]:
        kb = self.services.kb
        model = kb.model_loaded
        try:
            kb.store.documents()
            store = "ok"
        except Exception as exc:
            store = str(exc)[:300] or type(exc).__name__
        ready = model and store == "ok"
        return ready, {"ready": ready, "model": "loaded" if model else "loading", "store": store}


class _Handler(BaseHTTPRequestHandler):
    server: OpsServer
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        path = urlsplit(self.path).path
        if path == "/metrics":
            return self._send(200, self.server.services.metrics.exposition(), CONTENT_TYPE_LATEST)
        checks = {"/healthz": self.server.liveness, "/readyz": self.server.readiness}
        if path not in checks:
            return self._send_json(404, {"error": "not found"})
        ok, payload = checks[path]()
        self._send_json(200 if ok else 503, payload)

    def _send_json(self, status: int, payload: dict) -> None:
        self._send(status, json.dumps(payload).encode(), "application/json")

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (http.server's signature)
        log.debug("ops http %s", format % args)


def start_ops_server(services, port: int, host: str = "0.0.0.0") -> OpsServer:
    """Serve on a background thread (before the model loads, so liveness answers during start-up)."""
    server = OpsServer((host, port), services)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2}, name="ops-http",
                     daemon=True).start()
    log.info("health and metrics on port %d (/healthz, /readyz, /metrics)", server.server_address[1])
    return server
