import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { changedParts } from '@/collections/translationStatus'
import { namedParts } from '@/lib/translatableParts'
import {
  sourceChangedAt,
  staleFields,
  translationState,
  untranslatedFields,
  withChanges,
} from '@/lib/translationStatus'

const MONDAY = '2026-11-23T09:00:00.000Z'
const TUESDAY = '2026-11-24T09:00:00.000Z'

describe('translation status', () => {
  it('marks an English text stale once its German source changes later, and current after it is updated', () => {
    let status = withChanges(undefined, 'de', ['title', 'body'], MONDAY)
    expect(translationState(status)).toBe('untranslated')
    expect(untranslatedFields(status, 'en')).toEqual(['title', 'body'])

    status = withChanges(status, 'en', ['title', 'body'], MONDAY)
    expect(translationState(status)).toBe('current')

    status = withChanges(status, 'de', ['body'], TUESDAY)
    expect(staleFields(status, 'en')).toEqual(['body'])
    expect(translationState(status)).toBe('stale')
    expect(sourceChangedAt(status, ['body'])).toBe(TUESDAY)

    status = withChanges(status, 'en', ['body'], '2026-11-25T09:00:00.000Z')
    expect(staleFields(status, 'en')).toEqual([])
    expect(translationState(status)).toBe('current')
  })

  it('knows nothing of records saved before the status was kept', () => {
    expect(translationState(null)).toBe('unknown')
    expect(translationState('x')).toBe('unknown')
    expect(staleFields(undefined, 'en')).toEqual([])
  })
})

const FIELDS: Field[] = [
  { name: 'title', type: 'text', localized: true, label: { de: 'Titel', en: 'Title' } },
  { name: 'date', type: 'date' },
  {
    type: 'row',
    fields: [{ name: 'teaser', type: 'textarea', localized: true }],
  },
  {
    name: 'facts',
    type: 'array',
    fields: [
      { name: 'label', type: 'text', localized: true },
      { name: 'icon', type: 'text' },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'SEO',
        fields: [
          {
            name: 'meta',
            type: 'group',
            fields: [
              { name: 'title', type: 'text', localized: true },
              { name: 'noindex', type: 'checkbox' },
            ],
          },
        ],
      },
    ],
  },
]

describe('translatable parts of a schema', () => {
  it('are the named fields with localized text, also inside rows, tabs, groups and arrays', () => {
    const parts = namedParts(FIELDS)
    expect(parts.map((part) => part.name)).toEqual(['title', 'teaser', 'facts', 'meta'])
    expect(parts[0].label).toEqual({ de: 'Titel', en: 'Title' })
  })

  it('change only when words change, not dates, icons, switches or rich-text formatting', () => {
    const parts = namedParts(FIELDS)
    const stored = {
      title: 'Leitstelle',
      date: '2026-01-01',
      teaser: 'Kurz',
      facts: [{ label: 'Plätze', icon: 'a' }],
      meta: { title: 'SEO', noindex: false },
    }
    expect(
      changedParts(
        parts,
        {
          ...stored,
          date: '2026-02-02',
          facts: [{ label: 'Plätze', icon: 'b' }],
          meta: { title: 'SEO', noindex: true },
        },
        stored,
      ),
    ).toEqual([])
    expect(
      changedParts(parts, { title: 'Neue Leitstelle', facts: [{ label: 'Räume', icon: 'a' }] }, stored),
    ).toEqual(['title', 'facts'])
    const text = (words: string, format: number) => ({
      root: { children: [{ text: words, format, version: 1 }] },
    })
    const richParts = namedParts([{ name: 'body', type: 'richText', localized: true }])
    expect(changedParts(richParts, { body: text('Hallo', 1) }, { body: text('Hallo', 0) })).toEqual([])
    expect(changedParts(richParts, { body: text('Hallo Welt', 0) }, { body: text('Hallo', 0) })).toEqual([
      'body',
    ])
  })
})
