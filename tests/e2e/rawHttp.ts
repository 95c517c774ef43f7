import http from 'node:http'
import net from 'node:net'

/**
 * Requests as a stranger sends them, with node:http: any method, a path as given (no normalising, no
 * encoding), and from a loopback address of the test's choice (127.0.0.x: the server names clients by the
 * socket, so each address is another client).
 */
export type RawRequest = {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  from?: string
}
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }

export function rawRequest(baseURL: string, request: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const sent = http.request({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port,
      method: request.method ?? 'GET',
      path: request.path,
      headers: request.headers,
      localAddress: request.from,
      agent: false,
      insecureHTTPParser: true,
    })
    sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    sent.on('error', reject)
    sent.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      )
    })
    sent.end(request.body)
  })
}

/** A JSON POST from `from`. */
export function postJson(baseURL: string, path: string, data: unknown, from?: string, headers = {}) {
  return rawRequest(baseURL, {
    method: 'POST',
    path,
    from,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  })
}

/**
 * Bytes written to a fresh connection as they are (a path with control characters, any method), and what came
 * back until the server closed the connection or `waitMs` passed: `closed` says which.
 */
export function rawExchange(
  baseURL: string,
  bytes: string | Buffer | (string | Buffer)[],
  waitMs = 10_000,
  done: (received: string) => boolean = () => false,
): Promise<{ received: string; closed: boolean }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let received = ''
    const finish = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ received, closed })
    }
    const timer = setTimeout(() => finish(false), waitMs)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      if (done(received)) finish(false)
    })
    socket.on('close', () => finish(true))
    // A server that answers and closes while the request is still being written: the answer counts.
    socket.on('error', () => {})
    for (const part of Array.isArray(bytes) ? bytes : [bytes]) socket.write(part)
  })
}

/** The status of each answer in a raw exchange, in order. */
export const statusesIn = (received: string): number[] =>
  [...received.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map(([, status]) => Number(status))

/**
 * Whether a Location leads off the site at `baseURL`, as a browser reads it or as a server that decodes it once
 * more would: another origin, or a path that starts with two slashes or backslashes after decoding.
 */
export function leadsElsewhere(location: string, baseURL: string): boolean {
  const origin = new URL(baseURL).origin
  const url = new URL(location, `${origin}/a/b`)
  if (url.origin !== origin) return true
  let decoded = url.pathname
  for (let round = 0; round < 3; round++) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      break
    }
  }
  const folded = decoded.normalize('NFKC')
  return /^[/\\]{2}/.test(folded) || new URL(folded, origin).origin !== origin
}
