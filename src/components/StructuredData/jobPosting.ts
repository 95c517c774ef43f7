import type { Company } from '@/data/company'
import type { JobFacts } from '@/data/structuredFacts'
import type { JobFields } from '@/data/jobs'
import type { Locale } from '@/i18n/routing'
import { jobValidThrough } from '@/lib/jobExpiry'
import { paths } from '@/lib/paths'
import { SALARY_CURRENCY, SALARY_UNITS, schemaEmploymentTypes } from '@/lib/recordOptions'
import { pageUrl } from '@/lib/siteUrls'
import type { JsonLdObject } from './JsonLd'
import { organizationRef } from './organization'

type Input = {
  job: JobFields
  facts: JobFacts
  company: Company
  locale: Locale
  /** The job's sections as HTML, each under its heading, in the page's language. */
  descriptionHtml: string
  /** Day the job was first published, when it has no start date. */
  published: string
}

/** A job for Google for Jobs: the job seeker applies on the site itself, so `directApply` is true. */
export function jobPosting({ job, facts, company, locale, descriptionHtml, published }: Input): JsonLdObject {
  const employmentType = schemaEmploymentTypes(facts.employmentType)
  return {
    '@type': 'JobPosting',
    title: job.name,
    description: descriptionHtml,
    url: pageUrl(paths.jobDetail(job.id, job.url), locale),
    identifier: { '@type': 'PropertyValue', name: company.shortName, value: String(job.id) },
    datePosted: job.startdate ?? published.slice(0, 10),
    ...(job.enddate ? { validThrough: jobValidThrough(job.enddate) } : {}),
    ...(employmentType.length ? { employmentType } : {}),
    hiringOrganization: organizationRef(company, locale),
    ...(facts.place
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', ...facts.place, addressCountry: 'DE' },
          },
        }
      : {}),
    directApply: true,
    ...(facts.baseSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: SALARY_CURRENCY,
            value: {
              '@type': 'QuantitativeValue',
              minValue: facts.baseSalary.min,
              ...(facts.baseSalary.max !== null ? { maxValue: facts.baseSalary.max } : {}),
              unitText: SALARY_UNITS[facts.baseSalary.unit],
            },
          },
        }
      : {}),
  }
}
