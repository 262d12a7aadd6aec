"""A small fake of Discord on 127.0.0.1: the REST API, the gateway and the attachment CDN.

It covers what dpytest cannot: replies (message references), components and
interactions, `allowed_mentions` as they go over the wire, attachments with a
declared size, threads, slash commands and gateway heartbeats.

discord.py is not patched: the client gets an aiohttp connector whose resolver
sends discord.com, gateway.discord.gg and cdn.discordapp.com to this server
(TLS with a throwaway certificate the connector trusts), so its real HTTP,
gateway, rate-limit and interaction code run unchanged and the tests read
exactly what it sent.
"""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import itertools
import json
import socket
import ssl
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import aiohttp
from aiohttp import web
from aiohttp.abc import AbstractResolver

import discord

API = "/api/v10"
FAKE_HOSTS = ("discord.com", "gateway.discord.gg", "cdn.discordapp.com")
HEARTBEAT_MS = 200
EPHEMERAL = 64

_ids = itertools.count(1)


def snowflake() -> int:
    """A real-looking id (17-20 digits, so mention syntax and jump links behave as on Discord)."""
    return discord.utils.time_snowflake(datetime.datetime.now(datetime.timezone.utc)) + next(_ids)


def now_iso() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat()


# ---- TLS and DNS ------------------------------------------------------------------------------

def make_tls(folder: Path) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """A throwaway certificate for Discord's host names: (server context, client context trusting it)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "fake discord")])
    names = [x509.DNSName(h) for h in FAKE_HOSTS] + [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
    start = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=1)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(start)
            .not_valid_after(start + datetime.timedelta(days=7))
            .add_extension(x509.SubjectAlternativeName(names), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "fake-discord.crt", folder / "fake-discord.key"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    server = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server.load_cert_chain(cert_path, key_path)
    client = ssl.create_default_context(cafile=str(cert_path))
    return server, client


class LoopbackResolver(AbstractResolver):
    """Discord's host names resolve to the fake; anything else fails (the tests never reach the internet)."""

    def __init__(self, port: int) -> None:
        self.port = port

    async def resolve(self, host: str, port: int = 0, family: int = socket.AF_INET):
        if host not in FAKE_HOSTS:
            raise OSError(f"fake discord does not serve {host}")
        return [{"hostname": host, "host": "127.0.0.1", "port": self.port, "family": socket.AF_INET,
                 "proto": 0, "flags": socket.AI_NUMERICHOST}]

    async def close(self) -> None:
        pass


# ---- records of what the bot did ------------------------------------------------------------------

@dataclass
class Sent:
    """A message the bot created (channel message, interaction response or follow-up)."""

    channel_id: int
    body: dict  # the JSON the client sent
    message: dict  # the message object the fake returned
    kind: str = "message"  # message | response | followup | update
    interaction_id: str = ""  # for responses and follow-ups: the interaction they answer

    @property
    def id(self) -> int:
        return int(self.message["id"])

    @property
    def content(self) -> str:
        return self.body.get("content") or ""

    @property
    def embeds(self) -> list[dict]:
        return self.body.get("embeds") or []

    @property
    def ephemeral(self) -> bool:
        return bool((self.body.get("flags") or 0) & EPHEMERAL)

    @property
    def custom_ids(self) -> list[str]:
        return [c.get("custom_id", "") for row in self.body.get("components") or [] for c in row.get("components", [])]

    def embed_text(self) -> str:
        parts = []
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f['name']}: {f['value']}" for f in embed.get("fields") or []]
        return "\n".join(parts)


@dataclass
class Guild:
    id: int
    name: str
    channels: list[dict] = field(default_factory=list)
    roles: list[dict] = field(default_factory=list)
    members: list[dict] = field(default_factory=list)


