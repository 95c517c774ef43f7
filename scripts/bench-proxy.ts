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
import os from 'node:os'
import path from 'node:path'
import { freePort, processGroup, waitFor } from './bench-support'

const PAGE = '/aktuelles/news'
const WRK_ARGS = ['-t1', '-c50', '-d8s', '--latency']

/** The shipped configuration with its machine-specific places moved to the run's own. */
function benchConfig(dir: string, ports: { app: number; http: number; https: number; file: number }): string {
  const shipped = fs.readFileSync(path.join('deploy', 'nginx', 'sekundenwerk.conf'), 'utf8')
  const site = shipped
    .replaceAll('/var/cache/nginx/sekundenwerk', path.join(dir, 'cache'))
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replaceAll('/etc/letsencrypt/live/www.sekundenwerk.example/fullchain.pem', path.join(dir, 'cert.pem'))
    .replaceAll('/etc/letsencrypt/live/www.sekundenwerk.example/privkey.pem', path.join(dir, 'key.pem'))
    .replaceAll('server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`)
    .replace(/^\s*listen \[::\]:\d+.*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  ${site}
  # The reference: the same page as a file, over the same TLS.
  server {
    listen 127.0.0.1:${ports.file} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    access_log off;
    root ${dir}/static;
    location / { default_type text/html; try_files $uri $uri.html =404; }
  }
}
`
}

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
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-proxy-'))
  const group = processGroup(() => fs.rmSync(dir, { recursive: true, force: true }))
  try {
    console.log('building and starting the production site on a fresh data folder…')
    group.start('npx', ['tsx', 'scripts/e2e-server.ts'], {
      env: { ...process.env, E2E_PORT: String(ports.app) },
    })
    const app = `http://127.0.0.1:${ports.app}`
    await waitFor(`${app}/api/jobs`, 15 * 60 * 1000)

    for (const sub of ['cache', 'static', 'body', 'proxy']) fs.mkdirSync(path.join(dir, sub))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const config = path.join(dir, 'nginx.conf')
    fs.writeFileSync(config, benchConfig(dir, ports))
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
