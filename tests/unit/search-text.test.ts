import { describe, expect, it } from 'vitest'
import { SearchIndex, parseQuery, type SearchDocument } from '@/lib/search/engine'
import { fold, parts, term } from '@/lib/search/text'
import { Vocabulary } from '@/lib/search/vocabulary'

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
  it('stems German plurals to the singular’s term', () => {
    expect(term('Leitstellen', 'de')).toBe(term('Leitstelle', 'de'))
  })
  it('stems English plurals to the singular’s term', () => {
    expect(term('vehicles', 'en')).toBe(term('vehicle', 'en'))
  })
  it('leaves numbers and short words alone', () => {
    expect(term('2024', 'de')).toBe('2024')
    expect(term('IT', 'de')).toBe('it')
  })
})

describe('parts', () => {
  it('holds the tail of a compound as its own term', () => {
    expect(parts('Ausweichleitstelle', 'de')).toContain(term('Leitstelle', 'de'))
    expect(parts('Digitalfunk', 'de')).toContain('funk')
  })
  it('does not split short words', () => {
    expect(parts('Funk Alarm', 'de')).toEqual([])
  })
})

describe('parseQuery', () => {
  it('keeps quoted phrases (German and straight quotes) as folded words', () => {
    expect(parseQuery('„Integrierte Leitstelle“ Süd')).toEqual({
      words: ['Integrierte', 'Leitstelle', 'Süd'],
      phrases: [['integrierte', 'leitstelle']],
    })
    expect(parseQuery('"a b" c').phrases).toEqual([['a', 'b']])
  })
})

const doc = (id: string, title: string, body: string, headings = ''): SearchDocument => ({
  id,
  kind: 'page',
  href: `/${id}`,
  title,
  headings,
  body,
  germanStandIn: false,
})

describe('SearchIndex', () => {
  const index = new SearchIndex('de')
  index.replace('', [
    doc('reserve', 'Ausweichleitstelle Nord', 'Übernimmt den Notruf, wenn die Hauptleitstelle ausfällt.'),
    doc('systems', 'Leitsysteme', 'Einsatzleitsysteme für Integrierte Leitstellen und die Alarmierung.'),
    doc('contact', 'Kontakt', 'Sekundenwerk, Hauptstraße 5, 12345 Musterstadt'),
    doc('alerting', 'Digitale Alarmierung', 'Verschlüsselte Netze mit Meldeempfängern.'),
    doc('radio', 'Sprachfunk', 'Handfunkgeräte', 'Digitalfunk für Behörden und Organisationen'),
    doc('about', 'Über uns', 'Wir planen Leitsysteme seit 1990.'),
  ])
  const first = (q: string) => index.query(q, 10).hits[0]?.id

  it('finds parts of compounds', () =>
    expect(index.query('Leitstelle', 10).hits.map((h) => h.id)).toContain('reserve'))
  it.each(['Strasse', 'Straße', 'Strasze'])('folds %s', (q) => expect(first(q)).toBe('contact'))
  it('forgives one typo', () => expect(first('Alamierung')).toBe('alerting'))
  it('ranks a title above a body', () => expect(first('Leitsysteme')).toBe('systems'))
  it('ranks headings above a body', () => expect(first('Digitalfunk')).toBe('radio'))
  it('requires a quoted phrase in that order', () => {
    expect(index.query('"Integrierte Leitstellen"', 10).hits.map((h) => h.id)).toEqual(['systems'])
    expect(index.query('"Leitstellen Integrierte"', 10).total).toBe(0)
  })
  it('marks the matched words in the snippet', () => {
    const hit = index.query('Meldeempfanger', 10).hits[0]
    expect(hit.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['Meldeempfängern'])
  })
  it('counts matches per kind', () => {
    const results = index.query('Leitsysteme', 1)
    expect(results.hits).toHaveLength(1)
    expect(results.counts.page).toBe(results.total)
    expect(results.total).toBeGreaterThan(1)
  })
  it('replaces the documents of one prefix', () => {
    const other = new SearchIndex('de')
    other.replace('a:', [doc('a:1', 'Eins', 'Zebra')])
    other.replace('b:', [doc('b:1', 'Zwei', 'Zebra')])
    other.replace('a:', [])
    expect(other.query('Zebra', 10).hits.map((h) => h.id)).toEqual(['b:1'])
  })
  it('finds nothing for a query without words', () => expect(index.query(' ?! ', 10).total).toBe(0))
})

describe('SearchIndex.query per kind', () => {
  it('returns up to `limit` of each kind, and counts them all', () => {
    const index = new SearchIndex('de')
    const of = (kind: SearchDocument['kind'], n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...doc(`${kind}:${i}`, `Funk ${i}`, 'Funk'), kind }))
    index.replace('', [...of('page', 4), ...of('news', 1)])
    const results = index.query('Funk', 2, { perKind: true })
    expect(results.hits.map((hit) => hit.kind).sort()).toEqual(['news', 'page', 'page'])
    expect(results.counts).toMatchObject({ page: 4, news: 1 })
  })
})

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary()
  vocabulary.add(new Map([[term('Alarmierung', 'de'), 'Alarmierung']]))
  vocabulary.add(new Map([[term('Alarmierung', 'de'), 'Alarmierungen']]))
  vocabulary.add(new Map([[term('Leitstelle', 'de'), 'Leitstelle']]))

  it('finds the word one letter missing, added or changed away', () => {
    expect(vocabulary.correct(term('Alamierung', 'de'))).toBe('Alarmierung')
    expect(vocabulary.correct(term('Alarrmierung', 'de'))).toBe('Alarmierung')
    expect(vocabulary.correct(term('Leitstrlle', 'de'))).toBe('Leitstelle')
  })
  it('finds nothing two edits away, and forgets a word no document has any more', () => {
    expect(vocabulary.correct(term('Almierng', 'de'))).toBeNull()
    vocabulary.remove([term('Leitstelle', 'de')])
    expect(vocabulary.correct(term('Leitstrlle', 'de'))).toBeNull()
  })
})
