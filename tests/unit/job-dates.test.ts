import { describe, expect, it } from 'vitest'
import { validateJobEnd } from '@/collections/jobDates'

const req = (context: Record<string, unknown> = {}) => ({ i18n: { language: 'de' }, context })
const check = (value: string, options: Record<string, unknown>) =>
  validateJobEnd(value as never, { req: req(), ...options } as never)
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe("a job's end date", () => {
  it('is never before its start', () => {
    expect(check(future(10), { siblingData: { startdate: future(20) } })).toMatch(/vor ihrem Beginn/)
    expect(check(future(20), { siblingData: { startdate: future(10) } })).toBe(true)
  })

  it('is not in the past when the job is published with it, or planned', () => {
    const past = future(-3)
    expect(check(past, { data: { _status: 'draft' }, siblingData: {} })).toBe(true)
    expect(check(past, { data: { _status: 'published' }, siblingData: {} })).toMatch(/Vergangenheit/)
    expect(check(past, { data: { _status: 'draft' }, siblingData: {}, publishing: true })).toMatch(
      /Vergangenheit/,
    )
    // An end kept from before does not stop other changes of a job that expired.
    expect(check(past, { data: { _status: 'published' }, siblingData: {}, previousValue: past })).toBe(true)
    expect(
      validateJobEnd(
        past as never,
        {
          req: req({ sampleContent: true }),
          data: { _status: 'published' },
          siblingData: {},
        } as never,
      ),
    ).toBe(true)
  })
})
