#!/usr/bin/env python3
"""No structured binding used inside a lambda (the sanitizer tree's compiler).

clang 14, which builds the sanitizer and fuzzing tree (build.sh test), refuses
to capture a structured binding in a lambda ("reference to local binding ...
declared in enclosing function"); g++ accepts it, so the Release tree alone
would never say. doctest's INFO, CAPTURE and the *_MESSAGE checks wrap their
arguments in a lambda too. This finds each `for (auto& [a, b] : ...)` whose
body uses `a` or `b` inside a lambda or one of those macros, prints
FILE:LINE: NAME and exits 1. Name the pair's parts instead (`const auto& x =
pair.first;`). Run from the source tree's root (ctest does):

    tests/docs/lambda_binding_test.py [FOLDER]...
"""
import os
import re
import sys

BINDING = re.compile(r'for\s*\(\s*(?:const\s+)?auto\s*&{0,2}\s*\[([^\]]+)\]\s*:')
CAPTURING = re.compile(r'\[[&=][^\]]*\]\s*(?:\([^)]*\))?\s*(?:mutable\s*)?(?:->\s*[\w:<>]+\s*)?\{'
                       r'|\b(?:INFO|CAPTURE|CHECK_MESSAGE|REQUIRE_MESSAGE|WARN_MESSAGE)\s*\(')


def closing(text, start, open_char, close_char):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_char:
            depth += 1
        elif text[i] == close_char:
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def loop_body(text, head_end):
    """The statement a for loop's head (ending at `head_end`) governs."""
    i = closing(text, text.rindex('(', 0, head_end), '(', ')')
    while i < len(text) and text[i].isspace():
        i += 1
    if i < len(text) and text[i] == '{':
        return text[i:closing(text, i, '{', '}')]
    end = text.find(';', i)
    return text[i:end + 1 if end >= 0 else len(text)]


def captured(body, name):
    """Whether `name` appears inside a lambda or a capturing macro of `body`."""
    for m in CAPTURING.finditer(body):
        opener = m.end() - 1
        inner = body[opener:closing(body, opener, body[opener], '}' if body[opener] == '{' else ')')]
        if re.search(r'\b' + re.escape(name) + r'\b', inner):
            return True
    return False


def main(folders):
    bad = 0
    for folder in folders:
        for root, _, files in os.walk(folder):
            for f in sorted(files):
                if not f.endswith(('.cpp', '.h')):
                    continue
                path = os.path.join(root, f)
                with open(path, encoding='utf-8', errors='replace') as src:
                    text = src.read()
                for m in BINDING.finditer(text):
                    body = loop_body(text, m.end())
                    for name in (n.strip() for n in m.group(1).split(',')):
                        if captured(body, name):
                            line = text.count('\n', 0, m.start()) + 1
                            print(f"{path}:{line}: {name}: a structured binding used in a lambda "
                                  "(clang 14 refuses it; name the pair's part instead)")
                            bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:] or ['lib', 'cli', 'tests', 'fuzz', 'python']))
