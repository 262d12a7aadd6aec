"""From a question to an answer: retrieval (dense, keyword, fused), answerability, extractive and LLM
answers, and the sentence vectors they share."""
