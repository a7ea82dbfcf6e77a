#!/usr/bin/env python3
"""Check that every behaviour citation in the repository resolves in Docs/Behavior.md.

Source comments, tests and guides cite the behaviour reference by section ("§n",
"§n.m", "§n.m.k") and cite its deliberate differences by label ("DI-n"). This script
collects what Docs/Behavior.md defines:

- section numbers from its headings ("## 4. Type conversion matrix",
  "### 4.2 Float, Double, CGFloat");
- DI labels from headings ("### DI-3 ...") and from table rows that start with the
  label ("| DI-3 | ...").

It then scans Sources, Tests, Docs, README.md, Fuzz, Scripts and the benchmark package
(files ending in .swift, .md, .py, .sh or .txt; directories named .build* are skipped,
and so is anything under /work/shared) and prints every citation that names something
Behavior.md does not define:

    path:line: §x.y does not resolve in Docs/Behavior.md

Ranges ("§n–§m", "§n.m–k", "DI-n to DI-m") count as citations of both endpoints. The
last line is a summary, "check-citations: N citation(s) checked, M unresolved", and the
exit status is 1 when M > 0 (2 when Behavior.md is missing).

Usage:
    python3 Scripts/check-citations.py              # check the repository
    python3 Scripts/check-citations.py --root DIR   # check another checkout
    python3 Scripts/check-citations.py --self-test  # run the built-in cases

Only the Python standard library is used.
"""

import argparse
import os
import re
import sys

SECTION_SIGN = "\u00a7"
REFERENCE = os.path.join("Docs", "Behavior.md")
SCAN_ROOTS = ["Sources", "Tests", "Docs", "README.md", "Fuzz", "Scripts", "Benchmarks/Sources", "Benchmarks/Tests"]
EXTENSIONS = (".swift", ".md", ".py", ".sh", ".txt")
EXCLUDED_TREE = "/work/shared"

NUMBER = r"\d+(?:\.\d+)*"
# A section citation, optionally followed by a range end: "§a–§b", "§a–b", "§a to b".
# A plain hyphen only makes a range when the second end repeats the sign ("§1-§14"),
# so "§4.2-style" is not read as a range.
SECTION_CITATION = re.compile(
    SECTION_SIGN + r"(" + NUMBER + r")"
    r"(?:\s*(?:[\u2013\u2014]|\bto\b)\s*" + SECTION_SIGN + r"?(" + NUMBER + r")"
    r"|\s*-\s*" + SECTION_SIGN + r"(" + NUMBER + r"))?"
)
# A DI citation, optionally followed by a range end: "DI-a to DI-b", "DI-a–b".
DI_CITATION = re.compile(
    r"\bDI-(\d+)\b"
    r"(?:\s*(?:[\u2013\u2014]|\bto\b)\s*(?:DI-)?(\d+)\b"
    r"|\s*-\s*DI-(\d+)\b)?"
)

HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
HEADING_SECTION = re.compile(r"^(" + NUMBER + r")\.?(?:\s|$)")
HEADING_DI = re.compile(r"^DI-(\d+)\b")
TABLE_ROW_DI = re.compile(r"^\s*\|\s*DI-(\d+)\b")


def defined_labels(text):
    """The section numbers and DI numbers a reference document defines."""
    sections, dis = set(), set()
    in_fence = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        heading = HEADING.match(line)
        if heading:
            title = heading.group(1)
            section = HEADING_SECTION.match(title)
            if section:
                sections.add(section.group(1))
            di = HEADING_DI.match(title)
            if di:
                dis.add(int(di.group(1)))
            continue
        row = TABLE_ROW_DI.match(line)
        if row:
            dis.add(int(row.group(1)))
    return sections, dis


def citations(line):
    """Every citation in one line, as ("section", "4.2") or ("di", 3) pairs, in order."""
    found = []
    for match in SECTION_CITATION.finditer(line):
        for group in match.groups():
            if group is not None:
                found.append(("section", group))
    for match in DI_CITATION.finditer(line):
        for group in match.groups():
            if group is not None:
                found.append(("di", int(group)))
    return found


def label(kind, value):
    return SECTION_SIGN + value if kind == "section" else "DI-%d" % value


def resolves(kind, value, sections, dis):
    return value in sections if kind == "section" else value in dis


def files_to_scan(root):
    """The text files under the scanned roots, in a stable order."""
    excluded = os.path.realpath(EXCLUDED_TREE)

    def excluded_path(path):
        real = os.path.realpath(path)
        return real == excluded or real.startswith(excluded + os.sep)

    for entry in SCAN_ROOTS:
        path = os.path.join(root, entry)
        if os.path.isfile(path):
            if path.endswith(EXTENSIONS) and not excluded_path(path):
                yield path
            continue
        if not os.path.isdir(path) or excluded_path(path):
            continue
        for directory, subdirectories, names in os.walk(path):
            subdirectories[:] = sorted(
                name
                for name in subdirectories
                if not name.startswith(".build") and not excluded_path(os.path.join(directory, name))
            )
            for name in sorted(names):
                if name.endswith(EXTENSIONS):
                    yield os.path.join(directory, name)


