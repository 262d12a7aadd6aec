"""The Slack Web API client: Slack's own `WebClient`, with bounded, logged retries.

429s wait for `Retry-After` (capped, so a huge value cannot stall a worker for
minutes); 5xx replies and connection errors are retried a few times with backoff.
Nothing here logs a token, a URL query or a message text, only the API method.
"""

from __future__ import annotations

import logging
import random
import time
from typing import Optional
from urllib.parse import urlsplit

from slack_sdk import WebClient
from slack_sdk.http_retry import ConnectionErrorRetryHandler, HttpRequest, HttpResponse, RetryHandler, RetryState

from ..settings import SlackSettings

log = logging.getLogger(__name__)

DEFAULT_API_URL = "https://slack.com/api/"
MAX_RETRY_AFTER_SECONDS = 30.0
RATE_LIMIT_RETRIES = 3
SERVER_ERROR_RETRIES = 2
CONNECTION_RETRIES = 2
TIMEOUT_SECONDS = 30


def api_method(request: HttpRequest) -> str:
    """`chat.postMessage` from the request URL: the one thing about a request that is safe to log."""
    return urlsplit(request.url).path.rsplit("/", 1)[-1]


class CappedRateLimitRetryHandler(RetryHandler):
    """Retry a 429 after Slack's `Retry-After`, but never wait longer than `max_wait` seconds."""

    def __init__(self, max_retry_count: int = RATE_LIMIT_RETRIES, max_wait: float = MAX_RETRY_AFTER_SECONDS):
        super().__init__(max_retry_count)
        self.max_wait = max_wait

    def _can_retry(self, *, state: RetryState, request: HttpRequest,
                   response: Optional[HttpResponse] = None, error: Optional[Exception] = None) -> bool:
        return response is not None and response.status_code == 429

    def prepare_for_next_attempt(self, *, state: RetryState, request: HttpRequest,
                                 response: Optional[HttpResponse] = None,
                                 error: Optional[Exception] = None) -> None:
        wait = min(self.max_wait, retry_after(response) + random.random() * 0.25)
        log.warning("slack %s rate limited; retry %d in %.1f s", api_method(request), state.current_attempt + 1, wait)
        state.next_attempt_requested = True
        time.sleep(wait)
        state.increment_current_attempt()


def retry_after(response: Optional[HttpResponse]) -> float:
    """Seconds from the `Retry-After` header (1 when it is missing or unreadable)."""
    headers = {k.lower(): v for k, v in (response.headers if response else {}).items()}
    raw = headers.get("retry-after", ["1"])
    try:
        return max(0.0, float(raw[0] if isinstance(raw, list) else raw))
    except (TypeError, ValueError, IndexError):
        return 1.0


class ServerErrorRetryHandler(RetryHandler):
    """Retry Slack's 5xx replies a bounded number of times, with backoff."""

    def _can_retry(self, *, state: RetryState, request: HttpRequest,
                   response: Optional[HttpResponse] = None, error: Optional[Exception] = None) -> bool:
        retry = response is not None and response.status_code >= 500
        if retry:
            log.warning("slack %s failed with HTTP %d; retrying", api_method(request), response.status_code)
        return retry


class LoggedConnectionErrorRetryHandler(ConnectionErrorRetryHandler):
    def _can_retry(self, *, state, request, response=None, error=None) -> bool:
        retry = super()._can_retry(state=state, request=request, response=response, error=error)
        if retry:
            log.warning("slack %s connection failed (%s); retrying", api_method(request), type(error).__name__)
        return retry


def retry_handlers() -> list[RetryHandler]:
    return [LoggedConnectionErrorRetryHandler(max_retry_count=CONNECTION_RETRIES),
            CappedRateLimitRetryHandler(), ServerErrorRetryHandler(max_retry_count=SERVER_ERROR_RETRIES)]


def base_url(settings: SlackSettings) -> str:
    url = settings.api_url or DEFAULT_API_URL
    return url if url.endswith("/") else url + "/"


def quiet_logger(name: str) -> logging.Logger:
    """A library logger held at INFO even under LOG_LEVEL=DEBUG: slack_sdk and Bolt debug-log whole
    request and response bodies, i.e. message texts, which must never reach the logs."""
    logger = logging.getLogger(name)
    logger.setLevel(max(logging.INFO, logging.getLogger().getEffectiveLevel()))
    return logger


def make_client(settings: SlackSettings, *, retries: bool = True) -> WebClient:
    """The bot's WebClient, pointed at `SLACK_API_URL` when set (tests use a local fake).

    `retries=False` gives the client that posts answers (`bot/slack/delivery.py`): a 5xx or a dropped
    connection may hide a message that was posted, so those posts are retried there, after checking,
    and a 429 is rescheduled instead of slept through on a worker thread."""
    return WebClient(token=settings.bot_token, base_url=base_url(settings), timeout=TIMEOUT_SECONDS,
                     retry_handlers=retry_handlers() if retries else [], logger=quiet_logger("bot.slack.webclient"))
