'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { localizePath, splitLocale } from '@/i18n/paths'
import { BurgerIcon, ChevronIcon, CloseIcon } from '@/components/Icons/Icons'
import { LanguageSwitch } from '@/components/LanguageSwitch/LanguageSwitch'
import { HEADER_NAVIGATED } from './headerEvents'
import { Logo } from './Logo'
import { isCurrentSection, isWithin } from './menu'
import styles from './Header.module.css'

export type NavEntry = { label: string; href: string; children?: { label: string; href: string }[] }

type Props = {
  entries: NavEntry[]
  topBar: ReactNode
  /** The search form (server-rendered, works without JavaScript), after the menu, in the bar and the drawer. */
  search: ReactNode
  homeLabel: string
  labels: { navigation: string; openMenu: string; closeMenu: string }
}

/**
 * The header of spec §4 as markup, with the current section marked. Its interaction (scrolled state, side drawer
 * below 900 px, submenus on click: ./headerBehaviour.ts) keeps its state in the DOM and is loaded on the first
 * scroll, or the first pointer, key or focus in the header, not with the page (issue 58). A click that comes
 * before the code is done loading is replayed once it is.
 */
export function HeaderShell({ entries, topBar, search, homeLabel, labels }: Props) {
  const { locale, path: pathname } = splitLocale(usePathname())
  const href = (path: string) => localizePath(path, locale)
  const headerRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const header = headerRef.current!
    let detach: (() => void) | undefined
    let pending: HTMLElement | null = null
    let live = true
    const triggers = ['pointerdown', 'focusin', 'keydown'] as const
    const onClick = (event: MouseEvent) => {
      pending = (event.target as Element).closest('button')
    }
    const load = () => {
      for (const type of triggers) header.removeEventListener(type, load)
      window.removeEventListener('scroll', load)
      header.addEventListener('click', onClick)
      void import('./headerBehaviour').then(({ attachHeader }) => {
        header.removeEventListener('click', onClick)
        if (!live) return
        detach = attachHeader(header, {
          scrolled: styles.scrolled,
          darkened: styles.darkened,
          drawerOpen: styles.drawerOpen,
        })
        pending?.click()
      })
    }
    for (const type of triggers) header.addEventListener(type, load)
    window.addEventListener('scroll', load, { passive: true })
    if (window.scrollY > 0 || header.contains(document.activeElement)) load()
    return () => {
      live = false
      for (const type of triggers) header.removeEventListener(type, load)
      window.removeEventListener('scroll', load)
      header.removeEventListener('click', onClick)
      detach?.()
    }
  }, [])

  // Navigation closes the drawer and any submenu.
  useEffect(() => {
    headerRef.current!.dispatchEvent(new Event(HEADER_NAVIGATED))
  }, [pathname])

  return (
    <header ref={headerRef} className={styles.header} data-scrolled="false" data-testid="site-header">
      {topBar}
      <div className={`container ${styles.bar}`}>
        {/* Named by its content, not aria-label: the wordmark's words, then what the link does (WCAG 2.5.3). */}
        <a href={href('/')} className={styles.logo}>
          <Logo />
          <span className="visually-hidden"> – {homeLabel}</span>
        </a>
        <button
          type="button"
          className={styles.burger}
          aria-expanded="false"
          aria-controls="main-navigation"
          aria-label={labels.openMenu}
        >
          <BurgerIcon />
        </button>
        <nav
          id="main-navigation"
          aria-label={labels.navigation}
          className={styles.nav}
          data-testid="main-navigation"
        >
          <button
            type="button"
            className={styles.drawerClose}
            aria-label={labels.closeMenu}
            data-drawer-close
          >
            <CloseIcon />
          </button>
          <ul className={styles.menu}>
            {entries.map((entry) => {
              const current = isCurrentSection(pathname, entry)
              return (
                <li
                  key={entry.href}
                  className={styles.entry}
                  data-open="false"
                  data-current={current || undefined}
                >
                  {entry.children ? (
                    <>
                      <button
                        type="button"
                        className={`${styles.entryButton} ${current ? styles.active : ''}`}
                        aria-expanded="false"
                        data-submenu
                      >
                        {entry.label}
                        <ChevronIcon />
                      </button>
                      <ul className={styles.submenu}>
                        {entry.children.map((child) => (
                          <li key={child.href}>
                            <a
                              href={href(child.href)}
                              className={isWithin(pathname, child.href) ? styles.active : undefined}
                              aria-current={pathname === child.href ? 'page' : undefined}
                            >
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <a
                      href={href(entry.href)}
                      className={`${styles.entryLink} ${current ? styles.active : ''}`}
                      aria-current={pathname === entry.href ? 'page' : undefined}
                    >
                      {entry.label}
                    </a>
                  )}
                </li>
              )
            })}
            <li className={styles.entry}>
              <LanguageSwitch />
            </li>
          </ul>
          {search}
        </nav>
        <div className={styles.backdrop} data-backdrop hidden aria-hidden />
      </div>
    </header>
  )
}
