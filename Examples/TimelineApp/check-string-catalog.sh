#!/usr/bin/env bash
# StateSpecStringCatalogPlugin on the example: the committed Sources/TimelineFeature/StateSpec.xcstrings
# is what the specs give (`--check` passes); a changed text makes `--check` fail and the plugin
# update the catalog, keeping a translation and marking it for review. The spec and the catalog
# are put back however the script ends.
set -euo pipefail
cd "$(dirname "$0")"
spec=Sources/TimelineFeature/Timeline.yaml
catalog=Sources/TimelineFeature/StateSpec.xcstrings
work=$(mktemp -d "${TMPDIR:-/tmp}/statespec-strings.XXXXXX")
cp "$spec" "$work/spec" && cp "$catalog" "$work/catalog"
trap 'cp "$work/spec" "$spec"; cp "$work/catalog" "$catalog"; rm -rf "$work"' EXIT
fail() { echo "check-string-catalog: FAIL: $*" >&2; exit 1; }
catalog_plugin() { swift package --allow-writing-to-package-directory statespec-strings "$@"; }

catalog_plugin --check || fail "the committed $catalog is not what the specs give"
grep -q '"There are no posts yet"' "$catalog" || fail "$catalog lacks the empty state's text"

# A French translation of the empty state's message, then the English text changes.
sed -i.bak '/"Timeline.empty.message" : {/,/"localizations" : {/ s/"localizations" : {/"localizations" : {\n        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Rien pour le moment" } },/' "$catalog" && rm -f "$catalog.bak"
grep -q "Rien pour le moment" "$catalog" || fail "could not add a translation to $catalog (has its format changed?)"
sed -i.bak 's/message: There are no posts yet/message: Nothing posted yet/' "$spec" && rm -f "$spec.bak"
if catalog_plugin --check >"$work/out" 2>&1; then fail "--check passed with a changed spec text"; fi
grep -q "out of date: $catalog" "$work/out" || { cat "$work/out" >&2; fail "--check did not name $catalog"; }

catalog_plugin
grep -q '"Nothing posted yet"' "$catalog" || fail "the plugin did not put the new English text into $catalog"
grep -q '"Rien pour le moment"' "$catalog" || fail "the plugin dropped the French translation"
grep -q '"needs_review"' "$catalog" || fail "the translation of a changed text is not marked needs_review"
catalog_plugin --check || fail "--check fails right after the plugin updated the catalog"
echo "check-string-catalog: ok: the catalog is up to date, and an update keeps translations for review"
