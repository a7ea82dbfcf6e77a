#!/usr/bin/env bash
# Type-checks every target of the package (libraries, executables, tests) as an Apple
# platform would compile it, from Linux: with `canImport(Darwin)`, `canImport(Combine)`
# and `canImport(UIKit)` or `canImport(AppKit)` true, against the stand-in modules in
# Scripts/AppleStubs. Then runs Scripts/availability-check.py (no API newer than the
# manifest's minimums outside an availability scope).
#
#   Scripts/apple-check.sh            both variants: uikit (iOS, tvOS, watchOS, visionOS)
#                                     and appkit (macOS); each also has Darwin and Combine
#   Scripts/apple-check.sh uikit      one variant
#
# Before the package, each fixture in Scripts/AppleStubs/Fixtures must fail with the
# error it names (a stand-in that accepts it is too loose). Prints every diagnostic and a
# summary line per variant; exits 1 on any error or warning. Docs/Platforms.md says what
# it cannot see. Outputs go to .build-apple/.
set -uo pipefail
cd "$(dirname "$0")/.."

variants=("$@")
[ ${#variants[@]} -eq 0 ] && variants=(uikit appkit)
for variant in "${variants[@]}"; do
    case "$variant" in
        uikit | appkit) ;;
        *)
            echo "usage: Scripts/apple-check.sh [uikit] [appkit]" >&2
            exit 2
            ;;
    esac
done

stubs=Scripts/AppleStubs
scratch=.build-apple
swiftc=${SWIFTC:-swiftc}

# "name kind path language-mode dependency..." per target, dependencies first.
target_lines=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
def dependencies(target):
    names = []
    for dependency in target["dependencies"]:
        for value in dependency.values():
            if value and value[0] in targets:
                names.append(value[0])
    return names
done = []
def visit(name):
    if name in done:
        return
    for dependency in dependencies(targets[name]):
        visit(dependency)
    done.append(name)
for name in targets:
    visit(name)
for name in done:
    target = targets[name]
    kind = target["type"]
    path = target.get("path") or ("Tests/" if kind == "test" else "Sources/") + name
    mode = package.get("swiftLanguageModes") or package.get("swiftLanguageVersions") or ["6"]
    language = str(mode[0])
    for setting in target.get("settings") or []:
        declared = setting.get("kind", {}).get("swiftLanguageMode")
        if declared:
            language = str(declared.get("_0", language))
    print(name, kind, path, language, *dependencies(target))
') || {
    echo "apple-check: could not read the manifest" >&2
    exit 2
}

# Compiles one stand-in module into $1.
build_stub() {
    local out=$1 name=$2
    shift 2
    "$swiftc" -emit-module -parse-as-library -swift-version 5 -module-name "$name" \
        -module-cache-path "$scratch/ModuleCache" -emit-module-path "$out/$name.swiftmodule" "$@"
}

total_failures=0
for variant in "${variants[@]}"; do
    out=$scratch/$variant
    rm -rf "$out"
    mkdir -p "$out/stubs" "$out/modules" "$out/logs"
    log=$out/diagnostics.txt
    : >"$log"

    build_stub "$out/stubs" Darwin -import-underlying-module -I "$stubs/Darwin" "$stubs/Darwin/Darwin.swift" || exit 2
    build_stub "$out/stubs" Combine "$stubs/Combine.swift" || exit 2
    build_stub "$out/stubs" FoundationCombine -I "$out/stubs" "$stubs/FoundationCombine.swift" || exit 2
    case "$variant" in
        uikit) build_stub "$out/stubs" UIKit "$stubs/UIKit.swift" || exit 2 ;;
        appkit) build_stub "$out/stubs" AppKit "$stubs/AppKit.swift" || exit 2 ;;
    esac

    common=(
        -package-name smartcodable -enable-testing -Onone -D SWIFT_PACKAGE -D DEBUG
        -module-cache-path "$scratch/ModuleCache"
        -I "$out/modules" -I "$out/stubs" -I "$stubs/Darwin"
        -Xfrontend -import-module -Xfrontend FoundationCombine
    )

    # The stand-ins must reject what Apple's SDK rejects: each fixture carries the error
    # it has to produce (`// expect-error: ...`).
    for fixture in "$stubs"/Fixtures/*.swift; do
        expected=$(sed -n 's|^// expect-error: ||p' "$fixture")
        "$swiftc" -typecheck -swift-version 6 "${common[@]}" -module-name Fixture "$fixture" >"$out/logs/fixture.txt" 2>&1
        if ! grep -qF "$expected" "$out/logs/fixture.txt"; then
            echo "$fixture: error: the stand-ins accept this; expected: $expected" >>"$log"
        fi
    done

    errors=0
    warnings=0
    checked=0
    skipped=()
    while read -r name kind path language dependencies; do
        missing=""
        for dependency in $dependencies; do
            [ -e "$out/modules/$dependency.swiftmodule" ] || missing="$missing $dependency"
        done
        if [ -n "$missing" ]; then
            skipped+=("$name (needs$missing)")
            continue
        fi
        mapfile -t files < <(find "$path" -name '*.swift' | sort)
        [ ${#files[@]} -eq 0 ] && continue
        mode=(-parse-as-library -swift-version "$language")
        [ "$kind" = executable ] && mode=(-swift-version "$language")

        # The module interface for dependents (declarations only, as SwiftPM's
        # emit-module job builds it); when the target has errors, the module is still
        # emitted so that the targets depending on it are checked too.
        emit=(-emit-module -Xfrontend -experimental-skip-all-function-bodies "${common[@]}" "${mode[@]}"
            -module-name "$name" -emit-module-path "$out/modules/$name.swiftmodule" "${files[@]}")
        "$swiftc" "${emit[@]}" >"$out/logs/$name.module.txt" 2>&1 ||
            "$swiftc" "${emit[@]}" -Xfrontend -experimental-allow-module-with-compiler-errors >/dev/null 2>&1 ||
            sed "s|^|$name: error: module not emitted: |" "$out/logs/$name.module.txt" >>"$log"
        # Then every function body.
        "$swiftc" -typecheck -enable-batch-mode -j"$(nproc)" "${common[@]}" "${mode[@]}" -module-name "$name" "${files[@]}" \
            >"$out/logs/$name.txt" 2>&1
        checked=$((checked + 1))
        # Declaration errors show in both logs; keep each diagnostic once.
        # Diagnostics without a source location (<unknown>:0) get the target's name.
        cat "$out/logs/$name.txt" "$out/logs/$name.module.txt" | grep -E '^[^ ]+:[0-9]+(:[0-9]+)?: (error|warning):' |
            sed "s|^<unknown>:0:|$name: <unknown>:0:|" | sort -u >>"$log"
    done <<<"$target_lines"

    errors=$(grep -c ': error:' "$log")
    warnings=$(grep -c ': warning:' "$log")
    cat "$log"
    for entry in "${skipped[@]}"; do echo "apple-check $variant: not checked: $entry"; done
    echo "apple-check $variant: $errors error(s), $warnings warning(s) in $checked target(s), ${#skipped[@]} skipped"
    [ "$errors" -gt 0 ] || [ "$warnings" -gt 0 ] || [ ${#skipped[@]} -gt 0 ] && total_failures=$((total_failures + 1))
done

python3 Scripts/availability-check.py --self-test >/dev/null || {
    echo "apple-check: availability-check.py --self-test failed" >&2
    total_failures=$((total_failures + 1))
}
python3 Scripts/availability-check.py || total_failures=$((total_failures + 1))

[ "$total_failures" -eq 0 ]
