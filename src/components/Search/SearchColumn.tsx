import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { SearchForm, type SearchFormLabels } from './SearchForm'
import type { SuggestTexts } from './suggestTexts'
import styles from './Search.module.css'

type Props = {
  locale: Locale
  query: string
  labels: SearchFormLabels
  suggest: SuggestTexts
  children: ReactNode
}

/** The results page's column: its search form, in the page's own look, over the results. */
export function SearchColumn({ locale, query, labels, suggest, children }: Props) {
  return (
    <div className={`container ${styles.page}`} data-testid="search-page">
      <SearchForm
        locale={locale}
        id="search-page-query"
        query={query}
        labels={labels}
        suggest={suggest}
        classes={{
          form: styles.form,
          field: styles.field,
          input: styles.input,
          button: styles.button,
          listbox: styles.listbox,
        }}
      />
      {children}
    </div>
  )
}
