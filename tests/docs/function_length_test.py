#!/usr/bin/env python3
"""No function in lib/ over 80 lines (the issue "The house, second pass").

Finds every function definition in lib/**/*.cpp and lib/**/*.h (free
functions, methods, constructors, operators; a lambda or a local class counts
inside the function that holds it) and measures it from the line of its name
to its closing brace, by matching braces with strings, character literals,
comments and preprocessor lines left out. Prints FILE:LINE NAME LINES for each
over the limit and exits 1, unless the line before the function (before its
name, or before the first line of its head: a template line, a return type on
a line of its own) holds a comment with "(long: " and a reason, as

    // The search's hot loop, kept whole (long: split, it costs 3% on the bench boards)

Run from the source tree's root (ctest does):

    tests/docs/function_length_test.py [--max N] [--list] [--allow FILE:NAME]...

--allow FILE:NAME (NAME as printed, FILE relative to the root) accepts one
function over the limit for now; an allowance that no function needs any more
fails too, so that it is dropped. --list prints every function found with its
length (to compare with another counter). Python 3 standard library only.
"""

import argparse
import os
import re
import sys

LIMIT = 80
LONG_MARK = re.compile(r"(//|/\*).*\(long: \S")

CONTROL = {"if", "for", "while", "switch", "catch", "do", "else", "return", "sizeof", "alignof",
           "decltype", "static_assert", "new", "delete", "throw", "case"}
QUALIFIERS = {"const", "volatile", "noexcept", "override", "final", "&", "&&", "mutable", "try"}
ACCESS = {"public", "private", "protected"}


def blank_code(text):
    """The text with comments, strings, character literals and preprocessor
    lines turned into spaces (newlines kept, so lines keep their numbers).
    Of an #if, only the first branch is kept: the #else and #elif branches
    are blanked too, so that braces opened in each do not count twice."""
    out = list(text)
    n = len(text)
    i = 0
    line_start = True  # only blanks since the last newline
    branches = []      # per open #if: whether a later branch (blanked) is under way
    skipping = False   # inside a blanked branch

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    def directive(i):
        """The end of the preprocessor line at i (its continuations too), and its keyword."""
        j = i
        while j < n:
            if text[j] == "\n" and text[j - 1] != "\\":
                break
            if text.startswith("/*", j):  # a comment inside it
                end = text.find("*/", j + 2)
                j = n if end < 0 else end + 2
                continue
            if text.startswith("//", j):
                while j < n and text[j] != "\n":
                    j += 1
                break
            j += 1
        m = re.match(r"#\s*(\w*)", text[i:j])
        return j, m.group(1) if m else ""

    while i < n:
        c = text[i]
        if c == "\n":
            line_start = True
            i += 1
            continue
        if line_start and c == "#":
            j, word = directive(i)
            if word in ("if", "ifdef", "ifndef"):
                branches.append(False)
            elif word in ("elif", "else") and branches:
                branches[-1] = True
            elif word == "endif" and branches:
                branches.pop()
            skipping = any(branches)
            blank(i, j)
            i = j
            continue
        if not c.isspace():
            line_start = False
        if skipping:  # a later branch of an #if: all of it blanked
            if not c.isspace():
                out[i] = " "
            i += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
            continue
        if c == '"':
            # a raw string: R"delim( ... )delim", with an optional prefix (u8R, LR, ...)
            m = re.search(r"(?:u8|u|U|L)?R$", text[max(0, i - 3):i])
            if m and not (i - len(m.group(0)) > 0 and (text[i - len(m.group(0)) - 1].isalnum() or
                                                      text[i - len(m.group(0)) - 1] == "_")):
                paren = text.find("(", i)
                delim = text[i + 1:paren]
                end = text.find(")" + delim + '"', paren)
                j = n if end < 0 else end + len(delim) + 2
                blank(i, j)
                i = j
                continue
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i, j + 1)
            i = j + 1
            continue
        if c == "'":
            # a digit separator (20'000, 0xFF'FF) when the word before it began with a digit
            k = i
            while k > 0 and (text[k - 1].isalnum() or text[k - 1] in "_.'"):
                k -= 1
            if k < i and text[k].isdigit():
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != "'" and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i, j + 1)
            i = j + 1
            continue
        i += 1
    return "".join(out)


