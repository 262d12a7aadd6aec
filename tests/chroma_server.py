"""A real Chroma server (`chroma run`, the client/server mode production uses) on 127.0.0.1 for tests.

It can be killed (SIGKILL, like a crashed pod) and started again on the same
port and data directory, so tests can watch the bot lose and regain its store.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


class ChromaServer:
    def __init__(self, path: Path, port: int = 0) -> None:
        self.path = Path(path)
        self.port = port or free_port()
        self.process: subprocess.Popen | None = None

    @property
    def env(self) -> dict[str, str]:
        """The settings a bot process needs to use this server."""
        return {"CHROMA_HOST": HOST, "CHROMA_PORT": str(self.port)}

    def start(self, timeout: float = 30.0) -> "ChromaServer":
        chroma = Path(sys.executable).parent / "chroma"
        self.path.mkdir(parents=True, exist_ok=True)
        log = (self.path.parent / f"{self.path.name}-server.log").open("ab")
        self.process = subprocess.Popen([str(chroma), "run", "--path", str(self.path), "--host", HOST,
                                         "--port", str(self.port)], stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.monotonic() + timeout
        while not self.answers():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"chroma run did not come up on port {self.port}")
            time.sleep(0.05)
        return self

    def answers(self) -> bool:
        try:
            with urllib.request.urlopen(f"http://{HOST}:{self.port}/api/v2/heartbeat", timeout=1):
                return True
        except OSError:
            return False

    def kill(self) -> None:
        """SIGKILL: no goodbye to clients, as when a node dies."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
            self.process = None
