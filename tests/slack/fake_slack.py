"""A fake Slack Web API on 127.0.0.1 that records every request.

The real `slack_sdk.WebClient` is pointed at it through `SLACK_API_URL`
(`fake.api_url`). It answers the Web API methods the bot uses (and
`apps.connections.open`, with the app token, for Socket Mode), serves private
files under `/files-pri/...` only to the bot token (like files.slack.com), and
can be told to fail the next call(s) of a method, e.g. with a 429 and
`Retry-After`, or with `ok: false` after the message was posted anyway
(`landed=True`, as Slack warns `internal_error` may have done).

Posted messages are kept, with their `metadata`, and `conversations.replies`
and `conversations.history` return them as Slack would with
`include_all_metadata`.
"""

from __future__ import annotations

import json
import random
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

BOT_USER_ID = "UBOT"
BOT_ID = "BBOT"
TEAM_ID = "T0TEST"


@dataclass
class Call:
    http_method: str
    path: str
    api_method: str  # "chat.postMessage", or "" for a file download
    headers: dict[str, str]
    params: dict
    status: int = 200
    response: dict = field(default_factory=dict)
    at: float = field(default_factory=time.monotonic)

    @property
    def authorization(self) -> str:
        return next((v for k, v in self.headers.items() if k.lower() == "authorization"), "")


@dataclass
class Failure:
    status: int
    headers: dict[str, str]
    body: dict = field(default_factory=lambda: {"ok": False, "error": "ratelimited"})
    landed: bool = False  # the call did its work before failing (chat.postMessage: the message is posted)
    when: dict = field(default_factory=dict)  # only calls with these params fail (e.g. {"channel": "C1"})