TOKEN = re.compile(r"[A-Za-z_][A-Za-z_0-9]*|\d[\w.']*|::|->|&&|\|\||<<=|>>=|==|!=|<=|>=|\+\+|--|\S")


def tokens(code):
    """(text, line) of every token of blanked code."""
    out = []
    line = 1
    pos = 0
    for m in TOKEN.finditer(code):
        line += code.count("\n", pos, m.start())
        pos = m.start()
        out.append((m.group(0), line))
    return out


def matching(toks, i, open_, close):
    """The index of the token closing the bracket opened at toks[i]."""
    depth = 0
    for k in range(i, len(toks)):
        t = toks[k][0]
        if t == open_:
            depth += 1
        elif t == close:
            depth -= 1
            if depth == 0:
                return k
    return len(toks) - 1


def skip_template(head):
    """The head without its leading template <...> prefixes."""
    while len(head) >= 2 and head[0][0] == "template" and head[1][0] == "<":
        depth = 0
        k = 1
        while k < len(head):
            t = head[k][0]
            if t == "<":
                depth += 1
            elif t == ">":
                depth -= 1
                if depth == 0:
                    break
            elif t == ">>":
                depth -= 2
                if depth <= 0:
                    break
            k += 1
        head = head[k + 1:]
    return head


def function_name(head):
    """The name of the function whose definition `head` (the tokens before a
    `{` at namespace or class scope) begins, with the line of its name; None
    when it is none."""
    head = skip_template(head)
    while head and head[0][0] == "[":  # attributes: [[nodiscard]]
        head = head[matching(head, 0, "[", "]") + 1:]
    if not head or head[0][0] in CONTROL:
        return None
    # The parameter list: the first ( outside template arguments, after a name.
    depth_angle = 0
    k = 0
    while k < len(head):
        t = head[k][0]
        if t == "operator":  # operator()(...), operator<, operator=: the name runs to its (
            j = k + 1
            if j < len(head) and head[j][0] == "(":
                j += 2  # operator()
            while j < len(head) and head[j][0] != "(":
                j += 1
            name = "".join(x[0] for x in head[k:j])
            if k >= 2 and head[k - 1][0] == "::":
                name = head[k - 2][0] + "::" + name
            return (name, head[k][1]) if j < len(head) and tail_is_function(head, j) else None
        if t == "=" and depth_angle == 0:
            return None  # an initializer: x = {...}, a lambda held by a variable
        if t == "(" and depth_angle == 0:
            if k == 0 or not re.match(r"[A-Za-z_~]", head[k - 1][0]):
                return None
            name = head[k - 1][0]
            j = k - 2
            if j >= 0 and head[j][0] == "~":
                name = "~" + name
                j -= 1
            while j >= 1 and head[j][0] == "::" and re.match(r"[A-Za-z_]", head[j - 1][0]):
                name = head[j - 1][0] + "::" + name
                j -= 2
            if name in CONTROL:
                return None
            return (name, head[k - 1][1]) if tail_is_function(head, k) else None
        if t == "<":
            depth_angle += 1
        elif t == ">" and depth_angle > 0:
            depth_angle -= 1
        elif t == ">>" and depth_angle > 0:
            depth_angle = max(0, depth_angle - 2)
        k += 1
    return None


def tail_is_function(head, k):
    """Whether what follows the parameter list opened at head[k] is what may
    stand between a function's parameters and its body: qualifiers, a
    trailing return type, a constructor's initializers."""
    j = matching(head, k, "(", ")") + 1
    while j < len(head):
        t = head[j][0]
        if t in QUALIFIERS:
            j += 1
            if t == "noexcept" and j < len(head) and head[j][0] == "(":
                j = matching(head, j, "(", ")") + 1
        elif t == "->" or t == ":" or t == "requires":
            return True  # the rest: a return type, initializers, a constraint
        elif t == "[":  # an attribute
            j = matching(head, j, "[", "]") + 1
        else:
            return False
    return True


