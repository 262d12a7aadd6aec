"""Open questions on the Chroma server, so a replica's accepted questions outlive the replica.

Why: replicas keep their own `bot.sqlite3` (each its own volume), so what a
killed replica had accepted is only on its disk. With `CHROMA_HOST`, each
accepted question is also written to `<collection>_intake` with its owner, and
every replica keeps a heartbeat record there. An owner whose heartbeat is older
than the lease is dead: the other replicas race for each of its open questions
with an add-if-absent takeover record (exactly one wins, as with seen events),
and the winner answers it from its own intake, which first looks for what the
dead replica already posted.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Callable

from knowledge.store.records import PLACEHOLDER_VECTOR, add_if_absent, guarded

log = logging.getLogger(__name__)

KEEP_SECONDS = 86400.0  # closed questions, takeover records and stale heartbeats are kept this long
_SWEEP_EVERY_SECONDS = 3600.0


class SharedIntake:
    def __init__(self, client, name: str, *, owner: str, lease_seconds: float,
                 clock: Callable[[], float] = time.time) -> None:
        self._records = guarded(lambda: client.get_or_create_collection(name, embedding_function=None),
                                "The shared intake cannot be opened")
        self.owner = owner
        self._lease = lease_seconds
        self._clock = clock
        self._next_sweep = 0.0

    def add(self, key: str, platform: str, payload: dict, accepted_at: float) -> None:
        """Record a question this replica accepted (it won the shared claim, so the id is new)."""
        self._records.add(ids=[f"q:{key}"], embeddings=[PLACEHOLDER_VECTOR], metadatas=[{
            "kind": "question", "key": key, "platform": platform, "payload": json.dumps(payload),
            "accepted_at": accepted_at, "owner": self.owner, "state": "open"}])

    def finish(self, key: str) -> None:
        self._records.update(ids=[f"q:{key}"], metadatas=[{"state": "closed"}])

    def closed(self, key: str) -> bool:
        """Answered (by any replica) since it was accepted."""
        got = self._records.get(ids=[f"q:{key}"], include=["metadatas"])["metadatas"] or []
        return bool(got) and (got[0] or {}).get("state") == "closed"

    def heartbeat(self) -> None:
        """This replica is alive for one more lease (and, once an hour, what is a day old is swept)."""
        now = self._clock()
        if now >= self._next_sweep:
            self._next_sweep = now + _SWEEP_EVERY_SECONDS
            self.sweep(now)
        self._records.upsert(ids=[f"hb:{self.owner}"], embeddings=[PLACEHOLDER_VECTOR], metadatas=[{
            "kind": "heartbeat", "owner": self.owner, "alive_until": self._clock() + self._lease}])

    def sweep(self, now: float) -> None:
        """Forget closed questions, takeover records and heartbeats older than a day."""
        old = now - KEEP_SECONDS
        self._records.delete(where={"$and": [{"kind": "question"}, {"state": "closed"}, {"accepted_at": {"$lt": old}}]})
        self._records.delete(where={"$and": [{"kind": "takeover"}, {"at": {"$lt": old}}]})
        self._records.delete(where={"$and": [{"kind": "heartbeat"}, {"alive_until": {"$lt": old}}]})

    def orphans(self) -> list[dict]:
        """Open questions of dead replicas that this replica has just won: key, platform, payload,
        accepted_at. Each is won by exactly one replica per dead owner."""
        now = self._clock()
        beats = self._records.get(where={"kind": "heartbeat"}, include=["metadatas"])["metadatas"] or []
        alive = {b["owner"] for b in beats if b.get("alive_until", 0) >= now}
        open_ = self._records.get(where={"$and": [{"kind": "question"}, {"state": "open"}]},
                                  include=["metadatas"])["metadatas"] or []
        won = []
        for question in open_:
            dead = question.get("owner", "")
            if dead == self.owner or dead in alive or question.get("accepted_at", now) > now - self._lease:
                continue
            held = add_if_absent(self._records, f"takeover:{question['key']}:{dead}",
                                 {"kind": "takeover", "owner": self.owner, "at": now})
            if held.get("owner") != self.owner:
                continue  # another replica took it
            self._records.update(ids=[f"q:{question['key']}"], metadatas=[{"owner": self.owner}])
            won.append({"key": question["key"], "platform": question["platform"],
                        "payload": json.loads(question["payload"]), "accepted_at": question["accepted_at"]})
        return won
