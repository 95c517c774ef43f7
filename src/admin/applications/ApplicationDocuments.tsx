import type { ServerComponentProps } from 'payload'
import { applicationDocuments } from '@/data/applications/records'
import { staffLanguage } from '@/lib/staffLanguages'
import { accessText } from './accessTexts'

const TEXT = {
  de: { heading: 'Unterlagen', none: 'Keine Unterlagen.', document: 'Unterlage', download: 'herunterladen' },
  en: { heading: 'Documents', none: 'No documents.', document: 'Document', download: 'download' },
} as const

const KB = 1024

/**
 * On an application in the admin: its documents, each a download of the sealed file opened for this HR member
 * (src/collections/applicationDownload.ts: attachment only, logged), never shown inline; without the key, only
 * how many there are.
 */
export async function ApplicationDocuments({ data, i18n, req }: ServerComponentProps) {
  const language = staffLanguage(i18n.language)
  const text = TEXT[language]
  const id = (data as { id?: number } | undefined)?.id
  if (!id) return null
  const documents = await applicationDocuments(req, id)
  return (
    <section data-testid="application-documents" style={{ marginBlock: '1.5rem' }}>
      <h3>{text.heading}</h3>
      {documents.length === 0 ? (
        <p>{text.none}</p>
      ) : !documents[0].open ? (
        // Links a member cannot follow would answer only a refusal: the note at the top says why.
        <p data-testid="application-documents-closed">
          {accessText(language).documentsClosed.replace('{n}', String(documents.length))}
        </p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.index}>
              <a href={`/cms-api/applications/${id}/files/${document.index}`} download>
                {document.name || `${text.document} ${document.index + 1}`} ({document.mimeType},{' '}
                {Math.ceil(document.size / KB)} KB) – {text.download}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
