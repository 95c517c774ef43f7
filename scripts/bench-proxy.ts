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
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { prepareProxyFolder, shippedProxyConfig } from '../tests/support/shippedProxy'
import { freePort, processGroup, waitFor } from './bench-support'

const PAGE = '/aktuelles/news'
const WRK_ARGS = ['-t1', '-c50', '-d8s', '--latency']

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

async function main() {
  const ports = {
    app: await freePort(),
    http: await freePort(),
    https: await freePort(),
    file: await freePort(),
    viewLog: await freePort(),
  }
  const dir = prepareProxyFolder()
  const group = processGroup(() => fs.rmSync(dir, { recursive: true, force: true }))
  try {
    console.log('building and starting the production site on a fresh data folder…')
    group.start('npx', ['tsx', 'scripts/e2e-server.ts'], {
      env: { ...process.env, E2E_PORT: String(ports.app), VIEW_LOG_PORT: String(ports.viewLog) },
    })
    const app = `http://127.0.0.1:${ports.app}`
    await waitFor(`${app}/api/jobs`, 15 * 60 * 1000)

    const config = path.join(dir, 'nginx.conf')
    fs.writeFileSync(config, shippedProxyConfig(dir, ports, fileServer(dir, ports.file)))
    execFileSync('nginx', ['-t', '-c', config], { stdio: 'inherit' })
    group.start('nginx', ['-c', config], { stdio: 'inherit' })

    const proxy = `https://127.0.0.1:${ports.https}`
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    await waitFor(`${proxy}/api/jobs`, 30_000)
    // The same bytes the proxy serves, as a file.
    const page = await (await fetch(`${proxy}${PAGE}`)).text()
    fs.mkdirSync(path.join(dir, 'static', path.dirname(PAGE)), { recursive: true })
    fs.writeFileSync(path.join(dir, 'static', `${PAGE}.html`), page)
    const copy = await (await fetch(`https://127.0.0.1:${ports.file}${PAGE}`)).text()
    if (copy !== page) throw new Error('the static copy differs from the page')
    const http = await fetch(`http://127.0.0.1:${ports.http}${PAGE}`, { redirect: 'manual' })
    console.log(`HTTP → HTTPS: ${http.status} ${http.headers.get('location')}`)
    console.log(`TLS: self-signed certificate for this run; page ${PAGE}, ${page.length} bytes`)

    // Warm both sides once.
    wrk(`${proxy}${PAGE}`)
    const appAlone = wrk(`${app}${PAGE}`)
    const throughProxy = wrk(`${proxy}${PAGE}`)
    const staticFile = wrk(`https://127.0.0.1:${ports.file}${PAGE}`)
    console.log(`app alone:     ${appAlone.rps.toFixed(0)} req/s, p99 ${appAlone.p99}`)
    console.log(`through proxy: ${throughProxy.rps.toFixed(0)} req/s, p99 ${throughProxy.p99}`)
    console.log(`static file:   ${staticFile.rps.toFixed(0)} req/s, p99 ${staticFile.p99}`)
    console.log(`proxy/static ratio: ${(throughProxy.rps / staticFile.rps).toFixed(3)}`)
    if (process.argv.includes('--hold')) {
      // For scanners (e.g. an HTTP Observatory scan) against the very set-up that was measured.
      console.error(`holding: proxy on http ${ports.http}, https ${ports.https} of 127.0.0.1; Ctrl-C ends`)
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
