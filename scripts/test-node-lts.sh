#!/usr/bin/env bash
# The Node-side Vitest project (contract rules, the API suite on PGlite, on PostgreSQL, through MSW
# and the Node host, the crash test) under another Node release than the one on PATH: Node 24 LTS
# by default, NODE_LTS_VERSION=22.x.y for Node 22 (scripts/node-lts.sh fetches it once). Arguments
# go to Vitest (`npm run test:node-lts -- contract/rules/slug.test.ts`).
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(bash scripts/node-lts.sh)"
node="$bin/node"
home="$(dirname "$bin")"
actual="$("$node" --version)"
echo "test-node-lts: running vitest --project node under Node $actual ($node)"
# The suites that start a server spawn process.execPath; PATH covers anything that asks for `node`.
if ! PATH="$home/bin:$PATH" "$node" node_modules/vitest/vitest.mjs run --project node "$@"; then
  echo "test-node-lts: the node project FAILED under Node $actual" >&2
  exit 1
fi
echo "test-node-lts: the node project passed under Node $actual"
