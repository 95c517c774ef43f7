import { describe, expect, it } from 'vitest'
import configPromise from '@payload-config'
import { brokenAddressLinks, internalLinkTargets, linksMissingAgainst } from '@/admin/linkTargets'

const link = (fields: object, text = 'Link') => ({ type: 'link', fields, children: [{ type: 'text', text }] })

describe('internal links of a rich text, for the admin’s warning', () => {
  it('lists each linked record once, with the id of a filled-in or a plain reference', () => {
    const value = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              link({ linkType: 'internal', doc: { relationTo: 'news', value: 4 } }),
              link({ linkType: 'custom', url: 'https://example.org' }),
              link({
                linkType: 'internal',
                doc: { relationTo: 'documents', value: { id: 7, title: 'PDF' } },
              }),
            ],
          },
          {
            type: 'list',
            children: [
              {
                type: 'listitem',
                children: [link({ linkType: 'internal', doc: { relationTo: 'news', value: 4 } })],
              },
            ],
          },
        ],
      },
    }
    expect(internalLinkTargets(value)).toEqual([
      { relationTo: 'news', id: 4 },
      { relationTo: 'documents', id: 7 },
    ])
    expect(internalLinkTargets(null)).toEqual([])
    expect(internalLinkTargets({ root: { children: [] } })).toEqual([])
  })

  it('names the words of links typed as an address that leads nowhere', () => {
    const value = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              link({ linkType: 'custom', url: 'https://' }, 'Bewerben Sie sich'),
              link({ linkType: 'custom', url: 'https://example.org' }, 'gut'),
              link({ linkType: 'internal', doc: { relationTo: 'jobs', value: 2 } }, '.'),
              link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'böse'),
            ],
          },
        ],
      },
    }
    expect(brokenAddressLinks(value)).toEqual(['Bewerben Sie sich', 'böse'])
  })

  it('is under every rich-text field, e.g. the text of news and the tasks of a job', async () => {
    const config = await configPromise
    const paths = (slug: string, name: string) => {
      const field = config.collections
        .find((c) => c.slug === slug)!
        .fields.find((f) => 'name' in f && f.name === name)
      return (
        (field as { admin?: { components?: { afterInput?: { path: string }[] } } }).admin?.components
          ?.afterInput ?? []
      ).map((c) => c.path)
    }
    expect(paths('news', 'body')).toContain('/admin/LinkTargetsWarning#LinkTargetsWarning')
    expect(paths('jobs', 'work')).toContain('/admin/LinkTargetsWarning#LinkTargetsWarning')
  })
})

describe('links a translation lost against the German text', () => {
  const text = (...children: object[]) => ({ root: { children: [{ type: 'paragraph', children }] } })
  const brochure = { linkType: 'internal', doc: { relationTo: 'documents', value: 7 } }
  const site = { linkType: 'custom', url: 'https://example.org' }

  it('names the German words of each link whose destination the translation does not link', () => {
    const german = text(link(brochure, 'Broschüre'), link(site, 'Partnerseite'))
    // The editor typed over the linked word "Broschüre": the words stayed, the link went.
    const english = text({ type: 'text', text: 'brochure' }, link(site, 'partner site'))
    expect(linksMissingAgainst(german, english)).toEqual(['Broschüre'])
  })

  it('finds nothing lost when every destination is linked, whatever its words or order', () => {
    const german = text(link(brochure, 'Broschüre'), link(site, 'Partnerseite'))
    const english = text(
      link(site, 'partner'),
      link({ ...brochure, doc: { relationTo: 'documents', value: { id: 7 } } }),
    )
    expect(linksMissingAgainst(german, english)).toEqual([])
    expect(linksMissingAgainst(undefined, english)).toEqual([])
  })
})
