/**
 * A small schema of the schema.org types the site emits as JSON-LD: for each, the properties it must have
 * (Google's required ones and the ones this site always fills) and the ones it should have when the record
 * has the data; nested values (addresses, places, amounts, list items) are checked by shape. Returns the
 * problems found, empty when the block is valid.
 */

type Json = Record<string, unknown>
type Check = (value: unknown, at: string) => string[]

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text: Check = (value, at) => (typeof value === 'string' && value.trim() ? [] : [`${at}: not a text`])
const absoluteUrl: Check = (value, at) =>
  typeof value === 'string' && /^https?:\/\/[^/]+/.test(value)
    ? []
    : [`${at}: not an absolute URL (${String(value)})`]
const isoDate: Check = (value, at) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)
    ? []
    : [`${at}: not an ISO 8601 date (${String(value)})`]
const oneOf =
  (...allowed: string[]): Check =>
  (value, at) =>
    allowed.includes(String(value)) ? [] : [`${at}: ${String(value)} not one of ${allowed.join(', ')}`]
const many =
  (check: Check): Check =>
  (value, at) =>
    Array.isArray(value)
      ? value.length
        ? value.flatMap((each, index) => check(each, `${at}[${index}]`))
        : [`${at}: empty list`]
      : check(value, at)
const nonNegative: Check = (value, at) =>
  typeof value === 'number' && value >= 0 ? [] : [`${at}: not a non-negative number`]

function typed(
  type: string | string[],
  props: Record<string, Check>,
  optional: Record<string, Check> = {},
): Check {
  const types = Array.isArray(type) ? type : [type]
  return (value, at) => {
    if (!isObject(value)) return [`${at}: not an object`]
    const problems: string[] = []
    if (!types.includes(String(value['@type'])))
      problems.push(`${at}: @type ${String(value['@type'])}, expected ${types.join('|')}`)
    for (const [name, check] of Object.entries(props))
      problems.push(...(name in value ? check(value[name], `${at}.${name}`) : [`${at}: ${name} missing`]))
    for (const [name, check] of Object.entries(optional))
      if (name in value) problems.push(...check(value[name], `${at}.${name}`))
    return problems
  }
}

const postalAddress = typed(
  'PostalAddress',
  {
    streetAddress: text,
    postalCode: text,
    addressLocality: text,
    addressCountry: oneOf('DE'),
  },
  { addressRegion: text },
)
const jobAddress = typed('PostalAddress', {
  streetAddress: text,
  postalCode: text,
  addressLocality: text,
  addressRegion: text,
  addressCountry: oneOf('DE'),
})
const imageObject = typed('ImageObject', { url: absoluteUrl }, { width: nonNegative, height: nonNegative })
const organizationRef = typed(
  'Organization',
  { name: text },
  { '@id': absoluteUrl, url: absoluteUrl, logo: many(imageObject), sameAs: many(absoluteUrl) },
)
const contactPoint = typed(
  'ContactPoint',
  { contactType: text, telephone: text, email: text },
  { availableLanguage: many(text) },
)

const SCHEMA_URL = 'https://schema.org/'

