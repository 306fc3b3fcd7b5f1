#!/usr/bin/env python3
"""confirm.py: the reference on game positions (the bench boards).

    confirm.py REFERENCE_TEST POSITION.yaml... [--seconds S] [--company C] [--keep DIR]

Each position is flattened (flatten.py, beside this file) into a
self-contained file, and `REFERENCE_TEST --file FLAT --original POSITION
--seconds S` compares the reference's optimum with the library's, on the flat
file and on the position itself, and with the position's expect:. One line per
position: agree (with the reference's time), DISAGREE, did not finish, or
refused. Exit status 1 when any position disagrees or is refused, 3 when all
that ran agree but some did not finish in time, 0 otherwise.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import functools

print = functools.partial(print, flush=True)  # noqa: A001 (a line per board as it ends)

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reference_test")
    ap.add_argument("positions", nargs="+")
    ap.add_argument("--seconds", type=float, default=300)
    ap.add_argument("--company")
    ap.add_argument("--keep", help="keep the flat files in this folder")
    ap.add_argument("--verbose", "-v", action="store_true")
    a = ap.parse_args()
    out_dir = a.keep or tempfile.mkdtemp(prefix="confirm-")
    os.makedirs(out_dir, exist_ok=True)
    worst = 0
    for pos in a.positions:
        flat = os.path.join(out_dir, os.path.basename(pos))
        cmd = [sys.executable, os.path.join(HERE, "flatten.py"), pos, "-o", flat]
        if a.company:
            cmd += ["--company", a.company]
        f = subprocess.run(cmd, capture_output=True, text=True)
        if f.returncode != 0:
            print(f"REFUSED   {pos}: {f.stderr.strip()}")
            worst = max(worst, 2)
            continue
        cmd = [a.reference_test, "--file", flat, "--original", pos, "--seconds", str(a.seconds)]
        if a.company:
            cmd += ["--company", a.company]
        r = subprocess.run(cmd, capture_output=True, text=True)
        text = r.stdout + r.stderr
        lib = re.search(r"^library: +income (\d+) subsidy (\d+) \(([^)]*)\)", text, re.M)
        ref = re.search(r"^reference: +income (\d+) subsidy (\d+) \(([^)]*)\)", text, re.M)
        libs = f"{lib.group(1)}+{lib.group(2)}" if lib else "?"
        if "MISMATCH" in text and r.returncode in (0, 3):  # (reference_test fails on these; never hide one)
            r.returncode = 1
        if r.returncode == 0:
            print(f"agree     {pos}: library {libs} ({lib.group(3)}), reference {ref.group(1)}+{ref.group(2)} "
                  f"({ref.group(3)})")
        elif r.returncode == 3:
            print(f"TIMEOUT   {pos}: library {libs}; the reference did not finish in {a.seconds:g} s")
            worst = max(worst, 1)
        else:
            print(f"{'DISAGREE' if r.returncode == 1 else 'REFUSED '}  {pos}:")
            worst = max(worst, 2)
        if a.verbose or r.returncode not in (0, 3):
            print("    " + text.strip().replace("\n", "\n    "))
    if not a.keep:
        for name in os.listdir(out_dir):
            os.remove(os.path.join(out_dir, name))
        os.rmdir(out_dir)
    return {0: 0, 1: 3, 2: 1}[worst]


if __name__ == "__main__":
    sys.exit(main())
