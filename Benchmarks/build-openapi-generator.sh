#!/bin/sh
# Builds swift-openapi-generator 1.14.3, the tool statespec-benchmark compares StateSpec with,
# into .build-openapi/ (git-ignored; none of its code is committed). git resolves the github.com
# address through the machine's package mirror when one is configured. Prints the binary's path.
#   Benchmarks/build-openapi-generator.sh
set -eu

version=1.14.3
root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build-openapi"
source="$scratch/swift-openapi-generator"

mkdir -p "$scratch"
if [ ! -d "$source/.git" ]; then
    git clone --quiet --depth 1 --branch "$version" https://github.com/apple/swift-openapi-generator "$source" 2>/dev/null \
        || git clone --quiet --branch "$version" https://github.com/apple/swift-openapi-generator "$source"
fi
git -C "$source" checkout --quiet "$version"

swift build -c release --package-path "$source" --scratch-path "$scratch/build" \
    --product swift-openapi-generator >&2
echo "$(swift build -c release --package-path "$source" --scratch-path "$scratch/build" --show-bin-path)/swift-openapi-generator"
