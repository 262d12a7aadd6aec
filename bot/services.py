"""What every adapter shares: one knowledge base, one asker, one record store, one set of metrics.

Built once by `bot.app.run` (or by a test) and handed to each chat adapter;
the adapters import this module, never `bot.app`, which imports them.
"""

from __future__ import annotations

from knowledge import KnowledgeBase, KnowledgeSettings
from knowledge.store.chunks import open_client

from .admin import KnowledgeAdmin
from .asking import Asker
from .freshness import Announcer
from .intake import Intake
from .metrics import Metrics
from .ratelimit import RateLimiter
from .records import Records
from .settings import BotSettings
from .shared_events import SharedEvents
from .shared_intake import SharedIntake


class Services:
    """What every adapter shares: one knowledge base, one asker, one record store, one durable intake."""

    def __init__(self, settings: BotSettings, kb: KnowledgeBase | None = None) -> None:
        self.settings = settings
        self.metrics = Metrics()
        self.kb = kb or KnowledgeBase(settings.knowledge)
        self.metrics.watch(self.kb)  # ingest runs and index size, read at each scrape
        self.asker = Asker(self.kb, RateLimiter(settings.questions_per_minute), observe=self.metrics.question)
        self.records = Records(settings.knowledge.data_dir / "bot.sqlite3",
                               shared_events=shared_events(settings.knowledge), on_feedback=self.metrics.feedback)
        self.intake = Intake(settings.knowledge.data_dir / "bot.sqlite3", lease_seconds=settings.intake_lease_seconds,
                             on_redelivery=self.metrics.redelivered, on_failed=self.metrics.reply_failed)
        if settings.knowledge.uses_chroma_server:  # replicas take over a dead one's open questions
            self.intake.share(shared_intake(settings.knowledge, self.intake))
        self.metrics.watch_intake(self.intake)  # questions waiting and the oldest one's age, at each scrape
        self.admin = KnowledgeAdmin(self.kb, records_path=settings.knowledge.data_dir / "bot.sqlite3",
                                    on_removed=self.metrics.learned_removed,
                                    on_saved=self.metrics.learned_saved)  # kb status / reindex / ..., for every adapter
        self.announcer = Announcer(self.kb, self.records)  # scheduled changes -> admin channels


def shared_events(settings: KnowledgeSettings) -> SharedEvents | None:
    """With a Chroma server, seen events live there too, so every replica answers an event once."""
    if not settings.uses_chroma_server:
        return None
    client = open_client(settings.data_dir, settings.chroma_host, settings.chroma_port)
    return SharedEvents(client, settings.collection + "_events")


def shared_intake(settings: KnowledgeSettings, intake: Intake) -> SharedIntake:
    """With a Chroma server, open questions live there too, so a live replica answers a dead one's."""
    client = open_client(settings.data_dir, settings.chroma_host, settings.chroma_port)
    return SharedIntake(client, settings.collection + "_intake", owner=intake.owner,
                        lease_seconds=intake.lease_seconds)
