"""Slack text in and Block Kit out: the only place that knows Slack's markup.

Everything that came from a document, the LLM or a user goes through `escape`
before it reaches Slack, so `<!channel>`, `<@U…>` or `<url|label>` inside it
is shown as text and can never ping anyone or hide a link.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from knowledge import Answer

from ..asking import Reply
from ..presenting import (BADGE_EMOJI, ESCALATION_NOTICE, FEEDBACK_THANKS, OFFER_ESCALATION, badge_text,
                          citation_text)

FEEDBACK_UP = "pagewise_feedback_up"
FEEDBACK_DOWN = "pagewise_feedback_down"
ESCALATE_REQUEST = "pagewise_escalate"

SECTION_LIMIT = 2900  # Slack allows 3000 characters in a section; leave room for escaping
BUTTON_VALUE_LIMIT = 2000
WORKING_REACTION = "eyes"
NO_UNFURL = {"unfurl_links": False, "unfurl_media": False}

_SLACK_TOKEN = re.compile(r"<([^<>]*)>")
_SLACK_ID = re.compile(r"^[A-Z][A-Z0-9]{2,}$")


def escape(text: str) -> str:
    """Make `text` inert in mrkdwn: Slack only treats `<…>` as a mention or link, and `&` as an entity."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def unescape(text: str) -> str:
    """Slack sends `&`, `<`, `>` typed by a user as entities; turn them back into characters."""
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def mentions(text: str, user_id: str) -> bool:
    """True when the message text contains `<@user_id>` (with or without a `|label`)."""
    return bool(user_id) and re.search(rf"<@{re.escape(user_id)}(\|[^>]*)?>", text or "") is not None


def plain_question(text: str, bot_user_id: str) -> str:
    """A user's message as plain text: the bot's mention removed, other Slack markup turned into words."""
    def word(match: re.Match) -> str:
        inner = match.group(1)
        target, _, label = inner.partition("|")
        if bot_user_id and target == f"@{bot_user_id}":
            return " "
        if target.startswith(("@", "#")):
            return (target[0] + label.lstrip("@#")) if label else target
        if target.startswith("!"):
            return label or "@" + target[1:].split("^")[0]
        return label or target

    return " ".join(unescape(_SLACK_TOKEN.sub(word, text or "")).split())


def user_mention(user_id: str) -> str:
    """`<@U…>` for a real Slack user id, the escaped text otherwise (ids come from events, never trusted blindly)."""
    return f"<@{user_id}>" if _SLACK_ID.match(user_id or "") else escape(user_id or "someone")


def group_mention(group_id: str) -> str:
    return f"<!subteam^{group_id}>" if _SLACK_ID.match(group_id or "") else ""


def link(url: str, label: str) -> str:
    return f"<{escape(url)}|{escape(label)}>" if url.startswith(("https://", "http://")) else escape(label)


