import { describe, expect, it } from 'vitest'
import { TEXT_LENGTH_THRESHOLD } from '@/lib/constants'
import { PROJECT_CATEGORY } from '@/lib/constants'
import {
  SOLUTION_PROJECT_CATEGORY,
  summaryText,
  projectFacts,
  projectListView,
  showsProjectText,
  visibleText,
} from '@/data/projectView'

describe('showsProjectText (spec §5: only when longer than 16 characters)', () => {
  it('uses the threshold of spec §9', () => {
    expect(TEXT_LENGTH_THRESHOLD).toBe(16)
  })

  it('measures the text without markup', () => {
    expect(showsProjectText('<p>Folgt in Kürze</p>')).toBe(false) // 14 characters
    expect(showsProjectText(`<p>${'x'.repeat(16)}</p>`)).toBe(false) // exactly 16: not longer
    expect(showsProjectText(`<p>${'x'.repeat(17)}</p>`)).toBe(true)
    // Long markup, short text: hidden.
    expect(showsProjectText('<p><strong><em>kurz</em></strong></p><ul><li>a</li></ul>')).toBe(false)
  })

  it('counts an entity as one character and ignores surrounding whitespace', () => {
    expect(visibleText('<p>  Meyer &amp; Söhne  </p>')).toBe('Meyer & Söhne')
    expect(showsProjectText(`<p>${'a'.repeat(15)}&amp;</p>`)).toBe(false) // 16 characters
    expect(showsProjectText(`<p>${'a'.repeat(16)}&#8211;</p>`)).toBe(true) // 17 characters
  })

  it('hides empty content', () => {
    expect(showsProjectText('')).toBe(false)
    expect(showsProjectText('<p></p>')).toBe(false)
  })
})

describe('projectFacts (client, members, partners, volume only when present)', () => {
  const full = {
    projectclient: 'Landkreis Wendelsheide',
    involvedmembers: 'Marek Nowicki',
    involvedpartners: 'Alarmwerk Elektronik GmbH',
    ordervolume: 942000,
  }

  it('lists every fact in order when all are present', () => {
    expect(projectFacts(full).map((fact) => fact.key)).toEqual([
      'client',
      'members',
      'partners',
      'orderVolume',
    ])
    expect(projectFacts(full).at(-1)?.value).toBe(942000)
  })

  it('leaves out missing or blank facts', () => {
    expect(
      projectFacts({
        projectclient: '',
        involvedmembers: '  ',
        involvedpartners: 'X GmbH',
        ordervolume: null,
      }),
    ).toEqual([{ key: 'partners', value: 'X GmbH' }])
    expect(projectFacts({ ...full, ordervolume: 0 }).map((fact) => fact.key)).not.toContain('orderVolume')
  })
})

describe('projectListView (project lists hide themselves when empty)', () => {
  it('hides an empty list, shows the failed state on null, lists the rest', () => {
    expect(projectListView([])).toEqual({ state: 'hidden' })
    expect(projectListView(null)).toEqual({ state: 'failed' })
    expect(projectListView([1, 2])).toEqual({ state: 'list', projects: [1, 2] })
  })
})

describe('SOLUTION_PROJECT_CATEGORY', () => {
  it('maps each solution page to its project category; mission navigation lists stations and vehicles', () => {
    expect(SOLUTION_PROJECT_CATEGORY).toEqual({
      leitsysteme: PROJECT_CATEGORY.LEITSTELLE,
      'wachen-und-elw': PROJECT_CATEGORY.WACHEN_ELW,
      einsatznavigation: PROJECT_CATEGORY.WACHEN_ELW,
      'sprach-und-datenfunk': PROJECT_CATEGORY.SPRACH_DATENFUNK,
      'digitale-alarmierung': PROJECT_CATEGORY.ALARMIERUNG,
    })
    expect(PROJECT_CATEGORY).toEqual({ LEITSTELLE: 1, WACHEN_ELW: 2, ALARMIERUNG: 3, SPRACH_DATENFUNK: 4 })
  })
})

describe('summaryText', () => {
  it('keeps a space between blocks and list items, decodes entities and cuts at the limit', () => {
    expect(
      summaryText(
        '<p>Erster Satz.</p><p>Zweiter&nbsp;Satz &amp; mehr.</p><ul><li>A</li><li>B</li></ul>',
        200,
      ),
    ).toBe('Erster Satz. Zweiter Satz & mehr. A B')
    expect(summaryText('<p>abcdef</p>', 3)).toBe('abc')
  })
})
