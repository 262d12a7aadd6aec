# Pagewise: `make run` sets everything up and starts the bot; `make test` runs the whole suite.
# Settings come from `.env` (see .env.example) and the environment, read by `kb` and the bot themselves.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: run install test bench eval mutate clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# Index the knowledge folder (KB_DOCS_DIR; the sample handbook in ./knowledge_base unless you set one),
# then start the bot on the finished index.
run: $(STAMP)
	$(BIN)/kb ingest
	$(BIN)/python -m bot

test: $(STAMP)
	$(BIN)/python -m pytest -q

# Every labelled set on its own index, then the multi-document set with every PDF in one index.
# Sets about ../shared/corpus are skipped (and said so) where the corpus is not beside the checkout.
eval: $(STAMP)
	$(BIN)/kb eval $(filter-out evals/multi_document.json,$(wildcard evals/*.json)) --skip-missing --out eval-out
	$(BIN)/kb eval evals/multi_document.json --together --skip-missing --out eval-out/multi-document

bench: $(STAMP)
	$(BIN)/python bench/bench.py

mutate: $(STAMP)  # break critical behaviours one at a time in a temp copy; fail if a named test does not notice
	$(BIN)/python scripts/mutate.py

clean:
	rm -rf $(VENV) data