export const TYPES: Record<string, Check> = {
  Organization: typed(
    'Organization',
    {
      '@id': absoluteUrl,
      name: text,
      legalName: text,
      url: absoluteUrl,
      logo: imageObject,
      address: postalAddress,
      telephone: text,
      email: text,
      contactPoint: (value, at) => {
        const problems = many(contactPoint)(value, at)
        return Array.isArray(value) && value.length === 2
          ? problems
          : [...problems, `${at}: expected sales and HR`]
      },
      sameAs: (value, at) => {
        const problems = many(absoluteUrl)(value, at)
        return Array.isArray(value) && value.length === 4
          ? problems
          : [...problems, `${at}: expected the four social links`]
      },
    },
    { foundingDate: isoDate },
  ),
  WebSite: typed(
    'WebSite',
    { '@id': absoluteUrl, name: text, url: absoluteUrl, inLanguage: text, publisher: organizationRef },
    { description: text },
  ),
  BreadcrumbList: typed('BreadcrumbList', {
    itemListElement: (value, at) => {
      if (!Array.isArray(value) || value.length < 2) return [`${at}: fewer than two items`]
      return value.flatMap((item, index) => [
        ...typed('ListItem', { position: oneOf(String(index + 1)), name: text, item: absoluteUrl })(
          isObject(item) ? { ...item, position: String(item.position) } : item,
          `${at}[${index}]`,
        ),
      ])
    },
  }),
  JobPosting: typed(
    'JobPosting',
    {
      title: text,
      description: (value, at) => [
        ...text(value, at),
        ...(/<(p|ul|h\d)\b/.test(String(value)) ? [] : [`${at}: no HTML`]),
      ],
      datePosted: isoDate,
      hiringOrganization: organizationRef,
      jobLocation: many(typed('Place', { address: jobAddress }, { name: text })),
      employmentType: many(
        oneOf(
          'FULL_TIME',
          'PART_TIME',
          'CONTRACTOR',
          'TEMPORARY',
          'INTERN',
          'VOLUNTEER',
          'PER_DIEM',
          'OTHER',
        ),
      ),
      directApply: oneOf('true'),
      identifier: typed('PropertyValue', { name: text, value: text }),
      url: absoluteUrl,
    },
    {
      validThrough: isoDate,
      baseSalary: typed('MonetaryAmount', {
        currency: oneOf('EUR'),
        value: typed(
          'QuantitativeValue',
          { minValue: nonNegative, unitText: oneOf('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR') },
          { maxValue: nonNegative },
        ),
      }),
    },
  ),
  NewsArticle: typed(
    'NewsArticle',
    {
      headline: (value, at) => [
        ...text(value, at),
        ...(String(value).length <= 110 ? [] : [`${at}: longer than 110 characters`]),
      ],
      datePublished: isoDate,
      dateModified: isoDate,
      author: many(organizationRef),
      publisher: organizationRef,
      mainEntityOfPage: absoluteUrl,
      inLanguage: text,
      url: absoluteUrl,
    },
    { image: many(absoluteUrl), description: text },
  ),
  Event: typed(
    'Event',
    {
      name: text,
      startDate: isoDate,
      eventAttendanceMode: oneOf(
        ...['Offline', 'Online', 'Mixed'].map((mode) => `${SCHEMA_URL}${mode}EventAttendanceMode`),
      ),
      eventStatus: oneOf(
        ...['Scheduled', 'Rescheduled', 'Postponed', 'Cancelled'].map(
          (status) => `${SCHEMA_URL}Event${status}`,
        ),
      ),
      location: many((value, at) =>
        isObject(value) && value['@type'] === 'VirtualLocation'
          ? typed('VirtualLocation', { url: absoluteUrl })(value, at)
          : typed('Place', { name: text, address: postalAddress })(value, at),
      ),
      description: text,
      organizer: organizationRef,
      inLanguage: text,
      url: absoluteUrl,
    },
    { endDate: isoDate, image: many(absoluteUrl) },
  ),
  CreativeWork: typed(
    'CreativeWork',
    {
      name: text,
      about: typed('Thing', { name: text }),
      creator: organizationRef,
      inLanguage: text,
      url: absoluteUrl,
    },
    {
      description: text,
      image: many(absoluteUrl),
      sourceOrganization: typed('Organization', { name: text }),
      contributor: many(typed('Organization', { name: text })),
      temporalCoverage: text,
      dateCreated: isoDate,
    },
  ),
}

/** Problems of one JSON-LD block: its context, a known type, and that type's properties. */
export function validateJsonLd(block: unknown): string[] {
  if (!isObject(block)) return ['block: not an object']
  const problems =
    block['@context'] === 'https://schema.org' ? [] : ['block: @context is not https://schema.org']
  const check = TYPES[String(block['@type'])]
  return check
    ? [...problems, ...check(block, String(block['@type']))]
    : [...problems, `block: unknown @type ${String(block['@type'])}`]
}
