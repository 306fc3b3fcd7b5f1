#!/usr/bin/env python3
"""express.py TITLES_DIR OUT_DIR: the corpus-titles positions with the rules
their index.csv `unexpressed` column names written in the position format,
where the format can now say them.

../shared/corpus-titles/README.md: a file whose `unexpressed` column names a
rule starts with a line `# unexpressed: RULE: ...` and declares routes the
site paid by that rule. The format now says one of them:

- "Mail Contract" (1846, 18xx.games g_1846/game.rb `revenue_for`): the
  company owning the private MAIL earns, on its route visiting the most
  stops, an amount for each stop that route visits. The files do not list
  the privates a company owns; the column names the rule for the position's
  company (index.csv `company`), and the first line gives the amount
  ("+10 per stop visited"). Written as the company key
  `most_stops_bonus: {per_stop: 10, company: MAIL}` (docs/format-extensions.md).

Every file of index.csv is copied to OUT_DIR/FILE: a file whose rule is
written gets the key and its first line starts `# expressed (...)` instead
of `# unexpressed:`; the others are copied as they are. Prints one line per
file: `verify FILE`, `expressed FILE (RULE)` (verify it too) or
`left out FILE (RULE)` (a rule still unsaid: its first line stays).
Exits 1 on a file it cannot read as described.
"""
import csv
import os
import re
import sys

import yaml


def fail(msg):
    print("express.py: " + msg)
    sys.exit(1)


def with_key(text, company, key_line, where):
    """`text` with `key_line` as the first key of `company` under `companies:`."""
    lines = text.split("\n")
    try:
        start = lines.index("companies:")
    except ValueError:
        fail(where + ": no `companies:` line")
    names = {company, '"' + company + '"', "'" + company + "'"}
    for i in range(start + 1, len(lines)):
        line = lines[i]
        if line and not line.startswith(" "):
            break
        if line.startswith("  ") and not line.startswith("   ") and line.rstrip().endswith(":") and \
                line.strip()[:-1] in names:
            lines.insert(i + 1, "    " + key_line)
            return "\n".join(lines)
    fail(where + ": no company " + company + " written as a block under `companies:`")


def main():
    if len(sys.argv) != 3:
        fail("usage: express.py TITLES_DIR OUT_DIR")
    titles, out = sys.argv[1:3]
    with open(os.path.join(titles, "index.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    for row in rows:
        name, company, rule = row["file"], row["company"], row["unexpressed"]
        src = os.path.join(titles, name)
        with open(src) as f:
            text = f.read()
        dst = os.path.join(out, name)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if not rule:
            print("verify " + dst)
        elif rule == "Mail Contract":
            first, rest = text.split("\n", 1)
            m = re.match(r"# unexpressed: Mail Contract: \+([0-9]+) per stop visited by the longest route of the "
                         r"company owning MAIL", first)
            if not m:
                fail(src + ":1: expected `# unexpressed: Mail Contract: +N per stop visited by the longest route"
                     " of the company owning MAIL`")
            key = "most_stops_bonus: {per_stop: %s, company: MAIL}" % m.group(1)
            first = "# expressed (tests/corpus/express.py: " + key + " on " + company + "): " + \
                    first[len("# unexpressed: "):]
            text = with_key(first + "\n" + rest, company, key, src)
            pos = yaml.safe_load(text)
            if (pos["companies"][company] or {}).get("most_stops_bonus", {}).get("per_stop") != int(m.group(1)):
                fail(src + ": the key was not written on " + company)
            print("expressed " + dst + " (" + rule + ")")
        else:
            print("left out " + dst + " (" + rule + ")")
        with open(dst, "w") as f:
            f.write(text)


main()
