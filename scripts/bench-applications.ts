/**
 * `npm run bench:applications` — the benchmark of job applications (issue 40). Starts the production build on a
 * fresh sample database (scripts/e2e-server.ts), sends 200 applications with two documents of 2 MB each (a PDF
 * and a PNG), 10 at a time (every challenge fetched and solved), and prints the p50/p99 answer time of
 * POST /api/applications, the server's peak memory, and how many were stored, lost or stored twice (read from
 * the database file: nobody but HR may read applications over the API).
 * Knobs: BENCH_TOTAL, BENCH_CONCURRENCY, BENCH_FILE_MB; FORM_RATE_LIMIT_PER_* raised so one client may send them
 * all; CAPTCHA_COST_COUNTER_MAX lowered (the proof of work is still solved).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { solvedChecks, startBenchSite, timedRuns } from './bench-support'

const TOTAL = Number(process.env.BENCH_TOTAL || 200)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10)
const FILE_BYTES = Number(process.env.BENCH_FILE_MB || 2) * 1024 * 1024

function document(signature: number[]): Buffer {
  const bytes = crypto.randomBytes(FILE_BYTES)
  Buffer.from(signature).copy(bytes)
  return bytes
}

async function main() {
  const site = await startBenchSite('applications')
  const { base, dir } = site
  const [{ id: jobId }] = ((await (await fetch(`${base}/api/jobs`)).json()) as { id: number }[]) ?? [{ id: 0 }]
  const solutions = await solvedChecks(base, 'application', TOTAL)
  const pdf = document([0x25, 0x50, 0x44, 0x46, 0x2d])
  const png = document([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

  console.log(`[bench] ${TOTAL} applications with 2 × ${FILE_BYTES / 1024 / 1024} MB at ${CONCURRENCY} concurrent`)
  const references: string[] = []
  await timedRuns(site.pid, TOTAL, CONCURRENCY, async (i) => {
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
    const response = await fetch(`${base}/api/applications`, { method: 'POST', body: form })
    const answer = (await response.json().catch(() => null)) as { reference?: string } | null
    if (response.status === 201 && answer?.reference) references.push(answer.reference)
    return response.status
  })

  const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  const rows = (await db.execute('SELECT reference FROM applications')).rows.map((row) => String(row.reference))
  const files = Number((await db.execute('SELECT count(*) AS n FROM application_files')).rows[0].n)
  db.close()
  const stored = new Set(rows)
  const lost = references.filter((reference) => !stored.has(reference)).length
  const sealedOnDisk = fs.readdirSync(path.join(dir, 'applications')).length
  console.log(`documents:   ${files} rows, ${sealedOnDisk} sealed files on disk`)
  console.log(`stored ${stored.size}, lost ${lost}, duplicates ${rows.length - stored.size}`)
  site.stop()
  process.exit(0)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
