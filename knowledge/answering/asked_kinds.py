"""What kind of fact a question asks for, and whether a piece of text holds one.

"How much is the copay on the HMO?" wants an amount; "how long do I have to report a
lost card?" a duration; "what email do I write to?" a contact. A passage that shares the
question's words but holds no fact of the asked kind does not answer it: the extractive
answer prefers units that hold one, and answerability treats a question whose retrieved
units hold none as a near miss.

Only kinds that can be recognised in text with confidence are checked: amounts, durations,
times and dates, contacts and counts, and a contact of one channel: "what's the phone number"
wants a number to call, "what's the e-mail address" an address; support that is reachable only by
e-mail does not answer the first. "How do I ..." (steps) is a preference for list
items, never a requirement, because a single sentence often answers it.
"""

from __future__ import annotations

import re

from knowledge.answering.question_parts import clauses

AMOUNT, DURATION, WHEN, CONTACT, COUNT, STEPS = "amount", "duration", "when", "contact", "count", "steps"
PHONE, EMAIL = "phone", "email"  # a contact of one channel: an e-mail address does not answer "what's the phone number"

_QUESTION = {
    AMOUNT: re.compile(r"\bhow much\b|\bcosts?\b|\bpric(?:e|es|ed|ing)\b|\bfees?\b|\bcharge[sd]?\b|\bco-?pays?\b|"
                       r"\bdeductibles?\b|\bpremiums?\b|\b(?:interest|exchange|hourly|daily|monthly|per-minute) rates?\b|\bexpensive\b|\bbudget\b|\ballowance\b|"
                       r"\bstipend\b|\bsurcharge\b|\bpenalty\b|\bdeposit\b|\bpay (?:anything|extra|more|twice|again)\b", re.I),
    DURATION: re.compile(r"\bhow long\b|\bhow much (?:advance )?(?:notice|time|longer|warning)\b|\bhow soon\b|\bhow fast\b|\bhow quickly\b|\bdeadline\b|\bexpire|"
                         r"\bhow many (?:business |calendar |working )?(?:days|hours|weeks|months|years|minutes)\b|"
                         r"\bwarranty period\b|\bnotice period\b|\bgrace period\b|\bturnaround\b", re.I),
    WHEN: re.compile(r"^\W*when\b|\bwhen (?:is|are|does|do|will|can|should|did|would|must)\b|\bwhat time\b|\bwhat day\b|\bwhich day\b|\bopening hours\b|\bbusiness hours\b|"
                     r"\bhours of\b|\bwhat are (?:your|the) hours\b|\bby what date\b|\bwhat date\b", re.I),
    CONTACT: re.compile(r"\bwho (?:do|should|can|would) (?:i|we) (?:contact|call|e-?mail|ask|talk|speak|reach|write|"
                        r"send|notify|tell)\b|\be-?mail\b|\bcall\b|\bcontact\b|\bwhom\b|"
                        r"\breach (?:out|you|someone|support|a person|a human)\b|\bnumber (?:to|for)\b|"
                        r"\bwhere do i send\b", re.I),
    COUNT: re.compile(r"\bhow many\b|\bmaximum\b|\bminimum\b|\blimits?\b|\bmax\b|\bmin\b|\bpercent(?:age)?\b|"
                      r"\bhow big\b|\bhow heavy\b|\bhow large\b|\bhow tall\b|\bweigh|\bcapacity\b|\bwhat size\b|"
                      r"\bwhat temperature\b|\bvoltage\b|\bwattage\b", re.I),
    PHONE: re.compile(r"\b(?:phone|telephone|fax|hotline|toll[- ]free|contact|support|helpline|cell) (?:number|no\b|line\b)|"
                       r"\bnumber (?:to|i can|can i|do i|should i) (?:call|ring|dial|text)\b|\bwhat number\b|\bfax\b|"
                       r"\bcall (?:you|them|someone|support)\b.*\bnumber\b|\bnumber\b.*\bcall\b", re.I),
    EMAIL: re.compile(r"\be-?mail (?:address|addy)\b|\b(?:an|the|your|their|a|what|which|whats|what's) e-?mail "
                       r"(?:for|to|of|address|do|should|can|is)\b|\b(?:an|the|your|their|what|which) e-?mail\?|"
                       r"\bwhere (?:do|can|should) i e-?mail\b|\b(?:support|service|care|contact|help|helpdesk|sales|billing|"
                       r"team|office|department|hr|privacy|press|legal)(?:'s)? e-?mail\b", re.I),
    STEPS: re.compile(r"^\s*how (?:do|can|should|would) (?:i|we|you)\b|\bhow to\b|\bsteps?\b|\bprocedure\b|"
                      r"\binstructions?\b|\bwalk me through\b", re.I),
}

_NUMBER_WORDS = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
                 r"fifty|sixty|ninety|hundred|thousand|a|an")
