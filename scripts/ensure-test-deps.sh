#!/usr/bin/env bash
# What the tests need beyond npm packages, installed when missing (root on these machines):
# Debian's Chromium for the browser tests and a Java runtime for the W3C Nu validator (vnu-jar).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} with apt-get"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
