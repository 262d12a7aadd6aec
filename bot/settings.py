"""All settings of the bot process, read once at start-up from `.env` and the environment."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from knowledge.settings import KnowledgeSettings, load_environment


def _list(raw: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in raw.replace(";", ",").split(",") if item.strip())


def _int(raw: str, default: int = 0) -> int:
    return int(raw) if raw.strip() else default


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

    @property
    def enabled(self) -> bool:
        return bool(self.bot_token)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> "SlackSettings":
        return cls(
            bot_token=env.get("SLACK_BOT_TOKEN", ""), app_token=env.get("SLACK_APP_TOKEN", ""),
            signing_secret=env.get("SLACK_SIGNING_SECRET", ""), port=_int(env.get("SLACK_PORT", ""), 3000),
            api_url=env.get("SLACK_API_URL", ""), escalation_channel=env.get("SLACK_ESCALATION_CHANNEL", ""),
            support_group=env.get("SLACK_SUPPORT_GROUP", ""), support_users=_list(env.get("SLACK_SUPPORT_USERS", "")),
            admin_users=_list(env.get("SLACK_ADMIN_USERS", "")),
            kb_admin_channel=env.get("SLACK_KB_ADMIN_CHANNEL", "").strip(),
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

    @property
    def enabled(self) -> bool:
        return bool(self.token)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> "DiscordSettings":
        return cls(
            token=env.get("DISCORD_TOKEN", ""),
            escalation_channel_id=_int(env.get("DISCORD_ESCALATION_CHANNEL_ID", "")),
            support_role_id=_int(env.get("DISCORD_SUPPORT_ROLE_ID", "")),
            admin_role_id=_int(env.get("DISCORD_ADMIN_ROLE_ID", "")),
            admin_user_ids=tuple(int(x) for x in _list(env.get("DISCORD_ADMIN_USER_IDS", ""))),
            answer_in_thread=env.get("DISCORD_ANSWER_IN_THREAD", "").strip().lower() in {"1", "true", "yes", "on"},
            kb_admin_channel_id=_int(env.get("DISCORD_KB_ADMIN_CHANNEL_ID", "")),
        )


@dataclass(frozen=True)
class BotSettings:
    knowledge: KnowledgeSettings = field(default_factory=KnowledgeSettings)
    slack: SlackSettings = field(default_factory=SlackSettings)
    discord: DiscordSettings = field(default_factory=DiscordSettings)
    questions_per_minute: int = 6  # per user, across adapters
    log_level: str = "INFO"
    metrics_port: int = 0  # /healthz, /readyz and /metrics on this port; 0: not served

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "BotSettings":
        env = load_environment() if env is None else env
        return cls(
            knowledge=KnowledgeSettings.from_env(env),
            slack=SlackSettings.from_env(env),
            discord=DiscordSettings.from_env(env),
            questions_per_minute=_int(env.get("BOT_QUESTIONS_PER_MINUTE", ""), 6),
            log_level=env.get("LOG_LEVEL", "INFO") or "INFO",
            metrics_port=_int(env.get("METRICS_PORT", "")),
        )
