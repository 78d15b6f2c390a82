#!/usr/bin/env bash
# State coverage on Examples/TimelineApp, the loop a team runs: the example's tests (which drive
# TimelineViewModel through the generated TimelineLoaderFake) run with the recorder on, then
# `statespec coverage` prints each state, error cause and message of Timeline.yaml that no test
# showed, at its line, and the table. Exits non-zero when the tests fail or no report is written;
# what no test showed is reported, not failed (pass a --minimum to fail below a percentage).
#
#   Examples/TimelineApp/check-coverage.sh [statespec coverage options...]
set -euo pipefail
cd "$(dirname "$0")"
reports=.build/statespec-coverage
rm -rf "$reports"
mkdir -p "$reports"

STATESPEC_COVERAGE="$reports/" swift test 2>&1 | tail -n 1
if ! ls "$reports"/statespec-coverage-*.json > /dev/null 2>&1; then
  echo "check-coverage: the tests wrote no state coverage report into $reports" >&2
  exit 1
fi
swift run --package-path ../.. statespec coverage "$reports" Sources/TimelineFeature "$@"
