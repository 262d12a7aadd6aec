"""The shared intake's rules, on an embedded Chroma store with a clock the test moves: who may adopt a
question (only a dead owner's, only once), and what is swept after a day. The real-process takeover is
`tests/slack/test_slack_crash.py`."""

from __future__ import annotations

from bot.shared_intake import KEEP_SECONDS, SharedIntake
from knowledge.store.chunks import open_client


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def replicas(tmp_path, clock, *owners: str) -> list[SharedIntake]:
    client = open_client(tmp_path)
    return [SharedIntake(client, "pagewise_intake", owner=o, lease_seconds=10, clock=clock) for o in owners]


def test_only_a_dead_replicas_open_questions_are_adopted_and_each_by_one_replica(tmp_path):
    clock = Clock()
    dead, b, c = replicas(tmp_path, clock, "dead", "b", "c")
    for replica in (dead, b, c):
        replica.heartbeat()
    dead.add("slack:C1:1.0", "slack", {"question": "q1"}, clock.now)
    dead.add("slack:C1:2.0", "slack", {"question": "q2"}, clock.now)
    dead.finish("slack:C1:2.0")  # answered before it died

    assert b.orphans() == []  # its owner is alive
    clock.now += 11  # the dead replica's heartbeat lapses; b and c keep beating
    b.heartbeat()
    c.heartbeat()
    won_b, won_c = b.orphans(), c.orphans()

    assert [q["key"] for q in won_b] == ["slack:C1:1.0"] and won_b[0]["payload"] == {"question": "q1"}
    assert won_c == []  # the takeover record names b; and b, the new owner, is alive
    assert not b.closed("slack:C1:1.0") and b.closed("slack:C1:2.0")


def test_closed_questions_takeovers_and_old_heartbeats_are_swept_after_a_day(tmp_path):
    clock = Clock()
    dead, b = replicas(tmp_path, clock, "dead", "b")
    dead.heartbeat()
    dead.add("slack:C1:1.0", "slack", {}, clock.now)
    clock.now += 11
    b.heartbeat()
    [adopted] = b.orphans()
    b.finish(adopted["key"])

    clock.now += KEEP_SECONDS + 1
    b.sweep(clock.now)

    left = b._records.get(include=["metadatas"])["metadatas"]
    assert all(m["kind"] != "takeover" for m in left)
    assert [m["key"] for m in left if m["kind"] == "question"] == []
    assert [m["owner"] for m in left if m["kind"] == "heartbeat"] == ["b"]
