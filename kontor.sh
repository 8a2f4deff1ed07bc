#!/usr/bin/env bash
# Kontor's two commands. `./kontor.sh start`: the shop with its server and embedded database
# on http://localhost:8080. `./kontor.sh test`: every check and test, ending with one
# `N passed, N failed` line. Both set up Node 22 and pnpm first when missing; the tests also
# bring Chromium and PostgreSQL from Debian.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scripts/bootstrap.sh
source scripts/bootstrap.sh
case "${1:-}" in
  start) kontor_bootstrap; exec pnpm start ;;
  test) kontor_bootstrap --with-test-tools; exec pnpm test ;;
  *) echo "usage: ./kontor.sh start | test" >&2; exit 2 ;;
esac
