import { describe, expect, it } from 'vitest'
import { splitCompound } from '@/lib/search/compounds'
import { editDistance } from '@/lib/search/editDistance'
import { htmlBlocks, htmlText } from '@/lib/search/htmlText'
import { snippet } from '@/lib/search/snippet'
import { Synonyms } from '@/lib/search/synonyms'
import { fold, matchedWhole, term } from '@/lib/search/text'

describe('fold', () => {
  it.each([
    ['Straße', 'strasse'],
    ['Strasse', 'strasse'],
    ['Strasze', 'strasse'],
    ['Übergabe', 'ubergabe'],
    ['Uebergabe', 'ubergabe'],
    ['Zürich', 'zurich'],
    ['Café', 'cafe'],
  ])('%s → %s', (word, folded) => expect(fold(word)).toBe(folded))
})

describe('term', () => {
  it('stems German plurals to the singular’s term', () =>
    expect(term('Leitstellen', 'de')).toBe(term('Leitstelle', 'de')))
  it('stems English plurals to the singular’s term', () =>
    expect(term('vehicles', 'en')).toBe(term('vehicle', 'en')))
  it('leaves numbers and short words alone', () => {
    expect(term('2024', 'de')).toBe('2024')
    expect(term('IT', 'de')).toBe('it')
  })
})

describe('matchedWhole', () => {
  it('takes numbers and words of one or two letters whole, longer words also as beginnings', () => {
    expect(['1', '112', 'ht7', 'it'].map(matchedWhole)).toEqual([true, true, true, true])
    expect(['elw', 'leit'].map(matchedWhole)).toEqual([false, false])
  })
})

describe('editDistance', () => {
  it('counts an inserted, a deleted, a changed letter and two swapped ones as one edit', () => {
    expect(editDistance('alamierung', 'alarmierung', 2)).toBe(1)
    expect(editDistance('alarrmierung', 'alarmierung', 2)).toBe(1)
    expect(editDistance('leitstrlle', 'leitstelle', 2)).toBe(1)
    expect(editDistance('alarmeirung', 'alarmierung', 2)).toBe(1)
  })
  it('stops at its bound', () => {
    expect(editDistance('almierng', 'alarmierung', 1)).toBe(2)
    expect(editDistance('sirene', 'wir', 1)).toBe(2)
  })
})

describe('splitCompound', () => {
  const known = new Set([
    'leitstelle',
    'leitstellen',
    'ausstattung',
    'ausbildung',
    'platz',
    'funk',
    'technik',
  ])
  const isKnown = (part: string) => known.has(part)
  it('splits into the longest parts the vocabulary knows, with linking letters', () => {
    expect(splitCompound('leitstellenausstattung', isKnown)).toEqual(['leitstellen', 'ausstattung'])
    expect(splitCompound('ausbildungsplatz', isKnown)).toEqual(['ausbildung', 'platz'])
    expect(splitCompound('funktechnik', isKnown)).toEqual(['funk', 'technik'])
  })
  it('makes up no part the vocabulary lacks', () => {
    expect(splitCompound('leitstellenkaffee', isKnown)).toBeNull()
    expect(splitCompound('sirene', isKnown)).toBeNull()
  })
})

describe('htmlBlocks', () => {
  it('decodes entities, keeps list items, paragraphs and headings apart and leaves scripts out', () => {
    const html =
      '<h2>Technik &amp; Service</h2><p>Einbau in <strong>Einsatz</strong>leitwagen</p><ul><li>Alarmdisplays</li><li>Einbau</li></ul><script>x()</script>'
    expect(htmlBlocks(html)).toEqual([
      { heading: true, text: 'Technik & Service' },
      { heading: false, text: 'Einbau in Einsatzleitwagen' },
      { heading: false, text: 'Alarmdisplays' },
      { heading: false, text: 'Einbau' },
    ])
    expect(htmlText('<p>a&nbsp;b</p><p>c<br>d</p>')).toBe('a b\nc\nd')
  })
})

describe('snippet', () => {
  it('marks a quoted phrase as one match and the other matched words each', () => {
    const parts = snippet('Service rund um die Uhr, die ganze Woche', new Set(), [
      ['rund', 'um', 'die', 'uhr'],
    ])
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['rund um die Uhr'])
  })
  it('shows a line break between list items as a separator, never two items as one word', () => {
    const text = snippet('Alarmdisplays\nEinbau', new Set(['einbau']), [])
      .map((part) => part.text)
      .join('')
    expect(text).toBe('Alarmdisplays · Einbau')
  })
})

describe('Synonyms', () => {
  it('finds a group by any of its entries, in any form, and names the others', () => {
    const synonyms = new Synonyms(
      [
        ['Pager', 'Meldeempfänger'],
        ['Notruf', '112'],
      ],
      'de',
    )
    expect(synonyms.of([term('Meldeempfängern', 'de')])).toEqual([['Pager']])
    expect(synonyms.of(['112'])).toEqual([['Notruf']])
    expect(synonyms.of(['sirene'])).toBeUndefined()
  })
})
