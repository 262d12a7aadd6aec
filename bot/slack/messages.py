"""A message in, an answer out: mentions, DMs, the asker's follow-ups in a thread, PDF drops and `kb` mentions.

`handle_message` runs in the listener, inside the request Slack is waiting
for: it only decides whether the message is for the bot, claims it (exactly
once) and queues the work. The answer is asked of the shared `Asker` on a
`WorkQueue` thread and posted in the message's thread; confidence and
escalation were decided by the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..admin import parse as parse_kb_command
from ..asking import Reply
from ..presenting import top_sources
from . import render
from .commands import answer_kb_mention
from .conversations import AnswerMemo
from .escalation import PLATFORM, escalate
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
    if bot.claim(msg):
        question = bot.question_of(msg)
        bot.conversations.remember_question(msg.channel, msg.reply_ts, msg.user, question)
        bot.submit(lambda: answer_message(bot, msg, question, context), "question")


def consider_follow_up(bot: "SlackBot", msg: Incoming) -> None:
    """A thread reply without a mention is a question only from someone who asked the bot there."""
    known = bot.conversations.get(msg.channel, msg.thread_ts)
    if known is not None:
        if msg.user in known.askers:
            start_question(bot, msg)
    elif not bot.conversations.is_not_ours(msg.channel, msg.thread_ts):
        bot.submit(lambda: follow_up_from_history(bot, msg), "thread check")


def answer_message(bot: "SlackBot", msg: Incoming, question: str, context: list[str] | None) -> None:
    """Ask the core and answer in the thread; escalate when the core says so."""
    with bot.working(msg):
        if context is None:
            history = thread_from_history(bot, msg.channel, msg.reply_ts, msg.ts)
            context = history.questions if history else []
        reply = bot.services.asker.ask(platform=PLATFORM, user=msg.user, question=question, context=context)
        answer_ts = post_reply(bot, msg, question, reply)
        if reply.escalate:
            escalate(bot, channel=msg.channel, message_ts=msg.ts, asker=msg.user, question=question,
                     confidence=reply.answer.confidence, sources=top_sources(reply.answer), reason="low_confidence",
                     thread_ts=msg.reply_ts)
        if answer_ts and reply.answer is not None:
            bot.conversations.remember_answer(msg.channel, answer_ts, AnswerMemo(
                asker=msg.user, question=question, sources=top_sources(reply.answer)))


def post_reply(bot: "SlackBot", msg: Incoming, question: str, reply: Reply) -> str:
    value = ""
    if reply.answer is not None:
        value = render.encode_feedback(render.FeedbackRef(
            question=question, confidence=reply.answer.confidence, escalated=reply.escalate, question_ts=msg.ts))
    return bot.post(msg.channel, msg.reply_ts, render.reply_message(reply, value))


def follow_up_from_history(bot: "SlackBot", msg: Incoming) -> None:
    """After a restart the memory is empty: ask Slack whether the bot answered this thread, and whom."""
    state = thread_from_history(bot, msg.channel, msg.thread_ts, msg.ts)
    if state is None:
        bot.conversations.mark_not_ours(msg.channel, msg.thread_ts)
        return
    if msg.user not in state.askers or not bot.claim(msg):
        bot.conversations.adopt(msg.channel, msg.thread_ts, state)
        return
    question = bot.question_of(msg)
    bot.conversations.adopt(msg.channel, msg.thread_ts, state)
    bot.conversations.remember_question(msg.channel, msg.thread_ts, msg.user, question)
    answer_message(bot, msg, question, state.questions)
