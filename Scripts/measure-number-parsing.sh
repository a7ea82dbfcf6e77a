#!/bin/sh
# Builds Scripts/number-parsing-benchmark.swift with the SmartCore/Numbers sources (swiftc -O,
# whole module, outside the package) and measures it on one JSON file.
#   Scripts/measure-number-parsing.sh [FILE] [--callgrind]
# Default FILE: ../shared/data/bench/canada.json. With --callgrind, prints instructions per
# number (inclusive cost of each run<Contender>, one round; includes ~16 instructions of loop).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
file=${1:-$root/../shared/data/bench/canada.json}
work=${TMPDIR:-/tmp}/smartcodable-number-benchmark.d
out=$work/benchmark
mkdir -p "$work"
# Top-level code must live in main.swift when several files are compiled together.
cp "$root/Scripts/number-parsing-benchmark.swift" "$work/main.swift"
swiftc -O -wmo -module-name NumberBenchmark -o "$out" \
    "$root"/Sources/SmartCore/Numbers/*.swift "$root/Sources/SmartCore/JSON/DecimalLiteral.swift" "$work/main.swift"
if [ "$2" = "--callgrind" ]; then
    for contender in ours oursValidating oursFloat std stdFloat; do
        valgrind --tool=callgrind --callgrind-out-file="$out.$contender.cg" "$out" "$file" "$contender" 1 > "$out.$contender.txt" 2>/dev/null
        count=$(awk '/^numbers/ { print $2 }' "$out.$contender.txt")
        name=$(echo "$contender" | awk '{ print toupper(substr($0, 1, 1)) substr($0, 2) }')
        cost=$(callgrind_annotate --inclusive=yes "$out.$contender.cg" | grep -E "run${name}ySd" | head -1 | awk '{ gsub(",", "", $1); print $1 }')
        echo "$contender: $(awk -v c="$cost" -v n="$count" 'BEGIN { printf "%.1f", c / n }') instructions/number"
    done
else
    "$out" "$file" 30
fi
