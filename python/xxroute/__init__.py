"""Proven-best train routes for 18xx railway games (the extension xxroute._xxroute)."""
import os as _os

# Threads that wait sleep rather than spin, as in the program: set before the
# OpenMP runtime is loaded with the extension, which reads it once.
_os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from . import _xxroute  # noqa: E402
from ._xxroute import *  # noqa: E402,F401,F403
from ._xxroute import __doc__, __version__  # noqa: E402,F401

__all__ = [name for name in dir(_xxroute) if not name.startswith("_")]
