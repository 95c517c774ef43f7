/**
 * `npm run bench:applications` — the benchmark of job applications (issue 40). Starts the production build on a
 * fresh sample database (scripts/e2e-server.ts), sends 200 applications with two documents of 2 MB each (a PDF
 * and a PNG), 10 at a time (every challenge fetched and solved), and prints the p50/p99 answer time of
 * POST /api/applications, the server's peak memory, and how many were stored, lost or stored twice (read from
 * the database file: nobody but HR may read applications over the API).
 * Knobs: BENCH_TOTAL, BENCH_CONCURRENCY, BENCH_FILE_MB; FORM_RATE_LIMIT_PER_* raised so one client may send them
 * all; CAPTCHA_COST_COUNTER_MAX lowered (the proof of work is still solved).
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { freePort, processGroup, waitFor } from './bench-support'
import { fetchSolvedHumanCheck } from '../tests/support/humanCheck'

const TOTAL = Number(process.env.BENCH_TOTAL || 200)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10)
const FILE_BYTES = Number(process.env.BENCH_FILE_MB || 2) * 1024 * 1024

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

function document(signature: number[]): Buffer {
  const bytes = crypto.randomBytes(FILE_BYTES)
  Buffer.from(signature).copy(bytes)
  return bytes
}

/** The site's server process (the one listening on `port`) and its resident memory in kB. */
const serverPid = (port: number) =>
  Number(/pid=(\d+)/.exec(execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }))?.[1])
const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-applications-'))
  const group = processGroup(() => fs.rmSync(dir, { recursive: true, force: true }))
  const port = await freePort()
  const base = `http://localhost:${port}`
  group.start('npx', ['tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dir,
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_RATE_LIMIT_PER_HOUR: '1000000',
      CAPTCHA_COST_COUNTER_MAX: process.env.CAPTCHA_COST_COUNTER_MAX || '1000',
    },
  })
  console.log(`[bench] starting the site on ${base} (fresh data, production build)…`)
  await waitFor(`${base}/api/jobs`, 15 * 60 * 1000)
  const pid = serverPid(port)
  const [{ id: jobId }] = ((await (await fetch(`${base}/api/jobs`)).json()) as { id: number }[]) ?? [{ id: 0 }]

  console.log(`[bench] solving ${TOTAL} challenges…`)
  const solutions: string[] = []
  while (solutions.length < TOTAL)
    solutions.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, TOTAL - solutions.length) }, () =>
          fetchSolvedHumanCheck(base, 'application'),
        ),
      )),
    )
  const pdf = document([0x25, 0x50, 0x44, 0x46, 0x2d])
  const png = document([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

  console.log(`[bench] ${TOTAL} applications with 2 × ${FILE_BYTES / 1024 / 1024} MB at ${CONCURRENCY} concurrent`)
  const baselineKb = residentKb(pid)
  let peakKb = baselineKb
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, residentKb(pid))), 50)
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const references: string[] = []
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const i = next++
        const form = new FormData()
        const fields = {
          ...(i % 2 ? { jobId: String(jobId) } : {}),
          name: `Bench ${i}`,
          email: `bench-${i}@bewerbung.example`,
          message: 'Eine Bewerbung aus dem Lasttest. '.repeat(10),
          consent: 'true',
          lang: i % 3 ? 'de' : 'en',
          gRecaptchaResponse: solutions[i],
        }
        for (const [name, value] of Object.entries(fields)) form.append(name, value)
        form.append('files', new Blob([new Uint8Array(pdf)]), 'Lebenslauf.pdf')
        form.append('files', new Blob([new Uint8Array(png)]), 'Zeugnis.png')
        const t0 = performance.now()
        const response = await fetch(`${base}/api/applications`, { method: 'POST', body: form })
        const answer = (await response.json().catch(() => null)) as { reference?: string } | null
        latencies.push(performance.now() - t0)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status === 201 && answer?.reference) references.push(answer.reference)
      }
    }),
  )
  clearInterval(sampler)
  const seconds = (Date.now() - started) / 1000

  const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  const rows = (await db.execute('SELECT reference FROM applications')).rows.map((row) => String(row.reference))
  const files = Number((await db.execute('SELECT count(*) AS n FROM application_files')).rows[0].n)
  db.close()
  const stored = new Set(rows)
  const lost = references.filter((reference) => !stored.has(reference)).length
  const sealedOnDisk = fs.readdirSync(path.join(dir, 'applications')).length
  const sorted = [...latencies].sort((a, b) => a - b)

  console.log('')
  console.log(`answers:     ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')} in ${seconds.toFixed(1)} s`)
  console.log(`time:        p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`)
  console.log(
    `memory:      server peak ${(peakKb / 1024).toFixed(0)} MB (${((peakKb - baselineKb) / 1024).toFixed(0)} MB above its ${(baselineKb / 1024).toFixed(0)} MB at the start)`,
  )
  console.log(`documents:   ${files} rows, ${sealedOnDisk} sealed files on disk`)
  console.log(`stored ${stored.size}, lost ${lost}, duplicates ${rows.length - stored.size}`)
  group.stop()
  process.exit(0)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
