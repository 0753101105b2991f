"""Dojo Kun's views: ``board`` (the live village, Dojos, bracket and Combat board), ``pictures``
(the same as shapes and SVG, and the Combat board on its own for the combat lab), ``words``
(every sentence, in English and French), ``app`` (a full game at one screen, and its launcher),
``lessons`` (the rulebook's examples and the exercises) and ``explorer`` (positions and odds)."""
