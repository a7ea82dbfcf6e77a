#!/usr/bin/env bash
# Builds and runs SmartCodable's libFuzzer targets (see Fuzz/README.md).
#
#   Scripts/fuzz.sh parser|decoder [seconds] [extra libFuzzer arguments or input files]
#
#   seconds   how long to fuzz (default 60); 0 means until stopped (Ctrl-C) or until the
#             first crash.
#   files     when any extra argument is an existing file, those files are run once each
#             instead of fuzzing, to reproduce a crash:
#                 Scripts/fuzz.sh parser 0 Fuzz/crashes/<file>
#
# The library modules are compiled straight from Sources/ with swiftc (no SwiftPM, no
# .build), instrumented with -sanitize=fuzzer,address, and rebuilt only when their
# sources change. Needs a toolchain that ships libFuzzer (swift.org toolchains on Linux).
#
# Environment:
#   FUZZ_BUILD_DIR    build products, working corpus, crash artifacts
#                     (default /tmp/smartcodable-fuzz)
#   FUZZ_SOURCE_ROOT  checkout whose Sources/ are compiled (default: this repository);
#                     point it at a clean worktree to fuzz a commit while editing
#   FUZZ_BUILD_ONLY   set to 1 to build the target and stop
#   SWIFTC            the compiler (default: swiftc on PATH)
set -euo pipefail

