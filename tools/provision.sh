#!/usr/bin/env bash
# The system packages `npm test` needs, installed from Debian when missing: Chromium (end-to-end tests), nginx (the
# deploy tests run `nginx -t` on deploy/nginx and serve the built front ends through it), redis-server (private
# Redis servers of the fault and replica tests) and PostgreSQL (the machine's server on 5432, when it can be had;
# without it the tests run an embedded one). Used by `.ci/run` and by `npm test` itself.
#
# Installs only as root or with password-less sudo, and only with apt-get. When something needed is missing and
# cannot be installed, prints one line saying what and how to get it, and exits 1.
#
# Overrides (also how its "missing" branch is tested): CHROMIUM_PATH, NGINX_BINARY (the paths the tests use),
# PROVISION_NO_INSTALL=1 (check only, never install).
set -euo pipefail

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
nginx=${NGINX_BINARY:-/usr/sbin/nginx}

has_redis() { command -v redis-server >/dev/null 2>&1; }
has_postgres() { command -v pg_ctlcluster >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; }

# Needed packages still missing, as "debian-package:what-it-is" words.
missing_needed() {
  local missing=()
  [ -x "$chromium" ] || missing+=("chromium:$chromium")
  [ -x "$nginx" ] || missing+=("nginx:$nginx")
  has_redis || missing+=("redis-server:redis-server")
  # db:backup / db:restore and their restore-drill test.
  command -v pg_dump >/dev/null 2>&1 || missing+=("postgresql-client:pg_dump")
  echo "${missing[@]:-}"
}

can_install() {
  [ "${PROVISION_NO_INSTALL:-0}" != 1 ] || return 1
  command -v apt-get >/dev/null 2>&1 || return 1
  [ "$(id -u)" = 0 ] || sudo -n true >/dev/null 2>&1
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  echo "provision: installing $* (apt-get)"
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

missing=$(missing_needed)
why="no root, password-less sudo or apt-get"
[ "${PROVISION_NO_INSTALL:-0}" != 1 ] || why="PROVISION_NO_INSTALL=1"
if [ -n "$missing" ] && can_install; then
  why="apt-get could not install them"
  packages=()
  for item in $missing; do packages+=("${item%%:*}"); done
  apt_install "${packages[@]}" || true
  missing=$(missing_needed)
fi
# Nice to have, never required: the tests fall back to an embedded PostgreSQL.
if ! has_postgres && can_install; then apt_install postgresql || true; fi

if [ -n "$missing" ]; then
  names=() paths=()
  for item in $missing; do
    names+=("${item%%:*}")
    paths+=("${item#*:}")
  done
  echo "npm test needs ${paths[*]} and cannot install them here ($why): run \`sudo apt-get install ${names[*]}\` (Debian/Ubuntu), or set CHROMIUM_PATH / NGINX_BINARY to where they are." >&2
  exit 1
fi
