/**
 * `npm run bench:contact` — the benchmark of the contact endpoint (design.md §9 "form endpoint").
 * Starts the production build on a fresh sample database (scripts/e2e-server.ts) with SMTP_URL pointing at a
 * local SMTP server that is DOWN for the first half of the run, sends 1,000 valid submissions at 50 concurrent
 * (every challenge fetched and solved), waits for the worker to deliver, and prints stored, delivered, lost and
 * duplicated counts and the p50/p99 answer time of POST /api/EmailSend.
 * Documented knobs (README): FORM_RATE_LIMIT_PER_* raised so one client may send 1,000; CAPTCHA_COST_COUNTER_MAX
 * lowered (the proof of work is still solved); MAIL_RETRY_FIRST_DELAY_MS lowered so retries come within seconds.
 */
import { spawn } from 'node:child_process'
import { SMTPServer } from 'smtp-server'
import { freePort, waitFor } from './bench-support'
import { fetchSolvedHumanCheck } from '../tests/support/humanCheck'

const TOTAL = Number(process.env.BENCH_TOTAL || 1000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 50)
const DELIVERY_TIMEOUT_MS = 10 * 60 * 1000

const received: string[] = []
function smtpServer(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '')
        callback()
      })
    },
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  const [sitePort, smtpPort] = [await freePort(), await freePort()]
  const base = `http://localhost:${sitePort}`
  const site = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it also stops the Next.js server it starts.
    detached: true,
    env: {
      ...process.env,
      E2E_PORT: String(sitePort),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_RATE_LIMIT_PER_HOUR: '1000000',
      CAPTCHA_COST_COUNTER_MAX: process.env.CAPTCHA_COST_COUNTER_MAX || '1000',
      MAIL_RETRY_FIRST_DELAY_MS: process.env.MAIL_RETRY_FIRST_DELAY_MS || '1000',
    },
  })
  const stopSite = () => {
    try {
      process.kill(-site.pid!, 'SIGTERM')
    } catch {}
  }
  process.on('exit', stopSite)
  console.log(`[bench] starting the site on ${base} (fresh data, production build)…`)
  await waitFor(`${base}/api/jobs`, 15 * 60 * 1000)

  console.log(`[bench] solving ${TOTAL} challenges…`)
  const solutions: string[] = []
  for (let i = 0; i < TOTAL; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, TOTAL - i) }, () => fetchSolvedHumanCheck(base)),
    )
    solutions.push(...batch)
  }

  // Reference: the cheapest route of the site under the same client and concurrency.
  const reference: number[] = []
  let fetched = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (fetched++ < TOTAL) {
        const t0 = performance.now()
        await (await fetch(`${base}/api/captcha/challenge`)).arrayBuffer()
        reference.push(performance.now() - t0)
      }
    }),
  )
  reference.sort((a, b) => a - b)

  console.log(
    `[bench] ${TOTAL} submissions at ${CONCURRENCY} concurrent; SMTP down for the first ${TOTAL / 2}`,
  )
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const ids = new Set<number>()
  let next = 0
  let done = 0
  let smtp: SMTPServer | null = null
  const started = Date.now()
  async function worker() {
    while (next < TOTAL) {
      const i = next++
      const body = JSON.stringify({
        name: `Bench ${i}`,
        email: `bench-${i}@example.org`,
        firm_name: 'Benchmark GmbH',
        tel: '+49 40 000 0000',
        subject: `Lasttest ${i}`,
        topic: 'other',
        message: 'Eine Anfrage aus dem Lasttest. '.repeat(10),
        gRecaptchaResponse: solutions[i],
      })
      const t0 = performance.now()
      const response = await fetch(`${base}/api/EmailSend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      })
      const answer = (await response.json().catch(() => null)) as { id?: number } | null
      latencies.push(performance.now() - t0)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status === 201 && answer?.id) ids.add(answer.id)
      if (++done === TOTAL / 2) {
        smtp = await smtpServer(smtpPort)
        console.log(`[bench] SMTP server up after ${done} answers`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const sendSeconds = (Date.now() - started) / 1000

  console.log('[bench] waiting for delivery…')
  const deliveryStarted = Date.now()
  while (new Set(received).size < ids.size && Date.now() - deliveryStarted < DELIVERY_TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 1000))
  }
  await new Promise((r) => setTimeout(r, 3000)) // late duplicates would arrive now

  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sekundenwerk.example', password: 'e2e-Verwaltung-2026' }),
  })
  const { token } = (await login.json()) as { token: string }
  const count = async (query = '') => {
    const response = await fetch(`${base}/cms-api/contact-submissions?limit=1&depth=0${query}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }
  const stored = await count()
  const markedSent = await count('&where[deliveryStatus][equals]=sent')
  const unique = new Set(received)
  const delivered = [...ids].filter((id) => [...unique].some((m) => m.startsWith(`<contact-${id}@`))).length
  const sorted = [...latencies].sort((a, b) => a - b)

  console.log('')
  console.log(
    `answers:    ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')} in ${sendSeconds.toFixed(1)} s`,
  )
  console.log(`stored:     ${stored}`)
  console.log(
    `delivered:  ${delivered} (${markedSent} marked sent; last mail ${((Date.now() - deliveryStarted) / 1000).toFixed(0)} s after the last answer)`,
  )
  console.log(`lost:       ${TOTAL - delivered}`)
  console.log(`duplicated: ${received.length - unique.size}`)
  console.log(
    `answer time p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
  )
  console.log(
    `reference:  GET /api/captcha/challenge at ${CONCURRENCY} concurrent p50 ${percentile(reference, 50).toFixed(1)} ms, p99 ${percentile(reference, 99).toFixed(1)} ms`,
  )
  ;(smtp as SMTPServer | null)?.close()
  stopSite()
  process.exit(0)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
