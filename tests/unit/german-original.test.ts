import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import configPromise from '@payload-config'
import { fieldsWithGermanOriginal } from '@/collections/germanOriginal'
import { isEmpty, plainText, valueAt } from '@/admin/germanVersion'

const ORIGINAL = '/admin/GermanOriginal#GermanOriginal'

type WithComponents = {
  admin?: { components?: { afterInput?: { path: string }[]; Cell?: { path: string } } }
}
const afterInput = (field: unknown) =>
  (field as WithComponents).admin?.components?.afterInput?.map((c) => c.path) ?? []

describe('the German version beside an untranslated field', () => {
  it('goes under localized text, textarea and rich-text fields, also inside groups, arrays and tabs', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text', localized: true },
      { name: 'code', type: 'text' },
      { name: 'teaser', type: 'textarea', localized: true, admin: { components: { Field: '/x#X' } } },
      { name: 'items', type: 'array', localized: true, fields: [{ name: 'label', type: 'text' }] },
      {
        type: 'tabs',
        tabs: [{ label: 'Tab', fields: [{ name: 'body', type: 'richText', localized: true }] }],
      },
      { name: 'count', type: 'number', localized: true },
    ]
    const [title, code, teaser, items, tabs, count] = fieldsWithGermanOriginal(fields)
    expect(afterInput(title)).toEqual([ORIGINAL])
    expect(afterInput(code)).toEqual([])
    // A field drawn by its own component (the SEO plugin's) is left to it.
    expect(afterInput(teaser)).toEqual([])
    expect(afterInput((items as { fields: Field[] }).fields[0])).toEqual([ORIGINAL])
    expect(afterInput((tabs as { tabs: { fields: Field[] }[] }).tabs[0].fields[0])).toEqual([ORIGINAL])
    expect(afterInput(count)).toEqual([])
  })

  it('is in the site config: the news title and text, and the title column of the news list', async () => {
    const config = await configPromise
    const news = config.collections.find((collection) => collection.slug === 'news')!
    const field = (name: string) => news.fields.find((f) => 'name' in f && f.name === name)
    expect(afterInput(field('title'))).toContain(ORIGINAL)
    expect(afterInput(field('body'))).toContain(ORIGINAL)
    expect((field('title') as WithComponents).admin?.components?.Cell?.path).toBe(
      '/admin/GermanTitleCell#GermanTitleCell',
    )
  })

  it('reads the German value at a form path and as plain text', () => {
    const document = { items: [{ label: 'Erster' }, { label: 'Zweiter' }], title: ' Titel ' }
    expect(valueAt(document, 'items.1.label')).toBe('Zweiter')
    expect(valueAt(document, 'items.5.label')).toBeUndefined()
    expect(plainText(valueAt(document, 'title'))).toBe('Titel')
    const rich = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [{ text: 'Erster ' }, { type: 'link', children: [{ text: 'Absatz' }] }],
          },
          { type: 'paragraph', children: [] },
          { type: 'heading', children: [{ text: 'Zweiter' }] },
        ],
      },
    }
    expect(plainText(rich)).toBe('Erster Absatz\nZweiter')
    expect(isEmpty({ root: { children: [{ type: 'paragraph', children: [] }] } })).toBe(true)
    expect(isEmpty(null)).toBe(true)
    expect(isEmpty(rich)).toBe(false)
  })
})
