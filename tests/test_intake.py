"""The intake's SQLite file is shared by the bot's threads: closing it must never cut a write short."""

from __future__ import annotations

import threading

from bot.intake import Intake


def test_closing_the_intake_waits_for_a_write_in_flight_on_another_thread(tmp_path):
    """An answer finishing on an executor thread writes its row while the bot shuts down; closing the SQLite
    connection under that write crashed the whole process (a segmentation fault in a test run)."""
    intake = Intake(tmp_path / "intake.sqlite3")
    closed = threading.Event()
    with intake._lock:  # what every write holds while it runs
        closer = threading.Thread(target=lambda: (intake.close(), closed.set()))
        closer.start()
        assert not closed.wait(0.3)  # close waits for the write to end
    assert closed.wait(5)
    closer.join(5)
