#!/usr/bin/env python3
"""Every Markdown table in the project's documents has its header.

A table is a run of lines starting with `|`; its second line must be the
separator (`|---|---|`), and every row must have as many cells as the
header. A blank line slipped between two rows starts a second table with no
header, which a reader sees as a line of pipes. Prints FILE:LINE: what is
wrong for each and exits 1. Run from the source tree's root (ctest does):

    tests/docs/markdown_tables_test.py [FILE]...
"""
import glob
import re
import sys

SEPARATOR = re.compile(r'^\|(\s*:?-+:?\s*\|)+\s*$')


def cells(line):
    """The cells of a table row: pipes inside `code` or escaped do not split."""
    count, code, i = 0, False, 0
    while i < len(line):
        c = line[i]
        if c == '\\':
            i += 2
            continue
        if c == '`':
            code = not code
        elif c == '|' and not code:
            count += 1
        i += 1
    return count - 1


def check(path):
    problems = []
    lines = open(path, encoding='utf-8').read().split('\n')
    fenced = False
    start = None
    for i, line in enumerate(lines + ['']):
        if line.startswith('```'):
            fenced = not fenced
        if fenced or not line.startswith('|'):
            start = None
            continue
        if start is None:
            start = i
            if i + 1 >= len(lines) or not SEPARATOR.match(lines[i + 1]):
                problems.append(f'{path}:{i + 1}: a table without its header line and separator')
            width = cells(line)
        elif cells(line) != width:
            problems.append(f'{path}:{i + 1}: {cells(line)} cells where the header has {width}')
    return problems


def main():
    files = sys.argv[1:] or (['README.md'] + sorted(glob.glob('docs/*.md')) + sorted(glob.glob('maps/**/*.md', recursive=True))
                             + sorted(glob.glob('fixtures/**/*.md', recursive=True)) + sorted(glob.glob('tests/**/*.md', recursive=True)))
    problems = [p for f in files for p in check(f)]
    for p in problems:
        print(p)
    print(f'{len(files)} documents, {len(problems)} table problem(s)')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
