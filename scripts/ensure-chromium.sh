#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (root on these machines).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Chromium missing: installing it with apt-get"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
