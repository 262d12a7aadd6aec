"""`/healthz`, `/readyz` and `/metrics` of one bot process, scraped over HTTP on 127.0.0.1."""

from __future__ import annotations

import functools
import json
import threading

import pytest

from bot.services import Services
from bot.health import start_ops_server
from bot.settings import BotSettings
from knowledge import KnowledgeBase
from tests.scrape import get, metric


def stopped_adapter(name: str) -> threading.Thread:
    """An adapter thread that has ended (a gateway that gave up, a login that failed)."""
    thread = threading.Thread(target=lambda: None, name=name)
    thread.start()
    thread.join()
    return thread


@pytest.fixture
def serve():
    started = []

    def start(services: Services):
        server = start_ops_server(services, 0, host="127.0.0.1")
        started.append((server, services))
        return server

    yield start
    for server, services in started:
        server.shutdown()
        server.server_close()
        services.records.close()


def test_readyz_waits_for_the_model_and_healthz_for_the_chat_adapters(settings, embedder, serve):
    kb = KnowledgeBase(settings)  # the model is loaded on first use, as in `bot.app.run`
    server = serve(Services(BotSettings(knowledge=settings), kb=kb))

    assert get(server.url + "/readyz")[::2] == (503, json.dumps({"ready": False, "model": "loading", "store": "ok"}))
    kb.embedder  # the session's model: already in memory
    status, content_type, body = get(server.url + "/readyz")
    assert (status, content_type, json.loads(body)) == (200, "application/json",
                                                        {"ready": True, "model": "loaded", "store": "ok"})

    assert get(server.url + "/healthz")[0] == 200
    server.adapters = [threading.current_thread(), stopped_adapter("discord")]
    assert get(server.url + "/healthz")[::2] == (503, json.dumps({"ok": False, "stopped_adapters": ["discord"]}))
    assert get(server.url + "/nope")[0] == 404


def test_metrics_count_questions_feedback_and_ingest_runs_and_show_the_index_size(make_kb, handbook, tmp_path,
                                                                                 serve):
    kb = make_kb()
    services = Services(BotSettings(knowledge=kb.settings, questions_per_minute=4), kb=kb)
    server = serve(services)
    assert kb.ingest([handbook]).ok
    assert not kb.ingest([tmp_path / "missing.pdf"]).ok

    ask = services.asker.ask
    assert not ask(platform="slack", user="U1", question="what does return shipping cost me").escalate
    assert ask(platform="slack", user="U1", question="Who painted the ceiling of the Sistine Chapel?").escalate
    assert ask(platform="discord", user="D1", question="   ").notice  # a bad question
    for _ in range(2):
        ask(platform="slack", user="U1", question="what does return shipping cost me")
    assert ask(platform="slack", user="U1", question="what does return shipping cost me").notice  # rate limited
    services.records.record_feedback(platform="slack", user="U1", question="q", confidence=0.8, vote="up")
    services.records.record_feedback(platform="discord", user="D1", question="q", confidence=0.4, vote="down")

    status, content_type, text = get(server.url + "/metrics")
    assert status == 200 and content_type.startswith("text/plain")
    value = functools.partial(metric, text)
    assert value("pagewise_questions_total", adapter="slack", outcome="answered") == 3
    assert value("pagewise_questions_total", adapter="slack", outcome="escalated") == 1
    assert value("pagewise_questions_total", adapter="slack", outcome="refused") == 1
    assert value("pagewise_questions_total", adapter="discord", outcome="refused") == 1
    assert value("pagewise_answer_seconds_count", adapter="slack") == 4  # rate-limited ones take no time
    assert value("pagewise_answer_confidence_count", adapter="slack") == 4
    assert value("pagewise_answer_confidence_bucket", adapter="slack", le="1.0") == 4
    assert value("pagewise_feedback_total", adapter="slack", vote="up") == 1
    assert value("pagewise_feedback_total", adapter="discord", vote="down") == 1
    assert value("pagewise_ingest_runs_total", outcome="ok") == 1
    assert value("pagewise_ingest_runs_total", outcome="failed") == 1
    assert value("pagewise_ingest_seconds_count") == 2
    assert value("pagewise_index_documents") == 1 and value("pagewise_index_pages") == 16
    assert value("pagewise_index_chunks") == kb.status().chunks and value("pagewise_store_up") == 1
    assert value("pagewise_index_last_ingest_timestamp_seconds") > 0
    assert value("pagewise_ingest_last_success_timestamp_seconds") > 0
    assert "shipping" not in text and "Sistine" not in text and "U1" not in text  # no text, no users
    # a second scrape counts no run twice
    assert metric(get(server.url + "/metrics")[2], "pagewise_ingest_runs_total", outcome="ok") == 1


def test_metrics_port_comes_from_the_environment():
    assert BotSettings.from_env({"METRICS_PORT": "9464"}).metrics_port == 9464
    assert BotSettings.from_env({}).metrics_port == 0  # not served unless asked for
