#!/usr/bin/env bash
# Builds the package with library evolution on, as an XCFramework is built, and fails on
# any error or warning. On Linux, Foundation itself is not built for library evolution
# and every file that imports it gets a warning saying so; that warning is expected here
# (Apple's SDK modules are resilient) and is the only one let through.
#
#   Scripts/library-evolution.sh        (scratch path .build-evolution)
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build -Xswiftc -enable-library-evolution --scratch-path .build-evolution >"$log" 2>&1
status=$?
findings=$(grep -E '(error|warning):' "$log" | grep -v 'was not compiled with library evolution support' |
    grep -vE '^\s*\|' | sort -u)
if [ "$status" -ne 0 ] || [ -n "$findings" ]; then
    [ -n "$findings" ] && echo "$findings"
    [ "$status" -ne 0 ] && tail -20 "$log"
    echo "library-evolution: failed"
    exit 1
fi
echo "library-evolution: build succeeded"
