"""Slack's side of Socket Mode on 127.0.0.1, for the real slack_sdk / Bolt Socket Mode client.

The protocol as the app sees it: it calls `apps.connections.open` with its
app-level token (the fake Web API answers with this server's `ws://` URL), opens
a WebSocket there and is greeted with `hello`. Each event then arrives as an
`events_api` envelope with its own `envelope_id` (a redelivery carries
`retry_attempt` and `retry_reason`), and the app acknowledges it by sending
`{"envelope_id": ...}` back. To move an app off a server, Slack sends a
`disconnect` message and then closes the connection; the app asks
`apps.connections.open` for a new URL and connects again.

Everything waits on conditions with a deadline: `wait_connections(n)`, `wait_ack(envelope_id)`.
"""

from __future__ import annotations

import json
import threading
import time
import uuid

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import ServerConnection, serve

APP_ID = "A0TEST"


class FakeSocketMode:
    def __init__(self) -> None:
        self.connections: list[ServerConnection] = []  # every connection the app opened, oldest first
        self.acks: list[dict] = []  # every message the app sent, in order
        self._changed = threading.Condition()
        self._server = serve(self._session, "127.0.0.1", 0, compression=None, logger=None)
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-socket-mode", daemon=True)

    # ---- lifecycle --------------------------------------------------------------------------------

    def __enter__(self) -> "FakeSocketMode":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        for connection in list(self.connections):
            connection.close()
        self._server.shutdown()
        self._thread.join(10)

    @property
    def url(self) -> str:
        host, port = self._server.socket.getsockname()[:2]
        return f"ws://{host}:{port}/link/?ticket={uuid.uuid4().hex}"

    # ---- Slack's side ------------------------------------------------------------------------------

    def _session(self, connection: ServerConnection) -> None:
        with self._changed:
            self.connections.append(connection)
            number = len(self.connections)
            self._changed.notify_all()
        connection.send(json.dumps({"type": "hello", "num_connections": 1,
                                    "debug_info": {"host": f"applink-test-{number}",
                                                   "approximate_connection_time": 18060},
                                    "connection_info": {"app_id": APP_ID}}))
        try:
            for raw in connection:
                with self._changed:
                    self.acks.append(json.loads(raw))
                    self._changed.notify_all()
        except ConnectionClosed:
            pass

    def send_event(self, body: dict, *, retry_attempt: int = 0, retry_reason: str = "") -> str:
        """Deliver an Events API body (what Slack would POST) on the newest connection; its envelope id."""
        envelope_id = str(uuid.uuid4())
        self.connections[-1].send(json.dumps({
            "envelope_id": envelope_id, "payload": body, "type": "events_api", "accepts_response_payload": False,
            "retry_attempt": retry_attempt, "retry_reason": retry_reason}))
        return envelope_id

    def refresh(self) -> None:
        """What Slack does to move the app to another server: `disconnect`, then close the connection."""
        connection = self.connections[-1]
        connection.send(json.dumps({"type": "disconnect", "reason": "refresh_requested",
                                    "debug_info": {"host": "applink-test"}}))
        connection.close(1001, "refresh")

    # ---- waiting for the app -----------------------------------------------------------------------

    def wait_connections(self, count: int, timeout: float = 15.0) -> ServerConnection:
        """The app's `count`-th connection, once it is open."""
        self._wait(lambda: len(self.connections) >= count, f"connection #{count}", timeout)
        return self.connections[count - 1]

    def wait_ack(self, envelope_id: str, timeout: float = 15.0) -> dict:
        self._wait(lambda: any(a.get("envelope_id") == envelope_id for a in self.acks),
                   f"the ack of envelope {envelope_id}", timeout)
        return next(a for a in self.acks if a.get("envelope_id") == envelope_id)

    def _wait(self, condition, what: str, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        with self._changed:
            while not condition():
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"timed out after {timeout} s waiting for {what}")
                self._changed.wait(left)
