import { describe, expect, it } from 'vitest'
import configPromise from '@payload-config'

type Cell = { admin?: { components?: { Cell?: unknown } } }

describe('yes/no list columns', () => {
  it('read as words in every collection: each checkbox field has the yes/no cell', async () => {
    const config = await configPromise
    // Payload's own collections (payload-jobs, payload-preferences, …) are not lists editors see.
    const ours = config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
    const checkboxes = ours.flatMap((collection) =>
      collection.fields
        .filter((field) => field.type === 'checkbox')
        .map((field) => ({ where: `${collection.slug}.${'name' in field ? field.name : ''}`, field })),
    )
    expect(checkboxes.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['offices.isOffice', 'team-members.onHome']),
    )
    for (const { where, field } of checkboxes) {
      expect([where, (field as Cell).admin?.components?.Cell]).toEqual([where, expect.anything()])
    }
    const office = checkboxes.find(({ where }) => where === 'offices.isOffice')!
    expect((office.field as Cell).admin?.components?.Cell).toBe('/admin/YesNoCell#YesNoCell')
  })
})
