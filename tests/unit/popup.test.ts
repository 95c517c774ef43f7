import { describe, expect, it } from 'vitest'
import { flattenTopLevelFields } from 'payload'
import {
  cssLength,
  dismissalMaxAge,
  endOfDay,
  isCssLength,
  localDay,
  popupDecision,
  type PopupDecisionInput,
} from '@/lib/popup'
import { POPUP_DEFAULTS } from '@/lib/constants'
import { Popup } from '@/globals/Popup'

/** The seeded popup (spec §9): founders' award 2024, window 10 Sep – 10 Oct 2024. */
const seeded: PopupDecisionInput = {
  enabled: true,
  heading: 'Gründerpreis 2024',
  cookieName: 'gruenderpreis-2024-aufsteiger',
  startDate: '2024-09-10',
  endDate: '2024-10-10',
  today: '2024-09-20',
  cookie: null,
}

describe('popupDecision (spec §4)', () => {
  it.each([
    ['inside the window', { today: '2024-09-20' }, 'show'],
    ['on the first day', { today: '2024-09-10' }, 'show'],
    ['on the last day (the whole end day counts)', { today: '2024-10-10' }, 'show'],
    ['the day before the window', { today: '2024-09-09' }, 'outside-window'],
    ['the day after the window', { today: '2024-10-11' }, 'outside-window'],
    ['months later', { today: '2026-11-22' }, 'outside-window'],
    ['without a start date', { startDate: null }, 'missing-dates'],
    ['without an end date', { endDate: null }, 'missing-dates'],
    ['with an empty start date', { startDate: '' }, 'missing-dates'],
    ['without both dates', { startDate: null, endDate: null }, 'missing-dates'],
    ['once dismissed (cookie true)', { cookie: 'true' }, 'dismissed'],
    ['with another cookie value', { cookie: 'false' }, 'show'],
    ['when disabled', { enabled: false }, 'off'],
    ['when disabled, even without dates', { enabled: false, startDate: null }, 'off'],
    ['without a heading', { heading: '  ' }, 'off'],
    ['without a cookie name', { cookieName: '' }, 'off'],
  ] as const)('%s → %s', (_label, change, expected) => {
    expect(popupDecision({ ...seeded, ...change })).toBe(expected)
  })

  it('ignores the cookie outside the window (it has expired there anyway)', () => {
    expect(popupDecision({ ...seeded, today: '2024-11-01', cookie: 'true' })).toBe('outside-window')
  })
})

describe('popup days', () => {
  it('takes the local calendar day', () => {
    expect(localDay(new Date(2024, 8, 9, 23, 59))).toBe('2024-09-09')
    expect(localDay(new Date(2024, 9, 10, 0, 0))).toBe('2024-10-10')
  })

  it('lets the dismissal cookie expire at the end of the last day, local time', () => {
    const end = endOfDay('2024-10-10')
    expect(localDay(end)).toBe('2024-10-10')
    expect(localDay(new Date(end.getTime() + 1))).toBe('2024-10-11')
    const now = new Date(2024, 8, 20, 10, 0, 0)
    const seconds = dismissalMaxAge('2024-10-10', now)!
    expect(localDay(new Date(now.getTime() + seconds * 1000 - 1000))).toBe('2024-10-10')
    expect(localDay(new Date(now.getTime() + seconds * 1000 + 1000))).toBe('2024-10-11')
  })

  it('never gives a negative lifetime, and a session cookie without an end date', () => {
    expect(dismissalMaxAge('2024-10-10', new Date(2024, 10, 1))).toBe(0)
    expect(dismissalMaxAge(null, new Date())).toBeNull()
  })
})

describe('CSS lengths of the popup size fields', () => {
  it.each(['17em', '2.5em', '300px', '1.2rem', '80%', '.5em', '40vw', '0', ' 17em '])(
    'accepts %j',
    (value) => {
      expect(isCssLength(value)).toBe(true)
    },
  )

  it.each([
    '',
    '17',
    'em',
    '-2em',
    '17 em',
    '1,5em',
    'calc(100% - 2em)',
    '17em; background: red',
    'url(x)',
    '17em 2em',
    'auto',
    null,
    undefined,
    17,
  ])('rejects %j', (value) => {
    expect(isCssLength(value)).toBe(false)
  })

  it('falls back to the defaults for anything else', () => {
    expect(cssLength('20em', POPUP_DEFAULTS.width)).toBe('20em')
    expect(cssLength(' 300px ', POPUP_DEFAULTS.width)).toBe('300px')
    expect(cssLength('17em; position: static', POPUP_DEFAULTS.width)).toBe(POPUP_DEFAULTS.width)
    expect(cssLength('', POPUP_DEFAULTS.padding)).toBe(POPUP_DEFAULTS.padding)
    expect(cssLength(null, POPUP_DEFAULTS.height)).toBe(POPUP_DEFAULTS.height)
  })
})

describe('popup global: size fields validate (no schema change)', () => {
  // The size fields sit in a collapsible and rows (layout only): their data stays top-level.
  const fields = Object.fromEntries(
    flattenTopLevelFields(Popup.fields).map((field) => [field.name, field]),
  ) as unknown as Record<string, { validate?: (value: unknown, options: unknown) => unknown }>
  const options = (language: string) => ({ req: { i18n: { language } } })

  it.each(['fontSize', 'width', 'height', 'padding'])(
    '%s accepts lengths and empty, rejects others',
    (name) => {
      const validate = fields[name].validate!
      expect(validate('17em', options('de'))).toBe(true)
      expect(validate('80%', options('de'))).toBe(true)
      expect(validate('', options('de'))).toBe(true)
      expect(validate(null, options('de'))).toBe(true)
      expect(validate('17em; color: red', options('de'))).toMatch(/CSS-Länge/)
      expect(validate('big', options('en'))).toMatch(/CSS length/)
    },
  )
})
