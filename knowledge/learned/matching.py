"""The one step of answering that uses learned answers: does a saved support answer answer this question?

A new question matches a learned answer when the cosine of the two questions' vectors reaches
KB_LEARNED_THRESHOLD, chosen on the dev half of evals/learned/paraphrases.json (paraphrases against
same-topic near misses; evals/tune_learned.py). The reply then quotes the support team, labelled and dated,
and cites it first (`source: "support answers"`); document passages that also answer stay cited beside it.
A document that changed after the answer was saved is never silently overridden: both are shown, the
document first.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Mapping

from knowledge.answer import Answer, LearnedRef
from knowledge.learned.store import Found


def matches(found: Found | None, threshold: float) -> bool:
    return found is not None and found.cosine >= threshold


def attribution(item) -> str:
    """e.g. "Answer from @dana, support team (2026-11-24)"."""
    who = item.answered_by or item.saved_by
    return f"Answer from {'@' + who if who else 'the support team'}, support team ({item.saved_at[:10]})"


def learned_reply(answer: Answer, found: Found, documents: Mapping[str, object],
                  level: Callable[[float], str]) -> Answer:
    """`answer` (what the documents gave) turned into the learned answer's reply.

    `documents`: the live documents by source (their `updated_at`), to tell whether a cited one changed
    after the answer was saved."""
    item = found.answer
    confidence = max(round((found.cosine + 1) / 2, 3), answer.confidence)
    keys = () if answer.escalate else answer.cited_keys  # pages that also answer stay cited
    newer = [s for s in dict.fromkeys(source for source, _ in keys)
             if getattr(documents.get(s), "updated_at", "") > item.saved_at]
    if newer:
        updated = max(documents[s].updated_at for s in newer)[:10]
        text = (f"From {', '.join(newer)} (updated {updated}):\n{answer.final_answer}\n\n"
                f"An earlier {attribution(item)[0].lower()}{attribution(item)[1:]}, saved before that update:\n"
                f"{item.answer}")
    else:
        text = f"{attribution(item)}:\n{item.answer}"
    return replace(answer, final_answer=text, confidence=confidence, confidence_level=level(confidence),
                   escalate=False, mode="learned", citations=tuple(cid for _, cid in keys), cited_keys=tuple(keys),
                   learned=(LearnedRef(item.id, item.saved_by, item.saved_at, item.question),))
