import sanitizeHtml from 'sanitize-html'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitize(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim()
}

/** Rich text of the CMS as sanitized HTML; '' when there is none. */
export function richTextToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const html = convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
  return sanitize(html)
}

export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}
