import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A production server of its own for browser tests that must stop, break or restart the site: it runs a copy
 * of the end-to-end build (its page cache is its own, never mixed with the shared server's) on a data folder
 * the test chooses.
 */
const BUILD = '.next-e2e'

export type Site = { process: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Copies the build into `copy` without its caches. */
export function copyBuild(copy: string): void {
  fs.rmSync(copy, { recursive: true, force: true })
  fs.cpSync(BUILD, copy, { recursive: true, filter: (source) => !/[/\\](cache|route-cache)$/.test(source) })
}

export function startSite(
  copy: string,
  dataDir: string,
  port: number,
  admin: { email: string; password: string },
  extra: Record<string, string> = {},
): Site {
  let output = ''
  const child = spawn(process.execPath, [path.join(copy, 'site-server.mjs')], {
    env: {
      ...process.env,
      SEED_SAMPLE_CONTENT: '1',
      ...extra,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: copy,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { process: child, output: () => output, exited }
}

export async function healthy(base: string, site: Site): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    const response = await fetch(`${base}/api/health`).catch(() => null)
    if (response?.ok) return
    if (site.process.exitCode !== null) throw new Error(`the site stopped:\n${site.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the site did not become healthy:\n${site.output()}`)
}

export async function stopSite(site: Site): Promise<void> {
  site.process.kill('SIGTERM')
  await site.exited
}
