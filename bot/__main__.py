"""`python -m bot`: start every configured chat adapter (the console chat when none is)."""

import logging

from .app import run
from .settings import BotSettings


def main() -> None:
    settings = BotSettings.from_env()
    logging.basicConfig(level=settings.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    run(settings)


if __name__ == "__main__":
    main()
