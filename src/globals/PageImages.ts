import type { Field, GlobalConfig, UploadField } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { pageKey } from '@/lib/pageKeys'
import { ABOUT_PAGES, SOLUTIONS, type AboutPage, type Solution } from '@/lib/paths'
import { revalidateGlobal } from '@/collections/revalidation'
import { MENU_GROUPS, pageName, type AdminText } from '@/collections/adminLabels'

/** Appended to the help text of a picture with words in it: such a field holds one picture per language. */
const WORDS: AdminText = {
  de: 'Bild mit Text: für englische Seiten in der Inhaltssprache „English“ das englische Bild wählen; ohne eines zeigen sie das deutsche.',
  en: 'A picture with words in it: for English pages choose the English picture with the content language “English”; without one they show the German picture.',
}

const withWords = (text: AdminText): AdminText => ({
  de: `${text.de} ${WORDS.de}`,
  en: `${text.en} ${WORDS.en}`,
})

type ImageOptions = { localized?: boolean; hasMany?: boolean }

function image(
  name: string,
  label: AdminText,
  description: AdminText,
  options: ImageOptions = {},
): UploadField {
  const { localized = false, hasMany = false } = options
  const field = {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    localized,
    admin: { description: localized ? withWords(description) : description, isSortable: hasMany },
  }
  return (hasMany ? { ...field, hasMany: true } : field) as UploadField
}

const HERO_LABEL: AdminText = { de: 'Bühnenbild', en: 'Hero image' }
const hero = (description: AdminText) => image('hero', HERO_LABEL, description)
const BESIDE_TEXT: AdminText = { de: 'Bild neben dem Text', en: 'Image beside the text' }

const SOLUTION_HERO: AdminText = {
  de: 'Oben auf der Seite hinter der Überschrift, in Vorschauen beim Teilen und auf der Karte dieser Lösung (Startseite, „Unsere Werte“, andere Lösungsseiten).',
  en: 'At the top of the page behind the headline, in previews when shared, and on this solution’s card (home page, “Our values”, other solution pages).',
}

/** Pictures of solution pages besides the hero image. */
const SOLUTION_IMAGES: Partial<Record<Solution, Field[]>> = {
  'digitale-alarmierung': [
    image('hero', HERO_LABEL, {
      de: `${SOLUTION_HERO.de} Hier auch das Standbild des Films oben, bis er läuft.`,
      en: `${SOLUTION_HERO.en} Here also the still of the film at the top until it plays.`,
    }),
  ],
  einsatznavigation: [
    hero(SOLUTION_HERO),
    image(
      'product',
      { de: 'Produktbild', en: 'Product image' },
      { de: 'Neben der Einleitung.', en: 'Beside the introduction.' },
    ),
  ],
  'wachen-und-elw': [
    hero(SOLUTION_HERO),
    image('image', BESIDE_TEXT, { de: 'Neben der Einleitung.', en: 'Beside the introduction.' }),
  ],
  reparaturen: [
    hero(SOLUTION_HERO),
    image('image', BESIDE_TEXT, {
      de: 'Neben der Einleitung; auch auf der Karte „Service für Leitstellen“ unter „Unsere Werte“.',
      en: 'Beside the introduction; also on the card “Control-room service” on “Our values”.',
    }),
  ],
}

const ABOUT_HERO: AdminText = {
  de: 'Oben auf der Seite hinter der Überschrift und in Vorschauen beim Teilen.',
  en: 'At the top of the page behind the headline and in previews when shared.',
}

/** Pictures of about-us pages besides the hero image. */
const ABOUT_IMAGES: Partial<Record<AboutPage, Field[]>> = {
  management: [
    image(
      'portrait',
      { de: 'Porträt', en: 'Portrait' },
      {
        de: 'Bild der Geschäftsführung neben dem Text; die Bildunterschrift ist sein Alternativtext.',
        en: 'Picture of the managing directors beside the text; its caption is its alternative text.',
      },
    ),
  ],
  team: [
    image(
      'group',
      { de: 'Gruppenfoto', en: 'Group photo' },
      { de: 'Unter den Teamkarten.', en: 'Below the team cards.' },
    ),
  ],
  'unsere-werte': [
    image(
      'filmPoster',
      { de: 'Vorschaubild des Imagefilms', en: 'Poster of the company film' },
      {
        de: 'Steht an der Stelle des Films, bis ein Besucher ihn startet (ohne Film-ID unter Unternehmen → Imagefilm bleibt es stehen).',
        en: 'Stands in place of the film until a visitor starts it (without a film ID under Company → Company film it stays).',
      },
    ),
  ],
  umwelt: [image('image', BESIDE_TEXT, { de: 'Neben dem Text.', en: 'Beside the text.' })],
  zertifikate: [
    {
      name: 'awards',
      label: { de: 'Auszeichnungen', en: 'Awards' },
      labels: {
        singular: { de: 'Auszeichnung', en: 'Award' },
        plural: { de: 'Auszeichnungen', en: 'Awards' },
      },
      type: 'array',
      admin: {
        description: {
          de: 'Die Urkunden unter „Auszeichnungen“, hier und auf der Karriereseite, in dieser Reihenfolge; die Bildunterschrift ist der Alternativtext des Bildes.',
          en: 'The certificates under “Awards”, here and on the careers page, in this order; the caption is the image’s alternative text.',
        },
      },
      fields: [
        image(
          'image',
          { de: 'Bild', en: 'Image' },
          { de: 'Die Urkunde.', en: 'The certificate.' },
          { localized: true },
        ),
      ],
    },
    image(
      'iso9001',
      { de: 'Zertifikat ISO 9001', en: 'ISO 9001 certificate' },
      {
        de: 'Verlinkt auf das PDF, das unter Website → Downloads → Zertifikate gewählt ist.',
        en: 'Links to the PDF chosen under Website → Downloads → Certificates.',
      },
      { localized: true },
    ),
    image(
      'further',
      { de: 'Weiteres Zertifikat', en: 'Further certificate' },
      { de: 'Neben dem ISO-9001-Zertifikat.', en: 'Beside the ISO 9001 certificate.' },
      { localized: true },
    ),
  ],
}

