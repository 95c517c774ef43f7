import { describe, expect, it } from 'vitest'
import { deskKeyTexts, fillIn } from '@/admin/deskKeyTexts'
import { composeDeskNotice, type DeskNotice } from '@/lib/mail/deskNoticeMail'
import { DESKS } from '@/lib/sealed/desks'

const notice = (extra: Partial<DeskNotice>): DeskNotice => ({
  id: 7,
  desk: 'applications',
  action: 'access-reset',
  recipient: 'kollegin@sekundenwerk.example',
  language: 'de',
  actorName: 'Admin <admin@sekundenwerk.example>',
  subjectName: 'Mitglied <mitglied@sekundenwerk.example>',
  cause: 'password-set-by-other',
  count: null,
  ...extra,
})

describe('a desk member’s notice of a change of access', () => {
  it('is written in the member’s language, with who, to whom, why and the log', () => {
    const german = composeDeskNotice(notice({}), {
      from: 'site@sekundenwerk.example',
      siteUrl: 'https://x.example',
    })
    expect(german.to).toBe('kollegin@sekundenwerk.example')
    expect(german.subject).toBe(
      'Personalabteilung: Zugang zurückgesetzt (Schlüssel gelöscht, neu anzufragen)',
    )
    expect(german.text).toContain('Grund: Passwort von einer anderen Person gesetzt')
    expect(german.text).toContain('Betrifft: Mitglied <mitglied@sekundenwerk.example>')
    expect(german.text).toContain('Von: Admin <admin@sekundenwerk.example>')
    expect(german.text).toContain('https://x.example/admin/collections/application-audit')
    expect(german.html).toContain('lang="de"')
    expect(german.html).toContain('Mitglied &lt;mitglied@sekundenwerk.example&gt;')

    const english = composeDeskNotice(
      notice({ language: 'en', desk: 'whistleblower', action: 'access-granted', cause: null, count: 3 }),
      {
        from: 'site@sekundenwerk.example',
        siteUrl: 'https://x.example',
      },
    )
    expect(english.subject).toBe('Reporting office: Access granted')
    expect(english.text).toContain('Records: 3 cases')
    expect(english.text).not.toMatch(/Grund|Betrifft|Reason/)
    expect(english.html).toContain('lang="en"')
  })
})

describe('the key panel’s texts', () => {
  it('name each desk’s records in both languages, with every placeholder filled where shown', () => {
    for (const desk of DESKS)
      for (const language of ['de', 'en'] as const) {
        const text = deskKeyTexts(language, desk.words[language])
        for (const [key, value] of Object.entries(text))
          expect(value, `${desk.name} ${language} ${key}`).not.toMatch(
            /\{(records|Records|recordsDative|title|desk)\}/,
          )
        const open = fillIn(text.open, { n: 2, of: 11 })
        expect(open).toContain(`: 2 ${language === 'de' ? 'von' : 'of'} 11.`)
        expect(open.toLowerCase()).toContain(desk.words[language].records.toLowerCase())
        expect(open).not.toContain('{')
      }
    expect(fillIn(deskKeyTexts('de', DESKS[0].words.de).open, { n: 2, of: 11 })).toBe(
      'Ihr persönlicher Schlüssel ist in dieser Sitzung entsperrt. Fälle, die Sie lesen können: 2 von 11.',
    )
  })

  it('never put a count before the plural word: one case is no "1 Fälle"', () => {
    for (const desk of DESKS)
      for (const language of ['de', 'en'] as const)
        for (const [key, value] of Object.entries(deskKeyTexts(language, desk.words[language]))) {
          const one = fillIn(value, { n: 1, of: 1 })
          expect(one, `${desk.name} ${language} ${key}`).not.toContain(`1 ${desk.words[language].records}`)
        }
  })
})
