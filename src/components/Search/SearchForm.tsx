import { SearchIcon } from '@/components/Icons/Icons'
import { localizePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { SuggestOnFocus } from './SuggestOnFocus'
import type { SuggestTexts } from './suggestTexts'

/** `name` names the search landmark (the header's and the results page's differ, WCAG landmark names). */
export type SearchFormLabels = { name: string; label: string; placeholder: string; submit: string }

type Props = {
  locale: Locale
  labels: SearchFormLabels
  suggest: SuggestTexts
  /** The form's own class names (the header's and the results page's look differ). */
  classes: { form: string; field: string; input: string; button: string; listbox: string }
  id: string
  query?: string
}

/**
 * The site search as a plain GET form to the results page: it works without JavaScript, and the browser's own
 * search field behaviour (Enter submits, Escape clears) applies. Labelled for screen readers, a search landmark.
 * The field is the combobox of the suggestions while typing (./suggestions.ts, loaded on focus): its list box,
 * the instructions and the status that counts the suggestions are rendered here, empty until then.
 */
export function SearchForm({ locale, labels, suggest, classes, id, query = '' }: Props) {
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
      <div className={classes.field}>
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={`${id}-listbox`}
          aria-describedby={`${id}-instructions`}
        />
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={suggest.label}
          className={classes.listbox}
          hidden
        />
      </div>
      <span id={`${id}-instructions`} className="visually-hidden">
        {suggest.instructions}
      </span>
      <span id={`${id}-status`} className="visually-hidden" role="status" />
      <button type="submit" className={classes.button}>
        <SearchIcon />
        <span className="visually-hidden">{labels.submit}</span>
      </button>
      <SuggestOnFocus inputId={id} locale={locale} texts={suggest} />
    </form>
  )
}
