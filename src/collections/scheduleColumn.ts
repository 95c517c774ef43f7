import type { CollectionConfig, Field } from 'payload'
import { changeEachCollection } from './fieldTree'

/** The list column that shows what is scheduled (src/admin/ScheduleCell.tsx); nothing in the form. */
const SCHEDULE_COLUMN: Field = {
  name: 'schedule',
  type: 'ui',
  label: { de: 'Geplant', en: 'Scheduled' },
  admin: {
    components: { Cell: '/admin/ScheduleCell#ScheduleCell' },
  },
}

/** Whether editors schedule the records of `collection` (Payload's schedulePublish). */
export const schedulesPublishing = (collection: CollectionConfig) =>
  typeof collection.versions === 'object' &&
  typeof collection.versions.drafts === 'object' &&
  Boolean(collection.versions.drafts.schedulePublish)

/** Collections whose records editors schedule show the next scheduled change in their lists. */
export const scheduleColumn = changeEachCollection((collection) =>
  schedulesPublishing(collection)
    ? {
        ...collection,
        fields: [...collection.fields, SCHEDULE_COLUMN],
        admin: {
          ...collection.admin,
          defaultColumns: [...(collection.admin?.defaultColumns ?? []), SCHEDULE_COLUMN.name],
        },
      }
    : collection,
)
