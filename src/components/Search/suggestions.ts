import { SEARCH_SUGGESTIONS } from '@/lib/constants'
import type { Locale } from '@/i18n/routing'
import type { SearchKind } from '@/lib/search/types'
import type { SuggestTexts } from './suggestTexts'

/** A suggestion as GET /api/search answers it. */
type Suggestion = { kind: SearchKind; title: string; url: string; section: string | null }

/**
 * Suggestions while typing in a search field (issue 59), loaded when the field first gets focus (SuggestOnFocus):
 * the best results for what is typed, as the ARIA combobox pattern with a list box. The field (role combobox),
 * its list box and a polite status are rendered by the server (SearchForm), so this code only fills them.
 * Keyboard: ↓/↑ move through the suggestions (the field keeps focus, aria-activedescendant names the one), Enter
 * opens the chosen one or, with none chosen, searches as before; Escape closes the list, Tab leaves it. A click
 * opens a suggestion. Without this code the form still searches (a plain GET form).
 */
export function attachSuggestions(input: HTMLInputElement, locale: Locale, texts: SuggestTexts): void {
  if (input.dataset.suggesting) return
  input.dataset.suggesting = 'on'
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
  const status = document.getElementById(`${input.id}-status`)
  if (!(listbox instanceof HTMLUListElement) || !status) return

  let suggestions: Suggestion[] = []
  let active = -1
  let timer: number | undefined
  let asking: AbortController | null = null
  let asked = ''

  const optionId = (index: number) => `${listbox.id}-${index}`

  const choose = (index: number) => {
    active = index
    listbox
      .querySelectorAll('[role="option"]')
      .forEach((option, i) => option.setAttribute('aria-selected', String(i === index)))
    if (index < 0) input.removeAttribute('aria-activedescendant')
    else {
      input.setAttribute('aria-activedescendant', optionId(index))
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' })
    }
  }

  const close = () => {
    choose(-1)
    listbox.hidden = true
    input.setAttribute('aria-expanded', 'false')
  }

  const open = (suggestion: Suggestion) => {
    if (suggestion.kind === 'document') window.open(suggestion.url, '_blank', 'noopener')
    else window.location.assign(suggestion.url)
  }

  const show = (found: Suggestion[]) => {
    suggestions = found
    listbox.replaceChildren(
      ...found.map((suggestion, index) => {
        const option = document.createElement('li')
        option.id = optionId(index)
        option.setAttribute('role', 'option')
        option.setAttribute('aria-selected', 'false')
        const title = document.createElement('span')
        title.textContent = suggestion.title
        const where = document.createElement('small')
        where.textContent = [texts.kinds[suggestion.kind], suggestion.section].filter(Boolean).join(' · ')
        option.append(title, ' ', where)
        // The field keeps focus while the pointer chooses.
        option.addEventListener('mousedown', (event) => event.preventDefault())
        option.addEventListener('click', () => open(suggestion))
        return option
      }),
    )
    active = -1
    input.removeAttribute('aria-activedescendant')
    const expanded = found.length > 0 && document.activeElement === input
    listbox.hidden = !expanded
    input.setAttribute('aria-expanded', String(expanded))
    status.textContent = texts.counts[Math.min(found.length, texts.counts.length - 1)]
  }

  const ask = async (query: string) => {
    asking?.abort()
    const controller = new AbortController()
    asking = controller
    try {
      const params = new URLSearchParams({ q: query, lang: locale, limit: String(SEARCH_SUGGESTIONS.limit) })
      const response = await fetch(`/api/search?${params}`, { signal: controller.signal })
      // Asked too often (429) or refused: no suggestions this time; the form still searches.
      if (!response.ok) return show([])
      const { results } = (await response.json()) as { results: Suggestion[] }
      if (asking === controller) show(results)
    } catch {
      // Aborted for a newer query, or offline: the newer query (or the form) answers.
    }
  }

  input.addEventListener('input', () => {
    window.clearTimeout(timer)
    const query = input.value.trim()
    if (query.length < SEARCH_SUGGESTIONS.minLength) {
      asked = ''
      asking?.abort()
      suggestions = []
      listbox.replaceChildren()
      status.textContent = ''
      return close()
    }
    if (query === asked) return
    timer = window.setTimeout(() => {
      asked = query
      void ask(query)
    }, SEARCH_SUGGESTIONS.pauseMs)
  })

  input.addEventListener('keydown', (event) => {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      if (listbox.hidden) {
        listbox.hidden = false
        input.setAttribute('aria-expanded', 'true')
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      choose(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count)
    } else if (event.key === 'Enter' && active >= 0 && !listbox.hidden) {
      event.preventDefault()
      open(suggestions[active])
    } else if (event.key === 'Escape' && !listbox.hidden) {
      // The first Escape closes the list; the next one the browser's own (clears the field).
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') close()
  })

  input.addEventListener('blur', close)
  // What was typed while this code loaded is asked for now (no input event comes for it).
  if (document.activeElement === input && input.value.trim()) input.dispatchEvent(new Event('input'))
}
