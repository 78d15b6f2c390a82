#!/usr/bin/env bash
# The README's release binary for CI runners without Swift: Scripts/build-static-binary.sh, then
# the binary run from a fresh folder with the Swift toolchain taken out of PATH and
# LD_LIBRARY_PATH, so that a library it still needs from the toolchain makes it fail here.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
binary=$(Scripts/build-static-binary.sh)

toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
toolchain=$(dirname "$(dirname "$toolchain_bin")")
work=$(mktemp -d "${TMPDIR:-/tmp}/statespec-static.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/statespec"
cp -R specs "$work/specs"

# PATH without the toolchain's folders; no LD_LIBRARY_PATH at all.
clean_path=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -F "$toolchain" | paste -sd: -)
run() { env -i HOME="$HOME" PATH="$clean_path" "$@"; }

cd "$work"
if run sh -c 'command -v swift' >/dev/null 2>&1; then
  echo "check-static-binary: swift is still on the cleaned PATH" >&2; exit 1
fi
if ldd ./statespec | grep -F "$toolchain"; then
  echo "check-static-binary: the binary links the libraries above from the Swift toolchain" >&2; exit 1
fi
version=$(run ./statespec --version)
[[ $version == "$("$repo/.build/debug/statespec" --version)" ]] || { echo "check-static-binary: --version printed '$version'" >&2; exit 1; }
run ./statespec lint specs
echo "check-static-binary: $(du -h statespec | cut -f1) binary ran --version and lint with no Swift toolchain in sight"
