#!/usr/bin/env bash
# Sourced by the ensure-*.sh scripts: installs the given Debian packages (with sudo when not root),
# plus a basic font so that every browser renders text the same way on a fresh machine. It waits
# for apt's lock, which another check installing its own servers may hold.
apt_install() {
  echo "Instalando $* desde los paquetes de Debian…"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get -o DPkg::Lock::Timeout=600 update -qq
  $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@" fonts-dejavu-core >/dev/null
}
