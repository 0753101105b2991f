"""Views of the gamekit engines for Jupyter and Voilà: canvas boards, game apps, lessons.

Modules are imported one by one (``from widgets.kaito.app import KaitoApp``); this package's
import stays light so that tools such as the Voilà server can import ``widgets.serve`` quickly.
"""
