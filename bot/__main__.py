"""`python -m bot`: start every configured chat adapter (the console chat when none is).

Exit codes: 0 after a clean stop, 2 for a bad setting (one line naming it), 1 when a configured
adapter could not start or stopped on an error.
"""

import logging
import sys

from knowledge.settings import SettingsError

from .app import run
from .settings import BotSettings


def main() -> int:
    try:
        settings = BotSettings.from_env()
    except SettingsError as exc:
        print(f"bot: error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level_number,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # with CHROMA_HOST, a line per Chroma request is noise
    return run(settings)


if __name__ == "__main__":
    raise SystemExit(main())
