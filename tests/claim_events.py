"""Run as a process: one bot replica's record store claiming chat events; prints the keys it won (JSON).

usage: claim_events.py DATA_DIR GO_FILE KEYS
The replica uses the Chroma server of CHROMA_HOST/CHROMA_PORT and KB_COLLECTION, and its
own SQLite file in DATA_DIR, as a replica on another host would. Once connected it writes
DATA_DIR/ready and waits for GO_FILE to appear; then every key is claimed three times
(an event, its retry and its twin) from four threads, in an order of its own (seeded by
DATA_DIR's name), so two replicas collide on keys all the way through instead of one
simply running ahead of the other.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bot.services import shared_events
from bot.records import Records
from knowledge import KnowledgeSettings


def main() -> None:
    data_dir, go, count = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    settings = KnowledgeSettings.from_env(dict(os.environ)).with_overrides(data_dir=data_dir)
    records = Records(data_dir / "bot.sqlite3", shared_events=shared_events(settings))
    keys = [f"slack:CRACE:{i}.000100" for i in range(count)] * 3
    random.Random(data_dir.name).shuffle(keys)
    (data_dir / "ready").touch()
    while not go.exists():
        time.sleep(0.01)
    with ThreadPoolExecutor(4) as pool:
        won = [key for key, first in zip(keys, pool.map(records.claim_event, keys)) if first]
    print(json.dumps(won))


if __name__ == "__main__":
    main()
