#!/usr/bin/env bash
# Builds a self-contained `statespec` for Linux: the Swift standard library and Foundation are
# linked into the binary (--static-swift-stdlib), so it runs on a machine without a Swift
# toolchain, such as a CI runner that only lints specs. Writes it to .build/static/statespec
# (or to the path given) and prints that path.
#
#   Scripts/build-static-binary.sh [OUTPUT]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/static/statespec}

if [[ $(uname -s) != Linux ]]; then
  echo "build-static-binary: --static-swift-stdlib is for Linux; on macOS the toolchain's release build already runs without Swift installed" >&2
  exit 2
fi

swift build -c release --product statespec --static-swift-stdlib >&2
built="$(swift build -c release --static-swift-stdlib --show-bin-path)/statespec"
mkdir -p "$(dirname "$output")"
install -m 755 "$built" "$output"
echo "$output"
