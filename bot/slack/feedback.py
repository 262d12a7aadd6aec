"""👍/👎 under every answer, and the offer to ask a person after a 👎.

What a click needs (the question, the confidence, whether the answer already
escalated) travels in the button's value (`render.FeedbackRef`), so clicks
keep working after a restart.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from . import render
from .escalation import PLATFORM, escalate

if TYPE_CHECKING:
    from .adapter import SlackBot

ESCALATION_REQUESTED = "Done: I've asked a person from the support team to look at this."


@dataclass(frozen=True)
class Click:
    """A button click, reduced to where it happened and who clicked."""

    user: str
    channel: str
    message_ts: str
    thread_ts: str
    action_id: str
    ref: render.FeedbackRef

    @classmethod
    def from_body(cls, body: dict, action: dict) -> "Click":
        container = body.get("container") or {}
        message = body.get("message") or {}
        return cls(user=str((body.get("user") or {}).get("id", "")),
                   channel=str((body.get("channel") or {}).get("id") or container.get("channel_id", "")),
                   message_ts=str(message.get("ts") or container.get("message_ts", "")),
                   thread_ts=str(message.get("thread_ts") or container.get("thread_ts") or ""),
                   action_id=str(action.get("action_id", "")), ref=render.decode_feedback(action.get("value", "")))


def record_vote(bot: "SlackBot", ack, body: dict, action: dict) -> None:
    """Ack, record the vote, and answer privately: thanks, or after a 👎 the offer to ask a person."""
    ack()
    click = Click.from_body(body, action)
    vote = "up" if click.action_id == render.FEEDBACK_UP else "down"
    bot.services.records.record_feedback(
        platform=PLATFORM, user=click.user, question=click.ref.question, confidence=click.ref.confidence,
        vote=vote, answer_ref=f"{click.channel}:{click.message_ts}")
    reply = render.thanks_message()
    if vote == "down" and not click.ref.escalated:  # an escalated answer already has a person on it
        reply = render.offer_escalation_message(
            render.encode_feedback(replace(click.ref, answer_ts=click.message_ts)))
    bot.submit(lambda: bot.post_ephemeral(click.channel, click.user, click.thread_ts, reply), "feedback reply")


def on_escalation_request(bot: "SlackBot", ack, body: dict, action: dict) -> None:
    """"Ask a person" was clicked: ack, and escalate once per answer however often it is clicked."""
    ack()
    click = Click.from_body(body, action)
    answer_ts = click.ref.answer_ts or click.message_ts
    if bot.services.records.claim_event(f"slack:escalate:{click.channel}:{answer_ts}"):
        bot.submit(lambda: escalate_on_request(bot, click, answer_ts), "escalation")


def escalate_on_request(bot: "SlackBot", click: Click, answer_ts: str) -> None:
    memo = bot.conversations.answer(click.channel, answer_ts)
    escalate(bot, channel=click.channel, message_ts=answer_ts, asker=click.user,
             question=memo.question if memo else click.ref.question, confidence=click.ref.confidence,
             sources=memo.sources if memo else [], reason="feedback", thread_ts=click.thread_ts)
    bot.post_ephemeral(click.channel, click.user, click.thread_ts, render.notice_message(ESCALATION_REQUESTED))
