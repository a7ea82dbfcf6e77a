#!/usr/bin/env bash
# Builds the DocC API reference of every library product and fails on any DocC warning.
#
#   Scripts/docs.sh [output directory]
#
# Output (default .build-docs/archives): one <Product>.doccarchive per library product,
# readable with `docc preview` or any static host (`docc process-archive
# transform-for-static-hosting`). Uses only the toolchain: the compiler writes the symbol
# graphs while building the library targets (scratch path .build-docs, so the normal
# .build is left alone), and the toolchain's `docc` converts each product's catalog
# (Sources/<Product>/<Product>.docc, the landing page) together with the guides in Docs/,
# which are copied in as articles so that every archive carries all of them.
#
# Environment:
#   DOCC    the docc executable (default: docc on PATH, else the one beside swift)
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo_root"
output=${1:-"$repo_root/.build-docs/archives"}
work="$repo_root/.build-docs/work"
products=(SmartCodable SmartCore SmartWrappers SmartTransformers SmartSentinel SmartInherit)

docc=${DOCC:-$(command -v docc || true)}
if [[ -z $docc ]]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi
[[ -x $docc ]] || { echo "docs.sh: no docc found; set DOCC" >&2; exit 2; }

# The compiler writes a module's graph only when it compiles the module, so the graphs
# live beside the build products they match and are not cleared between runs.
graphs_all="$repo_root/.build-docs/symbol-graphs"
rm -rf "$work" "$output"
mkdir -p "$work" "$graphs_all" "$output"

# 1. Symbol graphs of the public API, written by the compiler for each module it builds.
#    The umbrella target re-exports four modules; SmartInherit is opt-in and built apart.
for target in SmartCodable SmartInherit; do
    swift build --scratch-path .build-docs --target "$target" \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs_all" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
done

# 2. One archive per product. Its catalog gets a copy of every guide, with links between
#    guides turned into DocC links to the whole guide (GitHub's heading anchors are not
#    DocC's) and links into the source tree turned into plain text.
failed=0
for product in "${products[@]}"; do
    catalog="$work/$product.docc"
    graphs="$work/graphs-$product"
    mkdir -p "$graphs"
    cp -R "Sources/$product/$product.docc/." "$catalog/"
    for guide in Docs/*.md; do
        name=$(basename "$guide" .md)
        [[ $name == README ]] && continue
        sed -E \
            -e 's/\]\(([A-Za-z]+)\.md(#[^)]*)?\)/](doc:\1)/g' \
            -e 's/\[([^]]*)\]\(\.\.\/[^)]*\)/\1/g' \
            "$guide" > "$catalog/$name.md"
    done
    cp "$graphs_all/$product.symbols.json" "$graphs/"
    for extension in "$graphs_all/$product"@*.symbols.json; do
        [[ -e $extension ]] && cp "$extension" "$graphs/"
    done

    log="$work/$product.log"
    if "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$product" \
        --fallback-bundle-identifier "org.smartcodable.$product" \
        --output-path "$output/$product.doccarchive" \
        --warnings-as-errors > "$log" 2>&1; then
        echo "docs.sh: $product: $(grep -o '"accessLevel"' "$graphs/$product.symbols.json" | wc -l) public symbols, no warnings"
    else
        echo "docs.sh: $product: DocC reported problems:" >&2
        cat "$log" >&2
        failed=1
    fi
done

if [[ $failed -ne 0 ]]; then
    echo "docs.sh: failed (warnings are errors)" >&2
    exit 1
fi
echo "docs.sh: archives in $output"
