import { describe, expect, it } from 'vitest'
import configPromise from '@payload-config'
import { GLOBAL_SAVE_TEXTS } from '@/admin/globalSaveTexts'

const saveButton = async (slug: string) =>
  (await configPromise).globals.find((global) => global.slug === slug)?.admin?.components?.elements
    ?.SaveButton

describe('saving a global in German', () => {
  it('asks first on the globals visitors read in every language, not on HR’s mail texts', async () => {
    for (const slug of ['popup', 'award-banner', 'home'])
      expect(await saveButton(slug), slug).toBe('/admin/GlobalSaveButton#GlobalSaveButton')
    expect(await saveButton('application-mail-texts')).toBeUndefined()
  })

  it('names, in both admin languages, the languages whose visitors see the change', () => {
    for (const language of ['de', 'en'] as const) {
      expect(GLOBAL_SAVE_TEXTS.body[language]).toContain('{languages}')
      expect(GLOBAL_SAVE_TEXTS.next[language]).toContain('{languages}')
    }
  })
})
