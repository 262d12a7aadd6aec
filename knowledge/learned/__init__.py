"""Learned answers: what the support team answered to escalations, saved and matched against new questions."""
