import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { applicationFileStore } from '@/lib/applications/files'
import { auditApplications } from '@/data/applications/audit'

/**
 * The rows that belong to an application besides its own: its document rows, wrapped keys, mails and internal
 * notes, deleted in the request's transaction. Answers the names of its sealed documents in the store.
 */
async function removeApplicationRows(req: PayloadRequest, applicationId: number): Promise<string[]> {
  const byRelation = { application: { equals: applicationId } }
  const byId = { applicationId: { equals: applicationId } }
  const { docs: files } = await req.payload.find({
    collection: 'application-files',
    overrideAccess: true,
    req,
    depth: 0,
    pagination: false,
    where: byRelation,
  })
  await req.payload.delete({ collection: 'application-files', overrideAccess: true, req, where: byRelation })
  await req.payload.delete({ collection: 'application-notes', overrideAccess: true, req, where: byRelation })
  await req.payload.delete({ collection: 'application-keys', overrideAccess: true, req, where: byId })
  await req.payload.delete({ collection: 'application-mails', overrideAccess: true, req, where: byId })
  return files.map((file) => String(file.storedName))
}

/**
 * However an application goes (its retention period ran out, or HR deleted it), everything of it goes with it,
 * and one line without anything of the applicant stays in HR's log. Its rows go before it: the database would
 * otherwise empty their link to it and keep them. The retention job passes `context.retention` and removes the
 * documents from the store itself, after its transaction is committed (a document without its row is found by
 * nobody; a row without its document would be); HR's deletion in the admin removes them at once.
 */
export const removeApplicationRowsFirst: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const documents = await removeApplicationRows(req, Number(id))
  // req.context, not the hook's `context`: the Local API calls above replaced the request's context object.
  req.context.removedDocuments = documents
}

export const removeApplicationDocuments: CollectionAfterDeleteHook = async ({ req }) => {
  const documents = (req.context.removedDocuments as string[] | undefined) ?? []
  const detail = `1 Bewerbung, ${documents.length} Unterlagen`
  if (req.context.retention) {
    await auditApplications(req, 'deleted', { detail })
    return
  }
  await auditApplications(req, 'removed', { detail })
  const store = applicationFileStore()
  for (const name of documents) await store.remove(name)
}
