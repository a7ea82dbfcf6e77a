#!/usr/bin/env python3
"""Peak memory of one decode, per contender, split into heap and code (Linux only).

Runs `SmartBenchmarks --once NAME --contender C` (one warm-up call, one measured call)
for each contender in turn, several times, and samples /proc/PID/status while the
process runs. It reports the peaks of:

- RssAnon: anonymous memory (the heap and stacks the decode uses);
- RssFile: file-backed pages (mostly code of the executable and the shared libraries);
- VmRSS: both, which is what `/usr/bin/time -v` calls the maximum resident set size.

The split matters because the contenders' code lives in different files (SmartCodable
is linked into the benchmark executable, Foundation is a shared library), so the
whole resident set compares code pages as much as the memory a decode needs.

Usage (from the repository root, after
`swift build -c release --package-path Benchmarks`):

    python3 Scripts/peak-memory.py                       # the four decode benchmarks
    python3 Scripts/peak-memory.py --runs 5 twitter      # one document, five runs each
    python3 Scripts/peak-memory.py --data DIR twitter    # JSON files from DIR

Samples are taken every half millisecond, so a peak shorter than that can be missed;
the heap of a decode stays allocated for the whole call, far longer. Only the Python
standard library is used.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import time

FIELDS = ("RssAnon", "RssFile", "VmRSS")
CONTENDERS = ("JSONDecoder (strict)", "SmartCodable")
DOCUMENTS = ("airports10000", "twitter", "citm_catalog", "canada")


def sample_peaks(command):
    """Runs `command` and returns the peak of each field in KiB, and its exit status."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peaks = dict.fromkeys(FIELDS, 0)
    pattern = re.compile(r"^(%s):\s+(\d+) kB" % "|".join(FIELDS), re.MULTILINE)
    while process.poll() is None:
        try:
            with open(f"/proc/{process.pid}/status") as status:
                for name, value in pattern.findall(status.read()):
                    peaks[name] = max(peaks[name], int(value))
        except OSError:
            pass  # the process ended between the poll and the read
        time.sleep(0.0005)
    return peaks, process.returncode


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("documents", nargs="*", default=list(DOCUMENTS))
    parser.add_argument("--runs", type=int, default=3, help="processes per contender (default 3)")
    parser.add_argument("--data", default=os.path.join(root, "..", "shared", "data", "bench"))
    parser.add_argument(
        "--executable", default=os.path.join(root, "Benchmarks", ".build", "release", "SmartBenchmarks"))
    arguments = parser.parse_args()

    if not os.path.exists("/proc/self/status"):
        sys.exit("peak-memory.py: needs Linux's /proc")
    if not os.access(arguments.executable, os.X_OK):
        sys.exit(f"peak-memory.py: no {arguments.executable}; "
                 "build it with swift build -c release --package-path Benchmarks")
    files = sorted(glob.glob(os.path.join(arguments.data, "*.json")))
    if not files:
        print(f"peak-memory.py: no JSON files in {arguments.data}; the benchmarks use synthetic data",
              file=sys.stderr)

    print("| document | contender | RssAnon KiB | RssFile KiB | VmRSS KiB |")
    print("|---|---|---:|---:|---:|")
    for document in arguments.documents:
        for run in range(arguments.runs):
            # Alternating, so both contenders see the machine in the same state.
            for contender in CONTENDERS:
                command = [arguments.executable, "--once", f"decode {document}", "--contender", contender, *files]
                peaks, status = sample_peaks(command)
                if status != 0:
                    sys.exit(f"peak-memory.py: {' '.join(command)} exited with {status}")
                print(f"| {document} | {contender} | {peaks['RssAnon']} | {peaks['RssFile']} | {peaks['VmRSS']} |")


if __name__ == "__main__":
    main()
