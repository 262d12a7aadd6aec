"""Admin PDF drops: who may add a document, which files are fetched, and how.

Everything that can be checked without the file (admin, type, declared size,
where it is stored) is checked before a single byte is downloaded; the bot
token is only ever sent to Slack's own file host, and the download stops at
the size cap whatever the file claims. The knowledge core does the rest
(`%PDF-` magic, page cap, sandboxed parse, atomic ingest).
"""

from __future__ import annotations

import logging
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from knowledge import BadDocument
from knowledge import KnowledgeError

from ..presenting import ERROR_MESSAGE, NOT_ADMIN, upload_summary
from ..settings import SlackSettings
from . import render
from .escalation import PLATFORM
from .incoming import Incoming

if TYPE_CHECKING:
    from .adapter import SlackBot

log = logging.getLogger(__name__)

SLACK_FILE_HOST = "files.slack.com"
DOWNLOAD_TIMEOUT_SECONDS = 60
READ_CHUNK = 64 * 1024


def receive_upload(bot: "SlackBot", msg: Incoming) -> None:
    """Admins only, checked before any download; each file gets its own reply in the message's thread."""
    with bot.working(msg):
        if not is_admin(bot.client, bot.settings, msg.user):
            bot.post(msg.channel, msg.reply_ts, render.notice_message(NOT_ADMIN))
            return
        for item in msg.files:
            bot.post(msg.channel, msg.reply_ts, render.notice_message(add_file(bot, item, msg.user)))


def add_file(bot: "SlackBot", item: dict, user: str = "") -> str:
    """Check, download and index one shared file; the words to reply with."""
    max_bytes = int(bot.services.kb.settings.max_pdf_mb * 2**20)
    try:
        file = complete(bot.client, item)
        check_before_download(file, max_bytes)
        data = download(file, bot.settings, max_bytes)
        return upload_summary(bot.services.kb.add_document(file.name, data, trigger=PLATFORM, actor=user))
    except KnowledgeError as exc:
        log.info("pdf drop refused: %s", type(exc).__name__)
        return str(exc)
    except Exception:
        log.exception("pdf drop failed")
        return ERROR_MESSAGE


@dataclass(frozen=True)
class SlackFile:
    id: str
    name: str
    size: int
    filetype: str
    mimetype: str
    url: str

    @classmethod
    def from_event(cls, item: dict) -> "SlackFile":
        return cls(id=str(item.get("id", "")), name=str(item.get("name") or item.get("title") or "upload.pdf"),
                   size=int(item.get("size") or 0), filetype=str(item.get("filetype", "")),
                   mimetype=str(item.get("mimetype", "")), url=str(item.get("url_private_download", "")))

    @property
    def looks_like_pdf(self) -> bool:
        return (self.filetype.lower() == "pdf" or self.mimetype.lower() == "application/pdf"
                or self.name.lower().endswith(".pdf"))


def is_admin(client: WebClient, settings: SlackSettings, user: str) -> bool:
    """Listed in `SLACK_ADMIN_USERS`, or an admin/owner of the workspace (per `users.info`)."""
    if user in settings.admin_users:
        return True
    try:
        info = client.users_info(user=user).get("user") or {}
    except SlackApiError as exc:
        log.warning("users.info failed (%s); treating the uploader as not an admin", exc.response.get("error"))
        return False
    return bool(info.get("is_admin") or info.get("is_owner") or info.get("is_primary_owner"))


def complete(client: WebClient, item: dict) -> SlackFile:
    """Event payloads may carry a stub (`file_access: check_file_info`); fetch the details then."""
    file = SlackFile.from_event(item)
    if file.url and file.size:
        return file
    details = client.files_info(file=file.id).get("file") or {}
    return SlackFile.from_event({**item, **details})


def check_before_download(file: SlackFile, max_bytes: int) -> None:
    """Type and declared size, before anything is fetched; raises `BadDocument` with words for the user."""
    if not file.looks_like_pdf:
        raise BadDocument(f"{file.name} is not a PDF; only PDF files can be added.")
    if file.size > max_bytes:
        raise BadDocument(f"{file.name} is {file.size / 2**20:.1f} MB; the limit is {max_bytes / 2**20:g} MB.")
    if not file.url:
        raise BadDocument(f"I couldn't get a download link for {file.name} from Slack.")


def token_allowed(url: str, settings: SlackSettings) -> bool:
    """Only Slack's file host (https) or the configured API host (the local fake in tests) get the token."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if parts.scheme == "https" and host == SLACK_FILE_HOST:
        return True
    api = urlsplit(settings.api_url) if settings.api_url else None
    return bool(api and api.hostname and host == api.hostname.lower() and parts.scheme == api.scheme
                and parts.port == api.port)


def download(file: SlackFile, settings: SlackSettings, max_bytes: int) -> bytes:
    """Fetch `url_private_download` with the bot token; stop as soon as the cap is passed."""
    if not token_allowed(file.url, settings):
        raise BadDocument(f"{file.name} isn't stored on Slack's file host, so I won't fetch it.")
    request = urllib.request.Request(file.url, method="GET")
    # An unredirected header is not copied to a redirect target, so the token cannot leak on a redirect.
    request.add_unredirected_header("Authorization", f"Bearer {settings.bot_token}")
    try:
        with urllib.request.urlopen(request, timeout=DOWNLOAD_TIMEOUT_SECONDS) as response:
            return _read_capped(response, file.name, max_bytes)
    except urllib.error.HTTPError as exc:
        log.warning("file download failed with HTTP %d", exc.code)
        raise BadDocument(f"Slack wouldn't let me download {file.name} (HTTP {exc.code}).") from None
    except (urllib.error.URLError, OSError) as exc:
        log.warning("file download failed: %s", type(exc).__name__)
        raise BadDocument(f"I couldn't download {file.name} from Slack. Please try again.") from None


def _read_capped(response, name: str, max_bytes: int) -> bytes:
    data = bytearray()
    while chunk := response.read(READ_CHUNK):
        data.extend(chunk)
        if len(data) > max_bytes:
            raise BadDocument(f"{name} is larger than the {max_bytes / 2**20:g} MB limit.")
    return bytes(data)
