"""Kami's views: ``board`` (the live table of hands and lines), ``pictures`` (cards and the table
as shapes and SVG), ``words`` (every sentence, in English and French), ``app`` (a full game at
one screen, and its launcher), ``lessons`` (the rulebook's example and the exercises) and
``explorer`` (set up a deal, share it as a link)."""
