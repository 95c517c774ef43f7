import sanitizeHtml from 'sanitize-html'
import { convertLexicalToHTML, LinkHTMLConverter, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { isAllowedLink } from '@/lib/linkTargets'
import { internalHref } from './internalLinks'
import type { Locale } from './types'

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

/** Links as Payload writes them, internal ones to the linked record's page in the page's language. */
function linkConverters(locale: Locale): HTMLConverters {
  const links = LinkHTMLConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields.doc, locale) })
  return {
    ...links,
    link: (args) => {
      const node = args.node as SerializedLinkNode
      // A link whose target is gone, or typed as an address that leads nowhere (`https://` alone), keeps its
      // words, not a link to nowhere.
      const leadsNowhere =
        node.fields.linkType === 'internal'
          ? !internalHref(node.fields.doc, locale)
          : !isAllowedLink(String(node.fields.url ?? ''))
      if (leadsNowhere) return args.nodesToHTML({ nodes: node.children }).join('')
      return typeof links.link === 'function' ? links.link(args) : ''
    },
  }
}

/** Rich text of the CMS as sanitized HTML; '' when there is none. */
export function richTextToHtml(value: unknown, locale: Locale): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const html = convertLexicalToHTML({
    data: value as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, ...linkConverters(locale) }),
  })
  return sanitize(html)
}

export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}
