"""Prometheus metrics of one bot process: questions, answer time, confidence, feedback, ingests, index size.

Each `Metrics` has its own registry, so several bots in one process (tests)
never collide. Labels are bounded sets (adapter, outcome, vote); no question
text, user or channel ever becomes a label.

Ingest runs and the index size describe the index, whoever wrote it: they are
read at scrape time from the run history and the manifest, so every replica
also reports the `kb watch` worker's runs (aggregate them with `max`, not `sum`).
"""

from __future__ import annotations

import logging
import threading
from datetime import datetime

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily

from knowledge.store.history import iso, utc_now

log = logging.getLogger(__name__)

INGEST_OUTCOMES = ("ok", "failed", "busy", "error")  # as the run history records them
LATENCY_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
CONFIDENCE_BUCKETS = (0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0)
INGEST_BUCKETS = (0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0)
# Why a reply could not be posted: Slack's error codes the bot knows, anything else is "other" (bounded labels).
REPLY_ERRORS = ("internal_error", "fatal_error", "ratelimited", "service_unavailable", "request_timeout",
                "http_5xx", "connection", "unverified", "channel_not_found", "not_in_channel", "is_archived",
                "msg_too_long", "no_text", "invalid_blocks", "restricted_action", "internal", "other")
HISTORY_LOOKBACK = 50  # runs read per scrape; more than this between two scrapes would be undercounted


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.questions = Counter("pagewise_questions", "Questions by adapter and outcome "
                                 "(answered, escalated, refused: rate limit or bad question, error).",
                                 ["adapter", "outcome"], registry=r)
        self.answer_seconds = Histogram("pagewise_answer_seconds", "Time to answer a question, rate-limited "
                                        "ones excepted.", ["adapter"], buckets=LATENCY_BUCKETS, registry=r)
        self.confidence = Histogram("pagewise_answer_confidence", "Confidence of the core's answers.",
                                    ["adapter"], buckets=CONFIDENCE_BUCKETS, registry=r)
        self.feedback_votes = Counter("pagewise_feedback", "Feedback votes by adapter and vote (up, down).",
                                      ["adapter", "vote"], registry=r)
        self.events_handled = Counter("pagewise_events_handled", "Chat events each adapter handled to the end, "
                                      "whatever came of them (answered, queued or ignored): Slack events, clicks "
                                      "and commands; Discord messages.", ["adapter"], registry=r)
        self.ingest_runs = Counter("pagewise_ingest_runs", "Ingest runs of any writer (re-index, kb ingest, "
                                   "uploads) since this process started, by outcome (ok, failed, busy, error).",
                                   ["outcome"], registry=r)
        for outcome in INGEST_OUTCOMES:  # present at 0, so an alert on failures has a series to watch
            self.ingest_runs.labels(outcome)
        self.ingest_seconds = Histogram("pagewise_ingest_seconds", "Duration of those ingest runs.",
                                        buckets=INGEST_BUCKETS, registry=r)
        self.last_ingest_ok = Gauge("pagewise_ingest_last_success_timestamp_seconds",
                                    "When the newest successful ingest run finished (0: none seen).", registry=r)
        self.replies_failed = Counter("pagewise_replies_failed", "Questions whose reply could not be posted "
                                      "(recorded as failed in bot.sqlite3), by adapter and error.",
                                      ["adapter", "error"], registry=r)
        self.redeliveries = Counter("pagewise_redeliveries", "Questions taken over from a worker that stopped "
                                    "(a crash or a restart) before answering them.", ["adapter"], registry=r)
        self.escalations = Counter("pagewise_escalations", "Questions handed to the support team, by adapter and "
                                   "reason (low_confidence, feedback); per day: increase(...[1d]).",
                                   ["adapter", "reason"], registry=r)
        self.answers_relayed = Counter("pagewise_answers_relayed", "Support replies to an escalation relayed to "
                                       "the asker.", ["adapter"], registry=r)
        self.learned = Counter("pagewise_learned_answers", "Learned answers saved (from chat), served (a question "
                               "answered with one) and removed (from chat).", ["adapter", "event"], registry=r)
        self._history = None

    # ---- observers wired in `bot.services.Services` and the adapters ---------------------------

    def question(self, adapter: str, outcome: str, seconds: float, answer) -> None:
        self.questions.labels(adapter, outcome).inc()
        if outcome != "refused":
            self.answer_seconds.labels(adapter).observe(seconds)
        if answer is not None and outcome in ("answered", "escalated"):
            self.confidence.labels(adapter).observe(answer.confidence)
        if answer is not None and outcome == "answered" and answer.mode == "learned":
            self.learned.labels(adapter, "served").inc()

    def escalated(self, adapter: str, reason: str) -> None:
        self.escalations.labels(adapter, reason).inc()

    def relayed(self, adapter: str) -> None:
        self.answers_relayed.labels(adapter).inc()

    def learned_saved(self, adapter: str) -> None:
        self.learned.labels(adapter, "saved").inc()

    def learned_removed(self, adapter: str) -> None:
        self.learned.labels(adapter, "removed").inc()

    def feedback(self, adapter: str, vote: str) -> None:
        self.feedback_votes.labels(adapter, vote).inc()

    def event_handled(self, adapter: str) -> None:
        self.events_handled.labels(adapter).inc()

    def reply_failed(self, adapter: str, error: str) -> None:
        self.replies_failed.labels(adapter, error if error in REPLY_ERRORS else "other").inc()

    def redelivered(self, adapter: str) -> None:
        self.redeliveries.labels(adapter).inc()

    def watch_intake(self, intake) -> None:
        """Report the questions waiting in `intake` and the oldest one's age, at each scrape."""
        self.registry.register(_IntakeCollector(intake))

    def watch(self, kb) -> None:
        """Report `kb`'s ingest runs, its index size and whether its store answers, at each scrape."""
        self.registry.register(_IndexCollector(kb))
        self._history = _RunHistory(kb.history, self)

    def exposition(self) -> bytes:
        if self._history is not None:
            self._history.sync()
        return generate_latest(self.registry)


