/**
 * `npx tsx scripts/profile-share.ts PROFILE NAME…` — how much of a process's CPU time the named functions took,
 * with everything they called, from a CPU profile (`node --cpu-prof`; `npm run bench:proxy -- --profile DIR`
 * writes the counting server's). A sample counts once for a name however deep the name recurs, and once for
 * all of them together. Time the process spent idle is not part of the whole.
 *
 * Measured this way, not by req/s: a cost of 1 % is far inside what two runs of `wrk` differ by.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string }; children?: number[] }[]
  samples: number[]
  /** µs since the sample before. */
  timeDeltas: number[]
}

export interface Shares {
  /** The process's busy time, µs. */
  busyUs: number
  /** Each name's time, with what it called, µs. */
  byName: Record<string, number>
  /** The time of any of the names, µs (a sample under two of them counts once). */
  allUs: number
}

export function inclusiveShares(profile: CpuProfile, names: readonly string[]): Shares {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const byName = Object.fromEntries(names.map((name) => [name, 0]))
  let busyUs = 0
  let allUs = 0
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0
    if (byId.get(id)?.callFrame.functionName === '(idle)') return
    busyUs += us
    const onStack = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      onStack.add(byId.get(at)!.callFrame.functionName)
    let any = false
    for (const name of names)
      if (onStack.has(name)) {
        byName[name] += us
        any = true
      }
    if (any) allUs += us
  })
  return { busyUs, byName, allUs }
}

function main() {
  const [file, ...names] = process.argv.slice(2)
  if (!file || names.length === 0) {
    console.error('usage: npx tsx scripts/profile-share.ts PROFILE NAME…')
    process.exit(2)
  }
  const shares = inclusiveShares(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile, names)
  const line = (label: string, us: number) =>
    console.log(
      `${label.padEnd(28)} ${(us / 1000).toFixed(1).padStart(9)} ms  ${((100 * us) / shares.busyUs).toFixed(2)} %`,
    )
  line('busy (the whole)', shares.busyUs)
  for (const name of names) line(name, shares.byName[name])
  line('any of them', shares.allUs)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
