import { createServerFeature } from '@payloadcms/richtext-lexical'

/** Typing over a linked word keeps the link (src/admin/richText/KeepLinksFeature.tsx). */
export const KeepLinksFeature = createServerFeature({
  feature: { ClientFeature: '/admin/richText/KeepLinksFeature#KeepLinksFeatureClient' },
  key: 'keepLinks',
})
