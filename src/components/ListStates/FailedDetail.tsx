import { Suspense } from 'react'
import type { Locale } from '@/i18n/routing'
import { Button } from '@/components/Button/Button'
import { Hero } from '@/components/Hero/Hero'
import { QuietBoundary } from './QuietBoundary'
import styles from './ListStates.module.css'

type Props = {
  locale: Locale
  /** The list's headline: the record's own title could not be loaded. */
  headline: string
  errorText: string
  back: { href: string; label: string }
  /** What the data layer threw. */
  error: unknown
}

/** Hands the data layer's error to Next.js as a failure of this render; renders nothing. */
function Rethrow({ error }: { error: unknown }): never {
  throw error
}

/**
 * Reports the data layer's error to Next.js, inside a Suspense boundary so that everything around it is still
 * rendered and sent. A render that reported an error is answered with status 500 and `Cache-Control: no-store`
 * and is not stored as the page (ISR): the next visit renders again, and once the data layer works it shows
 * the record. In the browser the report renders nothing (QuietBoundary).
 */
export function ReportFailure({ error }: { error: unknown }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Rethrow error={error} />
      </Suspense>
    </QuietBoundary>
  )
}

/**
 * The failed state of a detail page (spec §4): the site's layout with the message and a way back to the list;
 * never cached (ReportFailure).
 */
export function FailedDetail({ locale, headline, errorText, back, error }: Props) {
  return (
    <>
      <Hero headline={headline} small />
      <div className={`container ${styles.detail}`}>
        <p className={styles.state} role="alert">
          {errorText}
        </p>
        <Button href={back.href} locale={locale} blue arrowLeft>
          {back.label}
        </Button>
      </div>
      <ReportFailure error={error} />
    </>
  )
}
