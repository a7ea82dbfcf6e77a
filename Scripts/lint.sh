#!/usr/bin/env bash
# Checks the code style with the toolchain's swift-format and the checked-in
# .swift-format configuration; exits non-zero on any finding.
#
#   Scripts/lint.sh          report findings (what CI runs)
#   Scripts/lint.sh --fix    format the tree in place, then report what is left
#
# Environment:
#   SWIFT_FORMAT   the swift-format executable (default: swift-format on PATH, else the
#                  one beside swift)
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo_root"
paths=(Package.swift Sources Tests Fuzz Scripts Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Tests Benchmarks/ScanCost)

swift_format=${SWIFT_FORMAT:-$(command -v swift-format || true)}
if [[ -z $swift_format ]]; then
    swift_format="$(dirname "$(command -v swift)")/swift-format"
fi
[[ -x $swift_format ]] || { echo "lint.sh: no swift-format found; set SWIFT_FORMAT" >&2; exit 2; }

# Two folders hold public declarations without doc comments: the committed smartmodeler
# output in the fixtures (generated models have none) and the stand-ins of Apple's
# modules (their documentation is Apple's). Their configuration is the root one with that
# rule off and must stay so.
rule='"AllPublicDeclarationsHaveDocumentation"'
for config in Tests/SmartModelerKitTests/Fixtures/.swift-format Scripts/AppleStubs/.swift-format; do
    if ! diff <(sed "s/$rule: true/$rule: false/" .swift-format) "$config" > /dev/null; then
        echo "lint.sh: $config must equal .swift-format with $rule false" >&2
        exit 1
    fi
done

case ${1:-} in
    --fix) "$swift_format" format --in-place --parallel --recursive "${paths[@]}" ;;
    "") ;;
    *) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac

if "$swift_format" lint --strict --parallel --recursive "${paths[@]}"; then
    echo "lint.sh: no findings"
else
    echo "lint.sh: fix the findings above (Scripts/lint.sh --fix formats the tree)" >&2
    exit 1
fi
