"""All settings of the bot process, read once at start-up from `.env` and the environment.

Each value is checked when the settings are built: a bad one raises `SettingsError`
naming the variable, and `python -m bot` prints that one line and exits 2.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Mapping
from urllib.parse import urlsplit

from knowledge.settings import (KnowledgeSettings, SettingsError, check_range, load_environment, parse_bool,
                                parse_int)


def _list(raw: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in raw.replace(";", ",").split(",") if item.strip())


def _int(env: Mapping[str, str], name: str, default: int = 0) -> int:
    raw = env.get(name, "")
    return parse_int(name, raw) if raw.strip() else default


def _ids(env: Mapping[str, str], name: str) -> tuple[int, ...]:
    """A comma-separated list of Discord ids (snowflakes: whole numbers)."""
    return tuple(parse_int(name, item) for item in _list(env.get(name, "")))


def _id(env: Mapping[str, str], name: str) -> int:
    value = _int(env, name)
    check_range(name, value, 0)
    return value


def _check_proxy_url(name: str, url: str) -> None:
    """An outbound HTTP proxy: http:// or https://, a host and a port (user:password@ allowed, never shown)."""
    if not url:
        return
    secret = "@" in url
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        parts, port = None, None
    if parts is None or parts.scheme not in ("http", "https") or not parts.hostname or port is None:
        raise SettingsError(name, url, "must be a proxy URL like http://proxy.example.com:3128 "
                            "(http:// or https://, a host and a port)", secret=secret)


def _slack_ids(env: Mapping[str, str], name: str, prefixes: str) -> tuple[str, ...]:
    """Slack ids look like U024BE7LH (users), C024BE91L (channels), S0614TZR7 (user groups)."""
    ids = _list(env.get(name, ""))
    for item in ids:
        if not (item[:1] in prefixes and item.isalnum() and item.upper() == item):
            raise SettingsError(name, env.get(name, ""), f"{item!r} is not a Slack id (one of "
                                f"{', '.join(p + '...' for p in prefixes)}; see README 'Connect to Slack')")
    return ids


@dataclass(frozen=True)
class SlackSettings:
    bot_token: str = field(default="", repr=False)
    app_token: str = field(default="", repr=False)  # xapp-...: Socket Mode when set
    signing_secret: str = field(default="", repr=False)
    port: int = 3000
    api_url: str = ""  # overrides https://slack.com/api/ (tests point it at a local fake)
    escalation_channel: str = ""
    support_group: str = ""  # user group id (S...) mentioned on escalations
    support_users: tuple[str, ...] = ()  # or these user ids
    admin_users: tuple[str, ...] = ()
    kb_admin_channel: str = ""  # channel id told when a scheduled re-index changed the knowledge base

    def __post_init__(self) -> None:
        if not self.bot_token:
            return
        if not self.bot_token.startswith("xoxb-"):
            raise SettingsError("SLACK_BOT_TOKEN", self.bot_token, "must be the bot token that starts with xoxb- "
                                "(OAuth & Permissions page of your Slack app)", secret=True)
        if self.app_token and not self.app_token.startswith("xapp-"):
            raise SettingsError("SLACK_APP_TOKEN", self.app_token, "must be an app-level token that starts with xapp- "
                                "(Basic Information > App-Level Tokens, scope connections:write)", secret=True)
        if not self.app_token and not self.signing_secret:
            raise SettingsError("SLACK_SIGNING_SECRET", "", "Slack is configured (SLACK_BOT_TOKEN) but neither "
                                "SLACK_APP_TOKEN (Socket Mode) nor SLACK_SIGNING_SECRET (HTTP mode) is set")
        check_range("SLACK_PORT", self.port, 1, 65535)
        if self.api_url and not self.api_url.startswith(("http://", "https://")):
            raise SettingsError("SLACK_API_URL", self.api_url, "must start with http:// or https://")

    @property
    def enabled(self) -> bool:
        return bool(self.bot_token)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> "SlackSettings":
        return cls(
            bot_token=env.get("SLACK_BOT_TOKEN", "").strip(), app_token=env.get("SLACK_APP_TOKEN", "").strip(),
            signing_secret=env.get("SLACK_SIGNING_SECRET", "").strip(), port=_int(env, "SLACK_PORT", 3000),
            api_url=env.get("SLACK_API_URL", "").strip(),
            escalation_channel=(_slack_ids(env, "SLACK_ESCALATION_CHANNEL", "CG") or ("",))[0],
            support_group=(_slack_ids(env, "SLACK_SUPPORT_GROUP", "S") or ("",))[0],
            support_users=_slack_ids(env, "SLACK_SUPPORT_USERS", "UW"),
            admin_users=_slack_ids(env, "SLACK_ADMIN_USERS", "UW"),
            kb_admin_channel=(_slack_ids(env, "SLACK_KB_ADMIN_CHANNEL", "CG") or ("",))[0],
        )


