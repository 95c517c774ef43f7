import { describe, expect, it } from 'vitest'
import { createLocalReq, type Endpoint } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { FORMER_FILENAMES } from '@/collections/documentAddress'
import { payload } from './helpers'

async function pdf(text: string) {
  const document = await PDFDocument.create()
  document.addPage().drawText(text)
  return Buffer.from(await document.save())
}

/** GET /cms-api/documents/file/:filename, as the REST API routes it: the collection's first matching endpoint. */
async function getFile(filename: string) {
  const api = await payload()
  const endpoint = (api.collections.documents.config.endpoints as Endpoint[]).find(
    (candidate) => candidate.path === '/file/:filename' && candidate.method === 'get',
  )!
  const req = await createLocalReq({}, api)
  Object.assign(req, {
    routeParams: { collection: 'documents', filename },
    searchParams: new URLSearchParams(),
    headers: new Headers(),
  })
  return endpoint.handler(req as never)
}

describe("a document's address", () => {
  it('stays: a new file leaves every earlier name leading to it for good (301)', async () => {
    const api = await payload()
    const name = `adresse-${Date.now()}`
    const first = await pdf('Erste Ausgabe')
    const doc = await api.create({
      collection: 'documents',
      data: { title: 'Adressprobe' },
      file: { data: first, mimetype: 'application/pdf', name: `${name}.pdf`, size: first.length },
    })
    expect(doc.fileLanguage).toBe('de')
    expect((await getFile(`${name}.pdf`)).status).toBe(200)

    const second = await pdf('Zweite Ausgabe')
    const updated = await api.update({
      collection: 'documents',
      id: doc.id,
      data: {},
      file: { data: second, mimetype: 'application/pdf', name: `${name}-2027.pdf`, size: second.length },
    })
    expect(updated.filename).toBe(`${name}-2027.pdf`)
    expect(updated[FORMER_FILENAMES]).toEqual([`${name}.pdf`])
    const moved = await getFile(`${name}.pdf`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`/cms-api/documents/file/${name}-2027.pdf`)
    const current = await getFile(`${name}-2027.pdf`)
    expect(current.status).toBe(200)
    expect(Buffer.from(await current.arrayBuffer()).equals(second)).toBe(true)

    // A third edition: both earlier names lead to it.
    const third = await pdf('Dritte Ausgabe')
    await api.update({
      collection: 'documents',
      id: doc.id,
      data: {},
      file: { data: third, mimetype: 'application/pdf', name: `${name}-2028.pdf`, size: third.length },
    })
    for (const earlier of [`${name}.pdf`, `${name}-2027.pdf`])
      expect((await getFile(earlier)).headers.get('location')).toBe(
        `/cms-api/documents/file/${name}-2028.pdf`,
      )
    expect((await getFile(`nie-da-${name}.pdf`)).status).not.toBe(301)
    await api.delete({ collection: 'documents', id: doc.id })
  })
})
