import type { JobFields } from '@/data/jobs'

/** A job as src/data/jobs.ts shapes it, for unit tests; a new field of `JobFields` gets its sample value here. */
export function sampleJob(fields: Partial<JobFields> = {}): JobFields {
  return {
    id: 7,
    url: 'systemtechniker',
    name: 'Systemtechniker*in',
    locationid: 2,
    startdate: '2026-08-03',
    enddate: null,
    daterange: '03.08.2026',
    workhtml: '<ul><li>Aufgabe</li></ul>',
    profilhtml: '<ul><li>Profil</li></ul>',
    benefitshtml: '<ul><li>30 Tage Urlaub</li></ul>',
    bodyhtml: '',
    ...fields,
  }
}
