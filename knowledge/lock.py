"""One writer at a time: an OS file lock on `<data dir>/ingest.lock`.

The kernel drops the lock when its holder dies (even by SIGKILL), so a crashed
ingest never leaves the index locked. Readers never take it.
"""

from __future__ import annotations

import fcntl
import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .errors import IngestBusy


@contextmanager
def writer_lock(data_dir: Path, timeout: float = 0.0, poll: float = 0.1) -> Iterator[None]:
    """Hold the ingest lock; wait up to `timeout` seconds, then raise `IngestBusy`."""
    Path(data_dir).mkdir(parents=True, exist_ok=True)
    fd = os.open(Path(data_dir) / "ingest.lock", os.O_RDWR | os.O_CREAT, 0o644)
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise IngestBusy("Another ingest is running on this index; try again when it has finished.") from None
                time.sleep(poll)
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        yield
    finally:
        os.close(fd)  # closing releases the lock
