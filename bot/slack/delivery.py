"""Posting what a question needs (its reply, its escalation, an apology) so that each lands exactly once.

Why: Slack can fail a post in ways that may or may not have posted it
(`internal_error`, a 5xx, a dropped connection), and a worker may die between
posting and recording it. Every post therefore carries Slack message `metadata`
with the question's id and what it is; before posting again after such a
failure (or after taking over a dead worker's question) the thread, or the
channel, is read back and a message already there is taken as posted.

A retry is scheduled (`RetryLater`), never slept through on a worker: a 429
waits its `Retry-After`, the rest back off, within `BOT_REPLY_ATTEMPTS`.
Errors that cannot pass (`channel_not_found`, `msg_too_long`, ...) are logged
once with the question id and the question is recorded as failed (`Failed`).
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

from slack_sdk.errors import SlackApiError

from ..intake import Failed, Item, RetryLater
from . import render
from .web_client import MAX_RETRY_AFTER_SECONDS

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)

METADATA_TYPE = "pagewise_post"
# Errors after which the post may have landed: look before posting again.
AMBIGUOUS = {"internal_error", "fatal_error", "service_unavailable", "request_timeout", "http_5xx", "connection"}
RETRYABLE = AMBIGUOUS | {"ratelimited", "unverified"}  # unverified: the check itself failed
HISTORY_LIMIT = 200
RATE_LIMITED_RETRIES = 10  # 429s, each after its Retry-After (capped at 30 s): a budget apart from the errors'
MAX_BACKOFF_SECONDS = 30.0


def post_once(bot: "SlackBot", item: Item, kind: str, channel: str, thread_ts: str,
              message: render.Message, metadata: dict | None = None) -> str:
    """Post `message` for `item` unless it is already posted; the message's ts.

    `kind` names the post within the question ("reply", "escalation", "apology"); `metadata` is the post's
    own Slack metadata when it has one (an escalation says where the asker is), to which the question id
    and kind are added. Raises `RetryLater` or `Failed` (see the module docstring)."""
    posted = item.progress.get(kind)
    if posted:
        return posted
    if item.redelivered:
        posted = find_posted(bot, item, kind, channel, thread_ts)
        if posted:
            log.info("question %s: %s was already posted", item.key, kind)
            bot.services.intake.note(item, **{kind: posted})
            return posted
    metadata = {"event_type": (metadata or {}).get("event_type", METADATA_TYPE),
                "event_payload": {**((metadata or {}).get("event_payload") or {}), "question_id": item.key,
                                  "kind": kind}}
    try:
        result = bot.poster.chat_postMessage(channel=channel, thread_ts=thread_ts or None, text=message.text,
                                             blocks=message.blocks, metadata=metadata, **render.NO_UNFURL)
    except SlackApiError as exc:
        error = exc.response.get("error") or f"http_{exc.response.status_code}"
        if exc.response.status_code >= 500:
            error = "http_5xx"
        raise _give_up_or_retry(bot, item, error, retry_after(exc.response)) from None
    except OSError as exc:  # refused, reset, timed out: it may have reached Slack
        log.warning("question %s: chat.postMessage connection failed (%s)", item.key, type(exc).__name__)
        raise _give_up_or_retry(bot, item, "connection", 0.0) from None
    ts = str(result.get("ts", ""))
    bot.services.intake.note(item, **{kind: ts})
    return ts


def _give_up_or_retry(bot: "SlackBot", item: Item, error: str, wait: float) -> Exception:
    """`Failed` for an error that cannot pass or a spent budget, else `RetryLater`. 429s and the other
    retryable errors have budgets of their own, counted on the item: `RATE_LIMITED_RETRIES` and
    `BOT_REPLY_ATTEMPTS`."""
    if error not in RETRYABLE:
        log.error("question %s: chat.postMessage failed: %s (not retryable; recorded as failed)", item.key, error)
        return Failed(error)
    budget = "ratelimited" if error == "ratelimited" else "errors"
    tries = {**(item.progress.get("tries") or {})}
    tries[budget] = tries.get(budget, 0) + 1
    bot.services.intake.note(item, tries=tries)
    limit = RATE_LIMITED_RETRIES + 1 if budget == "ratelimited" else bot.services.settings.reply_attempts
    if tries[budget] >= limit:
        log.error("question %s: chat.postMessage failed: %s, %d attempts; recorded as failed", item.key, error,
                  tries[budget])
        return Failed(error)
    if not wait:
        wait = min(MAX_BACKOFF_SECONDS, 0.5 * 2 ** (tries[budget] - 1)) + random.random() * 0.1
    return RetryLater(min(wait, MAX_RETRY_AFTER_SECONDS), f"chat.postMessage failed: {error}")


def find_posted(bot: "SlackBot", item: Item, kind: str, channel: str, thread_ts: str) -> str:
    """The ts of a message already posted for (`item`, `kind`) in the thread (or channel), or ""."""
    try:
        if thread_ts:
            result = bot.poster.conversations_replies(channel=channel, ts=thread_ts, include_all_metadata=True,
                                                      limit=HISTORY_LIMIT)
        else:
            result = bot.poster.conversations_history(channel=channel, oldest=f"{item.accepted_at - 1:.6f}",
                                                      include_all_metadata=True, limit=HISTORY_LIMIT)
    except (SlackApiError, OSError) as exc:
        error = exc.response.get("error") if isinstance(exc, SlackApiError) else type(exc).__name__
        log.warning("question %s: cannot check whether the %s was posted (%s)", item.key, kind, error)
        raise _give_up_or_retry(bot, item, "unverified", 0.0) from None
    for message in result.get("messages") or []:
        meta = message.get("metadata") or {}
        payload = meta.get("event_payload") or {}
        if str(meta.get("event_type", "")).startswith("pagewise_") and payload.get("question_id") == item.key \
                and payload.get("kind") == kind:
            return str(message.get("ts", ""))
    return ""


def retry_after(response) -> float:
    """Seconds from a 429's `Retry-After` header (0 when there is none)."""
    headers = {k.lower(): v for k, v in (getattr(response, "headers", None) or {}).items()}
    raw = headers.get("retry-after")
    try:
        return max(0.0, float(raw[0] if isinstance(raw, list) else raw)) if raw is not None else 0.0
    except (TypeError, ValueError, IndexError):
        return 1.0
