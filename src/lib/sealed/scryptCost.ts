/**
 * The scrypt cost N of the keys derived from a staff password or a reporter's access code. Vitest's integration
 * project lowers it (TEST_SCRYPT_N, see vitest.config.ts): its desk tests sign hundreds of accounts in and out,
 * and at full cost that alone took over three minutes. Honoured only while NODE_ENV is 'test' (Vitest), never in a
 * build or a running site, whatever its environment says. A stored key records its N, so a key made at either
 * cost opens at either cost.
 */
export function scryptCost(full: number): number {
  const lowered = Number(process.env.TEST_SCRYPT_N)
  if (process.env.NODE_ENV !== 'test' || !Number.isInteger(lowered) || lowered < 2) return full
  return Math.min(full, lowered)
}
