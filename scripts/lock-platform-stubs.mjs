// The npm registry reachable here lacks the prebuilt binaries of other platforms (darwin, win32, musl, …),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync.
// This adds a lock entry for each such optional dependency, marked with the os/cpu/libc its name names:
// npm ci skips entries for other platforms without fetching them. Run after `npm install`.
import fs from 'node:fs'

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages

const OS = [
  'darwin',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'linux',
  'sunos',
  'aix',
  'netbsd',
]
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['arm', 'arm'],
]

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1]
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    const nested = `${path}/node_modules/${name}`
    if (packages[key] || packages[nested]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os || !cpu) continue
    if (os === process.platform && cpu === process.arch && (libc ?? 'glibc') === 'glibc') continue
    packages[key] = { version: spec, optional: true, os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) }
    added += 1
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`added ${added} platform stubs to package-lock.json`)
