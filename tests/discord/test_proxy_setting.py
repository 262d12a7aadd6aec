"""`DISCORD_PROXY`: an outbound HTTP proxy for Discord, checked when the settings are built."""

from __future__ import annotations

import pytest

from bot.settings import BotSettings
from knowledge.settings import SettingsError
from tests.test_bot_startup import start_bot

GOOD = ["http://proxy.example.com:3128", "https://10.0.0.1:8443", "http://user:secret@proxy.example.com:3128"]
BAD = ["proxy.example.com:3128", "socks5://proxy.example.com:1080", "http://proxy.example.com",
       "http://:3128", "http://proxy.example.com:port", "http://proxy.example.com:99999"]


@pytest.mark.parametrize("url", GOOD)
def test_a_proxy_url_with_scheme_host_and_port_is_kept(url):
    assert BotSettings.from_env({"DISCORD_PROXY": f" {url} "}).discord.proxy == url


def test_no_proxy_by_default():
    assert BotSettings.from_env({}).discord.proxy == ""


@pytest.mark.parametrize("url", BAD)
def test_a_bad_proxy_url_names_the_setting(url):
    with pytest.raises(SettingsError, match="^DISCORD_PROXY="):
        BotSettings.from_env({"DISCORD_PROXY": url})


def test_a_bad_proxy_is_one_line_and_exit_2_and_its_password_is_not_shown(tmp_path):
    result = start_bot(tmp_path, DISCORD_TOKEN="fake-token", DISCORD_PROXY="ftp://user:secret@proxy:21")
    assert result.returncode == 2, result.stderr[-2000:]
    assert result.stderr.startswith("bot: error: DISCORD_PROXY=(hidden): must be a proxy URL")
    assert result.stderr.count("\n") == 1 and "secret" not in result.stderr
