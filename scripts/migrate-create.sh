#!/usr/bin/env bash
# Creates a migration for each supported database from the current schema. Usage: npm run migrate:create -- name
set -euo pipefail
name="${1:-change}"
tmp="$(mktemp -d)"
DATA_DIR="$tmp" npx payload migrate:create "$name"
# Generating Postgres migrations needs no running server.
DATA_DIR="$tmp" DATABASE_URL="postgres://localhost/schema-only" npx payload migrate:create "$name"
rm -rf "$tmp"
