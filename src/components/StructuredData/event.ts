import type { Company } from '@/data/company'
import type { EventFacts } from '@/data/structuredFacts'
import type { EventFields } from '@/data/events'
import type { Locale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import { EVENT_ATTENDANCE_MODES, EVENT_STATUSES, schemaValue } from '@/lib/recordOptions'
import { absoluteUrl, pageUrl } from '@/lib/siteUrls'
import type { JsonLdObject } from './JsonLd'
import { organizationRef } from './organization'

/**
 * An event with a start date and a place to be: the venue's address, the event's page for an online event,
 * both for a mixed one. Null when either is missing (such an entry is a notice, not an event to list).
 */
export function eventJsonLd(
  event: EventFields,
  facts: EventFacts,
  company: Company,
  locale: Locale,
  description: string,
): JsonLdObject | null {
  const url = pageUrl(paths.eventDetail(event.id, event.url), locale)
  const place = facts.venueAddress
    ? {
        '@type': 'Place',
        name: facts.venue || event.title,
        address: { '@type': 'PostalAddress', ...facts.venueAddress, addressCountry: 'DE' },
      }
    : null
  const virtual = { '@type': 'VirtualLocation', url }
  const location =
    facts.attendanceMode === 'online'
      ? [virtual]
      : facts.attendanceMode === 'mixed'
        ? [place, virtual]
        : [place]
  if (!event.startdate || location.some((each) => each === null)) return null
  return {
    '@type': 'Event',
    name: event.title,
    description: description || event.title,
    startDate: event.startdate,
    ...(event.enddate ? { endDate: event.enddate } : {}),
    eventAttendanceMode: `https://schema.org/${schemaValue(EVENT_ATTENDANCE_MODES, facts.attendanceMode)}`,
    eventStatus: `https://schema.org/${schemaValue(EVENT_STATUSES, facts.eventStatus)}`,
    location,
    ...(event.image ? { image: [absoluteUrl(event.image)] } : {}),
    organizer: organizationRef(company, locale),
    url,
    inLanguage: locale,
  }
}
