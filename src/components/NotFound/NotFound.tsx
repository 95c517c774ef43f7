import { useTranslations } from 'next-intl'
import { NotFoundView } from './NotFoundView'

/** The 404 page's content (spec §2: headline 404, 'Seite nicht gefunden', a button to the start page). */
export function NotFound() {
  const t = useTranslations('notFound')
  return <NotFoundView headline={t('headline')} text={t('text')} detail={t('detail')} back={t('back')} />
}
