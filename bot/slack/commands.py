"""`/kb status|reindex|forget FILE` and `@Pagewise kb ...` (admins only, shared logic in bot/admin.py)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..admin import Command, parse as parse_kb_command
from . import render
from .escalation import PLATFORM
from .incoming import Incoming
from .uploads import is_admin

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)


def on_kb_command(bot: "SlackBot", ack, command: dict, respond) -> None:
    """`/kb ...`: ack at once, answer only the person who asked once it is done."""
    ack()
    parsed = parse_kb_command(str(command.get("text") or ""), prefixed=False)
    user = str(command.get("user_id", ""))
    bot.submit(lambda: reply_kb_command(bot, parsed, user, respond), "kb command")


def run_kb_command(bot: "SlackBot", command: Command, user: str) -> str:
    """The shared admin logic; whether `user` is an admin is asked of Slack only when it matters."""
    return bot.services.admin.run(command, platform=PLATFORM, user=user,
                                  is_admin=lambda: is_admin(bot.client, bot.settings, user))


def answer_kb_mention(bot: "SlackBot", msg: Incoming, command: Command) -> None:
    """`@Pagewise kb ...` in a channel or DM: the answer goes in the message's thread."""
    with bot.working(msg):
        bot.post(msg.channel, msg.reply_ts, render.notice_message(run_kb_command(bot, command, msg.user)))


def reply_kb_command(bot: "SlackBot", command: Command, user: str, respond) -> None:
    message = render.notice_message(run_kb_command(bot, command, user))
    try:
        respond(text=message.text, blocks=message.blocks, response_type="ephemeral")
    except Exception as exc:  # the response_url expired or cannot be reached
        log.warning("kb command reply failed: %s", type(exc).__name__)
