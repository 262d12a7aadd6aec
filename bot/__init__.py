"""Pagewise's chat adapters: Slack, Discord and a console chat, over one knowledge core."""
