"""How long a test waits for what another thread or process does (a row written, a connection
closed, a server started): a bound for a broken run, never a measure.

Waits return the moment the thing happens, so a long bound costs nothing on a quiet machine. A
short one assumed a quiet machine: with two full suites beside it on two cores (load ~10), a
turn's record took over 5 s to appear and a first token over 3 s to arrive, and tests failed with
nothing wrong (issue 15). Tests that are about a timeout set their own, with a margin.
"""

from __future__ import annotations

PATIENCE = 60.0  # seconds
