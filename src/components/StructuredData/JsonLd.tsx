/** A schema.org object as JSON-LD. */
export type JsonLdObject = { '@type': string } & { [key: string]: unknown }

/**
 * JSON of a block, safe inside a script element: `<`, `>` and `&` as \u escapes, so no text of a record can
 * close the element or open a comment.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * A JSON-LD block. The browser does not run it (type application/ld+json), so the Content-Security-Policy
 * needs no hash for it (src/lib/contentSecurityPolicy.ts skips data blocks).
 */
export function JsonLd({ data }: { data: JsonLdObject | null }) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
