import { useLocale, useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/i18n/paths'
import { NotFoundLog } from './NotFoundLog'

/**
 * The 404 page's content (spec §2: headline 404, 'Seite nicht gefunden', a button to the start page). Plain
 * markup: the boundary is part of every page's first load, so only the console log is client code.
 */
export function NotFound() {
  const t = useTranslations('notFound')
  const locale = useLocale() as Locale
  return (
    <section className="container not-found" data-testid="not-found">
      <NotFoundLog />
      <h1 className="not-found-headline">{t('headline')}</h1>
      <p className="not-found-text">{t('text')}</p>
      <p>{t('detail')}</p>
      <a href={localizePath('/', locale)} className="not-found-button">
        {t('back')}
      </a>
    </section>
  )
}