def _clip(text: str, limit: int = SECTION_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _section(mrkdwn: str) -> dict:
    return {"type": "section", "text": {"type": "mrkdwn", "text": mrkdwn}}


def _context(mrkdwn: str) -> dict:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": mrkdwn}]}


def _button(text: str, action_id: str, value: str, style: str = "") -> dict:
    button = {"type": "button", "text": {"type": "plain_text", "text": text, "emoji": True},
              "action_id": action_id, "value": value}
    if style:
        button["style"] = style
    return button


@dataclass(frozen=True)
class Message:
    """What `chat.postMessage` needs besides the channel: Block Kit plus the plain-text fallback."""

    text: str
    blocks: list[dict]


# ---- answers --------------------------------------------------------------------------------

def reply_message(reply: Reply, feedback_value: str = "") -> Message:
    """The thread reply for a question: an answer with sources, badge and buttons, or a notice."""
    if reply.answer is None:
        return notice_message(reply.notice)
    return answer_message(reply.answer, feedback_value)


def answer_message(answer: Answer, feedback_value: str) -> Message:
    body = escape(_clip(answer.final_answer))
    sources = escape(citation_text(answer))
    badge = f"{BADGE_EMOJI[answer.confidence_level]} {escape(badge_text(answer))}"
    blocks = [_section(body)]
    lines = [body]
    if sources:
        blocks.append(_context(f":page_facing_up: *Sources:* {sources}"))
        lines.append(f"Sources: {sources}")
    blocks.append(_context(badge))
    lines.append(badge)
    if answer.escalate:
        blocks.append(_section(f":raising_hand: {escape(ESCALATION_NOTICE)}"))
        lines.append(escape(ESCALATION_NOTICE))
    blocks.append({"type": "actions", "block_id": "pagewise_feedback", "elements": [
        _button("👍 Helpful", FEEDBACK_UP, feedback_value),
        _button("👎 Not helpful", FEEDBACK_DOWN, feedback_value),
    ]})
    return Message(text="\n".join(lines), blocks=blocks)


def notice_message(notice: str) -> Message:
    text = escape(_clip(notice))
    return Message(text=text, blocks=[_section(text)])


def thanks_message() -> Message:
    return notice_message(FEEDBACK_THANKS)


def offer_escalation_message(feedback_value: str) -> Message:
    text = escape(OFFER_ESCALATION)
    return Message(text=text, blocks=[
        _section(text),
        {"type": "actions", "block_id": "pagewise_escalate",
         "elements": [_button("Ask a person", ESCALATE_REQUEST, feedback_value, style="primary")]},
    ])


# ---- escalations ----------------------------------------------------------------------------

@dataclass(frozen=True)
class EscalationInfo:
    question: str
    asker: str
    permalink: str
    confidence: float
    sources: list[str]
    reason: str


def support_mentions(group_id: str, user_ids: tuple[str, ...]) -> str:
    """Who to ping: the support user group, else the listed support users."""
    group = group_mention(group_id)
    if group:
        return group
    return " ".join(user_mention(u) for u in user_ids if _SLACK_ID.match(u))


def escalation_message(info: EscalationInfo, ping: str) -> Message:
    """The message in the escalation channel; only `ping` and the asker's id are live mentions."""
    head = f"{ping} " if ping else ""
    why = "low confidence" if info.reason == "low_confidence" else "the asker said the answer didn't help"
    question = escape(_clip(info.question, 1500))
    sources = ", ".join(escape(s) for s in info.sources) or "none"
    thread = link(info.permalink, "Open the thread") if info.permalink else "(no link)"
    body = (f"{head}*A question needs a person* ({escape(why)}).\n"
            f"*Question:* {question}\n*Asked by:* {user_mention(info.asker)} · {thread}\n"
            f"*Confidence:* {info.confidence:.2f}\n*Top sources:* {sources}")
    return Message(text=body, blocks=[_section(body)])


# ---- button values --------------------------------------------------------------------------

@dataclass(frozen=True)
class FeedbackRef:
    """What a feedback button carries, so a click can be recorded even after a restart."""

    question: str
    confidence: float
    escalated: bool
    question_ts: str
    answer_ts: str = ""  # set on the "ask a person" button, whose own message is ephemeral


def encode_feedback(ref: FeedbackRef) -> str:
    question = ref.question
    while True:
        value = json.dumps({"q": question, "c": ref.confidence, "e": int(ref.escalated), "t": ref.question_ts,
                            "a": ref.answer_ts}, ensure_ascii=False)
        if len(value) <= BUTTON_VALUE_LIMIT:
            return value
        question = question[: max(0, len(question) - 200)]


def decode_feedback(value: str) -> FeedbackRef:
    try:
        data = json.loads(value or "{}")
        return FeedbackRef(question=str(data.get("q", "")), confidence=float(data.get("c", 0.0)),
                           escalated=bool(data.get("e", 0)), question_ts=str(data.get("t", "")),
                           answer_ts=str(data.get("a", "")))
    except (ValueError, TypeError, AttributeError):
        return FeedbackRef(question="", confidence=0.0, escalated=False, question_ts="")