usage() {
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

[[ $# -ge 1 ]] || usage
target=$1
shift
seconds=60
if [[ $# -ge 1 ]]; then
    seconds=$1
    shift
fi
[[ $seconds =~ ^[0-9]+$ ]] || { echo "fuzz.sh: seconds must be a whole number, got '$seconds'" >&2; exit 2; }

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source_root=${FUZZ_SOURCE_ROOT:-$repo_root}
build_dir=${FUZZ_BUILD_DIR:-/tmp/smartcodable-fuzz}
swiftc=${SWIFTC:-swiftc}

# The library modules each target links, in dependency order (from Package.swift:
# SmartCore first, the others depend on SmartCore only).
case $target in
    parser) modules=(SmartCore) ;;
    decoder) modules=(SmartCore SmartWrappers SmartTransformers SmartSentinel) ;;
    *) usage ;;
esac

harness_dir=$repo_root/Fuzz/$target
[[ -d $harness_dir ]] || { echo "fuzz.sh: no harness at $harness_dir" >&2; exit 1; }
command -v "$swiftc" >/dev/null || { echo "fuzz.sh: $swiftc not found" >&2; exit 1; }

flags=(-O -g -parse-as-library -swift-version 6 -package-name SmartCodable -sanitize=fuzzer,address)
module_dir=$build_dir/modules
mkdir -p "$module_dir" "$build_dir/bin"

# A fingerprint of some files' contents plus the compiler flags, to skip unchanged builds.
fingerprint() {
    { printf '%s\n' "${flags[*]}" "$("$swiftc" --version 2>&1)"; cat "$@"; } | sha256sum | cut -d' ' -f1
}

swift_files() {
    find "$1" -name '*.swift' -print | LC_ALL=C sort
}

# Compiles one library module into an object file and a .swiftmodule, whole-module.
build_module() {
    local name=$1 sources stamp
    mapfile -t sources < <(swift_files "$source_root/Sources/$name")
    [[ ${#sources[@]} -gt 0 ]] || { echo "fuzz.sh: no sources in $source_root/Sources/$name" >&2; exit 1; }
    # A module is rebuilt when its sources change, or SmartCore (which the others import) does.
    local inputs=("${sources[@]}")
    [[ $name != SmartCore ]] && inputs+=("$module_dir/SmartCore.stamp")
    stamp=$(fingerprint "${inputs[@]}")
    if [[ -f $module_dir/$name.o && "$(cat "$module_dir/$name.stamp" 2>/dev/null)" == "$stamp" ]]; then
        return
    fi
    echo "fuzz.sh: compiling $name (${#sources[@]} files)" >&2
    rm -f "$module_dir/$name.stamp"
    "$swiftc" "${flags[@]}" -wmo -module-name "$name" -I "$module_dir" \
        -emit-module -emit-module-path "$module_dir/$name.swiftmodule" \
        -c "${sources[@]}" -o "$module_dir/$name.o"
    echo "$stamp" > "$module_dir/$name.stamp"
}

start=$SECONDS
for module in "${modules[@]}"; do
    build_module "$module"
done

binary=$build_dir/bin/fuzz-$target
mapfile -t harness < <(swift_files "$harness_dir")
objects=()
for module in "${modules[@]}"; do objects+=("$module_dir/$module.o"); done
stamp=$(fingerprint "${harness[@]}" "${objects[@]}")
if [[ ! -x $binary || "$(cat "$binary.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "fuzz.sh: linking $binary" >&2
    rm -f "$binary.stamp"
    # lld, when the toolchain has it, links the sanitizer runtime without gold's warnings.
    linker=()
    [[ -x $(dirname "$(command -v "$swiftc")")/ld.lld ]] && linker=(-use-ld=lld)
    "$swiftc" "${flags[@]}" "${linker[@]}" -module-name "Fuzz_$target" -I "$module_dir" "${harness[@]}" "${objects[@]}" -o "$binary"
    echo "$stamp" > "$binary.stamp"
fi
echo "fuzz.sh: $binary ready ($((SECONDS - start)) s)" >&2
[[ ${FUZZ_BUILD_ONLY:-0} == 1 ]] && exit 0

# libFuzzer settings: inputs up to 64 KiB, an input running over 10 s is a hang, and the
# process may use 2 GiB. Swift's own crash backtracer is turned off so that libFuzzer and
# AddressSanitizer report crashes (with symbolized frames) themselves.
artifacts=$build_dir/artifacts/$target
mkdir -p "$artifacts"
fuzzer_flags=(
    -max_len=65536
    -timeout=10
    -rss_limit_mb=2048
    -dict="$repo_root/Fuzz/json.dict"
    -artifact_prefix="$artifacts/"
    -print_final_stats=1
)
symbolizer=$(dirname "$(command -v "$swiftc")")/llvm-symbolizer
[[ -x $symbolizer ]] && export ASAN_SYMBOLIZER_PATH=$symbolizer
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
# Leaks in the toolchain's Foundation, not in SmartCodable, are suppressed (the file says
# which and why); set LSAN_OPTIONS yourself (even empty) to override.
export LSAN_OPTIONS=${LSAN_OPTIONS-suppressions=$repo_root/Fuzz/lsan.supp:print_suppressions=0}

# Reproducing: any extra argument that is a file means "run these inputs once".
for argument in "$@"; do
    if [[ -f $argument ]]; then
        exec "$binary" "${fuzzer_flags[@]}" "$@"
    fi
done

# Fuzzing: new inputs go into a working corpus under the build directory (libFuzzer
# writes to the first directory only); the committed seeds and the JSON_checker files
# beside the repository (../shared/data/jsonchecker) are read, never written.
working_corpus=$build_dir/corpus/$target
mkdir -p "$working_corpus"
corpora=("$working_corpus" "$repo_root/Fuzz/corpus/$target")
[[ $target == decoder ]] && corpora+=("$repo_root/Fuzz/corpus/parser")
checker_dir=$repo_root/../shared/data/jsonchecker
if compgen -G "$checker_dir/*.json" >/dev/null; then
    checker_seeds=$build_dir/seeds/jsonchecker
    mkdir -p "$checker_seeds"
    cp "$checker_dir"/*.json "$checker_seeds/"
    corpora+=("$checker_seeds")
fi
[[ $seconds -gt 0 ]] && fuzzer_flags+=(-max_total_time="$seconds")

echo "fuzz.sh: fuzzing $target for ${seconds} s (0 = until stopped); crashes go to $artifacts/" >&2
exec "$binary" "${fuzzer_flags[@]}" "$@" "${corpora[@]}"
