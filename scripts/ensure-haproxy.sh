#!/usr/bin/env bash
# Installs Debian's HAProxy, the load balancer of the two-instance topology (npm run topology and its test), when it is missing.
set -euo pipefail
HAPROXY="${HAPROXY_PATH:-/usr/sbin/haproxy}"
if [ -x "$HAPROXY" ]; then exit 0; fi
bash "$(dirname "$0")/ensure-debian-package.sh" "$HAPROXY" haproxy
# Where systemd runs, the package starts a service of its own; the topology starts HAProxy itself, on its own configuration.
if [ -d /run/systemd/system ]; then
  if [ "$(id -u)" = 0 ]; then systemctl disable --now haproxy || true; else sudo systemctl disable --now haproxy || true; fi
fi
"$HAPROXY" -v | head -n 1
