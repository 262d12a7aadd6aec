"""The Slack adapter: mentions and DMs answered in threads, with citations, a badge and escalation.

`run_slack(services)` is what `python -m bot` calls: Socket Mode when
`SLACK_APP_TOKEN` is set, otherwise the signed HTTP endpoint on `SLACK_PORT`.
"""

from __future__ import annotations

from slack_sdk.errors import SlackApiError

from ..errors import AdapterCannotStart
from .adapter import SlackBot
from .server import EVENTS_PATH, run_socket_mode, serve_http, start_http

__all__ = ["SlackBot", "run_slack", "start_http", "serve_http", "run_socket_mode", "EVENTS_PATH"]


def run_slack(services) -> None:
    """Blocking: connect to Slack the configured way and answer until the process stops."""
    settings = services.settings.slack
    socket_mode = bool(settings.app_token)
    try:
        bot = SlackBot(services, http_mode=not socket_mode)
    except SlackApiError as exc:  # auth.test refused the token
        raise AdapterCannotStart(f"Slack refused SLACK_BOT_TOKEN ({exc.response.get('error')}); copy the Bot User "
                                 "OAuth Token again from the app's OAuth & Permissions page") from None
    try:
        if socket_mode:
            run_socket_mode(bot, settings.app_token)
        else:
            serve_http(bot, settings.port)
    finally:
        bot.stop()
