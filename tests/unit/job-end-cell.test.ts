import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JobEndCell } from '@/admin/JobEndCell'

const cell = (cellData: string | null, language: 'de' | 'en') =>
  renderToStaticMarkup(JobEndCell({ cellData, i18n: { language } } as never))

describe('end date column of the jobs list', () => {
  it('marks a job past its end date as expired in the admin language, beside the German date', () => {
    expect(cell('2020-03-31T12:00:00.000Z', 'de')).toContain('31.03.2020')
    expect(cell('2020-03-31T12:00:00.000Z', 'de')).toContain('abgelaufen')
    expect(cell('2020-03-31T12:00:00.000Z', 'en')).toContain('expired')
    expect(cell('2020-03-31T12:00:00.000Z', 'en')).toContain('data-mark="expired"')
  })

  it('leaves an open job and one without an end date unmarked', () => {
    expect(cell('2099-12-31T12:00:00.000Z', 'de')).toBe('<span>31.12.2099</span>')
    expect(cell(null, 'de')).toBe('<span>–</span>')
  })
})
