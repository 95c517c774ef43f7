import type { CollectionAfterChangeHook } from 'payload'
import { changeEachCollection } from './fieldTree'

/**
 * A record moved to the trash loses what was scheduled for it. Payload removes a record's scheduled publishing
 * only when the record is deleted for good; moving it to the trash is an update, so its job stayed: the calendar
 * (/admin/geplant) kept listing it, and at its time the job still ran on a record in the trash.
 */
const cancelScheduleOnTrash: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (!doc.deletedAt || previousDoc?.deletedAt) return doc
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: collection.slug } },
        { 'input.doc.value': { equals: doc.id } },
      ],
    },
  })
  return doc
}

/** Every collection with a trash. */
export const trashCancelsSchedule = changeEachCollection((collection) =>
  collection.trash
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [...(collection.hooks?.afterChange ?? []), cancelScheduleOnTrash],
        },
      }
    : collection,
)
