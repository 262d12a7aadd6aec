"""`kb eval`: labelled question sets run through the same `KnowledgeBase.ask` the bots use, with metrics,
a report and plots."""
