#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
bash "$(dirname "$0")/ensure-debian-package.sh" "$CHROMIUM" chromium fonts-liberation
"$CHROMIUM" --version
