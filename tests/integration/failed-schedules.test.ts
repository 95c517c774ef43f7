import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalReq } from 'payload'
import type { checkPlan } from '@/collections/schedulePlanCheck'
import type { ReactNode } from 'react'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { FailedPlansWidget } from '@/admin/EditorDeskWidgets'
import { ScheduleCalendarView } from '@/admin/ScheduleCalendarView'
import { ScheduleCell } from '@/admin/ScheduleCell'
import { failedSchedules } from '@/data/failedSchedules'
import { runDueSchedules } from '@/data/schedule'
import { noticeFailedSchedules } from '@/data/scheduleNotices'
import { deliverDueScheduleNotices } from '@/jobs/mailDeliveryWorker'
import { smtpSender } from '@/lib/mail/transport'
import { decodedHeader, Inbox } from '../support/inbox'
import { payload } from './helpers'

// The calendar's frame is the admin's template: here its content alone.
vi.mock('@/admin/InAdmin', () => ({ InAdmin: ({ children }: { children: unknown }) => children }))
vi.mock('@payloadcms/ui', () => ({ Gutter: ({ children }: { children: unknown }) => children }))

/** A server component's HTML, its async parts (the failed plans' list) awaited. */
async function html(node: ReactNode) {
  const stream = await renderToReadableStream(node)
  await stream.allReady
  return new Response(stream).text()
}

const inbox = new Inbox()
beforeAll(() => inbox.start())
afterAll(() => inbox.stop())

async function planner() {
  const api = await payload()
  const email = `planung-${Date.now()}@sekundenwerk.example`
  return api.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'Planungs-Test-2026!', roles: ['editor'], name: 'Planung' },
  })
}

describe('planned publications', () => {
  it('refuse a plan whose draft could not be published, naming the field', async () => {
    const api = await payload()
    const draft = await api.create({
      collection: 'news',
      draft: true,
      data: { title: 'Ohne Datum geplant', _status: 'draft' },
    })
    const doc = { relationTo: 'news' as const, value: String(draft.id) }
    const req = await createLocalReq({}, api)
    // What the scheduling drawer's handler asks before it queues (scripts/patch-dependencies.mjs).
    const check = api.config.custom.checkPlan as typeof checkPlan
    await expect(check({ type: 'publish', doc, req })).rejects.toThrow(/Nicht geplant.*„Datum“/)
    // Unpublishing needs no complete draft; with its date, the draft may be planned.
    await expect(check({ type: 'unpublish', doc, req })).resolves.toBeUndefined()
    await api.update({ collection: 'news', id: draft.id, draft: true, data: { date: '2026-12-01' } })
    await expect(check({ type: 'publish', doc, req })).resolves.toBeUndefined()
    await api.delete({ collection: 'news', id: draft.id })
  })

  it('that fail anyway are reported in red and mailed once to whoever planned them', async () => {
    const api = await payload()
    const editor = await planner()
    const draft = await api.create({
      collection: 'news',
      draft: true,
      data: { title: 'Geplant, dann ohne Datum', date: '2026-12-01', _status: 'draft' },
    })
    // As the scheduling drawer queues it: the id as text.
    const doc = { relationTo: 'news' as const, value: String(draft.id) as unknown as number }
    const job = await api.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc, user: { relationTo: 'users', value: editor.id } },
      waitUntil: new Date(Date.now() + 60 * 60 * 1000),
    })
    // Before its time, someone empties the date (a draft saves without it), and the time comes.
    await api.update({
      collection: 'news',
      id: draft.id,
      draft: true,
      data: { date: null as unknown as string },
    })
    await api.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await runDueSchedules()
    const failed = (await failedSchedules()).find((plan) => plan.id === String(draft.id))
    expect(failed).toMatchObject({ collection: 'news', type: 'publish', plannerId: editor.id })
    expect(failed?.reason).toMatch(/Datum|date/i)

    const cell = renderToStaticMarkup(
      await ScheduleCell({
        rowData: { id: draft.id },
        collectionSlug: 'news',
        i18n: { language: 'de' },
      } as never),
    )
    expect(cell).toContain('data-mark="schedule-failed"')
    expect(cell).toContain('fehlgeschlagen: Veröffentlichung')
    // The calendar and the editors' dashboard list it in red too, linked to the record.
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } as never }, api)
    req.i18n.language = 'de'
    const calendar = await html(
      await ScheduleCalendarView({ initPageResult: { req }, searchParams: {} } as never),
    )
    const dashboard = await html(await FailedPlansWidget({ req } as never))
    for (const [screen, html] of [
      ['calendar', calendar],
      ['dashboard', dashboard],
    ]) {
      const item = new RegExp(`<li[^>]*data-failed-plan="news/${draft.id}".*?</li>`, 's').exec(html)?.[0]
      expect(item, screen).toContain('data-mark="failed"')
      expect(item, screen).toContain(`href="/admin/collections/news/${draft.id}"`)
      expect(item, screen).toContain('Geplant, dann ohne Datum')
    }

    expect(await noticeFailedSchedules()).toBe(1)
    expect(await noticeFailedSchedules()).toBe(0)
    const sent = await deliverDueScheduleNotices(smtpSender(inbox.url))
    expect(sent.delivered).toBe(1)
    const mail = inbox.mails.at(-1)!.raw
    expect(mail).toContain(`To: ${editor.email}`)
    expect(decodedHeader(mail, 'Subject')).toBe(
      'Geplante Veröffentlichung fehlgeschlagen: Geplant, dann ohne Datum',
    )
    expect(mail).toContain(`/admin/collections/news/${draft.id}`)

    // Planned again (with its date back), the failure is made good and leaves the reports.
    await api.update({ collection: 'news', id: draft.id, draft: true, data: { date: '2026-12-02' } })
    const again = await api.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc },
      waitUntil: new Date(Date.now() + 60 * 60 * 1000),
    })
    expect((await failedSchedules()).some((plan) => plan.id === String(draft.id))).toBe(false)
    await api.delete({ collection: 'payload-jobs', where: { id: { in: [job.id, again.id] } } })
    await api.delete({ collection: 'news', id: draft.id })
    await api.delete({ collection: 'users', id: editor.id, overrideAccess: true })
  })
})
