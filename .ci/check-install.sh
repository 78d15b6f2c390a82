#!/usr/bin/env bash
# StateSpec installed and run in another repository, as the README's Install section says:
# the built binary copied into a bin folder of its own, then used from a fresh folder with no
# StateSpec sources in sight: init, lint, generate, generate --check, a broken spec, a baseline.
# Uses the build CI already made (the README's release build differs only in speed).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product statespec >/dev/null
bin_path=$(swift build --show-bin-path)
work=$(mktemp -d "${TMPDIR:-/tmp}/statespec-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/prefix/bin" "$work/app"
cp "$bin_path/statespec" "$work/prefix/bin/statespec"
export PATH="$work/prefix/bin:$PATH"
cd "$work/app"

fail() { echo "check-install: $*" >&2; exit 1; }
expect_exit() {
  local want=$1; shift
  set +e; "$@" >"$work/out" 2>"$work/err"; local got=$?; set -e
  [ "$got" = "$want" ] || { cat "$work/out" "$work/err" >&2; fail "'$*' exited $got, expected $want"; }
}

statespec --version >/dev/null || fail "statespec is not on PATH"
expect_exit 0 statespec init
[ -f statespec.yml ] || fail "init wrote no statespec.yml"
expect_exit 0 statespec lint
expect_exit 0 statespec generate
ls Generated/*ViewModel.swift >/dev/null || fail "generate wrote no view model"
expect_exit 0 statespec generate --check

# A broken spec: exit 1, the cause at its line with the fix; --check names the full command.
spec=$(ls specs/*.yaml | head -n 1)
sed -i.bak 's/^states:/stats:/' "$spec" && rm -f "$spec.bak"
expect_exit 1 statespec lint
grep -q "did you mean 'states'?" "$work/out" || fail "no did-you-mean for a misspelt key"
[ "$(grep -c ': error:' "$work/out")" = 1 ] || fail "one mistake gave more than one error"

# Adopting gradually: a baseline holds today's findings; lint with it passes until a new one.
expect_exit 0 statespec lint --write-baseline statespec-baseline.json
expect_exit 0 statespec lint --baseline statespec-baseline.json
printf '# a line added above\n' | cat - "$spec" > "$work/moved" && cp "$work/moved" "$spec"
expect_exit 0 statespec lint --baseline statespec-baseline.json
echo "check-install: statespec installed and run from a fresh folder"