class FakeDiscord:
    """One fake Discord deployment: a bot user, guilds, and everything the bot sends."""

    def __init__(self, tls: tuple[ssl.SSLContext, ssl.SSLContext]) -> None:
        self._server_tls, self._client_tls = tls
        self.app_id = snowflake()
        self.bot = self.user("Pagewise", bot=True, id=self.app_id)
        self.guilds: dict[int, Guild] = {}
        self.channel_guild: dict[int, int | None] = {}
        self.messages: dict[int, dict] = {}
        self.messages_posted = 0  # MESSAGE_CREATEs sent for people's messages (the bot's are not echoed)
        self.sent: list[Sent] = []
        self.typing: list[int] = []
        self.callbacks: list[dict] = []
        self.cdn_files: dict[str, bytes] = {}
        self.cdn_hits: list[str] = []
        self.heartbeats: list[float] = []
        self.identify: dict = {}
        self.synced_commands: list[dict] = []
        self.threads_created: list[dict] = []
        self._interactions: dict[str, tuple[int, str]] = {}  # token -> (channel id, interaction id)
        # While set to an unset Event, channel messages the bot posts wait for it before they are recorded
        # (`held` counts them); one whose connection goes meanwhile is dropped (`dropped`), never recorded.
        self.hold_messages: asyncio.Event | None = None
        self.held = 0
        self.dropped = 0
        self._ws: web.WebSocketResponse | None = None
        self._seq = 0
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ---- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 2**20)
        app.router.add_get("/", self._gateway)
        app.router.add_get("/attachments/{path:.*}", self._cdn)
        app.router.add_route("*", API + "/{path:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0, ssl_context=self._server_tls)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._ws is not None and not self._ws.closed:
            await self._ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def connector(self) -> aiohttp.TCPConnector:
        """What the bot's client is given instead of the default: same stack, routed here."""
        return aiohttp.TCPConnector(resolver=LoopbackResolver(self.port), ssl=self._client_tls, limit=0)

    # ---- world building -----------------------------------------------------------------------

    @staticmethod
    def user(name: str, *, bot: bool = False, id: int | None = None) -> dict:
        return {"id": str(id or snowflake()), "username": name, "discriminator": "0", "global_name": name,
                "avatar": None, "bot": bot, "public_flags": 0}

    def add_guild(self, name: str = "Support Server", channels: tuple[str, ...] = ("help", "support-team"),
                  everyone_permissions: int | None = None) -> Guild:
        gid = snowflake()
        perms = everyone_permissions if everyone_permissions is not None else (
            discord.Permissions.text().value | discord.Permissions(view_channel=True).value)
        guild = Guild(gid, name)
        guild.roles.append(self._role(gid, "@everyone", perms, position=0))
        guild.roles.append({**self._role(snowflake(), "Pagewise", 0, position=1), "managed": True,
                            "tags": {"bot_id": str(self.app_id)}})
        for position, channel_name in enumerate(channels):
            channel = {"id": str(snowflake()), "type": 0, "guild_id": str(gid), "name": channel_name,
                       "position": position, "permission_overwrites": [], "nsfw": False, "parent_id": None,
                       "topic": None, "last_message_id": None, "rate_limit_per_user": 0, "flags": 0}
            guild.channels.append(channel)
            self.channel_guild[int(channel["id"])] = gid
        guild.members.append(self._member(self.bot, [guild.roles[1]["id"]]))
        self.guilds[gid] = guild
        return guild

    def add_role(self, guild: Guild, name: str, permissions: int = 0) -> int:
        role = self._role(snowflake(), name, permissions, position=len(guild.roles))
        guild.roles.append(role)
        return int(role["id"])

    def channel(self, guild: Guild, name: str) -> int:
        return next(int(c["id"]) for c in guild.channels if c["name"] == name)

    def dm_channel(self) -> int:
        channel_id = snowflake()
        self.channel_guild[channel_id] = None
        return channel_id

    @staticmethod
    def _role(role_id: int, name: str, permissions: int, position: int) -> dict:
        return {"id": str(role_id), "name": name, "permissions": str(permissions), "position": position,
                "color": 0, "hoist": False, "managed": False, "mentionable": True, "flags": 0}

    @staticmethod
    def _member(user: dict, roles: list[str] | tuple = ()) -> dict:
        return {"user": user, "roles": [str(r) for r in roles], "joined_at": now_iso(), "deaf": False,
                "mute": False, "flags": 0, "nick": None}

    def guild_create(self, guild: Guild) -> dict:
        return {"id": str(guild.id), "name": guild.name, "owner_id": str(snowflake()), "roles": guild.roles,
                "channels": guild.channels, "members": guild.members, "threads": [], "member_count": 10,
                "large": False, "unavailable": False, "features": [], "emojis": [], "stickers": [],
                "icon": None, "afk_timeout": 300, "verification_level": 0, "default_message_notifications": 0,
                "explicit_content_filter": 0, "mfa_level": 0, "premium_tier": 0, "preferred_locale": "en-US",
                "system_channel_flags": 0, "nsfw_level": 0, "voice_states": [], "presences": [],
                "joined_at": now_iso(), "stage_instances": [], "guild_scheduled_events": [],
                "soundboard_sounds": []}

    def attachment(self, filename: str, data: bytes, *, declared_size: int | None = None) -> dict:
        """An attachment whose bytes the CDN serves (and counts); `declared_size` is what Discord says it is."""
        attachment_id = snowflake()
        path = f"{attachment_id}/{filename}"
        self.cdn_files[path] = data
        url = f"https://cdn.discordapp.com/attachments/{path}"
        return {"id": str(attachment_id), "filename": filename, "size": len(data) if declared_size is None
                else declared_size, "url": url, "proxy_url": url, "content_type": "application/pdf"}

    # ---- things people do ---------------------------------------------------------------------------

    async def post(self, author: dict, channel_id: int, content: str, *, roles: tuple[int, ...] = (),
                   mentions: tuple[dict, ...] = (), reply_to: dict | None = None,
                   attachments: tuple[dict, ...] = (), mention_everyone: bool = False) -> dict:
        """A person writes a message; the bot receives MESSAGE_CREATE as from Discord."""
        guild_id = self.channel_guild.get(channel_id)
        message = {"id": str(snowflake()), "channel_id": str(channel_id), "author": author, "content": content,
                   "timestamp": now_iso(), "edited_timestamp": None, "tts": False,
                   "mention_everyone": mention_everyone, "mentions": list(mentions), "mention_roles": [],
                   "attachments": list(attachments), "embeds": [], "pinned": False, "type": 0, "flags": 0,
                   "components": []}
        if guild_id:
            message["guild_id"] = str(guild_id)
            message["member"] = {k: v for k, v in self._member(author, roles).items() if k != "user"}
        if reply_to is not None:
            message["type"] = 19
            message["message_reference"] = {"message_id": reply_to["id"], "channel_id": reply_to["channel_id"],
                                            **({"guild_id": str(guild_id)} if guild_id else {})}
            message["referenced_message"] = reply_to
        self.messages[int(message["id"])] = message
        self.messages_posted += 1
        await self.dispatch("MESSAGE_CREATE", message)
        return message

    async def click(self, message: dict, custom_id: str, user: dict, *, roles: tuple[int, ...] = (),
                    permissions: int = 0) -> dict:
        """A person presses a button on one of the bot's messages."""
        return await self._interact(3, {"custom_id": custom_id, "component_type": 2},
                                    int(message["channel_id"]), user, roles, permissions, message=message)

    async def slash(self, name: str, user: dict, channel_id: int, *, options: list[dict] | None = None,
                    roles: tuple[int, ...] = (), permissions: int = 0) -> dict:
        """A person runs a slash command (`options` as Discord sends them, subcommands included)."""
        command = next((c for c in self.synced_commands if c["name"] == name), None)
        data = {"id": command["id"] if command else str(snowflake()), "name": name, "type": 1,
                "options": options or []}
        return await self._interact(2, data, channel_id, user, roles, permissions)

    async def _interact(self, kind: int, data: dict, channel_id: int, user: dict, roles, permissions,
                        message: dict | None = None) -> dict:
        guild_id = self.channel_guild.get(channel_id)
        token = f"token-{snowflake()}"
        interaction = {"id": str(snowflake()), "application_id": str(self.app_id), "type": kind, "token": token,
                       "version": 1, "channel_id": str(channel_id), "data": data, "locale": "en-US",
                       "app_permissions": str(discord.Permissions.text().value), "entitlements": [],
                       "attachment_size_limit": 25 * 2**20, "context": 0 if guild_id else 1,
                       "authorizing_integration_owners": {"0": str(guild_id)} if guild_id else {"1": user["id"]}}
        if guild_id:
            interaction["guild_id"] = str(guild_id)
            interaction["guild_locale"] = "en-US"
            interaction["channel"] = {"id": str(channel_id), "type": 0, "guild_id": str(guild_id), "name": "x"}
            interaction["member"] = {**self._member(user, roles), "permissions": str(permissions)}
        else:
            interaction["channel"] = {"id": str(channel_id), "type": 1, "recipients": [user]}
            interaction["user"] = user
        if message is not None:
            interaction["message"] = message
        self._interactions[token] = (channel_id, interaction["id"])
        await self.dispatch("INTERACTION_CREATE", interaction)
        return interaction

    # ---- waiting for the bot -------------------------------------------------------------------------

    async def wait_for(self, predicate: Callable[[Sent], bool], timeout: float = 10.0) -> Sent:
        """The first thing the bot sent that matches (already sent, or within `timeout` seconds)."""
        deadline = time.monotonic() + timeout
        while True:
            for item in self.sent:
                if predicate(item):
                    return item
            if time.monotonic() > deadline:
                raise AssertionError(f"the bot sent nothing matching within {timeout} s; it sent: "
                                     f"{[(s.kind, s.channel_id, s.content[:60]) for s in self.sent]}")
            await asyncio.sleep(0.02)

    async def until(self, condition: Callable[[], Any], what: str, timeout: float = 10.0) -> Any:
        """Poll `condition()` until it is truthy; fail after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not (result := condition()):
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout} s waiting for {what}")
            await asyncio.sleep(0.02)
        return result

    async def handled(self, client, timeout: float = 10.0) -> None:
        """Wait until `client` has handled every message posted so far to the end, whatever came of it
        (answered, ignored or refused): the positive signal before asserting that nothing was sent."""
        await self.until(lambda: client.events_processed >= self.messages_posted,
                         f"the bot to handle {self.messages_posted} messages", timeout)

    async def reply_to(self, message: dict, timeout: float = 10.0) -> Sent:
        """The bot's reply to `message` (a message whose reference points at it)."""
        return await self.wait_for(
            lambda s: (s.body.get("message_reference") or {}).get("message_id") in (message["id"], int(message["id"])),
            timeout)

    async def response_to(self, interaction: dict, kind: str = "", timeout: float = 10.0) -> Sent:
        """What the bot answered to `interaction` (optionally only a response, follow-up or update)."""
        return await self.wait_for(lambda s: s.interaction_id == interaction["id"] and kind in ("", s.kind), timeout)

    # ---- the gateway -----------------------------------------------------------------------------

    async def dispatch(self, event: str, data: dict) -> None:
        assert self._ws is not None, "the bot is not connected to the fake gateway"
        self._seq += 1
        await self._ws.send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._ws = ws
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}})
        async for frame in ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                continue
            payload = json.loads(frame.data)
            if payload["op"] == 1:
                self.heartbeats.append(time.monotonic())
                await ws.send_json({"op": 11})
            elif payload["op"] == 2:
                self.identify = payload["d"]
                await self._ready()
        return ws

    async def _ready(self) -> None:
        await self.dispatch("READY", {
            "v": 10, "user": self.bot, "session_id": "fake-session", "resume_gateway_url": "wss://gateway.discord.gg",
            "guilds": [{"id": str(g), "unavailable": True} for g in self.guilds], "private_channels": [],
            "relationships": [], "application": {"id": str(self.app_id), "flags": 0}, "shard": [0, 1]})
        for guild in self.guilds.values():
            await self.dispatch("GUILD_CREATE", self.guild_create(guild))

    # ---- REST and CDN ------------------------------------------------------------------------------

    async def _cdn(self, request: web.Request) -> web.Response:
        path = request.match_info["path"]
        self.cdn_hits.append(path)
        if path not in self.cdn_files:
            return web.Response(status=404)
        return web.Response(body=self.cdn_files[path], content_type="application/pdf")

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        parts = request.match_info["path"].strip("/").split("/")
        body = await _body(request)
        route = (request.method, *["{}" if p.isdigit() or p.startswith("token-") else p for p in parts])
        handler = _ROUTES.get(route)
        if handler is None:
            return _json({"message": f"fake discord has no {request.method} /{'/'.join(parts)}",
                                      "code": 0}, status=404)
        return await handler(self, parts, body, request)

    async def _me(self, parts, body, request):
        return _json(self.bot)

    async def _application(self, parts, body, request):
        return _json({"id": str(self.app_id), "name": "Pagewise", "description": "", "icon": None,
                                  "bot_public": True, "bot_require_code_grant": False, "verify_key": "00",
                                  "owner": self.user("Owner"), "flags": 0, "team": None})

    async def _gateway_bot(self, parts, body, request):
        return _json({"url": "wss://gateway.discord.gg", "shards": 1, "session_start_limit": {
            "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})

    async def _sync_commands(self, parts, body, request):
        self.synced_commands = [{**c, "id": str(snowflake()), "application_id": str(self.app_id), "version": "1"}
                                for c in body]
        return _json(self.synced_commands)

    async def _create_message(self, parts, body, request):
        channel_id = int(parts[1])
        if self.hold_messages is not None:
            self.held += 1
            while not self.hold_messages.is_set():
                if request.transport is None or request.transport.is_closing():  # the bot is gone
                    self.dropped += 1
                    return web.Response(status=503)
                await asyncio.sleep(0.02)
        return _json(self._record(channel_id, "", body, "message").message)

    async def _get_message(self, parts, body, request):
        message = self.messages.get(int(parts[3]))
        if message is None:
            return _json({"message": "Unknown Message", "code": 10008}, status=404)
        return _json(message)

    async def _history(self, parts, body, request):
        """A channel's messages after `after`, newest first, as Discord returns them."""
        channel_id, after = int(parts[1]), int(request.query.get("after") or 0)
        limit = int(request.query.get("limit") or 50)
        found = sorted((m for id_, m in self.messages.items() if int(m["channel_id"]) == channel_id and id_ > after),
                       key=lambda m: int(m["id"]), reverse=True)
        return _json(found[:limit])

    async def _typing(self, parts, body, request):
        self.typing.append(int(parts[1]))
        return web.Response(status=204)

    async def _start_thread(self, parts, body, request):
        channel_id, message_id = int(parts[1]), int(parts[3])
        guild_id = self.channel_guild[channel_id]
        thread = {"id": str(message_id), "type": 11, "guild_id": str(guild_id), "parent_id": str(channel_id),
                  "owner_id": str(self.app_id), "name": body["name"], "last_message_id": None,
                  "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
                  "thread_metadata": {"archived": False, "auto_archive_duration": body.get("auto_archive_duration",
                                                                                         1440),
                                      "archive_timestamp": now_iso(), "locked": False}}
        self.channel_guild[message_id] = guild_id
        self.threads_created.append(thread)
        await self.dispatch("THREAD_CREATE", {**thread, "newly_created": True})
        return _json(thread)

    async def _interaction_callback(self, parts, body, request):
        interaction_id, token = parts[1], parts[2]
        self.callbacks.append({"interaction_id": interaction_id, **body})
        kind = body["type"]
        data = body.get("data") or {}
        ephemeral = bool((data.get("flags") or 0) & EPHEMERAL)
        answer = {"interaction": {"id": interaction_id, "type": 2, "response_message_loading": kind == 5,
                                  "response_message_ephemeral": ephemeral}}
        if kind in (4, 7):
            sent = self._record(*self._interactions[token], data, "response" if kind == 4 else "update")
            answer["interaction"]["response_message_id"] = str(sent.id)
            answer["resource"] = {"type": kind, "message": sent.message}
        return _json(answer)

    async def _followup(self, parts, body, request):
        sent = self._record(*self._interactions[parts[2]], body, "followup")
        return _json(sent.message)

    def _record(self, channel_id: int, interaction_id: str, body: dict, kind: str) -> Sent:
        guild_id = self.channel_guild.get(channel_id)
        message = {"id": str(snowflake()), "channel_id": str(channel_id), "author": self.bot,
                   "content": body.get("content") or "", "embeds": body.get("embeds") or [],
                   "components": body.get("components") or [], "timestamp": now_iso(), "edited_timestamp": None,
                   "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
                   "pinned": False, "type": 0, "flags": body.get("flags") or 0}
        if guild_id:
            message["guild_id"] = str(guild_id)
        reference = body.get("message_reference")
        if reference:
            message["type"] = 19
            message["message_reference"] = {**reference, "channel_id": str(channel_id)}
        if kind == "followup":
            message["webhook_id"] = str(self.app_id)
            message["application_id"] = str(self.app_id)
        self.messages[int(message["id"])] = message
        sent = Sent(channel_id, body, message, kind, interaction_id)
        self.sent.append(sent)
        return sent


def _json(data: Any, status: int = 200) -> web.Response:
    """JSON with Discord's exact content type (discord.py parses only `application/json`, no charset)."""
    return web.Response(body=json.dumps(data).encode(), status=status, content_type="application/json")


async def _body(request: web.Request) -> Any:
    if request.content_type == "application/json":
        return await request.json()
    if request.content_type.startswith("multipart/"):
        form = await request.post()
        return json.loads(form.get("payload_json") or "{}")
    return {}


_ROUTES = {
    ("GET", "users", "@me"): FakeDiscord._me,
    ("GET", "oauth2", "applications", "@me"): FakeDiscord._application,
    ("GET", "gateway", "bot"): FakeDiscord._gateway_bot,
    ("PUT", "applications", "{}", "commands"): FakeDiscord._sync_commands,
    ("POST", "channels", "{}", "messages"): FakeDiscord._create_message,
    ("GET", "channels", "{}", "messages", "{}"): FakeDiscord._get_message,
    ("GET", "channels", "{}", "messages"): FakeDiscord._history,
    ("POST", "channels", "{}", "typing"): FakeDiscord._typing,
    ("POST", "channels", "{}", "messages", "{}", "threads"): FakeDiscord._start_thread,
    ("POST", "interactions", "{}", "{}", "callback"): FakeDiscord._interaction_callback,
    ("POST", "webhooks", "{}", "{}"): FakeDiscord._followup,
}
