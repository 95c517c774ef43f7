import { describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import { addCounts } from '@/data/visitorCounts'
import { rankedFigures } from '@/data/visitorPages'
import { paths } from '@/lib/paths'
import { addDays, presetRange, previousRange } from '@/lib/views/range'
import type { CountRow } from '@/lib/views/tally'
import { payload } from './helpers'

const row = (
  kind: CountRow['kind'],
  date: string,
  subject: string,
  count: number,
  language = 'de',
): CountRow => ({
  kind,
  period: 'day',
  date,
  subject,
  language,
  referrerHost: '',
  device: 'desktop',
  count,
})

async function pdf(name: string) {
  const document = await PDFDocument.create()
  document.addPage().drawText(name)
  const data = Buffer.from(await document.save())
  return { data, mimetype: 'application/pdf', name, size: data.length }
}

describe('the figures by kind', () => {
  const lastWeek = presetRange('lastWeek', new Date())
  const before = previousRange(lastWeek)

  it("rank the job ads by last week's views, both languages together, with the week before", async () => {
    const api = await payload()
    const make = (name: string) =>
      api.create({
        collection: 'jobs',
        data: { name, location: 1, _status: 'published' },
        context: { sampleContent: true },
      })
    const [read, less] = [await make('Rangliste: meistgelesen'), await make('Rangliste: weniger gelesen')]
    const page = (job: typeof read, locale = '') => `${locale}${paths.jobDetail(job.id, job.url!)}`
    await addCounts([
      row('view', lastWeek.from, page(read), 5),
      row('view', lastWeek.to, page(read, '/en'), 2, 'en'),
      row('view', addDays(lastWeek.from, 2), page(less), 4),
      row('view', before.from, page(less), 10),
      // Outside the week (today, and a day before it): not last week's.
      row('view', addDays(lastWeek.to, 1), page(less), 50),
      row('view', addDays(lastWeek.from, -8), page(less), 40),
      // The job's application form is a page of its own, not the ad.
      row('view', lastWeek.from, `${page(read)}/bewerbung`, 30),
    ])
    const ranking = (await rankedFigures(lastWeek, 'jobs', 'de')).filter((figure) =>
      figure.title.startsWith('Rangliste:'),
    )
    expect(ranking).toEqual([
      {
        key: paths.jobDetail(read.id, read.url!),
        title: 'Rangliste: meistgelesen',
        path: paths.jobDetail(read.id, read.url!),
        admin: { collection: 'jobs', id: read.id },
        total: 7,
        byLanguage: { de: 5, en: 2 },
        previous: 0,
      },
      expect.objectContaining({ title: 'Rangliste: weniger gelesen', total: 4, previous: 10 }),
    ])
    // All pages: the application form under its job's title, a page by its menu name, languages folded.
    await addCounts([
      row('view', lastWeek.from, '/kontakt', 3),
      row('view', lastWeek.from, '/en/kontakt', 1, 'en'),
    ])
    const pages = await rankedFigures(lastWeek, 'pages', 'de', 1000)
    expect(pages.find((figure) => figure.key === '/kontakt')).toMatchObject({
      title: 'Kontakt',
      byLanguage: { de: expect.any(Number), en: expect.any(Number) },
    })
    expect(pages.find((figure) => figure.key === `${page(read)}/bewerbung`)?.title).toBe(
      'Bewerbung: Rangliste: meistgelesen',
    )
    for (const job of [read, less]) await api.delete({ collection: 'jobs', id: job.id })
  })

  it('rank the documents by downloads: a German file and its English version as one, earlier names included', async () => {
    const api = await payload()
    const stamp = Date.now()
    const english = await api.create({
      collection: 'documents',
      data: { title: 'Rangliste Broschüre (englisch)', fileLanguage: 'en' },
      file: await pdf(`rang-${stamp}-en.pdf`),
    })
    const german = await api.create({
      collection: 'documents',
      data: { title: 'Rangliste Broschüre', englishFile: english.id },
      file: await pdf(`rang-${stamp}.pdf`),
    })
    await api.update({
      collection: 'documents',
      id: german.id,
      data: {},
      file: await pdf(`rang-${stamp}-2.pdf`),
    })
    await addCounts([
      row('download', lastWeek.from, `rang-${stamp}.pdf`, 3, ''),
      row('download', lastWeek.from, `rang-${stamp}-2.pdf`, 2, ''),
      row('download', lastWeek.to, `rang-${stamp}-en.pdf`, 4, ''),
    ])
    const figure = (await rankedFigures(lastWeek, 'documents', 'de', 1000)).find(
      (candidate) => candidate.key === `document/${german.id}`,
    )
    expect(figure).toMatchObject({
      title: 'Rangliste Broschüre',
      path: `rang-${stamp}-2.pdf`,
      total: 9,
      byLanguage: { de: 5, en: 4 },
    })
    await api.delete({ collection: 'documents', id: german.id })
    await api.delete({ collection: 'documents', id: english.id })
  })
})
