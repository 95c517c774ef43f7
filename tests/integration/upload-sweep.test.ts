import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { sweepStore } from '@/jobs/uploadSweep'
import { caseFileStore, CASE_FILES_FOLDER } from '@/lib/whistleblower/caseFiles'
import { solveHumanCheck } from '../support/humanCheck'
import { attach, field, multipart } from '../support/multipart'
import { get, payload } from './helpers'

/**
 * The sweep of upload left-overs (src/jobs/uploadSweep.ts): a `.part` file and a sealed file that no row names
 * go once old enough; a file a row names stays, whatever its age, and so does a young left-over (an upload of
 * another moment may still own it).
 */
const folder = () => path.join(process.env.DATA_DIR!, CASE_FILES_FOLDER)
const HOUR = 60 * 60 * 1000

function leftOver(name: string, ageMs: number) {
  const file = path.join(folder(), name)
  fs.mkdirSync(folder(), { recursive: true })
  fs.writeFileSync(file, 'SWF1 left over')
  const when = new Date(Date.now() - ageMs)
  fs.utimesSync(file, when, when)
  return name
}

describe('the sweep of upload left-overs', () => {
  it('removes old `.part` and unnamed sealed files, never a file a row names, nor a young left-over', async () => {
    const challenge = await challengeRoute(get('/api/captcha/challenge?form=whistleblower'))
    const { body, type } = multipart([
      field('subject', 'Mit Anhang'),
      field('message', 'Ein Hinweis, dessen Datei bleiben muss.'),
      field('gRecaptchaResponse', await solveHumanCheck(await challenge.json())),
      attach(Buffer.from('Notiz aus dem Lager'), 'notiz.txt', 'text/plain'),
    ])
    const sent = await reportRoute(
      new Request('http://localhost/api/EmailHinweisgeberschutzSend', {
        method: 'POST',
        headers: { 'content-type': type, 'x-forwarded-for': '198.51.100.201' },
        body: new Uint8Array(body),
      }),
    )
    expect(sent.status).toBe(201)
    const { docs } = await (await payload()).find({ collection: 'whistleblower-files', overrideAccess: true, limit: 1000 })
    const named = docs.map((doc) => doc.storedName)
    expect(named.length).toBeGreaterThan(0)
    // A file a row names, made to look as old as any left-over.
    for (const name of named) {
      const when = new Date(Date.now() - 5 * HOUR)
      if (fs.existsSync(path.join(folder(), name))) fs.utimesSync(path.join(folder(), name), when, when)
    }
    const stale = [
      leftOver('wb-00000000000000000000000000000001', 2 * HOUR),
      leftOver('wb-00000000000000000000000000000002.a1b2c3d4e5f6.part', 2 * HOUR),
    ]
    const young = leftOver('wb-00000000000000000000000000000003.0a0b0c0d0e0f.part', 0)

    // At least these (files an earlier test file left unnamed before this process started go too).
    expect(await sweepStore(caseFileStore(), 'whistleblower-files', Date.now(), false)).toBeGreaterThanOrEqual(stale.length)
    const left = fs.readdirSync(folder())
    for (const name of stale) expect(left).not.toContain(name)
    expect(left).toContain(young)
    for (const name of named) expect(left).toContain(name)
    // In a bucket several instances share, what is younger than any upload can take stays.
    const recent = leftOver('wb-00000000000000000000000000000004', 10 * 60 * 1000)
    expect(await sweepStore(caseFileStore(), 'whistleblower-files', Date.now(), true)).toBe(0)
    expect(fs.readdirSync(folder())).toContain(recent)
    fs.rmSync(path.join(folder(), young))
    fs.rmSync(path.join(folder(), recent))
  })
})
