import type { CollectionConfig, Field } from 'payload'
import { nobody } from '@/access/roles'

const KEYS = ['kind', 'period', 'date', 'subject', 'language', 'referrerHost', 'device'] as const

/**
 * Visitor counts (issue 43): aggregates only, one row per day (later month) and key with its count — no
 * visitor, address, time of day or identifier, and no timestamps (a row's creation time would tell when its
 * first visitor came). Written and read by src/data/visitorCounts.ts alone (an atomic `count = count + n`,
 * which Payload's API cannot do); shown by the dashboard _Besucherzahlen_, never through the API.
 */
export const VisitorCounts: CollectionConfig = {
  slug: 'visitor-counts',
  labels: {
    singular: { de: 'Besucherzahl', en: 'Visitor count' },
    plural: { de: 'Besucherzahlen', en: 'Visitor counts' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  // The key of the atomic upsert: each key's count lives in exactly one row.
  indexes: [{ fields: [...KEYS], unique: true }],
  fields: [
    ...KEYS.map((name): Field => ({ name, type: 'text', required: true, defaultValue: '' })),
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
