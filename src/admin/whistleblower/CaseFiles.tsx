import type { ServerComponentProps } from 'payload'
import { caseFileList } from '@/data/whistleblower/caseFiles'
import { CaseReplyWithFiles } from './CaseReplyWithFiles'
import { CASE_FILES_TEXT } from './caseFilesTexts'

const KB = 1024

/**
 * On a case in the admin: its files (sent with the report, with the reporter's messages, with the office's
 * replies), each a download opened with the member's case key (attachment only, logged in the access log),
 * and the form to send the reporter a reply with files.
 */
export async function CaseFiles({ data, i18n }: ServerComponentProps) {
  const text = i18n.language === 'en' ? CASE_FILES_TEXT.en : CASE_FILES_TEXT.de
  const id = (data as { id?: number } | undefined)?.id
  if (!id) return null
  const files = await caseFileList(id)
  return (
    <section data-testid="case-files" style={{ marginBlock: '1.5rem' }}>
      <h3>{text.heading}</h3>
      {files.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {files.map((file, index) => (
            <li key={file.id}>
              <a href={`/cms-api/whistleblower-files/${file.id}/download`} download>
                {text.file} {index + 1} ({file.type}, {Math.ceil(file.size / KB)} KB,{' '}
                {file.author === 'office' ? text.fromOffice : text.fromReporter}) – {text.download}
              </a>
              <br />
              <small>
                {text.removed}: {file.removed.length ? file.removed.join(', ') : text.nothingRemoved}
              </small>
            </li>
          ))}
        </ul>
      )}
      <CaseReplyWithFiles reportId={id} text={text} />
    </section>
  )
}
