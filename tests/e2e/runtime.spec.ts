import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/** Plain checks of processes, no browser: the runtime the production build runs on. */
const PINNED = `v${JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies.node}`

/** The process listening on `port` on this machine, found through /proc (Linux). */
function listeningProcess(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/)
      if (columns[1].endsWith(`:${hexPort}`) && columns[3] === '0A') inodes.add(columns[9])
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let descriptors: string[] = []
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or not ours to read
    }
    for (const descriptor of descriptors) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${descriptor}`)
        if (inodes.has(target.match(/^socket:\[(\d+)\]$/)?.[1] ?? '')) return Number(pid)
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`no process listens on port ${port}`)
}

const versionOf = (binary: string) => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()

test('the server under test and this test worker run on the pinned Node.js', async ({ baseURL }) => {
  expect(process.version).toBe(PINNED)
  const server = listeningProcess(Number(new URL(baseURL!).port))
  expect(versionOf(fs.readlinkSync(`/proc/${server}/exe`))).toBe(PINNED)
})

test('the production server refuses an unsupported Node.js with a message and exit code 78', async () => {
  // The distribution's Node.js, older than the pinned one on the machines this runs on (Debian 12: 18, or 20).
  const system = '/usr/bin/node'
  test.skip(
    !fs.existsSync(system) || versionOf(system).split('.')[0] === PINNED.split('.')[0],
    'no other Node.js',
  )
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-runtime-'))
  try {
    const result = spawnSync(system, [path.join('.next-e2e', 'site-server.mjs')], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.status).toBe(78)
    expect(result.stderr).toContain(`Node.js ${versionOf(system)} is not supported`)
    expect(result.stdout).not.toContain('listening')
    expect(fs.readdirSync(dataDir)).toEqual([])
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