@dataclass(frozen=True)
class DiscordSettings:
    token: str = field(default="", repr=False)
    escalation_channel_id: int = 0
    support_role_id: int = 0
    admin_role_id: int = 0
    admin_user_ids: tuple[int, ...] = ()
    answer_in_thread: bool = False  # answer guild mentions in a new thread (follow-ups there need no mention)
    kb_admin_channel_id: int = 0  # channel told when a scheduled re-index changed the knowledge base
    proxy: str = field(default="", repr=False)  # outbound HTTP proxy for the REST API and gateway; "": direct

    def __post_init__(self) -> None:
        _check_proxy_url("DISCORD_PROXY", self.proxy)

    @property
    def enabled(self) -> bool:
        return bool(self.token)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> "DiscordSettings":
        raw_thread = env.get("DISCORD_ANSWER_IN_THREAD", "")
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            escalation_channel_id=_id(env, "DISCORD_ESCALATION_CHANNEL_ID"),
            support_role_id=_id(env, "DISCORD_SUPPORT_ROLE_ID"),
            admin_role_id=_id(env, "DISCORD_ADMIN_ROLE_ID"),
            admin_user_ids=_ids(env, "DISCORD_ADMIN_USER_IDS"),
            answer_in_thread=parse_bool("DISCORD_ANSWER_IN_THREAD", raw_thread) if raw_thread.strip() else False,
            kb_admin_channel_id=_id(env, "DISCORD_KB_ADMIN_CHANNEL_ID"),
            proxy=env.get("DISCORD_PROXY", "").strip(),
        )


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


@dataclass(frozen=True)
class BotSettings:
    knowledge: KnowledgeSettings = field(default_factory=KnowledgeSettings)
    slack: SlackSettings = field(default_factory=SlackSettings)
    discord: DiscordSettings = field(default_factory=DiscordSettings)
    questions_per_minute: int = 6  # per user, across adapters
    log_level: str = "INFO"
    metrics_port: int = 0  # /healthz, /readyz and /metrics on this port; 0: not served
    question_max_age_seconds: int = 3600  # an accepted question older than this gets an apology, not a stale answer
    intake_lease_seconds: int = 60  # a question a dead worker held is taken over after this long
    busy_notice_depth: int = 20  # this many questions waiting: a new asker is told theirs is queued
    reply_attempts: int = 5  # tries to post one reply through Slack errors that may pass (429s apart), then failed

    def __post_init__(self) -> None:
        check_range("BOT_QUESTIONS_PER_MINUTE", self.questions_per_minute, 0, 10_000)  # 0: no limit
        if self.log_level.upper() not in LOG_LEVELS:
            raise SettingsError("LOG_LEVEL", self.log_level, "must be one of " + ", ".join(LOG_LEVELS))
        check_range("METRICS_PORT", self.metrics_port, 0, 65535)
        check_range("BOT_QUESTION_MAX_AGE_SECONDS", self.question_max_age_seconds, 1)
        check_range("BOT_INTAKE_LEASE_SECONDS", self.intake_lease_seconds, 1, 86400)
        check_range("BOT_BUSY_NOTICE_DEPTH", self.busy_notice_depth, 1)
        check_range("BOT_REPLY_ATTEMPTS", self.reply_attempts, 1, 100)
        if self.metrics_port and self.slack.enabled and not self.slack.app_token and \
                self.metrics_port == self.slack.port:
            raise SettingsError("METRICS_PORT", self.metrics_port, "must differ from SLACK_PORT")

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level.upper())

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "BotSettings":
        env = load_environment() if env is None else env
        return cls(
            knowledge=KnowledgeSettings.from_env(env),
            slack=SlackSettings.from_env(env),
            discord=DiscordSettings.from_env(env),
            questions_per_minute=_int(env, "BOT_QUESTIONS_PER_MINUTE", 6),
            log_level=(env.get("LOG_LEVEL", "") or "INFO").strip(),
            metrics_port=_int(env, "METRICS_PORT"),
            question_max_age_seconds=_int(env, "BOT_QUESTION_MAX_AGE_SECONDS", 3600),
            intake_lease_seconds=_int(env, "BOT_INTAKE_LEASE_SECONDS", 60),
            busy_notice_depth=_int(env, "BOT_BUSY_NOTICE_DEPTH", 20),
            reply_attempts=_int(env, "BOT_REPLY_ATTEMPTS", 5),
        )
