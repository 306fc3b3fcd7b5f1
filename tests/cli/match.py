#!/usr/bin/env python3
"""match.py PATTERN < TEXT: exits 0 when PATTERN is found in TEXT, 1 when not.

PATTERN is a regular expression over the whole text (Python's re, which
reads the extended syntax the command-line tests write): ^ and $ match at
each line's start and end, and a newline in it matches a newline, so that a
pattern of several lines checks them together and in order. (grep -E, which
these tests used before, takes a pattern of several lines as several
patterns, any one of which matches.)"""
import re
import sys

if len(sys.argv) != 2:
    sys.exit("usage: match.py PATTERN < TEXT")
text = sys.stdin.buffer.read().decode("utf-8", "replace")
sys.exit(0 if re.search(sys.argv[1], text, re.M) else 1)
