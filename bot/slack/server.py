"""How Slack reaches the bot: Socket Mode (with `SLACK_APP_TOKEN`) or an HTTP endpoint.

The HTTP endpoint is a small threaded `http.server` serving `POST /slack/events`.
It checks Slack's signature and timestamp itself before Bolt sees the request,
so a missing, non-numeric or stale timestamp is a 401 (Bolt's own check would
turn a non-numeric one into a 500), then hands the request to `App.dispatch`.
"""

from __future__ import annotations

import json
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from slack_bolt.request import BoltRequest
from slack_sdk.signature import SignatureVerifier

from .adapter import SlackBot

log = logging.getLogger(__name__)

EVENTS_PATH = "/slack/events"
HEALTH_PATH = "/healthz"
MAX_BODY_BYTES = 1024 * 1024
LISTEN_BACKLOG = 1024  # connections the kernel holds while every handler thread is busy (http.server's default: 5)


def signature_ok(verifier: SignatureVerifier, headers, body: bytes) -> bool:
    """Slack's `v0` HMAC over `v0:{timestamp}:{body}`, with a numeric timestamp at most 5 minutes old."""
    timestamp = (headers.get("X-Slack-Request-Timestamp") or "").strip()
    signature = (headers.get("X-Slack-Signature") or "").strip()
    if not timestamp.isdigit() or not signature:
        return False
    return verifier.is_valid(body, timestamp, signature)


class SlackEventsServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = LISTEN_BACKLOG  # a burst of events is queued by the kernel, not refused

    def __init__(self, address: tuple[str, int], bot: SlackBot) -> None:
        self.bot = bot
        self.verifier = SignatureVerifier(bot.settings.signing_secret)
        super().__init__(address, _Handler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}{EVENTS_PATH}"


class _Handler(BaseHTTPRequestHandler):
    server: SlackEventsServer
    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        parts = urlsplit(self.path)
        if parts.path != EVENTS_PATH:
            return self._send(404, {"error": "not found"})
        length = self._content_length()
        if length is None:
            return self._send(413, {"error": "body too large or missing length"})
        body = self.rfile.read(length)
        if not signature_ok(self.server.verifier, self.headers, body):
            return self._send(401, {"error": "invalid request"})
        try:
            request = BoltRequest(body=body.decode("utf-8"), query=parts.query,
                                  headers={k: v for k, v in self.headers.items()})
            response = self.server.bot.app.dispatch(request)
        except Exception:
            log.exception("slack request failed")
            return self._send(500, {"error": "internal error"})
        self._send_raw(response.status, response.body or "", response.headers)

    def do_GET(self) -> None:  # noqa: N802
        if urlsplit(self.path).path == HEALTH_PATH:
            return self._send(200, {"ok": True})
        self._send(404, {"error": "not found"})

    def _content_length(self) -> int | None:
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            return None
        return length if 0 <= length <= MAX_BODY_BYTES else None

    def _send(self, status: int, payload: dict) -> None:
        self._send_raw(status, json.dumps(payload), {"content-type": ["application/json"]})

    def _send_raw(self, status: int, body: str, headers: dict) -> None:
        data = body.encode("utf-8")
        self.send_response(status)
        for name, values in (headers or {}).items():
            if name.lower() in ("content-length", "connection"):
                continue
            for value in values if isinstance(values, (list, tuple)) else [values]:
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (http.server's signature)
        log.debug("http %s", format % args)


def start_http(bot: SlackBot, port: int, host: str = "0.0.0.0") -> SlackEventsServer:
    """Serve `/slack/events` on a background thread; `server.shutdown()` stops it (within 0.1 s)."""
    server = SlackEventsServer((host, port), bot)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, name="slack-http",
                     daemon=True).start()
    log.info("slack events endpoint listening on port %d%s", server.server_address[1], EVENTS_PATH)
    return server


def serve_http(bot: SlackBot, port: int, host: str = "0.0.0.0") -> None:
    """Blocking: the HTTP endpoint until the process stops."""
    server = SlackEventsServer((host, port), bot)
    log.info("slack events endpoint listening on port %d%s", server.server_address[1], EVENTS_PATH)
    try:
        server.serve_forever()
    finally:
        server.server_close()


def run_socket_mode(bot: SlackBot, app_token: str, stop: threading.Event | None = None) -> None:
    """Blocking: a Socket Mode connection (no public URL needed) until `stop` is set (by default, never).

    Slack's client reconnects by itself when the connection drops or Slack asks it to
    (a `disconnect` message): it asks `apps.connections.open` for a new URL each time.
    """
    from slack_bolt.adapter.socket_mode import SocketModeHandler

    log.info("slack connecting in socket mode")
    handler = SocketModeHandler(bot.app, app_token)
    handler.connect()
    try:
        (stop or threading.Event()).wait()
    finally:
        handler.close()
