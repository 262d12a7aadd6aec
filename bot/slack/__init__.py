"""The Slack adapter: mentions and DMs answered in threads, with citations, a badge and escalation.

`run_slack(services)` is what `python -m bot` calls: Socket Mode when
`SLACK_APP_TOKEN` is set, otherwise the signed HTTP endpoint on `SLACK_PORT`.
"""

from __future__ import annotations

from .adapter import SlackBot
from .server import EVENTS_PATH, run_socket_mode, serve_http, start_http

__all__ = ["SlackBot", "run_slack", "start_http", "serve_http", "run_socket_mode", "EVENTS_PATH"]


def run_slack(services) -> None:
    """Blocking: connect to Slack the configured way and answer until the process stops."""
    settings = services.settings.slack
    socket_mode = bool(settings.app_token)
    bot = SlackBot(services, http_mode=not socket_mode)
    try:
        if socket_mode:
            run_socket_mode(bot, settings.app_token)
        else:
            serve_http(bot, settings.port)
    finally:
        bot.stop()
