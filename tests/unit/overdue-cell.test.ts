import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OverdueCell } from '@/admin/whistleblower/OverdueCell'

const cell = (cellData: boolean, language: 'de' | 'en') =>
  renderToStaticMarkup(OverdueCell({ cellData, i18n: { language } } as never))

describe('overdue column of the whistleblower reports list', () => {
  it('marks an overdue case in the admin language and leaves the others plain', () => {
    expect(cell(true, 'de')).toContain('Frist überschritten')
    expect(cell(true, 'en')).toContain('Overdue')
    expect(cell(true, 'en')).toContain('data-mark="overdue"')
    expect(cell(false, 'de')).toBe('<span>–</span>')
  })
})
