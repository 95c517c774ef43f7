export type JsonLdBlock = Record<string, unknown> & { '@type': string }

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body) as JsonLdBlock,
  )
}
