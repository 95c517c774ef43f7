import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { SearchForm, type SearchFormLabels } from './SearchForm'
import styles from './Search.module.css'

type Props = { locale: Locale; query: string; labels: SearchFormLabels; children: ReactNode }

/** The results page's column: its search form, in the page's own look, over the results. */
export function SearchColumn({ locale, query, labels, children }: Props) {
  return (
    <div className={`container ${styles.page}`} data-testid="search-page">
      <SearchForm
        locale={locale}
        id="search-page-query"
        query={query}
        labels={labels}
        classes={{ form: styles.form, input: styles.input, button: styles.button }}
      />
      {children}
    </div>
  )
}
