import { describe, expect, it } from 'vitest'
import { SearchIndex, parseQuery, queryKey, type SearchDocument } from '@/lib/search/engine'

const doc = (
  id: string,
  title: string,
  body: string,
  more: Partial<SearchDocument> = {},
): SearchDocument => ({
  id,
  kind: 'page',
  href: `/${id}`,
  title,
  headings: '',
  body,
  germanStandIn: false,
  ...more,
})

function indexOf(
  documents: SearchDocument[],
  synonyms: string[][] = [],
  pins: { query: string; href: string }[] = [],
) {
  const index = new SearchIndex('de')
  index.replace('', documents)
  index.configure({ synonyms, pins })
  return index
}

const SAMPLE = [
  doc('reserve', 'Ausweichleitstelle Nord', 'Übernimmt den Notruf, wenn die Hauptleitstelle ausfällt.'),
  doc('systems', 'Leitsysteme', 'Einsatzleitsysteme für Integrierte Leitstellen und die Alarmierung.'),
  doc('contact', 'Kontakt', 'Sekundenwerk, Hauptstraße 5, 12345 Musterstadt. Wir sind für Sie da, wir wird.'),
  doc('alerting', 'Digitale Alarmierung', 'Verschlüsselte Netze mit Meldeempfängern seit 1983.'),
  doc('radio', 'Sprachfunk', 'Handfunkgeräte', { headings: 'Digitalfunk für Behörden und Organisationen' }),
  doc(
    'about',
    'Über uns',
    'Wir planen Leitsysteme seit 1990. Die Ausstattung jeder Wache ist unser Handwerk.',
  ),
]
const ids = (index: SearchIndex, q: string) => index.query(q, { limit: 20 }).hits.map((hit) => hit.id)
const first = (index: SearchIndex, q: string) => ids(index, q)[0]

describe('parseQuery', () => {
  it('keeps quoted phrases (German and straight quotes) as folded words, and drops single letters', () => {
    expect(parseQuery('„Integrierte Leitstelle“ Süd x 1')).toEqual({
      words: ['Integrierte', 'Leitstelle', 'Süd', '1'],
      phrases: [['integrierte', 'leitstelle']],
    })
    expect(parseQuery('"a b" c').phrases).toEqual([['a', 'b']])
    expect(queryKey('Systemtechniker*in (m/w/d)')).toBe('systemtechniker in')
  })
})

describe('SearchIndex: matching', () => {
  const index = indexOf(SAMPLE)
  it('finds the later part of a compound', () => expect(ids(index, 'Leitstelle')).toContain('reserve'))
  it.each(['Strasse', 'Straße', 'Strasze'])('folds %s', (q) => expect(first(index, q)).toBe('contact'))
  it('ranks a title above a body, headings above a body', () => {
    expect(first(index, 'Leitsysteme')).toBe('systems')
    expect(first(index, 'Digitalfunk')).toBe('radio')
  })
  it('finds nothing for a query without words', () =>
    expect(index.query(' ?! ', { limit: 10 }).total).toBe(0))
  it('matches a lone digit whole, never as the beginning of a number', () => {
    expect(index.query('1', { limit: 10 }).total).toBe(0)
    expect(ids(index, '1983')).toEqual(['alerting'])
  })
  it('requires a quoted phrase in that order, and marks it as one', () => {
    expect(ids(index, '"Integrierte Leitstellen"')).toEqual(['systems'])
    expect(index.query('"Leitstellen Integrierte"', { limit: 10 }).total).toBe(0)
    const hit = index.query('"Integrierte Leitstellen"', { limit: 1 }).hits[0]
    expect(hit.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Integrierte Leitstellen',
    ])
  })
  it('marks the matched words in the snippet', () => {
    const hit = index.query('Meldeempfanger', { limit: 10 }).hits[0]
    expect(hit.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['Meldeempfängern'])
  })
})

describe('SearchIndex: correction only where it helps', () => {
  const index = indexOf(SAMPLE)
  it('reads a word that finds nothing as the site’s word one typo away, and says so', () => {
    const results = index.query('Alamierung', { limit: 10 })
    expect(results.hits[0].id).toBe('alerting')
    expect(results.corrected).toBe('Alarmierung')
  })
  it('searches the words as typed when asked to', () => {
    const results = index.query('Alamierung', { limit: 10, correct: false })
    expect([results.total, results.corrected]).toEqual([0, null])
  })
  it('invents no match for a word the site does not have ("Sirene" is not "wir")', () => {
    const results = index.query('Sirene', { limit: 10 })
    expect([results.total, results.corrected, results.missing]).toEqual([0, null, ['Sirene']])
  })
  it('does not correct a word the site has, or short words', () => {
    expect(index.query('Leitsysteme', { limit: 1 }).corrected).toBeNull()
    expect(index.query('Wirr', { limit: 1 }).total).toBe(0)
  })
})

