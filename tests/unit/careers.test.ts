import { describe, expect, it } from 'vitest'
import { groupJobsByLocation, hasContent, jobSections, mailtoHref } from '@/data/careers'
import type { JobFields } from '@/data/jobs'
import { sampleJob } from '../support/jobFixture'
import type { JobLocation } from '@/data/types'

/** The job locations as listJobLocations() returns them: careers-page order, effective ids (design.md §5). */
const LOCATIONS: JobLocation[] = [
  { id: 2, name: 'Barsbüttel' },
  { id: 1, name: 'Greifswald' },
  { id: 3, name: 'Unna' },
  { id: 4, name: 'Pforzheim' },
  { id: 5, name: 'Ludwigsburg' },
]

let nextId = 1
function job(locationid: number, fields: Partial<JobFields> = {}): JobFields {
  const id = nextId++
  return sampleJob({ id, url: `job-${id}`, name: `Job ${id}`, locationid, ...fields })
}

describe('groupJobsByLocation', () => {
  it('keeps the location order and every location, with counts compared by location id', () => {
    // The sample content: four in Barsbüttel (2), two in Greifswald (1), two in Unna (3), one in Ludwigsburg (5).
    const jobs = [job(2), job(2), job(1), job(3), job(2), job(1), job(3), job(5), job(2)]
    const groups = groupJobsByLocation(LOCATIONS, jobs)
    expect(groups.map((g) => `${g.name} (${g.count})`)).toEqual([
      'Barsbüttel (4)',
      'Greifswald (2)',
      'Unna (2)',
      'Pforzheim (0)',
      'Ludwigsburg (1)',
    ])
    expect(groups.map((g) => g.id)).toEqual([2, 1, 3, 4, 5])
    expect(groups[1].jobs.map((j) => j.id)).toEqual([jobs[2].id, jobs[5].id])
    expect(groups[3].jobs).toEqual([])
  })

  it('does not mix up Barsbüttel (id 2) and Greifswald (id 1)', () => {
    const greifswald = job(1)
    const [barsbuettel, greifswaldGroup] = groupJobsByLocation(LOCATIONS, [greifswald])
    expect(barsbuettel).toMatchObject({ name: 'Barsbüttel', count: 0 })
    expect(greifswaldGroup).toMatchObject({ name: 'Greifswald', count: 1, jobs: [greifswald] })
  })

  it("collects jobs of unknown locations in one trailing 'Unbekannt' group", () => {
    const lost = [job(99), job(42)]
    const groups = groupJobsByLocation(LOCATIONS, [job(2), ...lost])
    expect(groups).toHaveLength(LOCATIONS.length + 1)
    expect(groups.at(-1)).toEqual({ id: null, name: 'Unbekannt', count: 2, jobs: lost })
  })

  it('gives every location an empty group when there are no jobs', () => {
    const groups = groupJobsByLocation(LOCATIONS, [])
    expect(groups.map((g) => g.count)).toEqual([0, 0, 0, 0, 0])
  })
})

describe('job detail sections', () => {
  it("shows 'Sonstiges' only when the body has content", () => {
    expect(jobSections(job(2, { bodyhtml: '' })).map((s) => s.key)).toEqual(['tasks', 'profile', 'benefits'])
    expect(jobSections(job(2, { bodyhtml: '<p></p>' })).map((s) => s.key)).toEqual([
      'tasks',
      'profile',
      'benefits',
    ])
    expect(
      jobSections(job(2, { bodyhtml: '<p>Bewirb dich gern auch ohne Anschreiben.</p>' })).map((s) => s.key),
    ).toEqual(['tasks', 'profile', 'benefits', 'other'])
  })

  it('leaves out every other empty section too and keeps the order', () => {
    const sections = jobSections(
      job(2, { workhtml: '', profilhtml: '<p> <br> </p>', bodyhtml: '<p>Mehr</p>' }),
    )
    expect(sections).toEqual([
      { key: 'benefits', html: '<ul><li>30 Tage Urlaub</li></ul>' },
      { key: 'other', html: '<p>Mehr</p>' },
    ])
  })

  it('knows empty HTML from content', () => {
    expect(hasContent('')).toBe(false)
    expect(hasContent(null)).toBe(false)
    expect(hasContent('<p>&nbsp;</p>')).toBe(false)
    expect(hasContent('<ul><li>x</li></ul>')).toBe(true)
  })
})

describe('mailtoHref', () => {
  it('encodes the subject', () => {
    expect(mailtoHref('karriere@sekundenwerk.example', 'Servicetechniker*in Funk (m/w/d)')).toBe(
      'mailto:karriere@sekundenwerk.example?subject=Servicetechniker*in%20Funk%20(m%2Fw%2Fd)',
    )
    expect(mailtoHref('karriere@sekundenwerk.example')).toBe('mailto:karriere@sekundenwerk.example')
  })
})
