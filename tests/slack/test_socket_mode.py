"""Socket Mode end to end: the real `run_socket_mode` (Bolt's `SocketModeHandler` on slack_sdk's own
WebSocket client) against a loopback server speaking Slack's Socket Mode protocol
(`tests/slack/fake_socket_mode.py`), with `apps.connections.open` on the fake Web API."""

from __future__ import annotations

import json
import threading

from bot.slack import run_socket_mode

from .conftest import APP_TOKEN, CHANNEL
from .fake_socket_mode import FakeSocketMode

RETRY_REASON = "timeout"


def test_socket_mode_answers_acks_a_redelivery_without_answering_twice_and_reconnects(make_slack, fake_slack):
    with FakeSocketMode() as slack_side:
        fake_slack.socket_mode_url = slack_side.url
        slack = make_slack(socket_mode=True)
        stop = threading.Event()
        runner = threading.Thread(target=run_socket_mode, args=(slack.bot, APP_TOKEN, stop), name="socket-mode",
                                  daemon=True)
        runner.start()
        try:
            slack_side.wait_connections(1)
            [opened] = fake_slack.calls_to("apps.connections.open")
            assert opened.authorization == f"Bearer {APP_TOKEN}"  # the app-level token, not the bot token

            # a mention is acked, then answered in its thread
            event = slack.mention("How do I request a refund?")
            body = json.loads(slack.envelope(event, event_id="Ev0SOCKET1"))
            first = slack_side.send_event(body)
            assert slack_side.wait_ack(first) == {"envelope_id": first}

            # Slack redelivers the same event (same event_id, a new envelope): acked, not answered again
            again = slack_side.send_event(body, retry_attempt=1, retry_reason=RETRY_REASON)
            assert slack_side.wait_ack(again) == {"envelope_id": again}
            reply = slack.wait_reply(thread_ts=event["ts"])
            assert "support.pdf p.1" in reply.params["text"]
            slack.settle()  # both envelopes handled to the end
            assert len(slack.replies(thread_ts=event["ts"])) == 1

            # Slack moves the app: `disconnect`, connection closed; the client asks for a new URL and reconnects
            slack_side.refresh()
            slack_side.wait_connections(2)
            assert len(fake_slack.calls_to("apps.connections.open")) >= 2
            later = slack.mention("How long does standard shipping take?", channel=CHANNEL)
            after = slack_side.send_event(json.loads(slack.envelope(later, event_id="Ev0SOCKET2")))
            assert slack_side.wait_ack(after) == {"envelope_id": after}
            assert "support.pdf p.2" in slack.wait_reply(thread_ts=later["ts"]).params["text"]
        finally:
            stop.set()
            runner.join(15)
        assert not runner.is_alive(), "run_socket_mode did not return once stopped"