def check_text(text, display_path, sections, dis):
    """(number of citations, messages for those that do not resolve) in one file's text."""
    checked, problems = 0, []
    for number, line in enumerate(text.splitlines(), start=1):
        for kind, value in citations(line):
            checked += 1
            if not resolves(kind, value, sections, dis):
                problems.append(
                    "%s:%d: %s does not resolve in %s" % (display_path, number, label(kind, value), REFERENCE)
                )
    return checked, problems


def check_repository(root):
    reference_path = os.path.join(root, REFERENCE)
    try:
        with open(reference_path, encoding="utf-8") as handle:
            sections, dis = defined_labels(handle.read())
    except OSError as error:
        print("check-citations: cannot read %s: %s" % (reference_path, error), file=sys.stderr)
        return 2
    checked, unresolved = 0, 0
    for path in files_to_scan(root):
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError):
            continue
        count, problems = check_text(text, os.path.relpath(path, root), sections, dis)
        checked += count
        unresolved += len(problems)
        for problem in problems:
            print(problem)
    print("check-citations: %d citation(s) checked, %d unresolved" % (checked, unresolved))
    return 1 if unresolved else 0


def self_test():
    s = SECTION_SIGN
    d = "DI" + "-"  # built, so that this file cites nothing itself
    failures = []

    def expect(name, actual, expected):
        if actual != expected:
            failures.append("%s: expected %r, got %r" % (name, expected, actual))

    reference = "\n".join(
        [
            "# Behaviour reference",
            "Cites " + s + "9 in prose, which defines nothing.",
            "## 1. Public API surface",
            "### 1.2 Deserialization",
            "### 4.2 Float, Double, CGFloat",
            "#### 4.2.1 A deeper level",
            "## 13. Deliberate differences",
            "### " + d + "3 Mapping candidates match raw keys first",
            "| " + d + "7 | didFinishMapping runs once |",
            "```",
            "## 99. Inside a code block",
            "| " + d + "98 | inside a code block |",
            "```",
            "Text mentioning " + d + "97 defines nothing.",
        ]
    )
    sections, dis = defined_labels(reference)
    expect("sections", sorted(sections), ["1", "1.2", "13", "4.2", "4.2.1"])
    expect("DI labels", sorted(dis), [3, 7])

    expect("plain", citations("see (" + s + "4.2) and " + s + "3.5."), [("section", "4.2"), ("section", "3.5")])
    expect("three levels", citations(s + "4.2.1 applies"), [("section", "4.2.1")])
    expect("DI", citations(d + "3, " + d + "30; X" + d + "4 is not one"), [("di", 3), ("di", 30)])
    expect("range with signs", citations(s + "1\u2013" + s + "14"), [("section", "1"), ("section", "14")])
    expect("range without sign", citations(s + "3.1\u20133.6"), [("section", "3.1"), ("section", "3.6")])
    expect("range with hyphen", citations(s + "1-" + s + "14"), [("section", "1"), ("section", "14")])
    expect("hyphen is not a range", citations(s + "4.2-style"), [("section", "4.2")])
    expect("DI range", citations(d + "1 to " + d + "26"), [("di", 1), ("di", 26)])
    expect("DI range, bare end", citations(d + "1\u201326"), [("di", 1), ("di", 26)])
    expect("placeholders", citations(s + "n and DI-n"), [])

    text = "\n".join(
        [
            "// fine: " + s + "1.2, " + d + "3",
            "// broken: " + s + "2.1 and " + d + "27",
            "// range: " + s + "1\u2013" + s + "14",
        ]
    )
    checked, problems = check_text(text, "Sources/X.swift", sections, dis)
    expect("checked", checked, 6)
    expect(
        "problems",
        problems,
        [
            "Sources/X.swift:2: " + s + "2.1 does not resolve in Docs/Behavior.md",
            "Sources/X.swift:2: " + d + "27 does not resolve in Docs/Behavior.md",
            "Sources/X.swift:3: " + s + "14 does not resolve in Docs/Behavior.md",
        ],
    )

    for failure in failures:
        print("self-test: " + failure)
    print("check-citations self-test: %d failure(s)" % len(failures))
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(
        description="Report citations (section numbers, DI labels) that do not resolve in Docs/Behavior.md."
    )
    parser.add_argument("--self-test", action="store_true", help="run the built-in cases and exit")
    parser.add_argument(
        "--root",
        default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
        help="repository root (default: the checkout this script is in)",
    )
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    return check_repository(arguments.root)


if __name__ == "__main__":
    sys.exit(main())
