import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'
import { changeEachCollection } from './fieldTree'
import { schedulesPublishing } from './scheduleColumn'

/**
 * A record moved to the trash or deleted for good loses what was scheduled for it.
 * - Moving to the trash is an update, and Payload leaves the job: the calendar (/admin/geplant) kept listing it,
 *   and at its time the job still ran on a record in the trash.
 * - Payload's own clean-up on delete looks for the id as a number, but the admin's scheduling drawer stores it
 *   as text ("13"): the job stayed, and the next record SQLite gave the same id was published at its time.
 */
async function cancelSchedules(req: PayloadRequest, collection: CollectionSlug, id: number | string) {
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: collection } },
        {
          or: [{ 'input.doc.value': { equals: Number(id) } }, { 'input.doc.value': { equals: String(id) } }],
        },
      ],
    },
  })
}

const cancelOnTrash: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (doc.deletedAt && !previousDoc?.deletedAt) await cancelSchedules(req, collection.slug, doc.id)
  return doc
}

const cancelOnDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await cancelSchedules(req, collection.slug, id)
}

/** Every collection whose records editors schedule. */
export const scheduleEndsWithRecord = changeEachCollection((collection) =>
  schedulesPublishing(collection)
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [
            ...(collection.hooks?.afterChange ?? []),
            ...(collection.trash ? [cancelOnTrash] : []),
          ],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), cancelOnDelete],
        },
      }
    : collection,
)
