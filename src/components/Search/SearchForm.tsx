import { SearchIcon } from '@/components/Icons/Icons'
import { localizePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/constants'
import { paths } from '@/lib/paths'

/** `name` names the search landmark (the header's and the results page's differ, WCAG landmark names). */
export type SearchFormLabels = { name: string; label: string; placeholder: string; submit: string }

type Props = {
  locale: Locale
  labels: SearchFormLabels
  /** The form's own class names (the header's and the results page's look differ). */
  classes: { form: string; input: string; button: string }
  id: string
  query?: string
}

/**
 * The site search as a plain GET form to the results page: it works without JavaScript, and the browser's own
 * search field behaviour (Enter submits, Escape clears) applies. Labelled for screen readers, a search landmark.
 */
export function SearchForm({ locale, labels, classes, id, query = '' }: Props) {
  return (
    <form
      role="search"
      aria-label={labels.name}
      action={localizePath(paths.search, locale)}
      method="get"
      className={classes.form}
    >
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={labels.placeholder}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className={classes.input}
      />
      <button type="submit" className={classes.button}>
        <SearchIcon />
        <span className="visually-hidden">{labels.submit}</span>
      </button>
    </form>
  )
}
