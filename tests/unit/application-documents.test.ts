import { describe, expect, it } from 'vitest'
import { cvProblem } from '@/lib/forms/application'
import { documentsProblem, type ApplicationFilesLabels } from '@/components/Application/ApplicationFiles'

const labels = {
  cvMissing: 'cv missing',
  empty: 'empty: {name}',
  tooMany: 'too many',
  tooLarge: 'too large',
  type: 'type',
} as ApplicationFilesLabels
const limits = { maxFiles: 3, totalBytes: 100, extensions: ['pdf', 'docx', 'odt', 'png'] }
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)

describe('an application’s documents, before sending', () => {
  it('names each cause at its field: an empty file, a missing CV, a type, too many, too large', () => {
    const cv = file('cv.pdf')
    expect(documentsProblem({ cv: [], files: [file('letter.docx')] }, labels, limits)).toEqual({
      field: 'cv',
      message: 'cv missing',
    })
    // An empty file is not a missing CV, wherever it stands.
    expect(documentsProblem({ cv: [file('cv.pdf', 0)], files: [] }, labels, limits)).toEqual({
      field: 'cv',
      message: 'empty: cv.pdf',
    })
    expect(documentsProblem({ cv: [cv], files: [file('foto.png', 0)] }, labels, limits)).toEqual({
      field: 'files',
      message: 'empty: foto.png',
    })
    expect(documentsProblem({ cv: [cv], files: [file('setup.exe')] }, labels, limits)?.message).toBe('type')
    expect(documentsProblem({ cv: [cv], files: [file('a.odt'), file('b.odt'), file('c.odt')] }, labels, limits)?.message).toBe('too many')
    expect(documentsProblem({ cv: [cv], files: [file('a.odt', 95)] }, labels, limits)?.message).toBe('too large')
    expect(documentsProblem({ cv: [cv], files: [file('a.docx'), file('b.png')] }, labels, limits)).toBeNull()
  })

  it('are refused by the server without exactly one CV', () => {
    expect(cvProblem([{ field: 'files' }])).toBe('required')
    expect(cvProblem([{ field: 'cv' }, { field: 'cv' }])).toBe('only one CV')
    expect(cvProblem([{ field: 'cv' }, { field: 'files' }])).toBeNull()
  })
})
