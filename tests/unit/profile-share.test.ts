import { describe, expect, it } from 'vitest'
import { inclusiveShares, type CpuProfile } from '../../scripts/profile-share'

/** A call tree: root → listener → (count → count again, write), root → (idle); each sample 10 µs unless said. */
const node = (id: number, functionName: string, children: number[] = []) => ({
  id,
  callFrame: { functionName },
  children,
})
const profile: CpuProfile = {
  nodes: [
    node(1, '(root)', [2, 6]),
    node(2, 'listener', [3, 5]),
    node(3, 'count', [4]),
    node(4, 'count'),
    node(5, 'write'),
    node(6, '(idle)'),
  ],
  samples: [3, 4, 5, 5, 2, 6, 6],
  timeDeltas: [10, 10, 10, 10, 10, 500, 500],
}

describe('a CPU profile: the share of named functions with what they called', () => {
  it('counts each busy sample once for each name on its stack, and leaves idle time out', () => {
    const shares = inclusiveShares(profile, ['count', 'write', 'listener'])
    expect(shares.busyUs).toBe(50)
    // The sample in count called from count is counted once, not twice.
    expect(shares.byName).toEqual({ count: 20, write: 20, listener: 50 })
    expect(shares.allUs).toBe(50)
  })

  it('counts a sample under two of the names once in their sum', () => {
    const shares = inclusiveShares(profile, ['count', 'write', 'nowhere'])
    expect(shares.allUs).toBe(40)
    expect(shares.byName.nowhere).toBe(0)
  })
})
