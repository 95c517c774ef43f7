import type { Observation } from './observation'

/**
 * The proxy's view log (deploy/nginx/sekundenwerk.conf, `log_format sekundenwerk_views`): one syslog datagram
 * per request, the fields after MARK separated by tabs (nginx's `escape=json` writes a tab inside a value as
 * `\t`, so a tab always separates). The order puts what may be long last: a cut line loses the referrer first.
 */
export const LOG_MARK = 'sekundenwerk-view-1'
const FIELDS = [
  'method',
  'status',
  'signedIn',
  'rsc',
  'prefetch',
  'contentType',
  'host',
  'target',
  'userAgent',
  'referer',
]

function unescape(value: string): string {
  // nginx writes an absent value as '-' unless escaping JSON; either way it is empty here.
  if (value === '-') return ''
  // Most values hold nothing nginx escaped: no parse needed.
  if (!value.includes('\\')) return value
  try {
    return JSON.parse(`"${value}"`) as string
  } catch {
    return value
  }
}

/** An observation from one datagram, or null when it is not one of the view log's lines. */
export function parseLogLine(line: string): Observation | null {
  const start = line.indexOf(`${LOG_MARK}\t`)
  if (start < 0) return null
  const values = line
    .slice(start + LOG_MARK.length + 1)
    .replace(/\n$/, '')
    .split('\t')
    .map(unescape)
  if (values.length < FIELDS.length - 2) return null
  const field = (name: string) => values[FIELDS.indexOf(name)] ?? ''
  const status = Number(field('status'))
  if (!Number.isInteger(status)) return null
  return {
    method: field('method'),
    status,
    signedIn: field('signedIn') === '1',
    rsc: field('rsc') === '1',
    prefetch: field('prefetch') !== '',
    contentType: field('contentType'),
    host: field('host'),
    target: field('target'),
    userAgent: field('userAgent'),
    referer: field('referer'),
  }
}
