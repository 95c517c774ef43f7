import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OfficeResetWarning } from '@/admin/whistleblower/OfficeResetWarning'

const render = (data: unknown, userId: number, language: 'de' | 'en' = 'de') => {
  const element = OfficeResetWarning({ data, user: { id: userId }, i18n: { language } } as never)
  return element ? renderToStaticMarkup(element) : ''
}

describe('warning on a reporting-office member’s account', () => {
  it('tells anyone else, in the admin language, that a password change deletes the member’s access', () => {
    const member = { id: 7, roles: ['reporting-office'] }
    expect(render(member, 1)).toContain('Schlüssel und sein Zugang zu allen Hinweisen gelöscht')
    expect(render(member, 1, 'en')).toContain('its key and its access to every report are deleted')
    expect(render({ id: 8, roles: [], officeRequested: true }, 1)).toContain('Meldestelle')
  })

  it('says nothing to the member themselves, on other accounts, or on a new one', () => {
    expect(render({ id: 7, roles: ['reporting-office'] }, 7)).toBe('')
    expect(render({ id: 9, roles: ['editor'] }, 1)).toBe('')
    expect(render({ roles: ['reporting-office'] }, 1)).toBe('')
  })
})
