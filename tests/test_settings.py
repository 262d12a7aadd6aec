"""One settings object, read from .env and the environment; every variable documented."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from bot.settings import BotSettings
from knowledge.settings import KnowledgeSettings, _ENV_NAMES, read_dotenv

REPO = Path(__file__).resolve().parent.parent


def documented() -> dict[str, str]:
    return read_dotenv(REPO / ".env.example")


def used_env_names() -> set[str]:
    names = {_ENV_NAMES.get(f.name, "KB_" + f.name.upper()) for f in fields(KnowledgeSettings)}
    for source in (REPO / "bot").rglob("*.py"):
        text = source.read_text()
        names |= set(re.findall(r"""env\.get\(\s*["']([A-Z][A-Z0-9_]+)["']""", text))
        names |= set(re.findall(r"""\(\s*env\s*,\s*["']([A-Z][A-Z0-9_]+)["']""", text))  # _int(env, "NAME") ...
    return names


def test_every_setting_is_in_env_example_with_a_comment():
    text = (REPO / ".env.example").read_text().splitlines()
    missing = used_env_names() - set(documented())
    assert not missing, f"undocumented settings: {sorted(missing)}"
    for index, line in enumerate(text):
        if re.match(r"^[A-Z][A-Z0-9_]+=", line):
            assert text[index - 1].startswith("#"), f"{line} has no comment above it"


def test_env_example_values_parse_into_settings():
    settings = BotSettings.from_env(documented())
    assert settings.knowledge == KnowledgeSettings()  # the example shows the defaults
    assert not settings.slack.enabled and not settings.discord.enabled


def test_dotenv_is_read_and_real_environment_wins(tmp_path):
    from knowledge.settings import load_environment

    env_file = tmp_path / ".env"
    env_file.write_text('# comment\nKB_TOP_K=9\nexport KB_COLLECTION="quoted"\nKB_DATA_DIR=/x # trailing\n')
    merged = load_environment(env_file, environ={"KB_TOP_K": "4"})
    settings = KnowledgeSettings.from_env(merged)
    assert (settings.top_k, settings.collection, str(settings.data_dir)) == (4, "quoted", "/x")


def test_bad_values_name_the_variable():
    with pytest.raises(ValueError, match="KB_TOP_K"):
        KnowledgeSettings.from_env({"KB_TOP_K": "lots"})


def test_the_answerability_threshold_follows_the_reader_setting_unless_it_is_set():
    from knowledge.settings import ANSWERABILITY_THRESHOLDS

    assert KnowledgeSettings.from_env({"KB_ANSWERABILITY_THRESHOLD": ""}).answerability_cutoff == \
        ANSWERABILITY_THRESHOLDS["reader"]
    assert KnowledgeSettings.from_env({"KB_READER_WEIGHTS": "off"}).answerability_cutoff == ANSWERABILITY_THRESHOLDS["off"]
    assert KnowledgeSettings.from_env({"KB_READER_WEIGHTS": "off", "KB_ANSWERABILITY_THRESHOLD": "0.61"}
                                      ).answerability_cutoff == 0.61
    for bad in ("high", "1.5"):
        with pytest.raises(ValueError, match="KB_ANSWERABILITY_THRESHOLD"):
            KnowledgeSettings.from_env({"KB_ANSWERABILITY_THRESHOLD": bad})
