import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'

/**
 * The server under test as a process (only when the tests started it: E2E_PORT without PLAYWRIGHT_BASE_URL):
 * its id, memory, environment and the folders it writes, for tests of what a stranger's requests cost it.
 */
export const serverStartedByTests = Boolean(process.env.E2E_PORT) && !process.env.PLAYWRIGHT_BASE_URL

/** The process listening on the server's port. */
export function serverPid(port = process.env.E2E_PORT!): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
  return Number(/pid=(\d+)/.exec(out)?.[1])
}

/** How much memory the process holds (kB). */
export const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

/** The process's environment, as it was started. */
export function serverEnvironment(pid: number): Record<string, string> {
  const pairs = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean)
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
}

/** Each file's size below `dir`, without the folders named in `except` (relative to `dir`). */
export function fileSizes(dir: string, except: string[] = []): Map<string, number> {
  const sizes = new Map<string, number>()
  const skipped = new Set(except.map((name) => path.join(dir, name)))
  const walk = (folder: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name)
      if (skipped.has(full)) continue
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) {
        try {
          sizes.set(full, fs.statSync(full).size)
        } catch {
          // Removed meanwhile (a temporary file): not there, so not counted.
        }
      }
    }
  }
  walk(dir)
  return sizes
}

/** Bytes and files below `dir`, without the folders named in `except` (relative to `dir`). */
export function folderSize(dir: string, except: string[] = []): { bytes: number; files: number } {
  const sizes = fileSizes(dir, except)
  return { bytes: [...sizes.values()].reduce((sum, size) => sum + size, 0), files: sizes.size }
}

/** The files that grew from `before` to `after` (or are new), with how much, largest first. */
export function grownFiles(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  return [...after]
    .map(([file, size]): [string, number] => [file, size - (before.get(file) ?? 0)])
    .filter(([, grown]) => grown > 0)
    .sort((a, b) => b[1] - a[1])
}

/**
 * Moves what SQLite's write-ahead log holds into the database file and empties the log (`site.db-wal`), from a
 * connection of the test's own, as any second process may. The log is a journal SQLite reuses in place (some MB
 * at most); without this, a folder's size says more about how often the server wrote than about what it keeps.
 * Returns whether SQLite could empty it (it cannot while a read is under way; tried a few times).
 */
export async function checkpointDatabase(dataDir: string): Promise<boolean> {
  const file = path.join(dataDir, 'site.db')
  if (!fs.existsSync(file)) return false
  const db = createClient({ url: `file:${file}` })
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { rows } = await db.execute('PRAGMA wal_checkpoint(TRUNCATE)')
      if (Number(Object.values(rows[0] ?? {})[0]) === 0) return true
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return false
  } finally {
    db.close()
  }
}
