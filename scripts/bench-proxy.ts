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
 * What the visitor counts cost, in the same run: a second server on the same build and data with
 * VIEW_COUNTING=off, behind a second copy of the configuration without the view log, each measured in turn
 * with the counting one. The two servers are not started alike (the counting one through scripts/e2e-server.ts,
 * which also builds and seeds): `VIEW_COUNTING=off npm run bench:proxy` measures both without counting, and its
 * ratios are the difference the set-ups make on their own (0.93 app, 0.95 proxy on 26 Nov 2026).
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

/** The shipped proxy in front of `app`, in a folder of its own; `withoutViewLog`: as before the visitor counts. */
async function startProxy(
  app: number,
  viewLog: number,
  extra: (dir: string) => string,
  withoutViewLog = false,
) {
  const ports = { app, http: await freePort(), https: await freePort(), viewLog }
  const dir = prepareProxyFolder()
  proxyStops.push(startShippedProxy(dir, ports, extra(dir), withoutViewLog).stop)
  const url = `https://127.0.0.1:${ports.https}`
  await waitFor(`${url}/api/jobs`, 30_000)
  return { dir, url, http: `http://127.0.0.1:${ports.http}` }
}

async function main() {
  const ports = {
    app: await freePort(),
    before: await freePort(),
    file: await freePort(),
    viewLog: await freePort(),
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-data-'))
  const group = processGroup(() => {
    proxyStops.forEach((stop) => stop())
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  try {
    console.log('building and starting the production site on a fresh data folder…')
    group.start('npx', ['tsx', 'scripts/e2e-server.ts'], {
      env: {
        ...process.env,
        E2E_PORT: String(ports.app),
        E2E_DATA_DIR: dataDir,
        VIEW_LOG_PORT: String(ports.viewLog),
      },
    })
    const app = `http://127.0.0.1:${ports.app}`
    await waitFor(`${app}/api/jobs`, 15 * 60 * 1000)
    // The same build on the same data, counting nothing: the site as before the visitor counts.
    group.start(process.execPath, [path.join('.next-e2e', 'site-server.mjs')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: '.next-e2e',
        SITE_URL: `http://localhost:${ports.before}`,
        PORT: String(ports.before),
        VIEW_COUNTING: 'off',
      },
    })
    const appBefore = `http://127.0.0.1:${ports.before}`
    await waitFor(`${appBefore}/api/jobs`, 5 * 60 * 1000)

    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    const proxy = await startProxy(ports.app, ports.viewLog, (dir) => fileServer(dir, ports.file))
    const proxyBefore = await startProxy(ports.before, ports.viewLog, () => '', true)
    // The same bytes the proxy serves, as a file.
    const page = await (await fetch(`${proxy.url}${PAGE}`)).text()
    fs.mkdirSync(path.join(proxy.dir, 'static', path.dirname(PAGE)), { recursive: true })
    fs.writeFileSync(path.join(proxy.dir, 'static', `${PAGE}.html`), page)
    const copy = await (await fetch(`https://127.0.0.1:${ports.file}${PAGE}`)).text()
    if (copy !== page) throw new Error('the static copy differs from the page')
    const http = await fetch(`${proxy.http}${PAGE}`, { redirect: 'manual' })
    console.log(`HTTP → HTTPS: ${http.status} ${http.headers.get('location')}`)
    console.log(`TLS: self-signed certificate for this run; page ${PAGE}, ${page.length} bytes`)

    // Warm every side once, then before and after in turn, four times, the better of each kept. The order flips
    // each round, so that neither side is always measured second.
    for (const url of [proxy.url, proxyBefore.url, app, appBefore]) wrk(`${url}${PAGE}`)
    const best = (runs: Measure[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a))
    const inTurn = <T>(flip: boolean, first: () => T, second: () => T): [T, T] => {
      if (!flip) {
        const a = first()
        return [a, second()]
      }
      const b = second()
      return [first(), b]
    }
    const rounds = [0, 1, 2, 3].map((round) => {
      const flip = round % 2 === 1
      const [appBeforeRun, appAloneRun] = inTurn(
        flip,
        () => wrk(`${appBefore}${PAGE}`),
        () => wrk(`${app}${PAGE}`),
      )
      const [proxyBeforeRun, throughProxyRun] = inTurn(
        flip,
        () => wrk(`${proxyBefore.url}${PAGE}`),
        () => wrk(`${proxy.url}${PAGE}`),
      )
      return {
        appBefore: appBeforeRun,
        appAlone: appAloneRun,
        proxyBefore: proxyBeforeRun,
        throughProxy: throughProxyRun,
      }
    })
    const pick = (key: keyof (typeof rounds)[number]) => best(rounds.map((round) => round[key]))
    const [appAlone, appBeforeBest, throughProxy, proxyBeforeBest] = [
      pick('appAlone'),
      pick('appBefore'),
      pick('throughProxy'),
      pick('proxyBefore'),
    ]
    const staticFile = wrk(`https://127.0.0.1:${ports.file}${PAGE}`)
    const line = (name: string, m: Measure) => console.log(`${name}${m.rps.toFixed(0)} req/s, p99 ${m.p99}`)
    line('app alone, not counting:     ', appBeforeBest)
    line('app alone, counting:         ', appAlone)
    line('through proxy, no view log:  ', proxyBeforeBest)
    line('through proxy, view log:     ', throughProxy)
    line('static file:                 ', staticFile)
    console.log(
      `counting/not counting: app ${(appAlone.rps / appBeforeBest.rps).toFixed(3)}, proxy ${(throughProxy.rps / proxyBeforeBest.rps).toFixed(3)}`,
    )
    console.log(`proxy/static ratio: ${(throughProxy.rps / staticFile.rps).toFixed(3)}`)
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
