import { NotFound, type CollectionBeforeOperationHook } from 'payload'
import { changeEachCollection } from './fieldTree'
import { parseRecordId } from '@/lib/route-params'

/**
 * A record id that cannot exist (`/cms-api/news/abc`, `-1`, `1.5`) is a 404 before the database is asked: the
 * query failed there, Payload logged the failure with its stack trace, and the answer was a 500.
 */
const onlyRecordIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && parseRecordId(String(id)) === null) throw new NotFound(req.t)
  return args
}

/** Every collection numbered by the database (not one with an `id` field of its own) checks ids that way. */
export const recordIds = changeEachCollection((collection) =>
  collection.fields.some((field) => 'name' in field && field.name === 'id')
    ? collection
    : {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeOperation: [onlyRecordIds, ...(collection.hooks?.beforeOperation ?? [])],
        },
      },
)
