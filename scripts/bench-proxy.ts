/**
 * `npm run bench:proxy` — the shipped nginx set-up (deploy/nginx/sekundenwerk.conf) in front of the production
 * build, measured against nginx serving the same page as a static file, in one run on loopback ports.
 *
 * Starts the production build on a fresh DATA_DIR (scripts/e2e-server.ts), runs the shipped configuration with
 * its ports, certificate and cache folder moved into a temporary folder (TLS on, with a self-signed
 * certificate made for the run), and `wrk -t1 -c50 -d8s` against /aktuelles/news through the proxy, against the
 * same bytes as a static file from the same nginx over the same TLS, and against the app alone. Needs nginx,
 * wrk and openssl (Debian packages). Its last line is `proxy/static ratio: X`. With `-- --hold` it keeps the
 * proxy running afterwards, for scanners.
 *
 * What the visitor counts cost, in the same run: three servers on the same build and data, started alike, each
 * behind its own copy of the configuration: one counting (reading its proxy's view log), two with
 * VIEW_COUNTING=off behind the configuration without the view log, as before the visitor counts. Each is
 * measured in turn with the others; `counting/not counting` (against the mean of the two) is what counting
 * costs, and the two uncounting servers' ratio (`A/A`) is what this machine's noise alone makes in the same run.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { prepareProxyFolder, startShippedProxy } from '../tests/support/shippedProxy'
import { freePort, processGroup, waitFor } from './bench-support'

const PAGE = '/aktuelles/news'
// A browser's User-Agent: wrk sends none, which the visitor counts skip as a robot's before doing any work.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const WRK_ARGS = ['-t1', '-c50', '-d8s', '--latency', '-H', `User-Agent: ${BROWSER}`]

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

type Measure = { rps: number; p99: string }

function wrk(url: string): Measure {
  const out = execFileSync('wrk', [...WRK_ARGS, url], { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const p99 = /^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? '?'
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
  if (errors) throw new Error(`${url}: ${errors} answers were not 2xx/3xx`)
  return { rps, p99 }
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

/** Each side in turn, the order turned by one each round, so that none is always measured first or last. */
function inTurns<K extends string>(rounds: number, sides: Record<K, () => Measure>): Record<K, Measure> {
  const names = Object.keys(sides) as K[]
  const runs = Object.fromEntries(names.map((name) => [name, [] as Measure[]])) as Record<K, Measure[]>
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length]
      runs[name].push(sides[name]())
    }
  // The best of each side: noise on a shared machine only ever slows a run down.
  const best = (list: Measure[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a))
  return Object.fromEntries(names.map((name) => [name, best(runs[name])])) as Record<K, Measure>
}

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
    const startSite = (port: number, env: Record<string, string>) => {
      group.start(process.execPath, [path.join('.next-e2e', 'site-server.mjs')], {
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
      return `http://127.0.0.1:${port}`
    }
    const appBefore = startSite(ports.before, { VIEW_COUNTING: 'off' })
    const app = startSite(ports.app, { VIEW_COUNTING: 'on', VIEW_LOG_FILE: viewLogFile })
    const appAgain = startSite(ports.again, { VIEW_COUNTING: 'off' })
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

    // Warm every side once, then each in turn, three rounds, the best of each kept.
    const sides = [proxy.url, proxyBefore.url, proxyAgain.url, app, appBefore, appAgain]
    for (const url of sides) wrk(`${url}${PAGE}`)
    const alone = inTurns(3, {
      before: () => wrk(`${appBefore}${PAGE}`),
      counting: () => wrk(`${app}${PAGE}`),
      again: () => wrk(`${appAgain}${PAGE}`),
    })
    const proxied = inTurns(3, {
      before: () => wrk(`${proxyBefore.url}${PAGE}`),
      counting: () => wrk(`${proxy.url}${PAGE}`),
      again: () => wrk(`${proxyAgain.url}${PAGE}`),
    })
    const staticFile = wrk(`https://127.0.0.1:${ports.file}${PAGE}`)
    const line = (name: string, m: Measure) => console.log(`${name}${m.rps.toFixed(0)} req/s, p99 ${m.p99}`)
    line('app alone, not counting:         ', alone.before)
    line('app alone, not counting (again): ', alone.again)
    line('app alone, counting:             ', alone.counting)
    line('through proxy, no view log:      ', proxied.before)
    line('through proxy, same (again):     ', proxied.again)
    line('through proxy, view log:         ', proxied.counting)
    line('static file:                     ', staticFile)
    const ratio = (a: Measure, b: Measure) => (a.rps / b.rps).toFixed(3)
    const mean = (a: Measure, b: Measure): Measure => ({ rps: (a.rps + b.rps) / 2, p99: '' })
    console.log(
      `counting/not counting (their mean): app ${ratio(alone.counting, mean(alone.before, alone.again))}, proxy ${ratio(proxied.counting, mean(proxied.before, proxied.again))}`,
    )
    console.log(
      `not counting/not counting (A/A, noise): app ${ratio(alone.again, alone.before)}, proxy ${ratio(proxied.again, proxied.before)}`,
    )
    console.log(`proxy/static ratio: ${(proxied.counting.rps / staticFile.rps).toFixed(3)}`)
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
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
