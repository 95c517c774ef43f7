import { afterEach, describe, expect, it, vi } from 'vitest'
import { scryptCost } from '@/lib/sealed/scryptCost'

describe('scrypt cost', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is the full cost in a build or a running site, whatever TEST_SCRYPT_N says', () => {
    vi.stubEnv('TEST_SCRYPT_N', '1024')
    vi.stubEnv('NODE_ENV', 'production')
    expect(scryptCost(2 ** 16)).toBe(65536)
    vi.stubEnv('NODE_ENV', 'development')
    expect(scryptCost(2 ** 16)).toBe(65536)
  })

  it('is lowered under Vitest only when asked, never raised, and ignores nonsense', () => {
    vi.stubEnv('NODE_ENV', 'test')
    vi.stubEnv('TEST_SCRYPT_N', '')
    expect(scryptCost(2 ** 15)).toBe(32768)
    vi.stubEnv('TEST_SCRYPT_N', '1024')
    expect(scryptCost(2 ** 15)).toBe(1024)
    vi.stubEnv('TEST_SCRYPT_N', String(2 ** 20))
    expect(scryptCost(2 ** 15)).toBe(32768)
    vi.stubEnv('TEST_SCRYPT_N', 'abc')
    expect(scryptCost(2 ** 15)).toBe(32768)
  })
})
