import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The shipped nginx configuration (deploy/nginx/sekundenwerk.conf) run as it is, with its machine-specific
 * places moved into a temporary folder: loopback ports, a self-signed certificate made for the run, the cache
 * and logs in the folder, the view log written to the file the app reads (its VIEW_LOG_FILE). Used by
 * `npm run bench:proxy` and the visitor-count test. Needs nginx and openssl (Debian packages).
 */
export interface ProxyPorts {
  app: number
  http: number
  https: number
  /** The app's VIEW_LOG_FILE (default: in the run's folder). */
  viewLogFile?: string
}

export function hasNginx(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * The shipped configuration with its places moved to the run's own; `extra` is added inside `http {}`.
 * `withoutViewLog`: as before the visitor counts (no view log, no mark), for measuring what they cost.
 */
export function shippedProxyConfig(
  dir: string,
  ports: ProxyPorts,
  extra = '',
  withoutViewLog = false,
): string {
  const shipped = fs.readFileSync(path.join('deploy', 'nginx', 'sekundenwerk.conf'), 'utf8')
  const chosen = withoutViewLog
    ? shipped
        .replace(/^\s*access_log \S+ sekundenwerk_views .*$/m, '')
        .replace(/^\s*proxy_set_header X-Counted-By-Proxy.*$/m, '')
    : shipped
  const site = chosen
    .replaceAll('/var/log/nginx/sekundenwerk.views', ports.viewLogFile ?? path.join(dir, 'sekundenwerk.views'))
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
  ${extra}
}
`
}

/** The run's folder with the certificate the configuration names (cert.pem, key.pem) and nginx's folders. */
export function prepareProxyFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-proxy-'))
  for (const sub of ['cache', 'static', 'body', 'proxy']) fs.mkdirSync(path.join(dir, sub))
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  )
  return dir
}

/** Checks and starts nginx on the configuration (in its own process group); `stop` ends it and removes the folder. */
export function startShippedProxy(
  dir: string,
  ports: ProxyPorts,
  extra = '',
  withoutViewLog = false,
): { process: ChildProcess; stop: () => void } {
  const config = path.join(dir, 'nginx.conf')
  fs.writeFileSync(config, shippedProxyConfig(dir, ports, extra, withoutViewLog))
  execFileSync('nginx', ['-t', '-q', '-c', config], { stdio: 'inherit' })
  const child = spawn('nginx', ['-c', config], { stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  return {
    process: child,
    stop() {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
