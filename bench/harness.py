"""Measuring machinery of the benchmark: CPU contention, phases, child processes, machine and git info.

Every phase records its wall time, the load average and the CPU that *other* processes
used meanwhile ("others" = cores busy outside this benchmark and its children), so a
figure taken on a busy machine can be recognised as such.
"""

from __future__ import annotations

import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parent.parent
BENCH = Path(__file__).resolve().parent

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

# ---- measuring helpers ----------------------------------------------------------------------

def cpu_busy_seconds() -> float:
    """CPU seconds the whole machine has been busy (all cores), from /proc/stat."""
    try:
        values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    except OSError:
        return 0.0
    idle = values[3] + values[4]
    return (sum(values) - idle) / os.sysconf("SC_CLK_TCK")


def own_cpu_seconds() -> float:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


PHASES: dict[str, dict] = {}
WAIT_IDLE_S = 0.0
NOISY_CORES = 0.3  # other processes busier than this during a phase make its figures suspect


def others_busy(seconds: float = 1.0) -> float:
    """Cores that processes other than this one and its children keep busy right now."""
    busy, own, tick = cpu_busy_seconds(), own_cpu_seconds(), time.perf_counter()
    time.sleep(seconds)
    return max(0.0, (cpu_busy_seconds() - busy) - (own_cpu_seconds() - own)) / (time.perf_counter() - tick)


def set_wait_idle_budget(seconds: float) -> None:
    global WAIT_IDLE_S
    WAIT_IDLE_S = seconds


def wait_idle(threshold: float = 0.25) -> float:
    """Wait until other processes use under `threshold` cores for 2 s in a row, spending at most what
    is left of the run's waiting budget (--wait-idle)."""
    global WAIT_IDLE_S
    if WAIT_IDLE_S <= 0:
        return 0.0
    start, quiet = time.perf_counter(), 0
    while time.perf_counter() - start < WAIT_IDLE_S:
        quiet = quiet + 1 if others_busy(1.0) < threshold else 0
        if quiet >= 2:
            break
    waited = time.perf_counter() - start
    WAIT_IDLE_S -= max(0.0, waited - 2.0)  # the 2 s quiet check itself is not charged
    return waited


@contextmanager
def phase(name: str):
    """Record wall time, load average and the CPU other processes used during a phase."""
    waited = wait_idle()
    info: dict = {"load_start": round(os.getloadavg()[0], 2), "waited_for_idle_s": round(waited, 1)}
    wall, busy, own = time.perf_counter(), cpu_busy_seconds(), own_cpu_seconds()
    print(f"-- {name} ...", flush=True)
    try:
        yield info
    finally:
        wall = time.perf_counter() - wall
        others = max(0.0, (cpu_busy_seconds() - busy) - (own_cpu_seconds() - own)) / max(wall, 1.0)
        info.update(wall_s=round(wall, 2), load_end=round(os.getloadavg()[0], 2),
                    others_cores=round(others, 2))
        PHASES[name] = info
        print(f"   {wall:.1f} s (load {info['load_start']}->{info['load_end']}, other processes "
              f"{info['others_cores']:.2f} cores)", flush=True)


