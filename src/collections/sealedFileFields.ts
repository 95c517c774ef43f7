import type { Field } from 'payload'
import { nobody } from '@/access/roles'

/**
 * The row of a file sealed in a desk's store (src/lib/sealed/fileStore.ts): its name there, its original name
 * (sealed, never read through the API), its type by its bytes and its size.
 */
export const sealedFileFields: Field[] = [
  {
    name: 'storedName',
    label: { de: 'Name im Speicher', en: 'Name in storage' },
    type: 'text',
    required: true,
    unique: true,
  },
  { name: 'originalNameSealed', type: 'text', admin: { hidden: true }, access: { read: nobody } },
  { name: 'mimeType', label: { de: 'Typ', en: 'Type' }, type: 'text', required: true },
  { name: 'size', label: { de: 'Größe (Bytes)', en: 'Size (bytes)' }, type: 'number', required: true },
]
