"""One writer at a time: an OS file lock on `<data dir>/ingest.lock`, plus a lease on the Chroma server.

The kernel drops the file lock when its holder dies (even by SIGKILL), so a
crashed ingest never leaves the index locked. Readers never take it.

Processes on other hosts that share one Chroma server do not share that file,
so in server mode a writer also holds `ServerLease`: a record in the
`<collection>_writer` collection, claimed with Chroma's add-if-absent (the
server orders the writes, so exactly one claimer reads its own token back),
renewed while held and taken over only once it has expired.
"""

from __future__ import annotations

import fcntl
import logging
import os
import socket
import threading
import time
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from knowledge.store.records import add_if_absent, guarded
from knowledge.errors import IngestBusy

log = logging.getLogger(__name__)

BUSY_MESSAGE = "Another ingest is running on this index; try again when it has finished."
LEASE_SECONDS = 120.0  # a dead holder's lease on the Chroma server expires after this
_LEASE_ID = "writer"


@contextmanager
def writer_lock(data_dir: Path, timeout: float = 0.0, poll: float = 0.1) -> Iterator[None]:
    """Hold the ingest lock; wait up to `timeout` seconds, then raise `IngestBusy`."""
    Path(data_dir).mkdir(parents=True, exist_ok=True)
    path = Path(data_dir) / "ingest.lock"
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    deadline = time.monotonic() + timeout
    announced = False
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    log.info("ingest lock %s is held by pid %s; not waiting any longer", path, lock_holder(path))
                    raise IngestBusy(BUSY_MESSAGE) from None
                if not announced:
                    log.info("ingest lock %s is held by pid %s; waiting up to %.0f s", path, lock_holder(path),
                             timeout)
                    announced = True
                time.sleep(poll)
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        try:
            yield
        finally:
            os.ftruncate(fd, 0)  # a waiter must not name us as the holder once we are gone
    finally:
        os.close(fd)  # closing releases the lock


def lock_holder(path: Path) -> str:
    """The pid written by the lock's current holder, for log lines ("?" when unknown)."""
    try:
        return Path(path).read_text().strip() or "?"
    except OSError:
        return "?"


class ServerLease:
    """The writer lease on a Chroma server, for writers on different hosts."""

    def __init__(self, client, collection: str, *, seconds: float = LEASE_SECONDS) -> None:
        self.seconds = seconds
        self.token = uuid.uuid4().hex
        self.owner = f"pid {os.getpid()} on {socket.gethostname()}"
        self._leases = guarded(lambda: client.get_or_create_collection(collection + "_writer", embedding_function=None),
                               "The knowledge index cannot be locked")
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None

    @contextmanager
    def held(self, timeout: float = 0.0, poll: float = 0.5) -> Iterator[None]:
        """Hold the lease (waiting up to `timeout` seconds, then `IngestBusy`), renewing it meanwhile."""
        self.acquire(timeout, poll)
        try:
            yield
        finally:
            self.release()

    def acquire(self, timeout: float = 0.0, poll: float = 0.5) -> None:
        deadline = time.monotonic() + timeout
        announced = False
        while not self.try_acquire():
            holder = self.holder()
            if time.monotonic() >= deadline:
                log.info("writer lease on the Chroma server is held by %s; not waiting any longer", holder)
                raise IngestBusy(BUSY_MESSAGE)
            if not announced:
                log.info("writer lease on the Chroma server is held by %s; waiting up to %.0f s", holder, timeout)
                announced = True
            time.sleep(poll)
        self._stop.clear()
        self._renewer = threading.Thread(target=self._renew_until_released, name="kb-lease", daemon=True)
        self._renewer.start()

    def try_acquire(self) -> bool:
        """Claim the lease if it is free (or expired); True when it is ours."""
        now = time.time()
        meta = self._claim(now)
        if meta.get("token") == self.token:
            return True
        if meta and float(meta.get("expires_at", 0)) < now:
            log.warning("taking over the expired writer lease of %s", meta.get("owner", "?"))
            # deletes only while the stale holder's token is still there, so two takers cannot both win
            self._call(lambda: self._leases.delete(ids=[_LEASE_ID], where={"token": meta["token"]}))
            return self._claim(now).get("token") == self.token
        return False

    def holder(self) -> str:
        meta = self._read()
        return str(meta.get("owner", "nobody")) if meta else "nobody"

    def release(self) -> None:
        self._stop.set()
        if self._renewer is not None:
            self._renewer.join(timeout=5)
            self._renewer = None
        try:
            self._leases.delete(ids=[_LEASE_ID], where={"token": self.token})
        except Exception as exc:  # it expires on its own
            log.warning("could not release the writer lease (%s); it expires in %.0f s", exc, self.seconds)

    def _claim(self, now: float) -> dict:
        """add-if-absent, then read back who holds it."""
        meta = {"token": self.token, "owner": self.owner, "expires_at": now + self.seconds}
        return self._call(lambda: add_if_absent(self._leases, _LEASE_ID, meta))

    def _read(self) -> dict:
        got = self._call(lambda: self._leases.get(ids=[_LEASE_ID], include=["metadatas"]))
        return dict((got["metadatas"] or [{}])[0] or {})

    def _renew_until_released(self) -> None:
        """Push the expiry forward every third of the lease while we still hold it."""
        while not self._stop.wait(self.seconds / 3):
            try:
                if self._read().get("token") != self.token:
                    log.error("the writer lease was taken over by %s while this ingest still runs", self.holder())
                    return
                self._leases.update(ids=[_LEASE_ID], metadatas=[
                    {"token": self.token, "owner": self.owner, "expires_at": time.time() + self.seconds}])
            except Exception as exc:
                log.warning("could not renew the writer lease: %s", exc)

    @staticmethod
    def _call(fn):
        return guarded(fn, "The knowledge index cannot be locked")
