import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import net from 'node:net'

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
