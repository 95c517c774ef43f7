import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '@/components/StructuredData/JsonLd'
import { jobPosting } from '@/components/StructuredData/jobPosting'
import { eventJsonLd } from '@/components/StructuredData/event'
import type { Company } from '@/data/company'
import type { EventFields } from '@/data/events'
import type { JobFields } from '@/data/jobs'
import { sampleJob } from '../support/jobFixture'
import { postalAddress } from '@/lib/postalAddress'
import { withSeoOverrides } from '@/lib/seo'
import { EMPLOYMENT_TYPE_KEYS, schemaEmploymentTypes } from '@/lib/recordOptions'
import { validateJsonLd } from '../support/schemaOrg'
import de from '@/i18n/messages/de/careers.json'
import en from '@/i18n/messages/en/careers.json'

const company = {
  name: 'Sekundenwerk Kommunikationstechnik GmbH',
  shortName: 'Sekundenwerk',
  street: 'Am Sendemast 7',
  city: '22885 Barsbüttel',
  socialLinks: [{ network: 'linkedin', url: 'https://www.linkedin.example/company/sekundenwerk' }],
} as Company

const job: JobFields = sampleJob({
  enddate: '2026-12-31',
  daterange: '',
  workhtml: '<p>Aufgaben</p>',
  profilhtml: '',
  benefitshtml: '',
})
const place = {
  streetAddress: 'Am Sendemast 7',
  postalCode: '22885',
  addressLocality: 'Barsbüttel',
  addressRegion: 'Schleswig-Holstein',
}

describe('JSON-LD blocks', () => {
  it('cannot end their script element or open a comment, whatever a record says', () => {
    const text = serializeJsonLd({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script><!-- & \u2028',
    })
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script><!-- & \u2028')
    expect(JSON.parse(text)['@context']).toBe('https://schema.org')
  })

  it('JobPosting: Google for Jobs fields, salary only when set, no validThrough without end date', () => {
    const facts = {
      employmentType: ['fullTime', 'partTime'] as const,
      baseSalary: { min: 4200, max: 5400, unit: 'month' as const },
      place,
    }
    const block = jobPosting({
      job,
      facts: { ...facts, employmentType: [...facts.employmentType] },
      company,
      locale: 'de',
      descriptionHtml: '<h2>Deine Tätigkeiten</h2><p>Aufgaben</p>',
      published: '2026-07-01T10:00:00.000Z',
    })
    expect(validateJsonLd(JSON.parse(serializeJsonLd(block)))).toEqual([])
    expect(block).toMatchObject({
      employmentType: ['FULL_TIME', 'PART_TIME'],
      validThrough: '2026-12-31T23:59:59+01:00',
      directApply: true,
      jobLocation: { address: { ...place, addressCountry: 'DE' } },
      baseSalary: { currency: 'EUR', value: { minValue: 4200, maxValue: 5400, unitText: 'MONTH' } },
    })
    const bare = jobPosting({
      job: { ...job, startdate: null, enddate: null },
      facts: { employmentType: ['internship'], baseSalary: null, place },
      company,
      locale: 'en',
      descriptionHtml: '<p>x</p>',
      published: '2026-07-01T10:00:00.000Z',
    })
    expect(bare).not.toHaveProperty('validThrough')
    expect(bare).not.toHaveProperty('baseSalary')
    expect(bare.datePosted).toBe('2026-07-01')
    expect(bare.url).toMatch(/\/en\/karriere\/7\/systemtechniker$/)
  })

  it('Event: a place with address, the page for an online event, none without date or place', () => {
    const event: EventFields = {
      id: 3,
      url: 'messe',
      title: 'Messe',
      startdate: '2027-06-14',
      enddate: null,
      datetext: '',
      bodyhtml: '',
      image: null,
      imagealt: '',
    }
    const venue = {
      venue: 'Messe Bremen',
      venueAddress: place,
      attendanceMode: 'offline' as const,
      eventStatus: 'scheduled' as const,
    }
    const offline = eventJsonLd(event, venue, company, 'de', 'Text')!
    expect(validateJsonLd(JSON.parse(serializeJsonLd(offline)))).toEqual([])
    expect(offline.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    const online = eventJsonLd(
      event,
      { ...venue, venueAddress: null, attendanceMode: 'online' },
      company,
      'en',
      'Text',
    )!
    expect(online.location).toEqual([
      { '@type': 'VirtualLocation', url: expect.stringMatching(/\/en\/aktuelles\/termine\/3\/messe$/) },
    ])
    expect(eventJsonLd(event, { ...venue, venueAddress: null }, company, 'de', '')).toBeNull()
    expect(eventJsonLd({ ...event, startdate: null }, venue, company, 'de', '')).toBeNull()
    expect(eventJsonLd(event, { ...venue, eventStatus: 'cancelled' }, company, 'de', '')!.eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
  })
})

describe('postal addresses', () => {
  it('reads a street with a "PLZ Ort" line, or one line with a comma', () => {
    expect(postalAddress('Am Sendemast 7', '22885 Barsbüttel', 'Schleswig-Holstein')).toEqual({
      streetAddress: 'Am Sendemast 7',
      postalCode: '22885',
      addressLocality: 'Barsbüttel',
      addressRegion: 'Schleswig-Holstein',
    })
    expect(postalAddress('Findorffstraße 101, 28215 Bremen')).toEqual({
      streetAddress: 'Findorffstraße 101',
      postalCode: '28215',
      addressLocality: 'Bremen',
    })
    expect(postalAddress('Online')).toBeNull()
    expect(postalAddress('Am Sendemast 7', 'Barsbüttel')).toBeNull()
  })
})

describe('employment types', () => {
  it('have a label in both languages and map to schema.org values, each once', () => {
    for (const key of EMPLOYMENT_TYPE_KEYS) {
      expect(de.employmentType[key]).toBeTruthy()
      expect(en.employmentType[key]).toBeTruthy()
    }
    expect(schemaEmploymentTypes(['apprenticeship', 'fullTime'])).toEqual(['FULL_TIME', 'OTHER'])
    expect(schemaEmploymentTypes([])).toEqual([])
  })
})

describe('editable SEO fields on a page', () => {
  const automatic = { title: 'Automatisch', description: 'Text', image: '/media/a.webp?v=1' }
  it('win where an editor set them, the automatic values stay elsewhere', () => {
    expect(withSeoOverrides(automatic, null)).toEqual({
      title: 'Automatisch',
      description: 'Text',
      image: '/media/a.webp?v=1',
    })
    expect(
      withSeoOverrides(automatic, {
        title: 'Eigener Titel',
        description: null,
        image: '/media/b.webp?v=2',
        noindex: false,
      }),
    ).toEqual({ title: { absolute: 'Eigener Titel' }, description: 'Text', image: '/media/b.webp?v=2' })
    expect(
      withSeoOverrides(
        { title: 'x', description: 'y' },
        { title: null, description: 'Eigene', image: null, noindex: true },
      ),
    ).toEqual({
      title: 'x',
      description: 'Eigene',
      image: null,
      robots: { index: false, follow: true },
    })
  })
})
