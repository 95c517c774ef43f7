import { expect, test, type APIRequestContext } from '@playwright/test'
import { token } from './office'
import { READS_EDITOR, READS_HR, READS_OFFICE } from './officeLead'

/**
 * Issue 52: the trash and the versions (older states and drafts) are for those who may edit the collection.
 * Anonymous visitors, HR and the reporting office ask /cms-api with `trash=true` and `draft=true` and for the
 * versions, against the production build, and get nothing of them; the editor asks the same and gets it, so
 * each question could find what it looks for. The records are made here, already in the trash or never
 * published, so that no page of the site ever shows them.
 */
test.describe.configure({ mode: 'serial' })

const mark = `Papierkorbprobe${Date.now().toString(36)}`
const auth = (jwt: string | null): Record<string, string> => (jwt ? { Authorization: `JWT ${jwt}` } : {})

let editor = ''
const made = { teamMember: 0, trashedNews: 0, draftNews: 0 }

test.beforeAll(async ({ request }) => {
  editor = await token(request, READS_EDITOR)
  const create = async (collection: string, data: object, query = '') => {
    const response = await request.post(`/cms-api/${collection}${query}`, { headers: auth(editor), data })
    expect(response.status(), `${collection}: ${await response.text()}`).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const trashed = new Date().toISOString()
  made.teamMember = await create('team-members', {
    name: `${mark} Person`,
    position: `${mark} Funktion`,
    deletedAt: trashed,
  })
  made.trashedNews = await create('news', {
    title: `${mark} gelöscht`,
    date: '2001-01-01T12:00:00.000Z',
    _status: 'published',
    deletedAt: trashed,
  })
  made.draftNews = await create(
    'news',
    { title: `${mark} Entwurf`, date: '2001-01-02T12:00:00.000Z' },
    '?draft=true',
  )
})

test.afterAll(async ({ request }) => {
  for (const [collection, id] of [
    ['team-members', made.teamMember],
    ['news', made.trashedNews],
    ['news', made.draftNews],
  ] as const)
    if (id) await request.delete(`/cms-api/${collection}/${id}?trash=true`, { headers: auth(editor) })
})

/** Every question of a stranger about the trash and the drafts, and what of `mark` each answer holds. */
async function whatIsFound(request: APIRequestContext, jwt: string | null): Promise<string[]> {
  const found: string[] = []
  const ask = async (path: string) => {
    const response = await request.get(path, { headers: auth(jwt) })
    // No answer may be a server error; a refusal (401, 403, 404) is as good as an empty list.
    expect(response.status(), path).toBeLessThan(500)
    const text = await response.text()
    if (response.ok() && text.includes(mark)) found.push(path)
  }
  for (const path of [
    `/cms-api/team-members/${made.teamMember}?trash=true`,
    `/cms-api/team-members?trash=true&where[deletedAt][exists]=true&limit=100`,
    `/cms-api/team-members?trash=true&limit=1000`,
    `/cms-api/team-members?trash=true&where[name][like]=${mark}`,
    `/cms-api/news/${made.trashedNews}?trash=true`,
    `/cms-api/news?trash=true&where[deletedAt][exists]=true&limit=100`,
    `/cms-api/news?trash=true&draft=true&where[title][like]=${mark}`,
    `/cms-api/news/count?trash=true&where[title][like]=${mark}`,
    `/cms-api/news/${made.draftNews}?draft=true`,
    `/cms-api/news?draft=true&where[title][like]=${mark}`,
    `/cms-api/news/versions?limit=100&sort=-updatedAt`,
    `/cms-api/news/versions?where[parent][equals]=${made.draftNews}`,
    `/cms-api/news/versions?trash=true&where[parent][equals]=${made.trashedNews}`,
  ])
    await ask(path)
  // The count tells by its number alone.
  const count = await request.get(`/cms-api/news/count?trash=true&where[title][like]=${mark}`, {
    headers: auth(jwt),
  })
  if (count.ok() && ((await count.json()) as { totalDocs: number }).totalDocs > 0) found.push('count')
  return found
}

test('the editor finds the trashed records and the draft (the questions can find them)', async ({
  request,
}) => {
  const found = await whatIsFound(request, editor)
  for (const expected of [
    `/cms-api/team-members/${made.teamMember}?trash=true`,
    `/cms-api/news/${made.trashedNews}?trash=true`,
    `/cms-api/news/${made.draftNews}?draft=true`,
    `/cms-api/news/versions?where[parent][equals]=${made.draftNews}`,
    'count',
  ])
    expect(found).toContain(expected)
})

for (const [who, account] of [
  ['an anonymous visitor', null],
  ['HR', READS_HR],
  ['the reporting office', READS_OFFICE],
] as const)
  test(`${who} finds nothing of the trash, the drafts or the versions`, async ({ request }) => {
    const jwt = account ? await token(request, account) : null
    expect(await whatIsFound(request, jwt)).toEqual([])
  })
