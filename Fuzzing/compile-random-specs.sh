#!/usr/bin/env bash
# Whatever lint accepts compiles: writes COUNT random lint-clean specs (statespec-random-specs),
# then for each batch runs `statespec lint` (must exit 0), `statespec generate` with the batch's
# layout and access level, and `statespec generate --fakes`, and compiles the generated Swift and
# the loader fakes in Swift 6 mode with warnings as errors against StateSpecRuntime and
# StateSpecTesting. A batch that does not compile is a bug in the rules or the
# templates: the script stops and names the batch folder to look at.
#
#   Fuzzing/compile-random-specs.sh [COUNT] [SEED] [BATCH]     (defaults: 300, 1, 50)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-300}
seed=${2:-1}
batch=${3:-50}
work=${STATESPEC_RANDOM_SPECS_WORK:-.build/random-specs}
rm -rf "$work"
mkdir -p "$work/runtime"
start=$SECONDS

swift build --product statespec --product statespec-random-specs 2>&1 | tail -n 1
bin=$(swift build --show-bin-path)
"$bin/statespec-random-specs" --count "$count" --batch "$batch" --seed "$seed" --out "$work/batches"

# StateSpecRuntime (and the vocabulary it re-exports) as modules the generated code imports.
swiftc -emit-module -module-name StateSpecVocabulary -swift-version 6 -parse-as-library \
  -emit-module-path "$work/runtime/StateSpecVocabulary.swiftmodule" $(find Sources/StateSpecVocabulary -name '*.swift' | sort)
swiftc -emit-module -module-name StateSpecRuntime -swift-version 6 -parse-as-library -I "$work/runtime" \
  -emit-module-path "$work/runtime/StateSpecRuntime.swiftmodule" $(find Sources/StateSpecRuntime -name '*.swift' | sort)
swiftc -emit-module -module-name StateSpecTesting -swift-version 6 -parse-as-library -I "$work/runtime" \
  -emit-module-path "$work/runtime/StateSpecTesting.swiftmodule" $(find Sources/StateSpecTesting -name '*.swift' | sort)

compiled=0
for folder in "$work"/batches/batch-*; do
  if ! "$bin/statespec" lint "$folder/specs" --quiet > "$folder/lint.txt"; then
    echo "compile-random-specs: lint refused a spec the generator says it accepts: $folder" >&2
    cat "$folder/lint.txt" >&2
    exit 1
  fi
  # shellcheck disable=SC2046
  "$bin/statespec" generate "$folder/specs" -o "$folder/Generated" --quiet $(cat "$folder/options") > "$folder/generate.txt"
  # Each loader's fake too, compiled beside the loader it fakes, at the batch's access level.
  # shellcheck disable=SC2046
  "$bin/statespec" generate "$folder/specs" -o "$folder/Fakes" --fakes --quiet $(grep -o -- '--access-level [a-z]*' "$folder/options") > "$folder/fakes.txt"
  if ! swiftc -emit-module -wmo -emit-module-path "$folder/Batch.swiftmodule" -module-name Batch -parse-as-library \
      -swift-version 6 -D DEBUG -warnings-as-errors -I "$work/runtime" "$folder/Models.swift" "$folder"/Generated/*.swift "$folder"/Fakes/*.swift \
      > "$folder/compile.txt" 2>&1; then
    echo "compile-random-specs: the Swift generated for a lint-clean batch does not compile: $folder ($(cat "$folder/options"))" >&2
    grep -E "error|warning" "$folder/compile.txt" | head -n 20 >&2
    exit 1
  fi
  compiled=$((compiled + $(ls "$folder/specs" | grep -cv '^feedback.yaml$')))
done
echo "compile-random-specs: $compiled random lint-clean specs compiled without warnings in $((SECONDS - start)) s (seed $seed)"
