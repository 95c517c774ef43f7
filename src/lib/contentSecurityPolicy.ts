import crypto from 'node:crypto'
import { splitLocale } from '@/i18n/paths'
import { VIDEO_EMBED_ORIGIN } from './constants'
import { mapProviderSources, type MapProviderConfig, type PolicySources } from './mapProvider'
import { paths } from './paths'

/**
 * The Content-Security-Policy of every answer. Pages are prerendered and cached, so a per-request nonce is
 * out; instead the server hashes the inline scripts of each HTML answer (Next's bootstrap and flight data)
 * and allows exactly those. Everything else comes from the site itself, except the consented
 * map and film, which are allowed only on the pages that show them.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i
const JAVASCRIPT_TYPES = ['', 'module', 'text/javascript', 'application/javascript']

/** 'sha256-…' sources for the inline scripts a browser would run (data blocks such as JSON-LD are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1].toLowerCase() ?? ''
    if (!JAVASCRIPT_TYPES.includes(type)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

const BASE: PolicySources = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  // Inline style attributes: CMS-chosen colours and sizes (popup, layout variables) and Next's image placeholders.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  // The captcha solves its proof of work in workers made from blob: URLs.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
}

type PageKind = 'admin' | 'branches' | 'values' | 'other'

/** What a page needs beyond the site's own sources depends on its kind, by its path without the locale prefix. */
function pageKind(pathname: string): PageKind {
  // The admin's live preview shows the site's own pages in a frame.
  if (/^\/admin(\/|$)/.test(pathname)) return 'admin'
  const { path } = splitLocale(pathname)
  if (path === paths.about('niederlassungen')) return 'branches'
  if (path === paths.about('unsere-werte')) return 'values'
  return 'other'
}

function pageSources(kind: PageKind, map: MapProviderConfig): PolicySources {
  if (kind === 'admin') return { 'frame-src': ["'self'"] }
  if (kind === 'branches') return mapProviderSources(map)
  if (kind === 'values') return { 'frame-src': [VIDEO_EMBED_ORIGIN] }
  return {}
}

export interface PolicyOptions {
  pathname: string
  /** From inlineScriptHashes; none for answers that are not HTML. */
  scriptHashes: string[]
  map: MapProviderConfig
  https: boolean
  /** The origin of UPLOADS_PUBLIC_URL, when images are loaded from there rather than from the site. */
  uploadsOrigin?: string
}

/** Where the script hashes go in a policy made before them (no source contains it). */
const HASHES = '\u0000'

/** A policy around the place of its script hashes: `head` + each hash after a space + `tail`. */
type Template = { head: string; tail: string }

function template(kind: PageKind, map: MapProviderConfig, https: boolean, uploadsOrigin?: string): Template {
  const directives: PolicySources = Object.fromEntries(
    Object.entries(BASE).map(([name, sources]) => [name, [...sources]]),
  )
  if (uploadsOrigin) directives['img-src'].push(uploadsOrigin)
  for (const [name, sources] of Object.entries(pageSources(kind, map)))
    directives[name] = [...(directives[name] ?? []), ...sources]
  directives['script-src'].push(HASHES)
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  const [head, tail] = policy.join('; ').split(` ${HASHES}`)
  return { head, tail }
}

/**
 * Made once per kind of page and set-up, then only the hashes are put in: this runs for every request, and
 * building the policy anew (the lists copied, the directives joined) took some 7 µs of each.
 */
const templates = new WeakMap<MapProviderConfig, Map<string, Template>>()

export function contentSecurityPolicy({
  pathname,
  scriptHashes,
  map,
  https,
  uploadsOrigin,
}: PolicyOptions): string {
  const kind = pageKind(pathname)
  const key = `${kind} ${https} ${uploadsOrigin ?? ''}`
  let made = templates.get(map)
  if (!made) templates.set(map, (made = new Map()))
  let policy = made.get(key)
  if (!policy) made.set(key, (policy = template(kind, map, https, uploadsOrigin)))
  let hashes = ''
  for (const hash of scriptHashes) hashes += ` ${hash}`
  return policy.head + hashes + policy.tail
}