class _RunHistory:
    """Feeds the ingest metrics from the index's run history: runs that finished after this process started."""

    def __init__(self, history, metrics: Metrics) -> None:
        self._history = history
        self._metrics = metrics
        self._since = iso(utc_now())
        self._counted: set[str] = set()
        self._last_ok = 0.0
        self._lock = threading.Lock()  # concurrent scrapes must not count a run twice

    def sync(self) -> None:
        try:
            runs = self._history.recent(HISTORY_LOOKBACK)  # newest first
        except Exception as exc:
            log.warning("ingest history not available: %s", type(exc).__name__)
            return
        m = self._metrics
        with self._lock:
            for run in reversed(runs):
                if run.outcome == "ok":
                    self._last_ok = max(self._last_ok, _timestamp(run.finished_at))
                if run.id in self._counted or run.finished_at < self._since:
                    continue
                m.ingest_runs.labels(run.outcome).inc()
                m.ingest_seconds.observe(run.seconds)
            self._counted = {run.id for run in runs if run.finished_at >= self._since}
            m.last_ingest_ok.set(self._last_ok)


class _IntakeCollector:
    """Reads the durable intake on each scrape (two indexed SQLite counts)."""

    def __init__(self, intake) -> None:
        self._intake = intake

    def describe(self):
        return []

    def collect(self):
        yield GaugeMetricFamily("pagewise_questions_pending", "Questions accepted and not yet answered "
                                "(waiting, or being answered).", value=self._intake.depth())
        yield GaugeMetricFamily("pagewise_oldest_pending_seconds", "How long the oldest waiting question "
                                "has waited (0: none waits).", value=self._intake.oldest_age())


class _IndexCollector:
    """Reads `kb.status()` on each scrape: cheap (one manifest read) and always current."""

    def __init__(self, kb) -> None:
        self._kb = kb

    def describe(self):
        return []  # collected lazily: describing must not touch the store

    def collect(self):
        up = GaugeMetricFamily("pagewise_store_up", "1 when the knowledge index answered the last scrape.")
        try:
            status = self._kb.status()
        except Exception as exc:  # an unreachable store is a value to report, not a failed scrape
            log.warning("index size not available: %s", type(exc).__name__)
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)
        yield up
        yield GaugeMetricFamily("pagewise_index_documents", "Documents in the index.", value=len(status.documents))
        yield GaugeMetricFamily("pagewise_index_pages", "Pages of the indexed documents.", value=status.pages)
        yield GaugeMetricFamily("pagewise_index_chunks", "Chunks in the index.", value=status.chunks)
        yield GaugeMetricFamily("pagewise_index_last_ingest_timestamp_seconds",
                                "When a document last changed in the index (0: never).",
                                value=_timestamp(status.last_ingest))


def _timestamp(text: str) -> float:
    try:
        return datetime.fromisoformat(text).timestamp()
    except ValueError:
        return 0.0  # "never"
