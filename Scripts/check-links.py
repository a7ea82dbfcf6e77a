#!/usr/bin/env python3
"""Fails when a relative link in the repository's Markdown points at nothing.

Reads README.md, CHANGELOG.md and every .md file under Docs/ and Sources/ (the DocC
landing pages), finds links written as [text](target), and checks that each relative
target (not http:, https:, mailto: or a bare #anchor) names a file or folder that
exists, resolved from the folder of the file holding the link. Anchors after '#' are not
checked. Links inside fenced code blocks are ignored.

    python3 Scripts/check-links.py      # what CI runs; prints each broken link
"""

import os
import re
import sys

ROOTS = ["README.md", "CHANGELOG.md", "Docs", "Sources"]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def markdown_files(root):
    if os.path.isfile(root):
        if root.endswith(".md"):
            yield root
        return
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if not name.startswith(".build")]
        for name in files:
            if name.endswith(".md"):
                yield os.path.join(folder, name)


def broken_links(path):
    problems = []
    in_fence = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.lstrip().startswith("```"):
                in_fence = not in_fence
                continue
            if in_fence:
                continue
            for target in LINK.findall(line):
                if target.startswith(("http:", "https:", "mailto:", "#", "<doc:")):
                    continue
                file_part = target.split("#", 1)[0]
                if not file_part:
                    continue
                resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part))
                if not os.path.exists(resolved):
                    problems.append(f"{path}:{number}: {target} does not exist")
    return problems


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    checked = 0
    problems = []
    for root in ROOTS:
        if not os.path.exists(root):
            continue
        for path in markdown_files(root):
            checked += 1
            problems.extend(broken_links(path))
    for problem in problems:
        print(problem)
    print(f"check-links: {checked} file(s) read, {len(problems)} broken link(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
