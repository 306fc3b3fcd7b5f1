#!/usr/bin/env python3
"""lays.py: the library's ranking of tile lays against the reference.

    lays.py REFERENCE_TEST POSITION.yaml... [--keep DIR] [-v]

For each game position, `REFERENCE_TEST --lays POSITION --write DIR` ranks
every legal tile lay with the library (what `whatif --best-lay` shows) and
writes each lay's position as a file of its own; flatten.py (beside this file)
turns each into a self-contained file, and `REFERENCE_TEST --optimum` gives
the reference's optimum on each. Every lay must earn, by the ranking, the
income and subsidy the reference finds on its position; so the best lay the
ranking shows is the best of the same lays solved one by one by the
reference. One line per position; a position with no lay ranked is a
failure, and at least one position must have a lay that earns more than the
position as it is (else the test shows nothing). Exit status 1 on any
difference or refusal.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import flatten  # noqa: E402 (beside this file)


def run(cmd):
    """The exit status, the output, and the output with any warnings."""
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r.returncode, r.stdout, (r.stdout + r.stderr).strip()


def check(reference_test, position, out_dir, verbose):
    """Problems found on one position (a list of lines), what it showed, and
    whether some lay earns more than the position as it is."""
    status, text, said = run([reference_test, "--lays", position, "--write", out_dir])
    if status != 0:
        return ["library refuses: " + said], "", False
    ranked = []  # (file, company, change, income, subsidy)
    for line in text.splitlines():
        file, company, change, income, subsidy = line.split("\t")
        ranked.append((file, company, change, int(income), int(subsidy)))
    if not ranked:
        return ["the library wrote no position, not even the position as it is"], "", False
    maps = os.environ.get("XXROUTE_MAPS") or flatten.DEFAULT_MAPS
    flats = []
    for file, company, *_ in ranked:
        try:
            flat = flatten.dump(flatten.flatten(flatten.load(file), maps, company), file)
        except flatten.Refused as e:
            return [f"flatten.py refuses {file}: {e}"], "", False
        flats.append(file[:-len(".yaml")] + ".flat.yaml")
        with open(flats[-1], "w", encoding="utf-8") as f:
            f.write(flat)
    status, text, said = run([reference_test, "--company", ranked[0][1], "--optimum", *flats])
    if status != 0:
        return ["reference refuses: " + said], "", False
    found = {}
    for line in text.splitlines():
        file, _, income, _, subsidy = line.rsplit(" ", 4)
        found[file] = (int(income), int(subsidy))
    problems = []
    for (file, _, change, income, subsidy), flat in zip(ranked, flats):
        want = found.get(flat)
        if want != (income, subsidy):
            problems.append(f"{change}: ranked income {income} subsidy {subsidy}, reference {want} ({file})")
        elif verbose:
            print(f"    {change}: {income} + {subsidy}")
    lays = ranked[1:]
    best = max(lays, key=lambda r: r[3]) if lays else None
    best_ref = max((found.get(f, (-1, 0))[0] for f in flats[1:]), default=-1)
    if best and best[3] != best_ref:
        problems.append(f"the best lay ranked earns {best[3]}, the best by the reference {best_ref}")
    as_is = ranked[0][3]
    if not lays:
        problems.append("the library ranks no lay: nothing to compare with the reference")
    shown = f"{len(lays)} lays, as is {as_is}" + (f", best {best[2]} {best[3]}" if best else "")
    return problems, shown, bool(best) and best[3] > as_is


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reference_test")
    ap.add_argument("positions", nargs="+")
    ap.add_argument("--keep", help="keep the lays' positions in this folder (they are kept anyway on a difference)")
    ap.add_argument("--verbose", "-v", action="store_true")
    a = ap.parse_args()
    top = a.keep or tempfile.mkdtemp(prefix="lays-")
    failed, gains = 0, 0
    for n, pos in enumerate(a.positions):
        out_dir = os.path.join(top, f"{n:02d}-" + os.path.splitext(os.path.basename(pos))[0])
        os.makedirs(out_dir, exist_ok=True)
        problems, shown, gain = check(a.reference_test, pos, out_dir, a.verbose)
        gains += gain
        failed += bool(problems)
        print(f"{'DISAGREE' if problems else 'agree   '}  {pos}: {shown}", flush=True)
        for p in problems:
            print("    " + p, flush=True)
    if not a.keep and not failed:
        shutil.rmtree(top)
    elif not a.keep:
        print(f"(the positions are kept in {top})")
    print(f"{len(a.positions)} positions, {failed} with differences, {gains} with a lay that earns more")
    if gains == 0:
        print("no position has a lay that earns more than as it is: the test shows nothing")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
