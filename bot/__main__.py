"""`python -m bot`: start every configured chat adapter (the console chat when none is)."""

import logging

from .app import run
from .settings import BotSettings


def main() -> None:
    settings = BotSettings.from_env()
    logging.basicConfig(level=settings.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # with CHROMA_HOST, a line per Chroma request is noise
    run(settings)


if __name__ == "__main__":
    main()
