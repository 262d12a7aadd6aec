"""The four query types of adaptive retrieval (Factual, Analytical, Opinion, Contextual).

Offline a few word rules decide; with an LLM configured, the model is asked and
the rules are the fallback. Only the retrieval strategy depends on the type:
analytical and opinion questions get diverse chunks, the others the fused top k.
"""

from __future__ import annotations

import logging
import re

log = logging.getLogger(__name__)

FACTUAL, ANALYTICAL, OPINION, CONTEXTUAL = "Factual", "Analytical", "Opinion", "Contextual"
TYPES = (FACTUAL, ANALYTICAL, OPINION, CONTEXTUAL)

_OPINION = re.compile(r"\b(should i|would you|do you think|recommend\w*|worth it|best|better|prefer\w*|"
                      r"good idea|pros and cons|opinion)\b", re.I)
_ANALYTICAL = re.compile(r"\b(why|explain\w*|how (does|do|did|is|are|can|could) \w+ (work|differ|compare|affect|help)|"
                         r"differen\w+|compare\w*|comparison|versus|vs\.?|advantages?|disadvantages?|impact|"
                         r"relationship|trade-?offs?|overview|summari[sz]e)\b", re.I)
_CONTEXTUAL = re.compile(r"\b(my|mine|i('m|'ve| am| have| was| got| ordered| bought)|we('re|'ve| have)|our)\b", re.I)

CLASSIFY_PROMPT = """Classify the user's question into exactly one category:
Factual (specific, verifiable information), Analytical (explanation or comparison),
Opinion (subjective, asks for a recommendation), Contextual (depends on the user's own situation).
Reply with only the category name."""


def classify_rules(question: str) -> str:
    """Word rules, checked from the most to the least specific type."""
    if _OPINION.search(question):
        return OPINION
    if _ANALYTICAL.search(question):
        return ANALYTICAL
    if _CONTEXTUAL.search(question):
        return CONTEXTUAL
    return FACTUAL


def parse_type(reply: str) -> str | None:
    """The first type named in a model's reply, if any."""
    for name in TYPES:
        if name.lower() in (reply or "").lower():
            return name
    return None


def llm_classifier(client, model: str):
    """A classifier that asks an OpenAI-compatible model and falls back to the rules."""
    def classify(question: str) -> str:
        try:
            response = client.chat.completions.create(
                model=model, temperature=0, max_tokens=5,
                messages=[{"role": "system", "content": CLASSIFY_PROMPT}, {"role": "user", "content": question}])
            found = parse_type(response.choices[0].message.content or "")
        except Exception as exc:  # any client failure: the rules still work
            log.warning("query classification by llm failed (%s); using rules", type(exc).__name__)
            found = None
        return found or classify_rules(question)
    return classify
