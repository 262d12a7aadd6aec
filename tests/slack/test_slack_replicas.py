"""Slack with several bot replicas on one Chroma server: a retry answered once, a store outage escalated.

Each harness is a replica of its own (own Bolt app, own HTTP endpoint, own SQLite
records); only the Chroma server is shared, as in deploy/k8s.
"""

from __future__ import annotations

from bot.presenting import ESCALATION_NOTICE, STORE_UNAVAILABLE

from .conftest import ESCALATION_CHANNEL, blocks_text

RETRY = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}


def on_server(server) -> dict:
    return {"chroma_host": server.env["CHROMA_HOST"], "chroma_port": int(server.env["CHROMA_PORT"])}


def test_a_slack_retry_that_reaches_another_replica_is_answered_once(make_slack, chroma_server):
    first, second = (make_slack(kb_overrides=on_server(chroma_server)) for _ in range(2))
    event = first.mention("How do I request a refund?")

    acks = [first.event(event, event_id="Ev0REPLICA"), second.event(event, event_id="Ev0REPLICA", **RETRY),
            second.event(first.message(event["text"], ts=event["ts"]))]  # and the mention's `message` twin

    assert [a.status for a in acks] == [200, 200, 200]
    first.wait_reply(thread_ts=event["ts"])
    first.settle()
    second.settle()
    assert len(first.replies(thread_ts=event["ts"])) == 1  # both replicas post to the same fake Slack


def test_with_the_chroma_server_down_slack_says_so_and_escalates_then_answers_once_it_is_back(
        make_slack, own_chroma_server):
    slack = make_slack(fresh_kb=True, kb_overrides=on_server(own_chroma_server))
    own_chroma_server.kill()

    event = slack.mention("How do I request a refund?")
    assert slack.event(event).status == 200
    reply = slack.wait_reply(thread_ts=event["ts"])
    assert STORE_UNAVAILABLE in reply.params["text"] and ESCALATION_NOTICE in reply.params["text"]
    note = slack.wait_reply(channel=ESCALATION_CHANNEL)
    assert "How do I request a refund?" in blocks_text(note.params)

    own_chroma_server.start()
    again = slack.mention("How do I request a refund?")
    assert slack.event(again).status == 200
    answer = slack.wait_reply(thread_ts=again["ts"])
    assert "support.pdf p.1" in answer.params["text"] and ESCALATION_NOTICE not in answer.params["text"]
    slack.settle()
    assert len(slack.replies(channel=ESCALATION_CHANNEL)) == 1
