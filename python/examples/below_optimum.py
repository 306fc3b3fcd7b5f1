#!/usr/bin/env python3
"""below_optimum.py FOLDER: every position of FOLDER whose player declared
less (expect: {at_least: N}) than the optimum, as a table, largest gain first."""
import pathlib
import sys

import xxroute


def below_optimum(folder):
    """(file, company, declared, optimum) for each position below its optimum."""
    rows = []
    for path in sorted(pathlib.Path(folder).rglob("*.yaml")):
        pos = xxroute.load(path)
        declared = (pos.expect or {}).get("at_least")
        if declared is None:
            continue
        best = xxroute.solve(pos)
        if best["income"] > declared:
            rows.append((str(path.relative_to(folder)), best["company"], declared, best["income"]))
    return sorted(rows, key=lambda row: row[2] - row[3])


if __name__ == "__main__":
    for file, company, declared, optimum in below_optimum(sys.argv[1]):
        print(f"{file:32} {company:5} {declared:5} {optimum:5}  +{optimum - declared}")
