#!/usr/bin/env bash
# Graphviz (draws the DOT diagrams) and Chromium (opens the state catalog headless), which the
# diagram and catalog checks drive, and GNU time, which the memory bounds of the tests read: installed from Debian's packages when missing, left alone
# when already there.
set -euo pipefail
missing=()
command -v dot >/dev/null 2>&1 || missing+=(graphviz)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# GNU time measures the peak memory of the runs the input-limit tests bound.
[ -x /usr/bin/time ] || missing+=(time)
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "CI: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