/** A page's pictures under its name as the site's menu gives it. */
const pageGroup = (slug: Solution | AboutPage, fields: Field[]): Field => ({
  name: pageKey(slug),
  label: pageName(slug),
  type: 'group',
  fields,
})

/**
 * Pictures that belong to a page rather than to a record, chosen from the media library: editors replace one by
 * choosing another image, whatever its file name. Grouped as the site's menu is; see src/data/pageImages.ts.
 */
export const PageImages: GlobalConfig = {
  slug: 'page-images',
  label: { de: 'Seitenbilder', en: 'Page images' },
  admin: {
    group: MENU_GROUPS.website,
    description: {
      de: 'Bilder, die zu einer Seite gehören statt zu einem Eintrag: Bühnenbilder, Porträts, Galerie, Urkunden, Karte; nach Seiten geordnet wie das Menü der Website. Ein anderes Bild: im Feld ein vorhandenes wählen oder ein neues hochladen, dann speichern. Beschreibungen und Bildunterschriften sind der Alternativtext des Bildes (Dateien → Bilder).',
      en: 'Images that belong to a page rather than to a record: hero images, portraits, gallery, certificates, map; ordered by page like the website’s menu. Another image: choose an existing one in the field or upload a new one, then save. Descriptions and captions are the image’s alternative text (Files → Images).',
    },
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('page-images') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Lösungen', en: 'Solutions' },
          fields: SOLUTIONS.map((slug) => pageGroup(slug, SOLUTION_IMAGES[slug] ?? [hero(SOLUTION_HERO)])),
        },
        {
          label: { de: 'Über uns', en: 'About us' },
          fields: ABOUT_PAGES.map((page) =>
            pageGroup(page, [hero(ABOUT_HERO), ...(ABOUT_IMAGES[page] ?? [])]),
          ),
        },
        {
          name: 'karriere',
          label: { de: 'Karriere', en: 'Careers' },
          admin: {
            description: {
              de: 'Die Auszeichnungen der Karriereseite stehen unter „Über uns“ → Zertifikate.',
              en: 'The awards of the careers page are under “About us” → Certificates.',
            },
          },
          fields: [
            hero({
              de: 'Oben auf der Karriereseite und auf jeder Stellenanzeige, auch in Vorschauen beim Teilen.',
              en: 'At the top of the careers page and of every job advert, also in previews when shared.',
            }),
            image(
              'impressions',
              { de: 'Eindrücke', en: 'Impressions' },
              {
                de: 'Die Bildergalerie der Karriereseite, in dieser Reihenfolge (zum Umsortieren ziehen); die Bildunterschrift ist der Alternativtext des Bildes.',
                en: 'The gallery of the careers page, in this order (drag to reorder); the caption is the image’s alternative text.',
              },
              { hasMany: true },
            ),
          ],
        },
        {
          name: 'kontakt',
          label: { de: 'Kontakt', en: 'Contact' },
          fields: [
            hero({
              de: 'Oben auf der Kontaktseite und in Vorschauen beim Teilen.',
              en: 'At the top of the contact page and in previews when shared.',
            }),
            image(
              'map',
              { de: 'Karte der Standorte', en: 'Map of the locations' },
              {
                de: 'Neben den Kontaktdaten. Nach dem Umzug oder der Eröffnung einer Niederlassung ein neues Bild hochladen.',
                en: 'Beside the contact details. After an office moves or opens, upload a new picture.',
              },
              { localized: true },
            ),
          ],
        },
        {
          label: { de: 'Rechtliches', en: 'Legal' },
          fields: [
            {
              name: 'rechtliches',
              label: { de: 'Impressum und Datenschutz', en: 'Legal notice and privacy policy' },
              type: 'group',
              fields: [
                hero({
                  de: 'Oben auf beiden Seiten und in Vorschauen beim Teilen.',
                  en: 'At the top of both pages and in previews when shared.',
                }),
              ],
            },
            {
              name: 'hinweisgeberschutz',
              label: { de: 'Hinweisgeberschutz', en: 'Whistleblower protection' },
              type: 'group',
              fields: [
                hero({
                  de: 'Oben auf der Seite mit dem Meldeformular und auf der Seite, auf der Hinweisgeber ihre Meldung wieder öffnen.',
                  en: 'At the top of the page with the report form and of the page where whistleblowers open their report again.',
                }),
              ],
            },
          ],
        },
      ],
    },
  ],
}
