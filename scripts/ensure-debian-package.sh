#!/usr/bin/env bash
# Installs Debian packages when the program they provide is missing (as root, or with sudo):
#   ensure-debian-package.sh <program path> <package>...
set -euo pipefail
program="$1"
shift
if [ -x "$program" ]; then exit 0; fi
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
echo "$(basename "$program") is missing: installing Debian's $*" >&2
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