describe('SearchIndex: compounds, synonyms and relaxation', () => {
  const index = indexOf(SAMPLE, [
    ['Pager', 'Meldeempfänger'],
    ['Notruf', '112'],
  ])
  it('splits a compound the site lacks into parts it has', () => {
    expect(first(index, 'Wachenausstattung')).toBe('about')
  })
  it('finds a page by an editor’s synonym it never uses', () => {
    expect(first(index, 'Pager')).toBe('alerting')
    expect(ids(index, '112')).toEqual(['reserve'])
  })
  it('ranks by how many words match when all together find little, and names the words nothing holds', () => {
    const results = index.query('digitale Alarmierung Quokka', { limit: 10 })
    expect(results.hits[0].id).toBe('alerting')
    expect(results.missing).toEqual(['Quokka'])
    expect(index.query('Quokka Wombat', { limit: 10 }).total).toBe(0)
  })
  it('matches a synonym’s words in their forms only, never as a part of another word', () => {
    const strict = indexOf(
      [doc('a', 'Stellenangebote', 'Karriere'), doc('b', 'Leitstelle', 'Stellwerk')],
      [['Jobs', 'Stelle']],
    )
    expect(ids(strict, 'Jobs')).toEqual([])
  })
})

describe('SearchIndex: ranking by kind and depth, pins', () => {
  const documents = [
    doc('history', 'Eine neue Halle', 'Wir bauen den ersten Einsatzleitwagen aus.', {
      href: '/geschichte#eintrag-3',
    }),
    doc('news', 'Ausgeliefert', 'Der Einsatzleitwagen ist da.', {
      kind: 'news',
      href: '/aktuelles/news/1/elw',
    }),
    doc('topic', 'Wachen und ELW', 'Den Einsatzleitwagen bauen wir aus: Funk und Technik für die Wache.', {
      href: '/loesungen/wachen-und-elw',
    }),
    doc('first', 'Der erste Einsatzleitwagen', 'Unser erster Auftrag.', { href: '/geschichte#eintrag-4' }),
  ]
  it('puts the page about a topic before the news and the history entry that mention it', () => {
    const order = ids(indexOf(documents.slice(0, 3)), 'Einsatzleitwagen')
    expect(order[0]).toBe('topic')
    expect(order.slice(1).sort()).toEqual(['history', 'news'])
  })
  it('puts the page named by a synonym before an entry titled with the word', () => {
    expect(first(indexOf(documents, [['ELW', 'Einsatzleitwagen']]), 'Einsatzleitwagen')).toBe('topic')
  })
  it('puts an editor’s pinned result first for its query, and only for it', () => {
    const pinned = indexOf(documents, [], [{ query: 'erster ELW', href: '/geschichte#eintrag-3' }])
    const results = pinned.query('Erster elw', { limit: 10 })
    expect(results.hits[0]).toMatchObject({ id: 'history', pinned: true })
    expect(pinned.query('ELW', { limit: 10 }).hits[0]?.pinned).toBe(false)
  })
})

describe('SearchIndex: sections, other languages, pages of results', () => {
  const legal = doc('imprint', 'Impressum', '', {
    sections: [
      { anchor: 'anbieter', heading: 'Angaben zum Anbieter', text: 'Sekundenwerk GmbH, Am Sendemast 7' },
      { anchor: 'registereintrag', heading: 'Registereintrag', text: 'Amtsgericht Lübeck, HRB 12345 HL' },
    ],
    otherTitle: 'Legal notice',
  })
  const index = indexOf([legal, ...SAMPLE])
  it('leads to the section that holds the query, named by its heading', () => {
    const hit = index.query('Amtsgericht', { limit: 1 }).hits[0]
    expect(hit).toMatchObject({ href: '/imprint#registereintrag', section: 'Registereintrag' })
    expect(hit.snippet.some((part) => part.match && part.text === 'Amtsgericht')).toBe(true)
  })
  it('finds a page by its title in the other language', () =>
    expect(first(index, 'legal notice')).toBe('imprint'))
  it('reaches every result by pages, and counts each kind', () => {
    const many = indexOf(
      Array.from({ length: 25 }, (_, i) =>
        doc(`n${i}`, `Funk ${i}`, 'Funk', { kind: i < 5 ? 'news' : 'page' }),
      ),
    )
    const seen = [0, 10, 20].flatMap((offset) =>
      many.query('Funk', { limit: 10, offset }).hits.map((hit) => hit.id),
    )
    expect(new Set(seen).size).toBe(25)
    const news = many.query('Funk', { limit: 10, kind: 'news' })
    expect([news.hits.length, news.counts.news, news.counts.page, news.total]).toEqual([5, 5, 20, 25])
    const perKind = many.query('Funk', { limit: 2, perKind: true })
    expect(perKind.hits.map((hit) => hit.kind).sort()).toEqual(['news', 'news', 'page', 'page'])
  })
  it('replaces the documents of one prefix', () => {
    const other = new SearchIndex('de')
    other.replace('a:', [doc('a:1', 'Eins', 'Zebra')])
    other.replace('b:', [doc('b:1', 'Zwei', 'Zebra')])
    other.replace('a:', [])
    expect(ids(other, 'Zebra')).toEqual(['b:1'])
    expect(ids(other, 'Eins')).toEqual([])
  })
})
