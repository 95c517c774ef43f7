/**
 * `npm run bench:proxy` — the shipped nginx set-up (deploy/nginx/sekundenwerk.conf) in front of the production
 * build, measured against nginx serving the same page as a static file, in one run on loopback ports.
 *
 * Starts the production build on a fresh DATA_DIR (scripts/e2e-server.ts), runs the shipped configuration with
 * its ports, certificate and cache folder moved into a temporary folder (TLS on, with a self-signed
 * certificate made for the run), and `wrk -t1 -c50 -d8s` against /aktuelles/news through the proxy, against the
 * same bytes as a static file from the same nginx over the same TLS, and against the app alone. Needs nginx,
 * wrk and openssl (Debian packages). Its last line is `proxy/static ratio: X` (of the medians). With `-- --hold`
 * it keeps the proxy running afterwards, for scanners.
 *
 * What the visitor counts cost, in the same run: three servers on the same build and data, started alike, each
 * behind its own copy of the configuration: one counting (reading its proxy's view log), two with
 * VIEW_COUNTING=off behind the configuration without the view log, as before the visitor counts. The app alone
 * is also measured on the counting server told that a proxy counted (`X-Counted-By-Proxy: 1`): the same process
 * with its per-request counting skipped. Every side runs once per round (`-- --rounds N`, 6), in turns
 * (inTurns). Each comparison is the median of the rounds' ratios, against the noise of the same run: what the
 * two uncounting servers (A/A) differ by from round to round (scripts/bench-noise.ts). Each app-alone side also
 * gives its process's CPU time per request (from /proc).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { prepareProxyFolder, startShippedProxy } from '../tests/support/shippedProxy'
import { COUNTED_BY_PROXY } from '../src/server/viewCounting'
import { compare, median, roundRatios, type Comparison } from './bench-noise'
import { cpuTimeUs, freePort, processGroup, waitFor } from './bench-support'

const PAGE = '/aktuelles/news'
// A browser's User-Agent: wrk sends none, which the visitor counts skip as a robot's before doing any work.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const WRK_ARGS = ['-t1', '-c50', '-d8s', '-H', `User-Agent: ${BROWSER}`]

/** The reference: the same page as a file, over the same TLS. */
const fileServer = (dir: string, port: number) => `
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    access_log off;
    root ${dir}/static;
    location / { default_type text/html; try_files $uri $uri.html =404; }
  }`

type Measure = { rps: number; /** The app's CPU time per request, in µs. */ cpuUs?: number }

/** `wrk` against `url`; with `pid`, that process's CPU time per answered request too. */
function wrk(url: string, pid?: number, header?: string): Measure {
  const cpuBefore = pid ? cpuTimeUs(pid) : 0
  const out = execFileSync('wrk', [...WRK_ARGS, ...(header ? ['-H', header] : []), url], { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const requests = Number(/(\d+) requests in/.exec(out)?.[1])
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
  if (errors) throw new Error(`${url}: ${errors} answers were not 2xx/3xx`)
  return { rps, cpuUs: pid ? (cpuTimeUs(pid) - cpuBefore) / requests : undefined }
}

/** Ends the proxies when the run ends. */
const proxyStops: (() => void)[] = []

/** The shipped proxy in front of `app`, in a folder of its own; `viewLogFile` unset: as before the visitor counts. */
async function startProxy(app: number, extra: (dir: string) => string, viewLogFile?: string) {
  const ports = { app, http: await freePort(), https: await freePort(), viewLogFile }
  const dir = prepareProxyFolder()
  proxyStops.push(startShippedProxy(dir, ports, extra(dir), !viewLogFile).stop)
  const url = `https://127.0.0.1:${ports.https}`
  await waitFor(`${url}/api/jobs`, 30_000)
  return { dir, url, http: `http://127.0.0.1:${ports.http}` }
}

/**
 * Each side in turn: the order turned by one each round, and every second round backwards, so that no side is
 * always measured first or last, nor always right after the same other side (a process measured twice in a
 * row, as the counting server is, may run the second time faster or slower).
 */
function inTurns<K extends string>(rounds: number, sides: Record<K, () => Measure>): Record<K, Measure[]> {
  const names = Object.keys(sides) as K[]
  const runs = Object.fromEntries(names.map((name) => [name, [] as Measure[]])) as Record<K, Measure[]>
  for (let round = 0; round < rounds; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length])
    for (const name of round % 2 ? order.reverse() : order) runs[name].push(sides[name]())
  }
  return runs
}

