/** A record that rich text links to ('Interne Verlinkung'). */
export type LinkTarget = { relationTo: string; id: number | string }

type LexicalNode = { type?: unknown; fields?: unknown; children?: unknown }

/** The records a rich-text (Lexical) value links to, each once, in the order of the text. */
export function internalLinkTargets(value: unknown): LinkTarget[] {
  if (!value || typeof value !== 'object' || !('root' in value)) return []
  const targets = new Map<string, LinkTarget>()
  const walk = (node: LexicalNode) => {
    const fields = node.fields as
      { linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } } | undefined
    if (fields?.linkType === 'internal' && typeof fields.doc?.relationTo === 'string') {
      const raw = fields.doc.value
      const id = raw && typeof raw === 'object' && 'id' in raw ? (raw as { id: unknown }).id : raw
      if (typeof id === 'number' || typeof id === 'string')
        targets.set(`${fields.doc.relationTo}:${id}`, { relationTo: fields.doc.relationTo, id })
    }
    if (Array.isArray(node.children)) for (const child of node.children) walk(child as LexicalNode)
  }
  walk((value as { root: LexicalNode }).root)
  return [...targets.values()]
}
