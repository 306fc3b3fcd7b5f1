#!/usr/bin/env python3
"""Benchmark (not a timed test): the page's sheet of a hex (GET
/api/options?hex=: every legal tile in every rotation with its income), cold,
through `xxroute serve` on 127.0.0.1. It serves a copy of POSITION, solves
the version once (GET /api/solve, as the page does first), then asks the
sheet of each hex where the company may lay (the hexes of `whatif
--best-lay`) once, in turn, without asking where to play first (no work
ahead). Prints, per hex, the milliseconds from request to answer, then the
median, the slowest and how many came under 300 ms.

    tests/serve/bench_sheets.py build/cli/xxroute POSITION
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ["XXROUTE"] = os.path.abspath(sys.argv[1])
from serve_helpers import Server  # noqa: E402


def main():
    position = os.path.abspath(sys.argv[2])
    out = subprocess.run([os.environ["XXROUTE"], "whatif", position, "--best-lay", "--format", "json"],
                         capture_output=True, text=True, check=True).stdout
    hexes = sorted({c["change"].split(" ", 1)[1].split("=")[0] for c in json.loads(out)["changes"]
                    if c["change"].startswith("lay ") and ":" not in c["change"]})
    times = {}
    with tempfile.TemporaryDirectory() as folder:
        server = Server(folder, position)
        try:
            company = server.get("/api/position")[1]["company"]
            status, j, _ = server.get("/api/solve?company=" + company)
            assert status == 200, j
            for hex_ in hexes:
                start = time.perf_counter()
                status, j, _ = server.get("/api/options?company=%s&hex=%s" % (company, hex_))
                assert status == 200, j
                times[hex_] = 1000 * (time.perf_counter() - start)
        finally:
            server.stop()
    print("%s, %s: %d hexes" % (os.path.basename(position), company, len(times)))
    print("  " + ", ".join("%s %.0f" % (h, t) for h, t in sorted(times.items(), key=lambda kv: -kv[1])))
    slowest = max(times, key=times.get)
    print("  median %.0f ms, slowest %.0f ms (%s), %d of %d under 300 ms; load average %.1f on %d cores"
          % (statistics.median(times.values()), times[slowest], slowest, sum(t < 300 for t in times.values()),
             len(times), os.getloadavg()[0], os.cpu_count()))


if __name__ == "__main__":
    main()
