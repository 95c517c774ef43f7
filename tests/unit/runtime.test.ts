import { describe, expect, it } from 'vitest'
import { dependencies, engines } from '../../package.json'
import { runtimeRefusal } from '@/server/supportedRuntime'

describe('the Node.js runtime', () => {
  it('runs the test workers on the version package.json pins (the `node` package that npm ci installs)', () => {
    expect(process.version).toBe(`v${dependencies.node}`)
  })

  it('pins a version that engines allows', () => {
    expect(runtimeRefusal(`v${dependencies.node}`, engines.node)).toBeNull()
  })

  it('allows later releases of the same line only', () => {
    expect(runtimeRefusal('v26.10.0', '^26.10.0')).toBeNull()
    expect(runtimeRefusal('v26.11.2', '^26.10.0')).toBeNull()
    expect(runtimeRefusal('v26.10.12', '^26.10.0')).toBeNull()
    for (const version of ['v20.20.2', 'v24.21.0', 'v26.9.9', 'v27.0.0', 'v26.10.0-rc.1', 'garbage']) {
      expect(runtimeRefusal(version, '^26.10.0'), version).toMatch(
        /^Node\.js .* is not supported: .*\^26\.10\.0/,
      )
    }
  })

  it('names the runtime to start with in its refusal', () => {
    expect(runtimeRefusal('v20.20.2', '^26.10.0')).toContain('node_modules/.bin/node .next/site-server.mjs')
  })

  it('takes only a caret range as the supported line', () => {
    expect(() => runtimeRefusal('v26.10.0', '>=20.9')).toThrow(/caret range/)
  })
})