/** `-- --profile DIR`: the counting server writes a CPU profile (`node --cpu-prof`) into DIR when it stops. */
const profileDir = process.argv.includes('--profile')
  ? path.resolve(process.argv[process.argv.indexOf('--profile') + 1])
  : null
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []

/** Rounds of each side (`-- --rounds N`); even, so that each order runs as often forwards as backwards. */
const ROUNDS = process.argv.includes('--rounds')
  ? Number(process.argv[process.argv.indexOf('--rounds') + 1])
  : 6
if (!Number.isInteger(ROUNDS) || ROUNDS < 2) throw new Error('--rounds takes a whole number, at least 2')

async function main() {
  const ports = {
    app: await freePort(),
    before: await freePort(),
    again: await freePort(),
    file: await freePort(),
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-data-'))
  const viewLogFile = path.join(dataDir, 'views.log')
  const group = processGroup(() => {
    proxyStops.forEach((stop) => stop())
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  try {
    console.log('building the production site and seeding a fresh data folder…')
    execFileSync('npx', ['tsx', 'scripts/e2e-server.ts', '--build-only'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, E2E_PORT: String(ports.app), E2E_DATA_DIR: dataDir },
    })
    // Three servers alike, on the same build and data: one counting, two as before the visitor counts (the
    // second one's difference to the first is what noise alone makes). Identical servers measured faster the
    // later they were started (8131, 8396, 8970 req/s), so the counting one starts between the two and is
    // compared with their mean.
    const startSite = (port: number, env: Record<string, string>, nodeArgs: string[] = []) => {
      const child = group.start(process.execPath, [...nodeArgs, path.join('.next-e2e', 'site-server.mjs')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          NEXT_DIST_DIR: '.next-e2e',
          SITE_URL: `http://localhost:${port}`,
          PORT: String(port),
          ...env,
        },
      })
      return { url: `http://127.0.0.1:${port}`, pid: child.pid! }
    }
    const siteBefore = startSite(ports.before, { VIEW_COUNTING: 'off' })
    const site = startSite(ports.app, { VIEW_COUNTING: 'on', VIEW_LOG_FILE: viewLogFile }, profiling)
    const siteAgain = startSite(ports.again, { VIEW_COUNTING: 'off' })
    const [appBefore, app, appAgain] = [siteBefore.url, site.url, siteAgain.url]
    for (const url of [appBefore, app, appAgain]) await waitFor(`${url}/api/jobs`, 5 * 60 * 1000)

    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    const proxyBefore = await startProxy(ports.before, () => '')
    const proxy = await startProxy(ports.app, (dir) => fileServer(dir, ports.file), viewLogFile)
    const proxyAgain = await startProxy(ports.again, () => '')
    // The same bytes the proxy serves, as a file.
    const page = await (await fetch(`${proxy.url}${PAGE}`)).text()
    fs.mkdirSync(path.join(proxy.dir, 'static', path.dirname(PAGE)), { recursive: true })
    fs.writeFileSync(path.join(proxy.dir, 'static', `${PAGE}.html`), page)
    const copy = await (await fetch(`https://127.0.0.1:${ports.file}${PAGE}`)).text()
    if (copy !== page) throw new Error('the static copy differs from the page')
    const http = await fetch(`${proxy.http}${PAGE}`, { redirect: 'manual' })
    console.log(`HTTP → HTTPS: ${http.status} ${http.headers.get('location')}`)
    console.log(`TLS: self-signed certificate for this run; page ${PAGE}, ${page.length} bytes`)

    // Warm every side once, then each in turn, round by round.
    const sides = [proxy.url, proxyBefore.url, proxyAgain.url, app, appBefore, appAgain]
    for (const url of sides) wrk(`${url}${PAGE}`)
    const alone = inTurns(ROUNDS, {
      before: () => wrk(`${appBefore}${PAGE}`, siteBefore.pid),
      counting: () => wrk(`${app}${PAGE}`, site.pid),
      // The counting server told that a proxy counted these requests: the same process, its per-request
      // counting skipped (src/server/viewCounting.ts) — what counting costs, without two processes' difference.
      skipped: () => wrk(`${app}${PAGE}`, site.pid, `${COUNTED_BY_PROXY}: 1`),
      again: () => wrk(`${appAgain}${PAGE}`, siteAgain.pid),
    })
    const proxied = inTurns(ROUNDS, {
      before: () => wrk(`${proxyBefore.url}${PAGE}`),
      counting: () => wrk(`${proxy.url}${PAGE}`),
      again: () => wrk(`${proxyAgain.url}${PAGE}`),
    })
    const staticFile = wrk(`https://127.0.0.1:${ports.file}${PAGE}`)

    const rps = (runs: Measure[]) => runs.map((m) => m.rps)
    const line = (name: string, runs: Measure[]) => {
      const cpu =
        runs[0].cpuUs === undefined
          ? ''
          : `, ${median(runs.map((m) => m.cpuUs!)).toFixed(1)} µs CPU per request`
      const rounds = rps(runs)
        .map((r) => r.toFixed(0))
        .join(' ')
      console.log(`${name}${median(rps(runs)).toFixed(0)} req/s (rounds: ${rounds})${cpu}`)
    }
    console.log(`medians of ${ROUNDS} rounds of wrk ${WRK_ARGS.slice(0, 3).join(' ')}:`)
    line('app alone, not counting:              ', alone.before)
    line('app alone, not counting (again):      ', alone.again)
    line('app alone, counting:                  ', alone.counting)
    line('app alone, counting server, skipped:  ', alone.skipped)
    line('through proxy, no view log:           ', proxied.before)
    line('through proxy, same (again):          ', proxied.again)
    line('through proxy, view log:              ', proxied.counting)
    console.log(`static file:                           ${staticFile.rps.toFixed(0)} req/s`)

    const meanOf = (a: Measure[], b: Measure[]) => a.map((m, i) => (m.rps + b[i].rps) / 2)
    // The budget: counting costs nothing this run can tell from noise; else the bench fails.
    const verdict = (name: string, c: Comparison) => {
      const said = c.withinNoise ? 'within noise' : 'OUTSIDE NOISE'
      console.log(`${name}${c.ratio.toFixed(3)}, noise ±${c.noise.toFixed(3)}: ${said}`)
      if (!c.withinNoise) process.exitCode = 1
    }
    const each = (ratios: number[]) => ratios.map((r) => r.toFixed(3)).join(' ')
    const aaApp = roundRatios(rps(alone.again), rps(alone.before))
    const aaProxy = roundRatios(rps(proxied.again), rps(proxied.before))
    console.log(`not counting/not counting (A/A) per round: app ${each(aaApp)}, proxy ${each(aaProxy)}`)
    verdict(
      'app alone, counting/not counting (their mean): ',
      compare(rps(alone.counting), meanOf(alone.before, alone.again), aaApp, 'two processes'),
    )
    verdict(
      'app alone, counting/skipped (same process):     ',
      compare(rps(alone.counting), rps(alone.skipped), aaApp, 'one process'),
    )
    verdict(
      'proxy, counting/not counting (their mean):      ',
      compare(rps(proxied.counting), meanOf(proxied.before, proxied.again), aaProxy, 'two processes'),
    )
    console.log(`proxy/static ratio: ${(median(rps(proxied.counting)) / staticFile.rps).toFixed(3)}`)
    if (process.argv.includes('--hold')) {
      // For scanners (e.g. an HTTP Observatory scan) against the very set-up that was measured.
      console.error(`holding: proxy on ${proxy.http} and ${proxy.url}; Ctrl-C ends`)
      await new Promise(() => {})
    }
  } finally {
    group.stop()
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
