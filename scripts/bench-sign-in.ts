/**
 * `npm run bench:sign-in` — does a sign-in tell whether an e-mail has an account? Starts the production build
 * on a fresh sample database (scripts/e2e-server.ts, with TRUSTED_PROXIES=1 so each attempt can come from its
 * own address and no limit interferes), then sends, alternately, wrong-password sign-ins for unknown e-mails
 * and for the known first admin, and prints status, answer and the median time of each. Budget: the medians
 * differ by at most 20 % and the answers are identical; otherwise it exits with 1.
 */
import { spawn } from 'node:child_process'
import { median } from './bench-noise'
import { freePort, waitFor } from './bench-support'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 20)
const KNOWN = 'admin@sekundenwerk.example'

async function attempt(base: string, email: string, client: string) {
  const started = performance.now()
  const response = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password: 'Falsches-Passwort-2026' }),
  })
  const body = await response.text()
  return { ms: performance.now() - started, answer: `${response.status} ${body}` }
}

async function main() {
  const port = await freePort()
  const base = `http://localhost:${port}`
  const site = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), TRUSTED_PROXIES: '1' },
  })
  try {
    await waitFor(`${base}/api/jobs`, 15 * 60 * 1000)
    // Warm-up: the first answers of a fresh server include compiling and connecting.
    for (let i = 0; i < 3; i++)
      await attempt(base, `aufwaermen-${i}@sekundenwerk.example`, `192.0.2.${i + 1}`)
    const times = { unknown: [] as number[], known: [] as number[] }
    const answers = new Set<string>()
    for (let i = 0; i < ROUNDS; i++) {
      const unknown = await attempt(base, `niemand-${i}@sekundenwerk.example`, `198.51.100.${i + 1}`)
      const known = await attempt(base, KNOWN, `203.0.113.${i + 1}`)
      times.unknown.push(unknown.ms)
      times.known.push(known.ms)
      answers.add(unknown.answer).add(known.answer)
    }
    const [u, k] = [median(times.unknown), median(times.known)]
    console.log(`answers: ${[...answers].join(' | ')}`)
    console.log(`unknown e-mail: median ${u.toFixed(1)} ms over ${ROUNDS} sign-ins`)
    console.log(`known e-mail, wrong password: median ${k.toFixed(1)} ms over ${ROUNDS} sign-ins`)
    const difference = Math.abs(k - u) / k
    console.log(`difference: ${(difference * 100).toFixed(1)} % (budget 20 %)`)
    process.exitCode = difference <= 0.2 && answers.size === 1 ? 0 : 1
  } finally {
    site.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
