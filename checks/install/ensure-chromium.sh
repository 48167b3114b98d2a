#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own download cannot reach its host here).
# Installs it when neither $CHROMIUM_PATH nor /usr/bin/chromium exists; Java (for the HTML
# validator) and openssl (the localhost certificate, build/scripts/localhost-tls.mjs) likewise.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

need=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then need+=(chromium); fi
if ! command -v java >/dev/null 2>&1; then need+=(default-jre-headless); fi
if ! command -v openssl >/dev/null 2>&1; then need+=(openssl); fi
[ ${#need[@]} -eq 0 ] && exit 0

apt_install "${need[@]}"
