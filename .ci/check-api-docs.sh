#!/usr/bin/env bash
# Every public symbol of StateSpecRuntime has a summary in its doc comment. Reads the detailed
# coverage table DocC prints with --experimental-documentation-coverage (the log given) and lists
# each symbol whose "Abstract?" column is false, leaving out what the compiler synthesises
# (hash(into:), hashValue, init(rawValue:), init(from:), operators, localizedDescription), which carries the
# protocol's documentation.
set -euo pipefail
log=$1
missing=$(awk -F'|' '
  NF >= 8 && $2 !~ /Article|CollectionGroup|Operator|Kind/ && $3 ~ /false/ {
    path = $8; gsub(/^ +| +$/, "", path)
    if (path !~ /\/(hash\(into:\)|hashValue|init\(rawValue:\)|init\(from:\)|localizedDescription)$/) print path
  }' "$log" | sed 's#^doc://StateSpecRuntime/documentation/##')
rows=$(grep -c 'doc://StateSpecRuntime/documentation/' "$log" || true)
if [[ $rows -lt 100 ]]; then
  echo "check-api-docs: the coverage table in $log has $rows rows; did DocC print it?" >&2
  exit 1
fi
if [[ -n $missing ]]; then
  echo "check-api-docs: these public symbols have no summary in their doc comment:" >&2
  echo "$missing" >&2
  exit 1
fi
echo "check-api-docs: all public symbols of StateSpecRuntime are documented ($rows rows)"
