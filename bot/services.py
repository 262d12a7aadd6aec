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
from .metrics import Metrics
from .ratelimit import RateLimiter
from .records import Records
from .settings import BotSettings
from .shared_events import SharedEvents


class Services:
    """What every adapter shares: one knowledge base, one asker, one record store."""

    def __init__(self, settings: BotSettings, kb: KnowledgeBase | None = None) -> None:
        self.settings = settings
        self.metrics = Metrics()
        self.kb = kb or KnowledgeBase(settings.knowledge)
        self.metrics.watch(self.kb)  # ingest runs and index size, read at each scrape
        self.asker = Asker(self.kb, RateLimiter(settings.questions_per_minute), observe=self.metrics.question)
        self.records = Records(settings.knowledge.data_dir / "bot.sqlite3",
                               shared_events=shared_events(settings.knowledge), on_feedback=self.metrics.feedback)
        self.admin = KnowledgeAdmin(self.kb, records_path=settings.knowledge.data_dir / "bot.sqlite3",
                                    on_removed=self.metrics.learned_removed)  # kb status / reindex / ..., for every adapter
        self.announcer = Announcer(self.kb, self.records)  # scheduled changes -> admin channels


def shared_events(settings: KnowledgeSettings) -> SharedEvents | None:
    """With a Chroma server, seen events live there too, so every replica answers an event once."""
    if not settings.uses_chroma_server:
        return None
    client = open_client(settings.data_dir, settings.chroma_host, settings.chroma_port)
    return SharedEvents(client, settings.collection + "_events")
