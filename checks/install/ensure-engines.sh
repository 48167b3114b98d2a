#!/usr/bin/env bash
# The cross-engine suite (checks/engines.mjs) drives Debian's Firefox ESR and WebKitGTK
# (WebKitWebDriver, under Xvfb). Installs whichever is missing, as ensure-chromium.sh does.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

need=()
if [ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ]; then need+=(firefox-esr); fi
if [ -z "${WEBKIT_DRIVER_PATH:-}" ] && [ ! -x /usr/bin/WebKitWebDriver ]; then need+=(webkit2gtk-driver); fi
if [ -z "${DISPLAY:-}" ] && ! command -v Xvfb >/dev/null 2>&1; then need+=(xvfb); fi
[ ${#need[@]} -eq 0 ] && exit 0

apt_install "${need[@]}"
