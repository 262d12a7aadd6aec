"""The PDF parser's child process: it caps its own memory, and starting it never waits on another thread."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from knowledge import BadDocument
from knowledge.pdf.extract import extract_layouts
from tests.conftest import REPO

# A bot answers in worker threads while the scheduler reindexes: the answer reader's numpy matrix
# products run while the ingest starts a parser child. Started with fork(), the child waited
# forever in OpenBLAS's at-fork hook (a CI run hung here for 90 minutes).
_READ_WHILE_MULTIPLYING = textwrap.dedent("""
    import sys, threading
    from pathlib import Path
    import numpy as np
    from knowledge.pdf.extract import extract_layouts

    stop = threading.Event()
    def multiply():
        a = np.random.rand(256, 256).astype(np.float32)
        while not stop.is_set():
            a @ a
    worker = threading.Thread(target=multiply)
    worker.start()
    try:
        pages = [len(extract_layouts(Path(sys.argv[1]))) for _ in range(8)]
    finally:
        stop.set()
        worker.join()
    print(pages)
""")


def test_reading_a_pdf_while_another_thread_multiplies_matrices_never_hangs(handbook):
    try:
        done = subprocess.run([sys.executable, "-c", _READ_WHILE_MULTIPLYING, str(handbook)], cwd=REPO,
                              capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail("starting the parser child hung while another thread was in a matrix product")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == str([16] * 8)


def test_the_child_caps_its_own_address_space(handbook):
    assert len(extract_layouts(handbook, memory_mb=4096)) == 16
    with pytest.raises(BadDocument):  # 8 MB is less than the interpreter itself maps: nothing more loads
        extract_layouts(handbook, memory_mb=8)
