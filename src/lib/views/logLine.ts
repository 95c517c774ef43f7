import type { Observation } from './observation'
import { countRemembered } from './remembered'

/**
 * The proxy's view log (deploy/nginx/sekundenwerk.conf, `log_format sekundenwerk_views`): one line per
 * request, the fields after MARK separated by tabs (nginx's `escape=json` writes a tab or a line break inside a
 * value as `\t`, `\n`, so a tab always separates and a line is a request). The order puts what may be long last.
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
  // nginx's $limit_req_status of the counted requests' rate (sekundenwerk_views); empty in lines written before it.
  'rate',
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

/** An observation from one line, or null when it is not one of the view log's lines. */
export function parseLogLine(line: string): Observation | null {
  const start = line.indexOf(`${LOG_MARK}\t`)
  if (start < 0) return null
  const values = line
    .slice(start + LOG_MARK.length + 1)
    .replace(/\n$/, '')
    .split('\t')
    .map(unescape)
  if (values.length < FIELDS.length - 3) return null
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
    overRate: field('rate').startsWith('REJECTED'),
  }
}

/**
 * Counts the lines of the view log that nginx appended since the last read. Most lines of a busy minute are the
 * same few (one page, one browser, no referrer): each different line is counted once, as often as it occurs,
 * and classified only when it was not seen before (./remembered.ts).
 */
export function countLogLines(text: string, now = new Date()): void {
  const times = new Map<string, number>()
  for (const line of text.split('\n')) if (line) times.set(line, (times.get(line) ?? 0) + 1)
  for (const [line, count] of times) countRemembered(line, () => parseLogLine(line), now, count)
}
