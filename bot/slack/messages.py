"""A message in, an answer out: mentions, DMs, the asker's follow-ups in a thread, PDF drops and `kb` mentions.

`handle_message` runs before the ack, inside the request Slack is waiting
for: it only decides whether the message is for the bot, claims it (exactly
once) and puts a question in the durable intake (`bot/intake.py`). The answer
is asked of the shared `Asker` on an intake worker and posted in the message's
thread exactly once (`delivery.py`); confidence and escalation were decided by
the core.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from typing import TYPE_CHECKING

from ..admin import parse as parse_kb_command
from ..intake import Item
from ..presenting import BUSY_NOTICE, STALE_APOLOGY, top_sources
from . import render
from .commands import answer_kb_mention
from .conversations import AnswerMemo
from .delivery import post_once
from .escalation import PLATFORM, escalation_ref, post_escalation, record_escalation
from .incoming import Incoming, from_a_person, thread_from_history
from .relay import is_support_reply, relay_reply
from .uploads import receive_upload

if TYPE_CHECKING:
    from .adapter import SlackBot


def handle_message(bot: "SlackBot", event: dict) -> None:
    """Both twins of a mention (`app_mention` and `message`) land here; the claim lets one through."""
    if not from_a_person(event, bot.bot_user_id):
        return
    msg = Incoming.from_event(event)
    if is_support_reply(bot, msg):  # support answering an escalation: relayed to the asker, once
        bot.start(msg, lambda: relay_reply(bot, msg), "support reply")
        return
    addressed = msg.is_dm or msg.type == "app_mention" or render.mentions(msg.text, bot.bot_user_id)
    if addressed and msg.files:
        bot.start(msg, lambda: receive_upload(bot, msg), "pdf drop")
    elif addressed and (command := parse_kb_command(bot.question_of(msg), prefixed=True)) is not None:
        bot.start(msg, lambda: answer_kb_mention(bot, msg, command), "kb command")
    elif addressed:
        start_question(bot, msg)
    elif msg.in_thread_reply:
        consider_follow_up(bot, msg)


def start_question(bot: "SlackBot", msg: Incoming) -> None:
    known = bot.conversations.get(msg.channel, msg.reply_ts)
    context = known.questions if known else ([] if not msg.in_thread_reply else None)
    question = bot.question_of(msg)
    if accept_question(bot, msg, question, context):
        bot.conversations.remember_question(msg.channel, msg.reply_ts, msg.user, question)


def accept_question(bot: "SlackBot", msg: Incoming, question: str, context: list[str] | None, *,
                    check_thread: bool = False) -> bool:
    """Claim the message and queue the question durably, in one transaction; tell the asker when the
    queue is deep. False when another event of the same message already did. `check_thread`: a thread
    reply that is a question only if the thread's history says the bot answered this person there."""
    payload = {"msg": asdict(msg), "question": question, "context": context, "check_thread": check_thread}
    intake = bot.services.intake
    if not intake.accept(bot.services.records, msg.key, PLATFORM, payload):
        return False
    if not check_thread and intake.depth(PLATFORM) > bot.services.settings.busy_notice_depth:
        bot.notify(lambda: bot.post_ephemeral(msg.channel, msg.user, msg.reply_ts,
                                              render.notice_message(BUSY_NOTICE)), "busy notice")
    return True


def consider_follow_up(bot: "SlackBot", msg: Incoming) -> None:
    """A thread reply without a mention is a question only from someone who asked the bot there."""
    known = bot.conversations.get(msg.channel, msg.thread_ts)
    if known is not None:
        if msg.user in known.askers:
            start_question(bot, msg)
    elif not bot.conversations.is_not_ours(msg.channel, msg.thread_ts):
        # after a restart the memory is empty: taken in now, and the thread's history decides on a worker
        accept_question(bot, msg, bot.question_of(msg), None, check_thread=True)


