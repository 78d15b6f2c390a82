#!/usr/bin/env bash
# Fuzzes parse → check → generate (and the configuration reader and the String Catalog merge)
# for SECONDS seconds: with libFuzzer and AddressSanitizer when the toolchain links them
# (`-sanitize=fuzzer,address`, built into .build-fuzz/), otherwise with the plain mutation
# driver of the same target. Prints how many inputs ran; exits 1 on a crash or a broken
# property, leaving the input that caused it (libFuzzer: the crash-… file it names; plain:
# .build/fuzz/last-input). The libFuzzer corpus in .build/fuzz/corpus grows from run to run.
#
#   Fuzzing/fuzz.sh [SECONDS] [--plain]          (default 60 seconds; STATESPEC_FUZZ_SEED fixes the seed)
#   Replay a finding: .build-fuzz/debug/statespec-fuzz -detect_leaks=0 crash-<hash>
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
mode=${2:-libfuzzer}
seed=${STATESPEC_FUZZ_SEED:-0}
mkdir -p .build/fuzz

swift build --product statespec-fuzz 2>&1 | tail -n 1
plain=$(swift build --show-bin-path)/statespec-fuzz
corpus=.build/fuzz/corpus
if [ ! -d "$corpus" ]; then
  "$plain" --write-seeds "$corpus" --corpus specs --corpus Tests/StateSpecCoreTests/Fixtures/reporters/specs
fi

if [ "$mode" != "--plain" ] && swift build --product statespec-fuzz --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DSTATESPEC_LIBFUZZER -Xswiftc -use-ld=lld > .build/fuzz/build.log 2>&1; then
  fuzzer=.build-fuzz/debug/statespec-fuzz
  # Leak detection is off: LeakSanitizer reports the boxes of Swift's global constants.
  set +e
  (cd .build/fuzz && ASAN_OPTIONS=detect_leaks=0 "../../$fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
      -seed="$seed" -detect_leaks=0 -print_final_stats=1 corpus) > .build/fuzz/run.log 2>&1
  status=$?
  set -e
  executions=$(grep -E '^stat::number_of_executed_units' .build/fuzz/run.log | awk '{print $2}' | tail -n 1)
  if [ "$status" -ne 0 ]; then
    grep -E 'ERROR|Fatal error|broken property|crash-|timeout-|oom-' .build/fuzz/run.log | head -n 20 >&2
    echo "fuzz: libFuzzer found a problem after ${executions:-?} executions; the input is in .build/fuzz/ (log: .build/fuzz/run.log)" >&2
    exit 1
  fi
  echo "fuzz: libFuzzer ran ${executions:-?} inputs in $seconds s with AddressSanitizer: no crash, no broken property ($(ls "$corpus" | wc -l) inputs in the corpus)"
else
  [ "$mode" = "--plain" ] || echo "fuzz: the toolchain did not link libFuzzer (see .build/fuzz/build.log); using the plain mutation driver"
  if ! "$plain" --seconds "$seconds" --seed "$((seed == 0 ? RANDOM : seed))" --corpus "$corpus" --last-input .build/fuzz/last-input; then
    echo "fuzz: the plain driver crashed; the input is .build/fuzz/last-input" >&2
    exit 1
  fi
fi
