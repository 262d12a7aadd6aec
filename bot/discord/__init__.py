"""Discord adapter: answers DMs, mentions and follow-ups; slash commands; admin PDF uploads.

It only translates between Discord and the shared pieces in `bot/` (asker,
wording, records); the knowledge core decides every answer.
"""

from __future__ import annotations

import logging

import discord

from ..errors import AdapterCannotStart
from ..services import Services
from .adapter import PagewiseClient, required_intents

__all__ = ["PagewiseClient", "required_intents", "run_discord"]

log = logging.getLogger(__name__)


def run_discord(services: Services) -> None:
    """Blocking: connect with `DISCORD_TOKEN` and answer until the process stops (run in its own thread)."""
    proxy = services.settings.discord.proxy
    client = PagewiseClient(services, proxy=proxy or None)  # discord.py's own option: REST and gateway
    try:
        # log_handler=None: logging is configured once by `python -m bot`, not by discord.py.
        client.run(services.settings.discord.token, log_handler=None)
    except discord.LoginFailure:
        raise AdapterCannotStart("Discord rejected DISCORD_TOKEN; copy the bot token again from the Developer "
                                 "Portal (Bot tab)") from None
    except discord.PrivilegedIntentsRequired:
        raise AdapterCannotStart("Discord refused the Message Content intent; enable it in the Developer Portal "
                                 "(Bot tab, Privileged Gateway Intents) and restart") from None
