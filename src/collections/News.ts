import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, urlField, DAY_ADMIN, previewDrafts } from './fields'

export const News: CollectionConfig = {
  slug: 'news',
  trash: true,
  labels: { singular: { de: 'News-Beitrag', en: 'News item' }, plural: { de: 'News', en: 'News' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'], group: MENU_GROUPS.current },
  access: draftContent,
  // Editors can schedule publishing and unpublishing (run by src/jobs/scheduledPublishing.ts).
  versions: previewDrafts(true),
  defaultSort: '-date',
  hooks: revalidateCollection('news'),
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', required: true, localized: true },
    {
      name: 'subline',
      label: LABELS.subline,
      type: 'text',
      localized: true,
      admin: {
        description: {
          de: 'Zweite Zeile unter dem Titel im Kopf der Beitragsseite.',
          en: 'Second line below the title at the top of the item’s page.',
        },
      },
    },
    {
      name: 'date',
      label: LABELS.date,
      type: 'date',
      required: true,
      index: true,
      admin: {
        ...DAY_ADMIN,
        description: {
          de: 'Erscheint am Beitrag; die News-Liste ist danach sortiert.',
          en: 'Shown on the item; the news list is sorted by it.',
        },
      },
    },
    {
      name: 'shortBody',
      label: { de: 'Kurztext (Anriss)', en: 'Summary (teaser)' },
      type: 'richText',
      localized: true,
      admin: {
        description: {
          de: 'Steht in der News-Liste, im RSS-Feed und als Beschreibung für Suchmaschinen.',
          en: 'Shown in the news list, the RSS feed and as the description for search engines.',
        },
      },
    },
    {
      name: 'body',
      label: LABELS.body,
      type: 'richText',
      localized: true,
      admin: {
        description: {
          de: 'Der ganze Beitrag auf seiner eigenen Seite.',
          en: 'The full item on its own page.',
        },
      },
    },
    imageField('image', LABELS.image, {
      de: 'Kopfbild der Beitragsseite und Bild in der News-Liste.',
      en: 'Header picture of the item’s page and picture in the news list.',
    }),
    {
      name: 'dark',
      label: { de: 'Dunkle Darstellung', en: 'Dark style' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          de: 'Aus dem alten System übernommen (dunkle Variante des Beitrags); die Website wertet es derzeit nicht aus.',
          en: 'Taken over from the old system (dark variant of the item); the website does not use it at present.',
        },
      },
    },
    urlField('title'),
  ],
}
