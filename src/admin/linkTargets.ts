import { isAllowedLink } from '@/lib/linkTargets'

/** A record that rich text links to ('Interne Verlinkung'). */
export type LinkTarget = { relationTo: string; id: number | string }

type LexicalNode = { type?: unknown; text?: unknown; fields?: unknown; children?: unknown }

function walkNodes(value: unknown, visit: (node: LexicalNode) => void): void {
  if (!value || typeof value !== 'object' || !('root' in value)) return
  const walk = (node: LexicalNode) => {
    visit(node)
    if (Array.isArray(node.children)) for (const child of node.children) walk(child as LexicalNode)
  }
  walk((value as { root: LexicalNode }).root)
}

/** The records a rich-text (Lexical) value links to, each once, in the order of the text. */
export function internalLinkTargets(value: unknown): LinkTarget[] {
  const targets = new Map<string, LinkTarget>()
  walkNodes(value, (node) => {
    const fields = node.fields as
      { linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } } | undefined
    if (fields?.linkType === 'internal' && typeof fields.doc?.relationTo === 'string') {
      const raw = fields.doc.value
      const id = raw && typeof raw === 'object' && 'id' in raw ? (raw as { id: unknown }).id : raw
      if (typeof id === 'number' || typeof id === 'string')
        targets.set(`${fields.doc.relationTo}:${id}`, { relationTo: fields.doc.relationTo, id })
    }
  })
  return [...targets.values()]
}

function wordsOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children)
    ? node.children.map((child) => wordsOf(child as LexicalNode)).join('')
    : ''
}

/**
 * The words of links typed as an address that leads nowhere: `https://` alone (the link drawer's preset, left
 * behind when a link was chosen as 'Interne Verlinkung' on other words) or a scheme the site refuses.
 */
export function brokenAddressLinks(value: unknown): string[] {
  const words: string[] = []
  walkNodes(value, (node) => {
    const fields = node.fields as { linkType?: unknown; url?: unknown } | undefined
    if (node.type === 'link' && fields?.linkType !== 'internal' && !isAllowedLink(String(fields?.url ?? '')))
      words.push(wordsOf(node))
  })
  return words
}

/** Where a link leads, the same in every language: the linked record, or the address typed. */
function destinationOf(node: LexicalNode): string | null {
  if (node.type !== 'link' && node.type !== 'autolink') return null
  const fields = node.fields as
    { linkType?: unknown; url?: unknown; doc?: { relationTo?: unknown; value?: unknown } } | undefined
  if (fields?.linkType === 'internal') {
    const raw = fields.doc?.value
    const id = raw && typeof raw === 'object' && 'id' in raw ? (raw as { id: unknown }).id : raw
    return `${String(fields.doc?.relationTo)}:${String(id)}`
  }
  return typeof fields?.url === 'string' ? fields.url : null
}

/**
 * The words of the German text's links whose destination the translation no longer links: overtyping linked
 * words while translating drops their link without a sign.
 */
export function linksMissingAgainst(german: unknown, translation: unknown): string[] {
  const kept = new Set<string>()
  walkNodes(translation, (node) => {
    const destination = destinationOf(node)
    if (destination) kept.add(destination)
  })
  const missing = new Map<string, string>()
  walkNodes(german, (node) => {
    const destination = destinationOf(node)
    if (destination && !kept.has(destination) && !missing.has(destination))
      missing.set(destination, wordsOf(node))
  })
  return [...missing.values()]
}