class FakeSlack:
    def __init__(self, bot_token: str, app_token: str = "") -> None:
        self.bot_token = bot_token
        self.app_token = app_token  # the app-level token, accepted by apps.connections.open only
        self.socket_mode_url = ""  # what apps.connections.open hands out (a `FakeSocketMode` URL)
        self.calls: list[Call] = []
        self.users: dict[str, dict] = {}  # user id -> users.info "user" object
        self.files: dict[str, bytes] = {}  # /files-pri/... path -> content
        self.file_infos: dict[str, dict] = {}  # file id -> files.info "file" object
        self.threads: dict[tuple[str, str], list[dict]] = {}  # (channel, thread_ts) -> conversations.replies
        self.posted: list[dict] = []  # every message chat.postMessage posted, with "channel" and "metadata"
        self.latency: dict[str, float] = {}  # api method -> seconds between doing the work and answering
        self.usergroups: dict[str, list[str]] = {}  # user group id -> usergroups.users.list
        self._failures: dict[str, list[Failure]] = {}
        self._chaos: tuple[float, random.Random] | None = None
        self.faults: dict[str, int] = {}  # chaos faults injected, by kind
        self._lock = threading.Lock()
        self._ts_lock = threading.Lock()
        self._last_ts = 0.0
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    # ---- lifecycle and addresses -------------------------------------------------------

    def start(self) -> "FakeSlack":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def api_url(self) -> str:
        return self.base_url + "/api/"

    def file_url(self, path: str) -> str:
        return self.base_url + path

    # ---- configuring -------------------------------------------------------------------

    def fail_next(self, api_method: str, status: int = 429, headers: dict[str, str] | None = None,
                  times: int = 1, error: str = "", landed: bool = False, **when) -> None:
        """Fail the next `times` calls of `api_method` (whose params match `when`): HTTP `status`, or
        `ok: false` with `error` (status 200)."""
        body = {"ok": False, "error": error or "ratelimited"}
        with self._lock:
            self._failures.setdefault(api_method, []).extend(
                Failure(status if not error else 200, headers if headers is not None else
                        ({"Retry-After": "1"} if status == 429 and not error else {}), body, landed, when)
                for _ in range(times))

    def chaos(self, rate: float, seed: int = 0) -> None:
        """Fail about `rate` of `chat.postMessage` calls at random, the ways Slack does: `internal_error`
        and `fatal_error` (half of them after posting anyway), a 500, a 429 with `Retry-After: 1`."""
        self._chaos = (rate, random.Random(seed))

    def _chaos_failure(self, api_method: str) -> Failure | None:
        if self._chaos is None or api_method != "chat.postMessage":
            return None
        rate, rng = self._chaos
        with self._lock:
            if rng.random() >= rate:
                return None
            kind = rng.choice(["internal_error", "internal_error landed", "fatal_error landed", "http_500",
                               "ratelimited"])
            self.faults[kind] = self.faults.get(kind, 0) + 1
        if kind == "http_500":
            return Failure(500, {}, {"ok": False, "error": "internal_error"})
        if kind == "ratelimited":
            return Failure(429, {"Retry-After": "1"})
        return Failure(200, {}, {"ok": False, "error": kind.split()[0]}, landed=kind.endswith("landed"))

    def messages(self, channel: str, thread_ts: str | None = None) -> list[dict]:
        """Messages posted in `channel` (and in the thread `thread_ts`, when given)."""
        with self._lock:
            return [m for m in self.posted if m["channel"] == channel
                    and (thread_ts is None or m.get("thread_ts") == thread_ts)]

    def add_message(self, channel: str, message: dict) -> None:
        """Make `message` part of its thread (a new thread when it has no `thread_ts`), as Slack keeps it."""
        with self._lock:
            thread = message.get("thread_ts") or message["ts"]
            self.threads.setdefault((channel, thread), []).append(message)

    def next_ts(self) -> str:
        """Now, as Slack's ts are, and never the same twice."""
        with self._ts_lock:
            self._last_ts = max(time.time(), self._last_ts + 0.000001)
            return f"{self._last_ts:.6f}"

    # ---- reading what happened -----------------------------------------------------------

    def calls_to(self, api_method: str, status: int | None = 200, **params) -> list[Call]:
        """Recorded calls of one method (successful ones by default) whose params match `params`."""
        with self._lock:
            calls = list(self.calls)
        return [c for c in calls if c.api_method == api_method and (status is None or c.status == status)
                and all(c.params.get(k) == v for k, v in params.items())]

    def downloads(self) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if c.path.startswith("/files-pri/")]

    def count(self) -> int:
        with self._lock:
            return len(self.calls)

    def wait_for(self, condition, timeout: float = 15.0, interval: float = 0.02):
        """Poll `condition()` until it returns something truthy; fail after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            result = condition()
            if result:
                return result
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout} s waiting for the fake Slack API")
            time.sleep(interval)

    # ---- answering ------------------------------------------------------------------------

    def _record(self, call: Call) -> None:
        with self._lock:
            self.calls.append(call)

    def _take_failure(self, api_method: str, params: dict) -> Failure | None:
        with self._lock:
            queued = self._failures.get(api_method) or []
            for i, failure in enumerate(queued):
                if all(params.get(k) == v for k, v in failure.when.items()):
                    return queued.pop(i)
            return None

    def respond(self, api_method: str, params: dict) -> dict:
        if api_method == "auth.test":
            return {"ok": True, "url": "https://pagewise-test.slack.com/", "team": "Test", "user": "pagewise",
                    "team_id": TEAM_ID, "user_id": BOT_USER_ID, "bot_id": BOT_ID}
        if api_method == "chat.postMessage":
            ts = self.next_ts()
            metadata = params.get("metadata")
            message = {"ts": ts, "text": params.get("text", ""), "user": BOT_USER_ID, "bot_id": BOT_ID}
            if params.get("thread_ts"):
                message["thread_ts"] = params["thread_ts"]
            if metadata:
                message["metadata"] = json.loads(metadata) if isinstance(metadata, str) else metadata
            with self._lock:
                self.posted.append({**message, "channel": params.get("channel")})
            return {"ok": True, "channel": params.get("channel"), "ts": ts, "message": message}
        if api_method == "chat.postEphemeral":
            return {"ok": True, "message_ts": self.next_ts()}
        if api_method == "chat.getPermalink":
            channel, ts = params.get("channel", ""), str(params.get("message_ts", ""))
            return {"ok": True, "channel": channel,
                    "permalink": f"https://pagewise-test.slack.com/archives/{channel}/p{ts.replace('.', '')}"}
        if api_method == "users.info":
            user = params.get("user", "")
            return {"ok": True, "user": self.users.get(user, {"id": user, "is_admin": False, "is_owner": False})}
        if api_method == "files.info":
            info = self.file_infos.get(params.get("file", ""))
            return {"ok": True, "file": info} if info else {"ok": False, "error": "file_not_found"}
        if api_method == "apps.connections.open":
            if not self.socket_mode_url:
                return {"ok": False, "error": "socket_mode_not_enabled"}
            return {"ok": True, "url": self.socket_mode_url}
        if api_method == "usergroups.users.list":
            return {"ok": True, "users": self.usergroups.get(params.get("usergroup", ""), [])}
        if api_method == "conversations.replies":
            channel, ts = params.get("channel"), params.get("ts")
            with self._lock:  # like Slack: the thread's parent first (when the bot posted it), then its replies
                parent = [m for m in self.posted if m["channel"] == channel and m["ts"] == ts and not m.get("thread_ts")]
            posted = [{k: v for k, v in m.items() if k != "channel"} for m in parent + self.messages(channel, ts)]
            return {"ok": True, "messages": self.threads.get((channel, ts), []) + posted, "has_more": False}
        if api_method == "conversations.history":
            oldest = float(params.get("oldest") or 0)
            found = [{k: v for k, v in m.items() if k != "channel"} for m in self.messages(params.get("channel"))
                     if not m.get("thread_ts") and float(m["ts"]) >= oldest]
            return {"ok": True, "messages": found[::-1], "has_more": False}
        return {"ok": True}


def _handler_for(fake: FakeSlack):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:  # noqa: N802
            self._handle("GET")

        def do_POST(self) -> None:  # noqa: N802
            self._handle("POST")

        def _handle(self, http_method: str) -> None:
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            headers = dict(self.headers.items())
            if parts.path.startswith("/files-pri/"):
                return self._file(http_method, parts.path, headers)
            api_method = parts.path.rsplit("/", 1)[-1]
            params = _params(parts.query, raw, headers.get("Content-Type", ""))
            call = Call(http_method, parts.path, api_method, headers, params)
            status, payload, extra = 200, None, None
            token = fake.app_token if api_method == "apps.connections.open" else fake.bot_token
            if not token or call.authorization != f"Bearer {token}":
                payload = {"ok": False, "error": "invalid_auth"}
            elif (failure := fake._take_failure(api_method, params) or fake._chaos_failure(api_method)) is not None:
                status, payload, extra = failure.status, failure.body, failure.headers
                if failure.landed:
                    fake.respond(api_method, params)
            else:
                payload = fake.respond(api_method, params)
            call.status, call.response = status, payload
            if fake.latency.get(api_method):
                time.sleep(fake.latency[api_method])  # a slow Slack: the work is done, the answer is late
            fake._record(call)
            self._json(status, payload, extra)

        def _file(self, http_method: str, path: str, headers: dict) -> None:
            call = Call(http_method, path, "", headers, {})
            content = fake.files.get(path)
            if call.authorization != f"Bearer {fake.bot_token}":
                status, data, kind = 403, b"<html>Sign in to Slack</html>", "text/html"
            elif content is None:
                status, data, kind = 404, b"not found", "text/plain"
            else:
                status, data, kind = 200, content, "application/pdf"
            call.status = status
            fake._record(call)
            self._bytes(status, data, kind)

        def _json(self, status: int, payload: dict, headers: dict | None = None) -> None:
            body = json.dumps(payload).encode()
            self.send_response(status)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _bytes(self, status: int, data: bytes, content_type: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format, *args) -> None:  # noqa: A002
            pass

    return Handler


def _params(query: str, raw: bytes, content_type: str) -> dict:
    """GET query, form body or JSON body, flattened to one dict (single values unwrapped)."""
    params: dict = {k: v[0] if len(v) == 1 else v for k, v in parse_qs(query).items()}
    if raw and "json" in content_type:
        params.update(json.loads(raw.decode("utf-8")))
    elif raw:
        params.update({k: v[0] if len(v) == 1 else v for k, v in parse_qs(raw.decode("utf-8")).items()})
    return params
