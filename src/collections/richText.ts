import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { deepMergeSimple } from 'payload/shared'
import { LEXICAL_TRANSLATIONS } from './adminTranslations'
import { LINKABLE_COLLECTIONS } from '@/lib/linkableCollections'
import { KeepLinksFeature } from './keepLinksFeature'


const lexical = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
    KeepLinksFeature(),
  ],
})

/**
 * The editor registers its texts over the config's own when it starts, so the company's wording of them
 * (src/collections/adminTranslations.ts) is laid over after it.
 */
export const richTextEditor: typeof lexical = async (args) => {
  const adapter = await lexical(args)
  const i18n = args.config.i18n
  if (i18n) i18n.translations = deepMergeSimple(i18n.translations ?? {}, LEXICAL_TRANSLATIONS)
  return adapter
}
