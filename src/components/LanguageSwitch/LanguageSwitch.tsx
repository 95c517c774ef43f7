'use client'

import { usePathname } from 'next/navigation'
import { localizePath, splitLocale } from '@/i18n/paths'
import { LANGUAGES, LOCALE_STORAGE_KEY, otherLocales, type Locale } from '@/i18n/routing'
import { LOCALE_COOKIE_MONTHS } from '@/lib/constants'
import { FlagIcon } from '@/components/Icons/Icons'
import styles from './LanguageSwitch.module.css'

const LOCALE_COOKIE_MAX_AGE_S = Math.round(((LOCALE_COOKIE_MONTHS * 365.25) / 12) * 24 * 60 * 60)

/** Remembers the choice (spec §4: localStorage key `locale`; a cookie lets the server honour it). */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`
}

/**
 * Shows a link to each other language, with its flag and its own name; choosing one stores the choice and loads
 * the same page in it.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { locale, path } = splitLocale(usePathname())
  return otherLocales(locale).map((other) => {
    const href = localizePath(path, other)
    return (
      <a
        key={other}
        className={styles.switch}
        href={href}
        hrefLang={other}
        lang={other}
        aria-label={LANGUAGES[other].switchLabel}
        data-testid="language-switch"
        onClick={(event) => {
          event.preventDefault()
          onSwitch?.()
          rememberLocale(other)
          window.location.assign(href + window.location.search + window.location.hash)
        }}
      >
        <FlagIcon locale={other} />
        <span>{LANGUAGES[other].name}</span>
      </a>
    )
  })
}
