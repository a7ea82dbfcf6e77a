#!/usr/bin/env bash
# Counts the instructions the scanner spends per input byte on each JSON file: the flat
# document the decoders read, built once after a warm-up, counted by callgrind.
#
#   Scripts/scan-cost.sh [FILE...]            (default: ../shared/data/bench/*.json)
#   Scripts/scan-cost.sh --time N [FILE...]   wall time instead: N scans of each file,
#                                             the caches emptied between them; prints
#                                             the fastest and the median (no valgrind)
#
# SmartCore's sources and Benchmarks/ScanCost/ScanCost.swift are compiled as one module
# with swiftc -O (the harness calls the internal scanner), into SCAN_COST_DIR
# (default /tmp/smartcodable-scan-cost). Needs valgrind. Counts repeat exactly for the
# same binary and input, so two versions of the scanner compare to the instruction.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${SCAN_COST_DIR:-/tmp/smartcodable-scan-cost}
time_rounds=""
if [[ ${1:-} == --time ]]; then
    [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || { echo "scan-cost.sh: --time needs a number of rounds" >&2; exit 2; }
    time_rounds=$2
    shift 2
fi
[[ -n $time_rounds ]] || command -v valgrind >/dev/null || { echo "scan-cost.sh: valgrind is needed" >&2; exit 2; }
files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
    shopt -s nullglob
    files=("$repo_root"/../shared/data/bench/*.json)
    [[ ${#files[@]} -gt 0 ]] || { echo "scan-cost.sh: no files given and ../shared/data/bench is absent" >&2; exit 2; }
fi

for index in "${!files[@]}"; do files[index]=$(realpath "${files[index]}"); done
mkdir -p "$build_dir"
# swiftc writes the module's interface files into the working directory: keep them out
# of the checkout.
cd "$build_dir"
mapfile -t sources < <(find "$repo_root/Sources/SmartCore" -name '*.swift' | LC_ALL=C sort)
swiftc -O -g -wmo -parse-as-library -swift-version 6 -package-name SmartCodable -module-name SmartCore \
    "${sources[@]}" "$repo_root/Benchmarks/ScanCost/ScanCost.swift" "$repo_root/Benchmarks/ScanCost/ScanTimer.swift" \
    -o "$build_dir/scan-cost"

if [[ -n $time_rounds ]]; then
    "$build_dir/scan-cost" --time "$time_rounds" "${files[@]}"
    exit 0
fi

printf '%-22s %12s %14s %10s\n' file bytes instructions per-byte
for file in "${files[@]}"; do
    bytes=$(stat -c %s "$file")
    out=$build_dir/callgrind.out
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
        --toggle-collect='*measuredScan*' "$build_dir/scan-cost" "$file" > /dev/null 2> "$build_dir/valgrind.log"
    instructions=$(grep -m1 '^summary:' "$out" | awk '{print $2}')
    printf '%-22s %12d %14d %10.2f\n' "$(basename "$file")" "$bytes" "$instructions" \
        "$(echo "$instructions / $bytes" | bc -l)"
done
