import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { downloadList, type DownloadListName } from '@/data/documents'
import { loadOrNull } from '@/data/load'
import { Dropdown } from '@/components/Dropdown/Dropdown'
import { DownloadList } from './DownloadList'
import styles from './Solutions.module.css'

type Props = {
  locale: Locale
  /** The page's list in the global Downloads, e.g. 'einsatznavigation'. */
  list: DownloadListName
  title: string
  intro: string
  /** Start open (spec: voice/data radio and stations do, mission navigation does not). */
  autoOpen?: boolean
}

/** The info material of a solution page: a dropdown titled 'Title (count)' holding the list's PDF links. */
export async function DownloadsDropdown({ locale, list, title, intro, autoOpen = false }: Props) {
  const downloads = await loadOrNull(`downloads ${list}`, () => downloadList(list, locale))
  if (!downloads?.length) return null
  const t = await getTranslations({ locale, namespace: 'solutions.common' })
  return (
    <section className={`container ${styles.section}`}>
      <Dropdown
        title={t('downloadsCount', { title, count: downloads.length })}
        autoOpen={autoOpen}
        headingLevel={2}
        testId="downloads"
      >
        <p className={styles.downloadsIntro}>{intro}</p>
        <DownloadList downloads={downloads} newTabLabel={t('pdfNewTab')} />
      </Dropdown>
    </section>
  )
}
