import type { GlobalConfig, RelationshipField } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/collections/revalidation'
import { MENU_GROUPS, pageName, type AdminText } from '@/collections/adminLabels'

const ORDER: AdminText = {
  de: 'In dieser Reihenfolge; zum Umsortieren ziehen.',
  en: 'In this order; drag to reorder.',
}

function documents(name: string, label: AdminText, description: AdminText): RelationshipField {
  return { name, label, type: 'relationship', relationTo: 'documents', admin: { description } }
}

function documentList(name: string, label: AdminText, description: AdminText): RelationshipField {
  return {
    name,
    label,
    type: 'relationship',
    relationTo: 'documents',
    hasMany: true,
    admin: {
      description: { de: `${description.de} ${ORDER.de}`, en: `${description.en} ${ORDER.en}` },
      isSortable: true,
    },
  }
}

const solutionList = (slug: 'einsatznavigation' | 'sprach-und-datenfunk' | 'wachen-und-elw', name: string) =>
  documentList(name, pageName(slug), {
    de: 'Die aufklappbare Liste „Infomaterial“ der Seite; ohne Dokument entfällt sie.',
    en: 'The page’s expandable list of info material; without documents it is left out.',
  })

/**
 * Which documents the pages offer: the footer's downloads, the solution pages' lists and single PDFs, the
 * certificates page. Documents are chosen, not named, so an editor can rename or replace a PDF; a deleted one
 * drops out of its list. See src/data/documents.ts.
 */
export const Downloads: GlobalConfig = {
  slug: 'downloads',
  label: { de: 'Downloads', en: 'Downloads' },
  admin: {
    group: MENU_GROUPS.website,
    description: {
      de: 'Welche Dokumente (PDFs unter Dateien → Dokumente) wo zum Herunterladen stehen. Ein Dokument mit englischer Fassung verlinkt auf englischen Seiten diese.',
      en: 'Which documents (PDFs under Files → Documents) are offered for download where. A document with an English version links to it on English pages.',
    },
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: revalidateGlobal('downloads') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Footer', en: 'Footer' },
          fields: [
            documentList(
              'footer',
              { de: 'Downloads im Footer', en: 'Downloads in the footer' },
              { de: 'Unten auf jeder Seite.', en: 'At the bottom of every page.' },
            ),
          ],
        },
        {
          label: { de: 'Lösungen', en: 'Solutions' },
          fields: [
            documents(
              'leitsysteme',
              {
                de: `${pageName('leitsysteme').de}: Broschüre`,
                en: `${pageName('leitsysteme').en}: brochure`,
              },
              { de: 'Kasten neben der Einleitung.', en: 'Box beside the introduction.' },
            ),
            solutionList('wachen-und-elw', 'wachenUndElw'),
            solutionList('einsatznavigation', 'einsatznavigation'),
            solutionList('sprach-und-datenfunk', 'sprachUndDatenfunk'),
            documents(
              'reparaturen',
              {
                de: `${pageName('reparaturen').de}: Reparaturauftrag`,
                en: `${pageName('reparaturen').en}: repair order form`,
              },
              {
                de: 'Das Formular unter der Einleitung (auch im Footer, wenn es dort gewählt ist).',
                en: 'The form below the introduction (also in the footer when chosen there).',
              },
            ),
          ],
        },
        {
          label: pageName('zertifikate'),
          fields: [
            documents(
              'iso9001',
              { de: 'PDF zum Zertifikat ISO 9001', en: 'PDF of the ISO 9001 certificate' },
              {
                de: 'Öffnet sich mit einem Klick auf das Bild des Zertifikats (Website → Seitenbilder → Über uns).',
                en: 'Opens with a click on the certificate’s image (Website → Page images → About us).',
              },
            ),
            documentList(
              'certificates',
              { de: 'Zertifikate zum Herunterladen', en: 'Certificates to download' },
              { de: 'Knöpfe unter den Zertifikaten.', en: 'Buttons below the certificates.' },
            ),
          ],
        },
      ],
    },
  ],
}
