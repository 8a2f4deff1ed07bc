# Idempotent set-up for a fresh machine (Node 20 + npm only): brings Node 22 and the pinned
# pnpm from the npm registry into .tools/; for the tests, Chromium, CJK fonts and PostgreSQL
# (the server's DATABASE_URL test) from Debian; installs the workspace when the lockfile changed.
# Sourced by kontor.sh.

KONTOR_PNPM_VERSION=10.34.9
KONTOR_TOOLS="$PWD/.tools/node22"

kontor_log() { printf '\033[2m[kontor]\033[0m %s\n' "$*" >&2; }

kontor_node_ok() {
  command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 22 ] &&
    command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$KONTOR_PNPM_VERSION" ]
}

kontor_bootstrap() {
  export PATH="$KONTOR_TOOLS/bin:$PATH"
  if ! kontor_node_ok; then
    kontor_log "installing Node 22 and pnpm $KONTOR_PNPM_VERSION into .tools/ (npm registry)"
    npm install -g --no-fund --no-audit --prefix "$KONTOR_TOOLS" node@22 "pnpm@$KONTOR_PNPM_VERSION" >&2
    hash -r
    kontor_node_ok || { kontor_log "Node 22 / pnpm set-up failed"; return 1; }
  fi
  if [ "${1:-}" = "--with-test-tools" ]; then kontor_test_tools; fi
  local stamp=node_modules/.kontor-lock-stamp
  if [ ! -f "$stamp" ] || ! cmp -s pnpm-lock.yaml "$stamp"; then
    kontor_log "installing the workspace (pnpm install --frozen-lockfile)"
    CI=true pnpm install --frozen-lockfile >&2
    cp pnpm-lock.yaml "$stamp"
  fi
}

kontor_test_tools() {
  export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROME_PATH" ] && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    return 0
  fi
  if [ "$(id -u)" != 0 ]; then
    kontor_log "not root: install the Debian packages chromium, fonts-noto-cjk and postgresql"
    return 1
  fi
  kontor_log "installing Chromium, CJK fonts and PostgreSQL from Debian"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk postgresql >&2
}
