import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { staffLanguage } from '@/lib/staffLanguages'

/** A field that would stop a record from being published, named as the edit form names it. */
export type PublishProblem = { path: string; label: string; message: string }

/** Field types whose validation needs nothing but the value and its record (no query, no editor config). */
const PLAIN_TYPES = new Set([
  'text',
  'textarea',
  'email',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'point',
])

type RichTextNode = { type?: string; text?: string; children?: RichTextNode[] }

/** Rich text with nothing in it: an editor's emptied field keeps an empty paragraph. */
function isEmptyRichText(value: unknown): boolean {
  const root = (value as { root?: RichTextNode } | null)?.root
  if (!root || !Array.isArray(root.children)) return false
  const hasContent = (node: RichTextNode): boolean =>
    (typeof node.text === 'string' && node.text.trim() !== '') ||
    (node.type !== undefined && !['paragraph', 'text', 'root', 'linebreak'].includes(node.type)) ||
    (node.children ?? []).some(hasContent)
  return !root.children.some(hasContent)
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  isEmptyRichText(value)

/** A field's label as the admin shows it: Payload's label function, a `{ de, en }` text, or its name. */
export function fieldLabel(field: Field, req: PayloadRequest): string {
  const label = 'label' in field ? field.label : undefined
  const name = 'name' in field ? field.name : ''
  if (typeof label === 'function') {
    try {
      const text = (label as (args: unknown) => unknown)({ i18n: req.i18n, t: req.t })
      if (typeof text === 'string' && text) return text
    } catch {
      // A label that needs more than the language: its name serves.
    }
  }
  if (typeof label === 'string' && label) return label
  if (label && typeof label === 'object') {
    const text = (label as Record<string, unknown>)[staffLanguage(req.i18n?.language)]
    if (typeof text === 'string') return text
  }
  return name
}

type Walk = {
  req: PayloadRequest
  data: Record<string, unknown>
  id: number | string
  collectionSlug: string
}

async function walk(
  fields: Field[],
  sibling: Record<string, unknown>,
  prefix: string,
  walkState: Walk,
): Promise<PublishProblem[]> {
  const found: PublishProblem[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name
        const inner = named ? ((sibling[tab.name] as Record<string, unknown>) ?? {}) : sibling
        found.push(...(await walk(tab.fields, inner, named ? `${prefix}${tab.name}.` : prefix, walkState)))
      }
      continue
    }
    if (!('name' in field)) {
      if ('fields' in field && Array.isArray(field.fields))
        found.push(...(await walk(field.fields, sibling, prefix, walkState)))
      continue
    }
    if (field.type === 'ui' || ('virtual' in field && field.virtual) || field.hidden) continue
    const value = sibling[field.name]
    const path = `${prefix}${field.name}`
    if (field.type === 'group') {
      found.push(
        ...(await walk(field.fields, (value as Record<string, unknown>) ?? {}, `${path}.`, walkState)),
      )
      continue
    }
    const { req } = walkState
    const label = fieldLabel(field, req)
    if ('required' in field && field.required && isEmpty(value)) {
      found.push({ path, label, message: req.t('validation:required') })
      continue
    }
    if (!PLAIN_TYPES.has(field.type) || typeof field.validate !== 'function') continue
    const validate = field.validate as (value: unknown, options: Record<string, unknown>) => unknown
    const result = await validate(value, {
      ...field,
      id: walkState.id,
      collectionSlug: walkState.collectionSlug,
      data: walkState.data,
      siblingData: sibling,
      event: 'submit',
      operation: 'update',
      path: path.split('.'),
      preferences: { fields: {} },
      previousValue: value,
      req,
      // What a publish sends: the checks of publishing (a job's dates) apply.
      publishing: true,
    })
    if (typeof result === 'string') found.push({ path, label, message: result })
  }
  return found
}

/**
 * What in a record's newest version would make publishing it fail: required fields left empty (drafts are saved
 * without them) and the checks of plain fields, as Payload runs them when the record is published.
 */
export async function publishProblems(
  collection: CollectionConfig,
  doc: Record<string, unknown>,
  req: PayloadRequest,
): Promise<PublishProblem[]> {
  return walk(collection.fields, doc, '', {
    req,
    data: doc,
    id: doc.id as number | string,
    collectionSlug: collection.slug,
  })
}
