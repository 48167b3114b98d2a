#!/usr/bin/env bash
# The cross-engine suite (scripts/engines.mjs) drives Debian's Firefox ESR and WebKitGTK
# (WebKitWebDriver, under Xvfb). Installs whichever is missing, as ensure-chromium.sh does.
set -euo pipefail

need=()
if [ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ]; then need+=(firefox-esr); fi
if [ -z "${WEBKIT_DRIVER_PATH:-}" ] && [ ! -x /usr/bin/WebKitWebDriver ]; then need+=(webkit2gtk-driver); fi
if [ -z "${DISPLAY:-}" ] && ! command -v Xvfb >/dev/null 2>&1; then need+=(xvfb); fi
[ ${#need[@]} -eq 0 ] && exit 0

echo "Instalando ${need[*]} desde los paquetes de Debian…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-dejavu-core >/dev/null
