#!/usr/bin/env python3
"""Benchmark (not a timed test): how long a move and its re-solve take
through `xxroute serve` on a position, by default the hardest real position
of the corpus (the slowest to solve: 18CZ 29247-761, PR's 8E). It serves a
copy, finds a legal tile lay (the best free one by `whatif --best-lay`), then REPEAT times: the
lay made (POST /api/apply, which answers the new income solved), the board
with the new routes (GET /api/solve, what the page asks next), and the move
undone. Prints the median of each.

    tests/serve/bench_serve.py build/cli/xxroute [POSITION] [REPEAT]
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
from serve_helpers import SOURCE, Server  # noqa: E402

HARDEST = os.path.join(SOURCE, "..", "shared", "corpus", "18CZ", "29247-761.yaml")


def cpu_seconds(pid):
    """The processor time a process has used (user and system), from /proc."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    position = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.normpath(HARDEST)
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    out = subprocess.run([os.environ["XXROUTE"], "whatif", position, "--best-lay", "--format", "json"],
                         capture_output=True, text=True, check=True).stdout
    # The best lay the company can pay for (a corpus file may give it a treasury of 0).
    change = [c for c in json.loads(out)["changes"] if c["cost"] == 0][0]["change"]  # "lay B17=8@1"
    lay = change.split(" ", 1)[1]
    times = {"apply": [], "apply+solve": [], "undo": []}
    with tempfile.TemporaryDirectory() as folder:
        server = Server(folder, position)
        try:
            company = server.get("/api/position")[1]["company"]
            cpu_before = cpu_seconds(server.proc.pid)
            for _ in range(repeat):
                start = time.perf_counter()
                status, j, _ = server.post("/api/apply", {"company": company, "lay": lay})
                assert status == 200, j
                applied = time.perf_counter()
                status, j, _ = server.get("/api/solve?company=" + company)
                assert status == 200, j
                solved = time.perf_counter()
                assert server.post("/api/undo")[0] == 200
                times["apply"].append(applied - start)
                times["apply+solve"].append(solved - start)
                times["undo"].append(time.perf_counter() - solved)
            cpu = (cpu_seconds(server.proc.pid) - cpu_before) / repeat
        finally:
            server.stop()
    print("%s, %s: %s, %d times" % (os.path.basename(position), company, change, repeat))
    for name, t in times.items():
        print("  %-12s median %6.1f ms  max %6.1f ms" % (name, 1000 * statistics.median(t), 1000 * max(t)))
    print("  the server's processor time per round (apply, solve, undo): %.1f ms; load average %.1f on %d cores"
          % (1000 * cpu, os.getloadavg()[0], os.cpu_count()))


if __name__ == "__main__":
    main()
