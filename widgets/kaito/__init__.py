"""Kaito's views: ``board`` (the live 6 x 6 canvas), ``pictures`` (the position as shapes and SVG,
its colours), ``words`` (every sentence, in English and French), ``app`` (a full game with log,
hints and computer), ``lessons`` (the walkthrough's exercises) and ``explorer`` (set up a
position, share it as a link)."""
