#!/usr/bin/env bash
# The generated code, and the four shapes of loader an app writes (.ci/concurrency/LoaderShapes.swift:
# a struct, a final class, an actor and a @MainActor class), and the golden loader fakes, compile
# without a warning in Swift 6 language mode under each concurrency setting an app target may use: plain Swift 6,
# NonisolatedNonsendingByDefault, Xcode's "approachable concurrency" (NonisolatedNonsendingByDefault
# and InferIsolatedConformances) with default main-actor isolation, and default main-actor
# isolation alone, as a debug build (DEBUG: the fixtures too). Compiles to object code, so the SIL
# passes that check sendability run too.
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/ci-concurrency
rm -rf "$work"
mkdir -p "$work/Screens"

swift build --target StateSpecRuntime >/dev/null
swift build --target StateSpecTesting >/dev/null
modules=$(swift build --show-bin-path)/Modules
swift run statespec generate specs Tests/GeneratedCodeTests/Specs --output "$work/Screens" --quiet > /dev/null
# The golden loader fakes (`generate --fakes`) compile beside the code they fake, in every mode too.
sources=("$work"/Screens/*.swift Tests/GeneratedCodeTests/Models.swift .ci/concurrency/LoaderShapes.swift Tests/GeneratedCodeTests/Fakes/*.swift)

modes=(
  "plain Swift 6|"
  "NonisolatedNonsendingByDefault|-enable-upcoming-feature NonisolatedNonsendingByDefault"
  "approachable concurrency, default MainActor|-enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances -default-isolation MainActor"
  "default MainActor|-default-isolation MainActor"
)
failed=0
for mode in "${modes[@]}"; do
  name=${mode%%|*}
  flags=${mode#*|}
  # shellcheck disable=SC2086
  if swiftc -swift-version 6 -D DEBUG $flags -warnings-as-errors -parse-as-library -wmo -module-name Screens \
      -I "$modules" -c "${sources[@]}" -o "$work/Screens.o" > "$work/build.log" 2>&1; then
    echo "check-concurrency-modes: ok: $name"
  else
    echo "check-concurrency-modes: FAILED: $name" >&2
    grep -E "(error|warning):" "$work/build.log" | head -20 >&2
    failed=1
  fi
done
exit $failed
