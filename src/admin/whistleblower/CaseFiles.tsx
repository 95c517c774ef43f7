import type { ServerComponentProps } from 'payload'
import { caseFileList } from '@/data/whistleblower/caseFiles'
import { CaseReplyWithFiles } from './CaseReplyWithFiles'
import { CASE_FILES_TEXT } from './caseFilesTexts'
import { staffLanguage } from '@/lib/staffLanguages'
import { removedInWords } from '@/lib/whistleblower/metadataWords'

const KB = 1024

/**
 * On a case in the admin: its files (sent with the report, with the reporter's messages, with the office's
 * replies), each a download opened with the member's case key (attachment only, logged in the access log),
 * and the form to send the reporter a reply with files.
 */
export async function CaseFiles({ data, i18n, req }: ServerComponentProps) {
  const language = staffLanguage(i18n.language)
  const text = CASE_FILES_TEXT[language]
  const id = (data as { id?: number } | undefined)?.id
  if (!id) return null
  const { open, files } = await caseFileList(req, id)
  return (
    <section data-testid="case-files" style={{ marginBlock: '1.5rem' }}>
      <h3>{text.heading}</h3>
      {files.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {files.map((file, index) => {
            const sender = file.author === 'office' ? text.fromOffice : text.fromReporter
            const about = `(${file.type}, ${Math.ceil(file.size / KB)} KB, ${sender})`
            return (
              <li key={file.id}>
                {open ? (
                  <a href={`/cms-api/whistleblower-files/${file.id}/download`} download>
                    {file.name || `${text.file} ${index + 1}`} {about} – {text.download}
                  </a>
                ) : (
                  // Without the member's key the name stays sealed and a download could not open the file.
                  <span data-testid="case-file-sealed">
                    {text.file} {index + 1} {about} – {text.sealed}
                  </span>
                )}
                {open && file.type.startsWith('audio/') && (
                  // A voice message plays from its download (sandboxed, never the site's own page): the
                  // element fetches the file as media, nothing of it runs.
                  <>
                    <br />
                    <audio
                      controls
                      preload="none"
                      src={`/cms-api/whistleblower-files/${file.id}/download`}
                      aria-label={`${text.play}: ${file.name || `${text.file} ${index + 1}`}`}
                      data-testid="case-file-audio"
                    />
                  </>
                )}
                <br />
                <small>
                  {text.removed}:{' '}
                  {file.removed.length ? removedInWords(file.removed, language) : text.nothingRemoved}
                </small>
              </li>
            )
          })}
        </ul>
      )}
      {open ? <CaseReplyWithFiles reportId={id} text={text} /> : <p>{text.replyNeedsKey}</p>}
    </section>
  )
}
