import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Everything a production build depends on; a change to any of these calls for a new build. */
const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'package.json',
  'next.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/mark-compile-hints.mjs',
  'scripts/compress-build-files.mjs',
  // Corrections of Payload's admin code, applied by `npm ci`.
  'scripts/patch-dependencies.mjs',
]

function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name))
}

export function sourceHash(root: string): string {
  const hash = crypto.createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file))
      hash.update(fs.readFileSync(file))
    }
  }
  return hash.digest('hex')
}
