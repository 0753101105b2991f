"""Dojo's views: ``board`` (the live dojo and the scoring tool's editor), ``pictures`` (cards,
trophies and dojos as shapes and SVG), ``words`` (every sentence, in English and French),
``app`` (a full game at one screen, and its launcher), ``lessons`` (the walkthrough's exercises
and scoring puzzles) and ``explorer`` (the scoring tool and the position explorer)."""
