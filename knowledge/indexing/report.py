"""What an ingest run did, for logs, the CLI and chat replies."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class DocumentOutcome:
    source: str
    status: str  # added | changed | unchanged | removed | restored (a rollback) | failed
    pages: int = 0
    chunks: int = 0
    error: str = ""
    sha256: str = ""  # of the version now live (added, changed, restored) or gone (removed)


@dataclass
class IngestReport:
    outcomes: list[DocumentOutcome] = field(default_factory=list)
    seconds: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)  # seconds per stage

    def with_status(self, status: str) -> list[DocumentOutcome]:
        return [o for o in self.outcomes if o.status == status]

    @property
    def ok(self) -> bool:
        return not self.with_status("failed")

    @property
    def changed_anything(self) -> bool:
        return any(o.status in ("added", "changed", "removed", "restored") for o in self.outcomes)

    @property
    def pages_read(self) -> int:
        return sum(o.pages for o in self.outcomes if o.status in ("added", "changed"))

    @property
    def chunks_written(self) -> int:
        return sum(o.chunks for o in self.outcomes if o.status in ("added", "changed"))

    def summary(self) -> str:
        counts = ", ".join(f"{len(self.with_status(s))} {s}"
                           for s in ("added", "changed", "unchanged", "removed", "failed"))
        if self.with_status("restored"):
            counts += f", {len(self.with_status('restored'))} restored"
        return (f"{counts}; {self.pages_read} pages, {self.chunks_written} chunks written "
                f"in {self.seconds:.1f} s")

    def to_dict(self) -> dict:
        return {
            "outcomes": [o.__dict__ for o in self.outcomes],
            "seconds": round(self.seconds, 3),
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
            "summary": self.summary(),
        }
