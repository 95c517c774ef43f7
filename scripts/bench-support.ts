import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fetchSolvedHumanCheck } from '../tests/support/humanCheck'

/** Helpers of the benchmark scripts. */

/** A free port on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Waits until `url` answers OK, polling once a second. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer`)
}

/** Processes a benchmark starts, each in its own process group, ended together (also on Ctrl-C or kill). */
export function processGroup(cleanUp: () => void) {
  const children: ChildProcess[] = []
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {}
    }
    cleanUp()
  }
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.on(signal, () => {
      stop()
      process.exit(code)
    })
  return {
    start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
      const child = spawn(command, args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        ...options,
        detached: true,
      })
      children.push(child)
      return child
    },
    stop,
  }
}

export const percentileOf = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** The site's server process (the one listening on `port`) and its resident memory in kB. */
export const serverPid = (port: number) =>
  Number(/pid=(\d+)/.exec(execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }))?.[1])
export const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

let clockTicks: number | undefined

/** A process's CPU time so far (user and system), in µs: fields 14 and 15 of /proc/PID/stat, in clock ticks. */
export function cpuTimeUs(pid: number): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks
}

/**
 * The production build on a fresh sample database (scripts/e2e-server.ts) for an upload benchmark, with the
 * form limits raised so one client may send everything and a cheaper (still solved) proof of work; answers
 * its data folder, address, server process and `stop`, once it answers.
 */
export async function startBenchSite(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
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
  return { dir, base, pid: serverPid(port), stop: () => group.stop() }
}

/** `total` solutions of the human check of `form`, fetched and solved 20 at a time. */
export async function solvedChecks(base: string, form: string, total: number): Promise<string[]> {
  console.log(`[bench] solving ${total} challenges…`)
  const solutions: string[] = []
  while (solutions.length < total)
    solutions.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, total - solutions.length) }, () => fetchSolvedHumanCheck(base, form)),
      )),
    )
  return solutions
}

/**
 * Runs `send(i)` for i below `total`, `concurrency` at a time, timing each and sampling the server's memory
 * every 50 ms; prints the answers, p50/p99 time and the peak memory.
 */
export async function timedRuns(
  pid: number,
  total: number,
  concurrency: number,
  send: (i: number) => Promise<number>,
): Promise<void> {
  const baselineKb = residentKb(pid)
  let peakKb = baselineKb
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, residentKb(pid))), 50)
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const t0 = performance.now()
        const status = await send(next++)
        latencies.push(performance.now() - t0)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  clearInterval(sampler)
  const seconds = (Date.now() - started) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  console.log('')
  console.log(`answers:     ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')} in ${seconds.toFixed(1)} s`)
  console.log(`time:        p50 ${percentileOf(sorted, 50).toFixed(0)} ms, p99 ${percentileOf(sorted, 99).toFixed(0)} ms`)
  console.log(
    `memory:      server peak ${(peakKb / 1024).toFixed(0)} MB (${((peakKb - baselineKb) / 1024).toFixed(0)} MB above its ${(baselineKb / 1024).toFixed(0)} MB at the start)`,
  )
}
