/**
 * Choices of the content model that structured data (schema.org) reads, each defined once: the stored value,
 * and what schema.org calls it. Visible labels of employment types and salary units are messages
 * (careers.employmentType, careers.salaryUnit); the admin reads the same messages.
 */

/** Kinds of employment a job offers (several may apply, e.g. full or part time). */
export const EMPLOYMENT_TYPES = {
  fullTime: ['FULL_TIME'],
  partTime: ['PART_TIME'],
  apprenticeship: ['FULL_TIME', 'OTHER'],
  workingStudent: ['PART_TIME', 'OTHER'],
  internship: ['INTERN'],
  temporary: ['TEMPORARY'],
  miniJob: ['PART_TIME', 'OTHER'],
} as const satisfies Record<string, readonly string[]>
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES
export const EMPLOYMENT_TYPE_KEYS = Object.keys(EMPLOYMENT_TYPES) as EmploymentType[]

/** schema.org's employmentType values of a job's kinds, each once. */
export function schemaEmploymentTypes(types: readonly EmploymentType[]): string[] {
  return [...new Set(types.flatMap((type) => EMPLOYMENT_TYPES[type] ?? []))]
}

/** The period a salary is paid for, as schema.org's unitText. */
export const SALARY_UNITS = { hour: 'HOUR', month: 'MONTH', year: 'YEAR' } as const
export type SalaryUnit = keyof typeof SALARY_UNITS
export const SALARY_UNIT_KEYS = Object.keys(SALARY_UNITS) as SalaryUnit[]
export const SALARY_CURRENCY = 'EUR'

type AdminLabel = { de: string; en: string }
type Option<K extends string> = { value: K; schema: string; label: AdminLabel }

/** How visitors attend an event (schema.org eventAttendanceMode). */
export const EVENT_ATTENDANCE_MODES = [
  { value: 'offline', schema: 'OfflineEventAttendanceMode', label: { de: 'Vor Ort', en: 'In person' } },
  { value: 'online', schema: 'OnlineEventAttendanceMode', label: { de: 'Online', en: 'Online' } },
  {
    value: 'mixed',
    schema: 'MixedEventAttendanceMode',
    label: { de: 'Vor Ort und online', en: 'In person and online' },
  },
] as const satisfies readonly Option<string>[]
export type EventAttendanceMode = (typeof EVENT_ATTENDANCE_MODES)[number]['value']

/** Whether an event takes place as planned (schema.org eventStatus). */
export const EVENT_STATUSES = [
  { value: 'scheduled', schema: 'EventScheduled', label: { de: 'Findet statt', en: 'Scheduled' } },
  {
    value: 'rescheduled',
    schema: 'EventRescheduled',
    label: { de: 'Verschoben (neuer Termin)', en: 'Rescheduled' },
  },
  {
    value: 'postponed',
    schema: 'EventPostponed',
    label: { de: 'Verschoben (Termin offen)', en: 'Postponed' },
  },
  { value: 'cancelled', schema: 'EventCancelled', label: { de: 'Abgesagt', en: 'Cancelled' } },
] as const satisfies readonly Option<string>[]
export type EventStatus = (typeof EVENT_STATUSES)[number]['value']

/** The schema.org name of a stored choice; the first option's when the value is unknown. */
export function schemaValue<O extends readonly Option<string>[]>(options: O, value: unknown): string {
  return (options.find((option) => option.value === value) ?? options[0]).schema
}