_UNIT_OF_TIME = r"(?:business |calendar |working |consecutive )?(?:second|minute|hour|day|week|month|year|quarter)s?"
_EVIDENCE = {
    AMOUNT: re.compile(r"[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:%|(?:percent|dollars|usd|eur|gbp|cents?)\b)|\bfree\b|"
                       r"\b(?:no|without(?: any| a| an)?) (?:extra |additional )?(?:charges?|costs?|fees?|penalty|penalties)\b|"
                       r"\bat no cost\b|\bwaived\b|\bfull price\b|"
                       r"\b(?:half|double) (?:the )?price\b", re.I),
    DURATION: re.compile(rf"\b\d+(?:[.,]\d+)?\s?(?:-|to|–)?\s?\d*\s?(?:(?!(?:for|to|in|of|and|or|per|a|the)\b)[a-z]+ )?{_UNIT_OF_TIME}\b|"
                         rf"\b(?:{_NUMBER_WORDS})[ -]{_UNIT_OF_TIME}\b|\bimmediately\b|\bsame[- ]day\b|"
                         r"\bovernight\b|\bnext business day\b|\bnever expires?\b|\bdo(?:es)? not expire\b|"
                         r"\bindefinitely\b|\blifetime\b", re.I),
    WHEN: re.compile(r"\b\d{1,2}(?::\d{2})?\s?(?:a\.m\.|p\.m\.|am\b|pm\b)|\bnoon\b|\bmidnight\b|"
                     r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekdays?\b|\bweekends?\b|"
                     r"\b(?:january|february|march|april|may|june|july|august|september|october|november|"
                     r"december)\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:19|20)\d{2}\b|"
                     r"\bbefore\b|\bafter\b|\bwithin\b|\bby the end of\b|\bat the end of\b|\bonce\b|\bdaily\b|"
                     r"\bmonthly\b|\bannually\b|\byearly\b|\bweekly\b|\b24/7\b|\bat any time\b|\b(?:last|first) day\b|"
                     r"\bend of the (?:month|year|week|day|term|period)\b", re.I),
    CONTACT: re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d\s().-]{7,}\d|\bext\.\s?\d|\bextension \d|"
                        r"\b(?:team|department|desk|manager|officer|representative|administrator|supervisor|hr|"
                        r"support|helpdesk|hotline|portal|form|chat|coordinator|specialist|agent|office)\b", re.I),
    COUNT: re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                      r"thirty|forty|fifty|hundred|thousand|single|unlimited|no limit|none|once|twice)\b", re.I),
    PHONE: re.compile(r"\+?\d[\d\s().-]{7,}\d|\b(?:call|dial|text|ring)\s+\d{3,}\b|\b\d{3,}\s+(?:from|on) (?:a|your|any)\b",
                      re.I),  # "1-800-555-0171", "call 611", "611 from a Brambleton phone"
    EMAIL: re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+", re.I),
}
REQUIRED = (AMOUNT, DURATION, WHEN, CONTACT, COUNT, PHONE, EMAIL)  # kinds whose absence makes a passage a near miss


_MEASURE = re.compile(r"\bhow much\b.*\b(?:weigh|hold|store|storage|data|power|volume|space|room|capacity|fit|put in|"
                      r"carry|lift)", re.I)
_HOW_MUCH = re.compile(r"\bhow much (?!(?:is|are|was|does|do|did|will|would|should|can|for|to|i|you|we|it|they)\b)\w+",
                       re.I)  # "how much water": a quantity; "how much is it": a price
_MONEY = re.compile(r"\bcosts?\b|\bpric|\bfees?\b|\bcharg|\bpa(?:y|id)\b|\bspend|\bexpensive\b|\bcheap|\$|\bbudget|"
                    r"\bco-?pays?\b|\bdeductible|\bpremium|\brefund|\bcredit|\bdiscount|\bsave\b|\bworth\b|\bdollars?\b|"
                    r"\bmoney\b|\breimburs|\ballowance|\bstipend|\bsalary|\bbonus|\bback\b", re.I)
_NOT_ASKING = re.compile(r"\b(?:on|per|a|one|a single|a full|full) charge\b(?! for\b)|\bhow much (?:advance )?(?:notice|time|"
                         r"longer|warning)\b", re.I)  # a battery charge; "how much notice" asks for a duration


_ASKING = re.compile(r"\?\s*$|^\W*(?:how|what|what's|whats|when|where|which|who|whom|why|is|are|can|could|do|does|"
                     r"did|will|would|should|may|must|am)\b", re.I)


def asking_part(question: str) -> str:
    """The sentences of a message that ask; the story around them ("I paid $20 last week.") asks for nothing."""
    asking = [c for c in clauses(question) if _ASKING.search(c)]
    return " ".join(asking) if asking else question


def asked_kinds(question: str) -> frozenset[str]:
    """The kinds of fact `question` asks for (empty for open questions: "what is ...", "can I ...")."""
    question = asking_part(question)
    kinds = {kind for kind, pattern in _QUESTION.items() if pattern.search(question)}
    if AMOUNT in kinds and not _QUESTION[AMOUNT].search(_NOT_ASKING.sub(" ", question)):
        kinds.discard(AMOUNT)
    if AMOUNT in kinds and (_MEASURE.search(question) or (_HOW_MUCH.search(question) and not _MONEY.search(question))):
        kinds.add(COUNT)  # "how much does it weigh", "how much water comes out": a quantity, not only a price
    elif DURATION in kinds or AMOUNT in kinds:
        kinds.discard(COUNT)  # "how many days" is a duration; a price is already a number
    if DURATION in kinds:
        kinds.discard(WHEN)
    if PHONE in kinds or EMAIL in kinds:
        kinds.discard(CONTACT)  # "what's the phone number": any contact does not answer it, a number does
        if PHONE in kinds:
            kinds.discard(COUNT)  # "phone number" asks for a number to call, not a quantity
    return frozenset(kinds)


def holds(kind: str, text: str) -> bool:
    """Whether `text` contains a fact of `kind` (a list step holds `steps` by its kind, not its words)."""
    if kind == WHEN:  # "when" is answered by a time, a date or a duration ("within 30 days")
        return bool(_EVIDENCE[WHEN].search(text) or _EVIDENCE[DURATION].search(text))
    pattern = _EVIDENCE.get(kind)
    return bool(pattern.search(text)) if pattern is not None else True


def holds_required(kinds: frozenset[str], text: str) -> bool:
    """Every checkable kind the question asks for is present in `text` (any one, when several are asked)."""
    required = [k for k in kinds if k in REQUIRED]
    return not required or any(holds(k, text) for k in required)