def find_functions(toks):
    """(name, first head line, name line, closing line) of every function
    definition at namespace or class scope."""
    found = []

    def scope(i):
        """Reads a namespace or class body from toks[i] to its `}`; returns
        the index after it."""
        head = []
        while i < len(toks):
            t, line = toks[i]
            if t == "}":
                return i + 1
            if t == ";":
                head = []
                i += 1
                continue
            if t == ":" and len(head) == 1 and head[0][0] in ACCESS:
                head = []
                i += 1
                continue
            if t == "{":
                # A default argument `= {}`, or a constructor's member initialized
                # with braces: part of the head.
                if open_parens(head) > 0 or (in_initializers(head) and head and
                                             (re.match(r"[A-Za-z_]", head[-1][0]) or head[-1][0] == ">")):
                    end = matching(toks, i, "{", "}")
                    head.extend(toks[i:end + 1])
                    i = end + 1
                    continue
                words = [x[0] for x in skip_template(head)]
                named = function_name(head)
                if named:
                    name, name_line = named
                    end = matching(toks, i, "{", "}")
                    found.append((name, head[0][1], name_line, toks[end][1]))
                    i = end + 1
                    head = []
                    continue
                if not words or words[0] in ("namespace", "inline", "extern") or "namespace" in words:
                    i = scope(i + 1)
                elif any(w in ("class", "struct", "union") for w in words) and "enum" not in words:
                    i = scope(i + 1)
                else:  # an enum, an initializer: nothing to look into
                    i = matching(toks, i, "{", "}") + 1
                head = []
                continue
            head.append(toks[i])
            i += 1
        return i

    i = 0
    while i < len(toks):
        i = scope(i)
    return found


def open_parens(head):
    """How many ( of the head are still open."""
    return sum(1 if t == "(" else -1 if t == ")" else 0 for t, _ in head)


def in_initializers(head):
    """Whether the head is a constructor's so far: `X(...) :` and more."""
    h = skip_template(head)
    for k, (t, _) in enumerate(h):
        if t == "=" or t == ";":
            return False
        if t == "(":
            j = matching(h, k, "(", ")") + 1
            while j < len(h) and h[j][0] in QUALIFIERS:
                j += 1
            return j < len(h) and h[j][0] == ":"
    return False


def lib_files(root):
    out = []
    for d, _, files in os.walk(os.path.join(root, "lib")):
        for f in files:
            if f.endswith((".cpp", ".h")):
                out.append(os.path.join(d, f))
    return sorted(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=".", help="the source tree (default: here)")
    ap.add_argument("--max", type=int, default=LIMIT, help="the most lines a function may have")
    ap.add_argument("--allow", action="append", default=[], metavar="FILE:NAME",
                    help="a function over the limit accepted for now")
    ap.add_argument("--list", action="store_true", help="print every function with its length")
    args = ap.parse_args()

    files = lib_files(args.root)
    if not files:
        print("no lib/**/*.cpp or lib/**/*.h under " + os.path.abspath(args.root), file=sys.stderr)
        return 2
    allowed = set(args.allow)
    over, count, used = [], 0, set()
    for path in files:
        rel = os.path.relpath(path, args.root)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        raw = text.split("\n")
        for name, head_line, name_line, end_line in find_functions(tokens(blank_code(text))):
            count += 1
            lines = end_line - name_line + 1
            if args.list:
                print(f"{rel}:{name_line} {name} {lines}")
            if lines <= args.max:
                continue
            if any(1 < l <= len(raw) + 1 and LONG_MARK.search(raw[l - 2]) for l in {head_line, name_line}):
                continue
            if f"{rel}:{name}" in allowed:
                used.add(f"{rel}:{name}")
                continue
            over.append((lines, f"{rel}:{name_line} {name} {lines}"))
    if args.list:
        return 0
    for _, text in sorted(over, key=lambda x: -x[0]):
        print(text)
    # An allowance no longer needed (the function split, renamed or gone) is
    # taken away, so that the function does not grow back unseen.
    for stale in sorted(allowed - used):
        print(f"{stale}: allowed over {args.max} lines (--allow), but no such function is: drop the --allow")
    sys.stdout.flush()
    if over:
        print(f"{len(over)} function(s) over {args.max} lines (of {count} in {len(files)} files); split them, "
              f"or say why one stays whole on the line before it: // ... (long: REASON)", file=sys.stderr)
    if over or allowed - used:
        return 1
    print(f"{count} functions in {len(files)} files, none over {args.max} lines"
          + (f" but {len(used)} allowed for now ({', '.join(sorted(used))})" if used else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
