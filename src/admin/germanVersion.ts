/**
 * The German version of a document, as the editor working on its English version needs it for translating.
 * Fetched once per document and shared by every field of the form.
 */
const documents = new Map<string, Promise<Record<string, unknown> | null>>()

export type GermanVersionSource = {
  api: string
  collectionSlug?: string
  globalSlug?: string
  id?: number | string
}

export function germanVersion({ api, collectionSlug, globalSlug, id }: GermanVersionSource) {
  const url = globalSlug
    ? `${api}/globals/${globalSlug}?locale=de&depth=0&draft=true`
    : collectionSlug && id !== undefined
      ? `${api}/${collectionSlug}/${encodeURIComponent(String(id))}?locale=de&depth=0&draft=true`
      : null
  if (!url) return Promise.resolve(null)
  if (!documents.has(url)) {
    const request = fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : null))
      .catch(() => null)
    documents.set(url, request)
    // Fresh on the next form: the German text may have changed meanwhile.
    setTimeout(() => documents.delete(url), 30_000)
  }
  return documents.get(url)!
}

/** The value at a form path such as `items.2.title`. */
export function valueAt(document: Record<string, unknown> | null, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined
    return (value as Record<string, unknown>)[key]
  }, document)
}

type LexicalNode = { text?: unknown; type?: unknown; children?: unknown }

/** Plain text of a text field's value or of a rich-text (Lexical) value, paragraphs on their own lines. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const lines: string[] = []
  const walk = (node: LexicalNode, line: string[]): void => {
    if (typeof node.text === 'string') line.push(node.text)
    if (Array.isArray(node.children)) for (const child of node.children) walk(child as LexicalNode, line)
  }
  const root = (value as { root: LexicalNode }).root
  for (const block of Array.isArray(root.children) ? root.children : []) {
    const line: string[] = []
    walk(block as LexicalNode, line)
    if (line.join('').trim()) lines.push(line.join('').trim())
  }
  return lines.join('\n')
}

/** Empty as an untranslated field comes: nothing, or a rich text without words. */
export function isEmpty(value: unknown): boolean {
  return plainText(value) === ''
}
