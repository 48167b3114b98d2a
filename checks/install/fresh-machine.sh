#!/usr/bin/env bash
# Proves the two commands a new developer meets, `npm install && npm test`, on a machine that never
# saw the project: a minimal Debian bookworm root (mmdebstrap: its base, git and CA certificates),
# given this machine's Node (20, the system one: the project brings its own Node 24) and its extra
# CA certificates, where the repository is cloned and both commands run as root. Every other tool
# (browsers, web servers, Java, openssl…) must be installed by the suites themselves.
#
#   sudo bash checks/install/fresh-machine.sh [REF] [DIR]
#
# REF: the commit or branch to clone from this repository (default: the current branch).
# DIR: where the root is built (default /var/tmp/fresh-machine-$$; not under /tmp, which the
# tests use inside the root). It is deleted at the end unless KEEP_ROOT=1.
# FRESH_ENV: extra VAR=value words for the commands inside, e.g. the suites' ports on a machine
# shared with other test runs: FRESH_ENV='HOSTS_BASE_PORT=4920 E2E_PORT=4940 ENGINES_PORT=4941'.
# Prints the time of each command and of the whole run; exits with npm's status.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "fresh-machine: run as root (mmdebstrap, chroot and bind mounts need it)" >&2
  exit 1
fi

repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
ref="${1:-$(git -C "$repo" rev-parse --abbrev-ref HEAD)}"
commit="$(git -C "$repo" rev-parse --verify "$ref^{commit}")"
root="${2:-/var/tmp/fresh-machine-$$}"
started=$(date +%s)

command -v mmdebstrap >/dev/null || {
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mmdebstrap
}

mounted=()
cleanup() {
  local status=$?
  # Unmount in reverse order, always (also after a failure or Ctrl-C); lazily if still busy.
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" 2>/dev/null || true
  done
  if [ "${KEEP_ROOT:-0}" != 1 ] && [ -d "$root" ]; then
    # Only when nothing is mounted below it any more: never delete through a bind mount.
    if ! grep -q " $root/" /proc/mounts; then rm -rf "$root"; fi
  fi
  echo "fresh-machine: $(($(date +%s) - started)) s in all, exit status $status"
  exit $status
}
trap cleanup EXIT INT TERM

echo "fresh-machine: building a Debian bookworm root in $root"
mmdebstrap --quiet --variant=minbase --include=git,ca-certificates bookworm "$root"

# Apt as on this machine: the same sources (Debian's mirror) and apt settings (a proxy, if any).
rm -f "$root/etc/apt/sources.list" # mmdebstrap's own; this machine's replace it
cp -a /etc/apt/sources.list.d/. "$root/etc/apt/sources.list.d/"
if [ -f /etc/apt/sources.list ]; then cp /etc/apt/sources.list "$root/etc/apt/sources.list"; fi
rm -f "$root"/etc/apt/sources.list.d/*.disabled* 2>/dev/null || true
for conf in /etc/apt/apt.conf.d/*; do
  if grep -qiE 'proxy|Check-Valid-Until|Check-Date' "$conf"; then cp "$conf" "$root/etc/apt/apt.conf.d/"; fi
done

# Node as this machine has it: the files of its nodejs package (NodeSource's 20.x; Debian's own
# bookworm package is Node 18, which npm 11 refuses). Copied file by file from `dpkg -L nodejs`.
node_package="$(dpkg -S "$(readlink -f "$(command -v node)")" | cut -d: -f1)"
echo "fresh-machine: copying $node_package $(dpkg-query -W -f='${Version}' "$node_package") (node $(node --version), npm $(npm --version))"
dpkg -L "$node_package" | while read -r file; do
  if [ -f "$file" ] || [ -L "$file" ]; then printf '%s\n' "${file#/}"; fi
done | tar -C / --no-recursion -cf - -T - | tar -C "$root" -xf -
# npm as updated on this machine, if it is not the package's own.
if [ -d /usr/lib/node_modules/npm ]; then
  rm -rf "$root/usr/lib/node_modules/npm"
  cp -a /usr/lib/node_modules/npm "$root/usr/lib/node_modules/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/bin/npx"
fi

# This machine's extra certificate authorities, without which npm cannot reach the registry.
if compgen -G '/usr/local/share/ca-certificates/*' >/dev/null; then
  cp -a /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
fi
bundle=/etc/ssl/certs/ca-certificates.crt

grep -q localhost "$root/etc/hosts" 2>/dev/null || printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' >>"$root/etc/hosts"
cp /etc/resolv.conf "$root/etc/resolv.conf"

for fs in proc sys dev dev/pts dev/shm; do
  mkdir -p "$root/$fs"
  mount --bind "/$fs" "$root/$fs"
  mounted+=("$root/$fs")
done
# /dev/pts and /dev/shm (Chromium's shared memory) are mounts of their own; /tmp is the root's own.

# The clone: from this repository, at the given commit, as a new user would get it.
git clone --quiet --no-checkout "$repo" "$root/root/sitio"
git -C "$root/root/sitio" checkout --quiet "$commit"
echo "fresh-machine: cloned $ref ($commit) into /root/sitio"

run_in_root() {
  chroot "$root" /usr/bin/env -i \
    HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 TERM=dumb \
    NODE_EXTRA_CA_CERTS=$bundle SSL_CERT_FILE=$bundle SSL_CERT_DIR=/etc/ssl/certs \
    GIT_SSL_CAINFO=$bundle CURL_CA_BUNDLE=$bundle REQUESTS_CA_BUNDLE=$bundle \
    ${FRESH_ENV:-} \
    bash -c "cd /root/sitio && $1"
}

timed() {
  local name=$1 from
  from=$(date +%s)
  if run_in_root "$2"; then
    echo "fresh-machine: $name passed in $(($(date +%s) - from)) s"
  else
    local status=$?
    echo "fresh-machine: $name FAILED (exit $status) after $(($(date +%s) - from)) s"
    return $status
  fi
}

timed 'npm install' 'npm install 2>&1 | tee /root/npm-install.log; exit ${PIPESTATUS[0]}'
# The install must not warn about engines or about install scripts nobody approved.
engine_warnings=$(grep -c EBADENGINE "$root/root/npm-install.log" || true)
script_warnings=$(grep -c 'allowScripts' "$root/root/npm-install.log" || true)
echo "fresh-machine: npm install printed $engine_warnings EBADENGINE and $script_warnings allowScripts warnings"
if [ "$engine_warnings" != 0 ] || [ "$script_warnings" != 0 ]; then exit 1; fi
timed 'npm test' 'npm test'
# Nothing the install or the tests write may stay in the working tree.
changed=$(git -C "$root/root/sitio" status --porcelain)
if [ -n "$changed" ]; then
  echo "fresh-machine: the working tree is not clean after npm install && npm test:"
  echo "$changed"
  exit 1
fi
echo "fresh-machine: git status is clean after npm install && npm test"
