import { setRequestLocale } from 'next-intl/server'
import { NotFound } from '@/components/NotFound/NotFound'
import { pageLocale } from '@/i18n/pageLocale'

/**
 * The 404 page rendered by the server, in the shared layout (see paths.notFound). It always answers 404, so
 * its title comes from not-found.tsx's metadata.
 */
export default async function NotFoundPage({ params }: PageProps<'/[locale]/seite-nicht-gefunden'>) {
  setRequestLocale(await pageLocale(params))
  return <NotFound />
}
