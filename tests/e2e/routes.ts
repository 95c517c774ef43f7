import { STATIC_PAGES } from '../../src/lib/paths'
import { test, type APIRequestContext } from './fixtures'

let resolved: Promise<string[]> | undefined

/**
 * Every route of spec §2 without locale prefix; detail routes use records the public API returns. Resolved
 * once per worker: the records do not change during a run.
 */
export function allRoutes(request: APIRequestContext): Promise<string[]> {
  resolved ??= resolveRoutes(request)
  return resolved
}

async function resolveRoutes(request: APIRequestContext): Promise<string[]> {
  const [news, events, jobs, projects] = await Promise.all([
    request.post('/api/NewsSelectGridPublic', { data: { lang: 'de' } }).then((r) => r.json()),
    request.get('/api/termine').then((r) => r.json()),
    request.get('/api/jobs').then((r) => r.json()),
    request.get('/api/projects').then((r) => r.json()),
  ])
  const detail = (prefix: string, record: { id: number; url: string }) =>
    `${prefix}/${record.id}/${record.url}`
  return [
    ...STATIC_PAGES,
    detail('/aktuelles/news', news[0]),
    detail('/aktuelles/termine', events[0]),
    detail('/karriere', jobs[0]),
    detail('/projekte', projects[0]),
  ]
}

/** The site's own rule for locale prefixes. */
export { localizePath as localized } from '../../src/i18n/paths'

/**
 * Behaviour (sending states, failures, keyboard use, leave guards) is tested in the default language only;
 * the tests that check a language's texts run in both. Returns `test`, or for other languages a stand-in
 * that registers nothing.
 */
export function behaviourTest(locale: 'de' | 'en'): typeof test {
  return locale === 'de' ? test : ((() => {}) as unknown as typeof test)
}