def answer_item(bot: "SlackBot", item: Item) -> None:
    """An intake worker's job: answer one accepted question in its thread, escalate when the core says so.

    What was posted is noted on the item as it goes, so a retry (or a worker taking over after a
    crash) asks the core at most once more and never posts a step twice."""
    data = item.payload
    msg = Incoming(**{**data["msg"], "files": tuple(data["msg"].get("files") or ())})
    question, context = data["question"], data["context"]
    if data.get("check_thread") and "message" not in item.progress:
        context = follow_up_context(bot, msg, question)
        if context is None:
            return  # not a question for the bot
    if time.time() - item.accepted_at > bot.services.settings.question_max_age_seconds:
        post_once(bot, item, "apology", msg.channel, msg.reply_ts, render.notice_message(STALE_APOLOGY))
        return
    with bot.working(msg):
        if "message" not in item.progress:
            if context is None:
                history = thread_from_history(bot, msg.channel, msg.reply_ts, msg.ts)
                context = history.questions if history else []
            reply = bot.services.asker.ask(platform=PLATFORM, user=msg.user, question=question, context=context)
            message = render.reply_message(reply, feedback_value(msg, question, reply))
            escalation = None
            if reply.escalate:
                escalation = {"confidence": reply.answer.confidence if reply.answer else 0.0,
                              "sources": top_sources(reply.answer) if reply.answer else []}
            bot.services.intake.note(item, message=asdict(message), escalate=escalation,
                                     sources=top_sources(reply.answer) if reply.answer else None)
        if (escalation := item.progress.get("escalate")) is not None:  # recorded before the asker is told
            record_once(bot, item, msg, question, escalation)
        answer_ts = post_once(bot, item, "reply", msg.channel, msg.reply_ts,
                              render.Message(**item.progress["message"]))
        if escalation is not None:
            escalate_once(bot, item, msg, question)
        if answer_ts and item.progress.get("sources") is not None:
            bot.conversations.remember_answer(msg.channel, answer_ts, AnswerMemo(
                asker=msg.user, question=question, sources=item.progress["sources"]))


def record_once(bot: "SlackBot", item: Item, msg: Incoming, question: str, escalation: dict) -> None:
    """Record the escalation once, however often the item is retried."""
    if "escalation_info" not in item.progress:
        info = record_escalation(bot, channel=msg.channel, message_ts=msg.ts, asker=msg.user, question=question,
                                 confidence=escalation["confidence"], sources=escalation["sources"],
                                 reason="low_confidence")
        bot.services.intake.note(item, escalation_info=asdict(info))


def escalate_once(bot: "SlackBot", item: Item, msg: Incoming, question: str) -> None:
    """Post the recorded escalation once (the post is what a retry may repeat); its metadata says where
    the asker's thread is, so a support person's reply there is relayed."""
    info = render.EscalationInfo(**item.progress["escalation_info"])
    ref = escalation_ref(channel=msg.channel, message_ts=msg.ts, asker=msg.user, question=question,
                         thread_ts=msg.reply_ts)
    post_escalation(bot, info, ref, lambda channel, message, metadata: post_once(
        bot, item, "escalation", channel, "", message, metadata))


def feedback_value(msg: Incoming, question: str, reply) -> str:
    if reply.answer is None:
        return ""
    return render.encode_feedback(render.FeedbackRef(
        question=question, confidence=reply.answer.confidence, escalated=reply.escalate, question_ts=msg.ts))


def follow_up_context(bot: "SlackBot", msg: Incoming, question: str) -> list[str] | None:
    """After a restart the memory is empty: ask Slack whether the bot answered this thread, and whom.
    The earlier questions when `msg` is the asker's follow-up; None when it is not for the bot."""
    state = thread_from_history(bot, msg.channel, msg.thread_ts, msg.ts)
    if state is None:
        bot.conversations.mark_not_ours(msg.channel, msg.thread_ts)
        return None
    bot.conversations.adopt(msg.channel, msg.thread_ts, state)
    if msg.user not in state.askers:
        return None
    bot.conversations.remember_question(msg.channel, msg.thread_ts, msg.user, question)
    return state.questions
