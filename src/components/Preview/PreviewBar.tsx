import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { siteUrl } from '@/lib/env'
import { PREVIEW_EXIT_ROUTE } from '@/lib/preview'
import { PreviewControls } from './PreviewControls'
import styles from './PreviewBar.module.css'

/**
 * Shown on every page of an editor's preview: says that unpublished changes are visible, and ends the preview.
 * In the admin's live preview the page renders again each time the editor saves.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <aside className={styles.bar} data-testid="preview-bar">
      <p className={styles.notice}>{t('notice')}</p>
      <PreviewControls
        exitRoute={PREVIEW_EXIT_ROUTE}
        exitLabel={t('exit')}
        exitClassName={styles.exit}
        serverURL={siteUrl}
      />
    </aside>
  )
}
