#!/usr/bin/env bash
# Builds and tests Examples/TimelineApp, whose TimelineFeature target gets its view model from
# Timeline.yaml through StateSpecBuildPlugin, then proves the plugin keeps builds incremental:
#
#   1. a build with nothing changed does not run statespec, leaves the generated Timeline.swift
#      untouched (same modification time) and recompiles nothing of TimelineFeature;
#   2. touching the spec (a new modification time, the same bytes) does run statespec, which
#      rewrites nothing, so TimelineFeature is still not recompiled. This step also proves that
#      the log check of step 1 sees the tool when it runs.
#
# One SwiftPM behaviour is allowed for, and reported when it happens: on the build after a clean
# build, and on the build after a `swift test` (even with --skip-build), SwiftPM 6.3 recompiles
# the C sources of Yams (a dependency of statespec) and relinks statespec-tool. The tool is an
# input of the plugin's command, so the command runs again then; it writes nothing, so nothing
# is recompiled. The build after that must then be a complete no-op.
#
# Builds run with -v so that every command the build system runs is in the logs under
# .build/check-incremental/. Run it from anywhere; it uses the example's own .build folder.
set -euo pipefail
cd "$(dirname "$0")"

logs=.build/check-incremental
mkdir -p "$logs"

fail() {
  echo "check-incremental: FAIL: $*" >&2
  exit 1
}

# Modification time with sub-second precision: GNU stat (Linux), then BSD stat (macOS).
mtime() {
  stat -c '%y' "$1" 2>/dev/null || stat -f '%Fm' "$1"
}

# Builds everything, tests included, logging every command; shows the log's end on failure.
build() {
  local log="$logs/$1.log"
  if ! swift build --build-tests -v >"$log" 2>&1; then
    # Each error once: -v logs repeat them once per compiler job.
    grep -E "^[^ |].*error:" "$log" | awk '!seen[$0]++' | head -n 30 >&2 || tail -n 40 "$log" >&2
    fail "swift build failed; the whole log is $PWD/$log"
  fi
}

# The statespec invocation the build plugin defines for Timeline.yaml (the host tool may be
# called statespec or statespec-tool).
ran_statespec() {
  grep -Eq "/statespec(-tool)? generate .*/Sources/TimelineFeature/Timeline\.yaml" "$logs/$1.log"
}

# The link of the statespec executable the plugin runs.
relinked_statespec() {
  grep -Eq -- "-module-name statespec .*-emit-executable|-emit-executable.*-module-name statespec " "$logs/$1.log"
}

# A compiler invocation for the TimelineFeature module (not TimelineFeatureTests).
compiled_feature() {
  grep -Eq -- "-module-name TimelineFeature( |$)" "$logs/$1.log"
}

echo "check-incremental: first build (swift build --build-tests)…"
start=$(date +%s)
touch "$logs/started"
build first
echo "check-incremental: first build took $(( $(date +%s) - start ))s"
# Warnings in the plugins, the example's code or the code generated for it fail the check.
repo=$(cd ../.. && pwd)
if grep -E "^($repo/Plugins|$PWD/Sources|$PWD/Tests|$PWD/\.build/plugins/outputs)/[^:]+:[0-9]+:[0-9]+: warning:" "$logs/first.log" >&2; then
  fail "the lines above are compiler warnings in the plugins, the example or its generated code"
fi

echo "check-incremental: swift test…"
swift test --skip-build

matches=()
while IFS= read -r file; do matches+=("$file"); done < <(
  find .build/plugins/outputs -path "*/TimelineFeature/*StateSpecBuildPlugin/GeneratedSources/Timeline.swift" -type f
)
[[ ${#matches[@]} -eq 1 ]] || fail "expected one generated Timeline.swift under .build/plugins/outputs, found ${#matches[@]}: ${matches[*]:-none}"
generated=${matches[0]}
grep -q "final class TimelineViewModel" "$generated" || fail "$generated does not declare TimelineViewModel"
before=$(mtime "$generated")
# The plugin must declare every Swift file the tool writes, or the build never compiles it: each
# one written by this run must be on the compiler's command line for TimelineFeature. (The tool
# also keeps its .statespec-manifest there, a record of what it wrote, which is not compiled.)
feature_compiles=$(grep -- "-module-name TimelineFeature " "$logs/first.log" || true)
while IFS= read -r file; do
  [[ $feature_compiles == *"$PWD/${file#./}"* ]] ||
    fail "statespec wrote $file, but TimelineFeature was not compiled with it: StateSpecBuildPlugin does not declare it as an output"
done < <(find "$(dirname "$generated")" -type f -name '*.swift' -newer "$logs/started")
# The target's feedback policy gets a file of its own name too, and its kinds reach the app-wide code.
policy_note=$(dirname "$generated")/feedback.swift
[[ -f $policy_note ]] || fail "statespec wrote no feedback.swift for the target's feedback.yaml"
grep -q "accessible profile" "$(dirname "$generated")/AppFeedbackPolicy.swift" || fail "AppFeedbackPolicy.swift is not made from feedback.yaml (its accessible profile)"
echo "check-incremental: generated $generated (modified $before)"

# A build with nothing changed: the generated file keeps its modification time, TimelineFeature
# is not recompiled, and statespec does not run unless statespec-tool itself was rebuilt.
# Sets relinked=yes when SwiftPM relinked statespec-tool in that build.
unchanged_build() {
  build "$1"
  compiled_feature "$1" && fail "the $1 build recompiled TimelineFeature although nothing changed (see $logs/$1.log)"
  [[ $(mtime "$generated") == "$before" ]] || fail "the $1 build rewrote $generated ($before → $(mtime "$generated"))"
  relinked=no
  if relinked_statespec "$1"; then
    relinked=yes
  elif ran_statespec "$1"; then
    fail "the $1 build ran statespec although nothing changed (see $logs/$1.log)"
  fi
}

echo "check-incremental: second build, nothing changed…"
unchanged_build second
if [[ $relinked == yes ]]; then
  echo "check-incremental: note: SwiftPM relinked statespec-tool (it recompiles Yams' C sources on the build after a clean build or a swift test); statespec ran, wrote nothing, nothing was recompiled"
  echo "check-incremental: third build, nothing changed…"
  unchanged_build third
  [[ $relinked == no ]] || fail "SwiftPM relinked statespec-tool again in the third build (see $logs/third.log)"
fi
echo "check-incremental: ok: statespec did not run, Timeline.swift kept its modification time, nothing recompiled"

echo "check-incremental: touching Timeline.yaml (same bytes) and building…"
touch Sources/TimelineFeature/Timeline.yaml
build touched
ran_statespec touched || fail "statespec did not run after its input changed (see $logs/touched.log); the check of the second build may be blind"
compiled_feature touched && fail "TimelineFeature was recompiled although the generated code did not change (see $logs/touched.log)"
[[ $(mtime "$generated") == "$before" ]] || fail "statespec rewrote $generated although its bytes did not change"
echo "check-incremental: ok: statespec ran, rewrote nothing, nothing recompiled"