def pct(values: list[float], q: float) -> float:
    data = sorted(values)
    if not data:
        return float("nan")
    k = (len(data) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (k - lo)


def dist_ms(seconds: list[float]) -> dict:
    ms = [s * 1000 for s in seconds]
    return {"n": len(ms), "p50": round(pct(ms, 50), 2), "p95": round(pct(ms, 95), 2),
            "p99": round(pct(ms, 99), 2), "max": round(max(ms), 2) if ms else None,
            "mean": round(statistics.fmean(ms), 2) if ms else None}


def mib(kb: int) -> float:
    return round(kb / 1024, 1)  # ru_maxrss is in KiB on Linux


CLEAN_PREFIXES = ("KB_", "OPENAI_", "CHROMA_")
BOT_PREFIXES = ("SLACK_", "DISCORD_", "METRICS_PORT", "BOT_", "LOG_LEVEL")  # console mode, default logging


def child_env(strip: tuple[str, ...] = ()) -> dict:
    """This environment without anything that could switch a child to LLM mode or another index."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(CLEAN_PREFIXES + strip)}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    return env


def kb_cmd() -> list[str]:
    exe = Path(sys.executable).parent / "kb"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "knowledge.cli"]


class Child:
    """A subprocess whose peak RSS we read with wait4 (subprocess.wait would discard it)."""

    def __init__(self, cmd: list[str], workdir: Path, *, stdin=None, env_extra: dict | None = None,
                 strip_env: tuple[str, ...] = (), on_stderr_line: Callable[[str, float], None] | None = None) -> None:
        """`on_stderr_line(line, seconds since start)` sees each stderr line as it comes (it still lands in
        the .err file); without it stderr goes straight to the file."""
        self.err_path = workdir / f"child-{time.monotonic_ns()}.err"
        self._err = self.err_path.open("wb")
        env = child_env(strip_env)
        env.update(env_extra or {})
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE if on_stderr_line else self._err,
                                     cwd=workdir, env=env, text=True, bufsize=1)
        self.maxrss_kib = 0  # VmHWM of the child's own image (ru_maxrss would include this process, forked)
        self.returncode: int | None = None
        self.ended: float | None = None
        self._stderr_done = threading.Event()
        if on_stderr_line:
            threading.Thread(target=self._read_stderr, args=(on_stderr_line,), daemon=True).start()
        else:
            self._stderr_done.set()
        threading.Thread(target=self._watch_rss, daemon=True).start()

    def _read_stderr(self, callback: Callable[[str, float], None]) -> None:
        try:
            for line in self.proc.stderr:
                callback(line, time.perf_counter() - self.started)
                if not self._err.closed:
                    self._err.write(line.encode("utf-8", "replace"))
        except ValueError:  # the file was closed under us (the child outlived the 5 s grace)
            pass
        finally:
            self._stderr_done.set()

    def _watch_rss(self) -> None:
        status = Path(f"/proc/{self.proc.pid}/status")
        while self.returncode is None:
            try:
                for line in status.read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        self.maxrss_kib = max(self.maxrss_kib, int(line.split()[1]))
            except (OSError, ValueError, IndexError):
                return
            time.sleep(0.02)

    def poll(self) -> bool:
        """True once the child has exited (reaped here, with its rusage)."""
        if self.returncode is not None:
            return True
        pid, status, usage = os.wait4(self.proc.pid, os.WNOHANG)
        if pid == 0:
            return False
        self._reaped(status, usage)
        return True

    def wait(self) -> int:
        if self.returncode is None:
            _, status, usage = os.wait4(self.proc.pid, 0)
            self._reaped(status, usage)
        return self.returncode

    def _reaped(self, status: int, usage) -> None:
        self.ended = time.perf_counter()
        self.returncode = os.waitstatus_to_exitcode(status)
        self.proc.returncode = self.returncode
        self._stderr_done.wait(5)
        self._err.close()

    @property
    def stderr(self) -> str:
        return self.err_path.read_text(errors="replace")[-2000:]


def run_child(cmd: list[str], workdir: Path, env_extra: dict | None = None) -> dict:
    child = Child(cmd, workdir, env_extra=env_extra)
    out = child.proc.stdout.read()
    code = child.wait()
    return {"wall_s": child.ended - child.started, "rc": code, "stdout": out, "stderr": child.stderr,
            "maxrss_mib": mib(child.maxrss_kib)}


def fresh_workdir() -> Path:
    """A new temporary directory for this run's data dirs and child processes (outside the repo)."""
    return Path(tempfile.mkdtemp(prefix="pagewise-bench-"))


def fresh_copy(index: Path, parent: Path, name: str) -> Path:
    """A copy of a built data dir, so a run that writes to it (records, sentence vectors) starts like the others."""
    target = parent / f"{name}-{time.monotonic_ns()}"
    shutil.copytree(index, target, symlinks=True)
    return target


# ---- machine ----------------------------------------------------------------------------------

def machine_info() -> dict:
    import numpy
    import torch

    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    model = next((line.split(":", 1)[1].strip() for line in cpuinfo.splitlines()
                  if line.startswith("model name")), platform.processor())
    flags_line = next((line for line in cpuinfo.splitlines() if line.startswith("flags")), "")
    flags = set(flags_line.split(":", 1)[1].split()) if flags_line else set()
    versions = {}
    for name in ("sentence_transformers", "transformers", "chromadb", "pdfplumber", "pypdfium2", "tiktoken", "fpdf"):
        try:
            mod = __import__(name)
            versions[name] = getattr(mod, "__version__", None) or getattr(mod, "V_PYPDFIUM2", "?")
        except Exception as exc:  # pragma: no cover - report, don't fail
            versions[name] = f"unavailable ({exc.__class__.__name__})"
    mem = ""
    if Path("/proc/meminfo").exists():
        mem = Path("/proc/meminfo").read_text().split("\n", 1)[0].split(":")[1].strip()
    return {
        "cpu": model, "cores": os.cpu_count(), "cores_usable": len(os.sched_getaffinity(0)),
        "bf16": bool(flags & {"amx_bf16", "avx512_bf16"}),
        "flags": {f: f in flags for f in ("avx2", "avx512f", "avx512_vnni", "avx512_bf16", "amx_bf16", "amx_int8")},
        "memory": mem, "python": platform.python_version(), "torch": torch.__version__,
        "torch_threads": torch.get_num_threads(), "numpy": numpy.__version__, **versions,
        "platform": platform.platform(),
    }


def git_info() -> dict:
    def git(*args: str) -> str:
        try:
            return subprocess.run(["git", "--no-optional-locks", *args], cwd=REPO, capture_output=True,
                                  text=True, timeout=10).stdout.strip()
        except Exception:
            return ""
    status = git("status", "--porcelain", "--untracked-files=no")
    return {"commit": git("rev-parse", "HEAD"), "branch": git("rev-parse", "--abbrev-ref", "HEAD"),
            "dirty_files": len(status.splitlines()) if status else 0}

