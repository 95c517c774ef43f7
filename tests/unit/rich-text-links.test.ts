import { describe, expect, it } from 'vitest'
import { richTextToHtml } from '@/data/html'
import { link, paragraph, text } from '../support/richText'

/** A paragraph of rich text with one link, as Payload stores it after reading at depth 1. */
const withLink = (fields: object) => paragraph(text('Mehr dazu '), link(fields, 'hier'))

const internal = (relationTo: string, value: object | number) => ({
  linkType: 'internal',
  newTab: false,
  doc: { relationTo, value },
})

describe('links in rich text', () => {
  it('lead to the linked record’s page in the page’s language', () => {
    const cases = [
      ['news', { id: 5, url: 'leitstelle-geht-live' }, '/aktuelles/news/5/leitstelle-geht-live'],
      ['events', { id: 2, url: 'pmrexpo' }, '/aktuelles/termine/2/pmrexpo'],
      ['jobs', { id: 7, url: 'systemtechniker' }, '/karriere/7/systemtechniker'],
      ['projects', { id: 3, url: 'ils-nord' }, '/projekte/3/ils-nord'],
    ] as const
    for (const [collection, target, path] of cases) {
      expect(richTextToHtml(withLink(internal(collection, target)), 'de')).toBe(
        `<p>Mehr dazu <a href="${path}">hier</a></p>`,
      )
      expect(richTextToHtml(withLink(internal(collection, target)), 'en')).toBe(
        `<p>Mehr dazu <a href="/en${path}">hier</a></p>`,
      )
    }
  })

  it('lead to a document’s file on this site', () => {
    const document = { id: 4, url: 'http://localhost:3000/cms-api/documents/file/agb.pdf' }
    expect(richTextToHtml(withLink(internal('documents', document)), 'en')).toBe(
      '<p>Mehr dazu <a href="/cms-api/documents/file/agb.pdf">hier</a></p>',
    )
  })

  it('keep their words but no link when the target is gone; never href="#"', () => {
    for (const value of [9, { id: 9 }]) {
      expect(richTextToHtml(withLink(internal('news', value)), 'de')).toBe('<p>Mehr dazu hier</p>')
    }
  })

  it('typed as an address that leads nowhere keep their words, no link', () => {
    for (const url of ['https://', 'http://', '', 'javascript:alert(1)']) {
      expect(richTextToHtml(withLink({ linkType: 'custom', newTab: false, url }), 'de'), url).toBe(
        '<p>Mehr dazu hier</p>',
      )
    }
  })

  it('to other hosts stay as typed, opened in a new tab when asked', () => {
    const html = richTextToHtml(
      withLink({ linkType: 'custom', newTab: true, url: 'https://example.org/a' }),
      'de',
    )
    expect(html).toBe(
      '<p>Mehr dazu <a href="https://example.org/a" rel="noopener noreferrer" target="_blank">hier</a></p>',
    )
  })
})
