# Pagewise: `make run` sets everything up and starts the bot; `make test` runs the whole suite.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
DOCS   ?= $(or $(KB_DOCS_DIR),knowledge_base)

export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: run install test bench eval clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(BIN)/kb ingest $(DOCS)
	$(BIN)/python -m bot

test: $(STAMP)
	$(BIN)/python -m pytest -q

eval: $(STAMP)
	$(BIN)/kb eval evals/handbook.json evals/ai_information.json evals/attention.json --out eval-out

bench: $(STAMP)
	$(BIN)/python bench/bench.py

clean:
	rm -rf $(VENV) data
