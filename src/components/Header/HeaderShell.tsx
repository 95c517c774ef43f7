'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { localizePath, splitLocale } from '@/i18n/paths'
import { inertOutside } from '@/lib/inertOutside'
import { HEADER_SCROLL_DEBOUNCE_MS, HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@/lib/constants'
import { BurgerIcon, ChevronIcon, CloseIcon } from '@/components/Icons/Icons'
import { LanguageSwitch } from '@/components/LanguageSwitch/LanguageSwitch'
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

/** Header interaction of spec §4: scrolled state, side drawer below 900 px, submenus on click. */
export function HeaderShell({ entries, topBar, search, homeLabel, labels }: Props) {
  const { locale, path: pathname } = splitLocale(usePathname())
  const href = (path: string) => localizePath(path, locale)
  const [scrolled, setScrolled] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const burgerRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const backdropRef = useRef<HTMLDivElement>(null)
  const focusBurgerOnClose = useRef(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX)
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(update, HEADER_SCROLL_DEBOUNCE_MS)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  // Navigation closes the drawer and any submenu.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setDrawerOpen(false)
    setOpenSubmenu(null)
  }

  // A click elsewhere or Escape closes submenus (and the drawer).
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenSubmenu(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenSubmenu(null)
      setDrawerOpen((open) => {
        if (open) focusBurgerOnClose.current = true
        return false
      })
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  // The open drawer is modal: focus moves into it, and the page behind (and the rest of the header) is inert.
  // Closed by the visitor (not by a navigation), it gives the focus back to the burger once that is not inert.
  useEffect(() => {
    if (!drawerOpen || !navRef.current) return
    const restore = inertOutside(navRef.current, ...(backdropRef.current ? [backdropRef.current] : []))
    const burger = burgerRef.current
    closeRef.current?.focus()
    return () => {
      restore()
      if (focusBurgerOnClose.current) burger?.focus()
      focusBurgerOnClose.current = false
    }
  }, [drawerOpen])

  const closeDrawer = () => {
    focusBurgerOnClose.current = true
    setDrawerOpen(false)
  }

  // Leaving mobile mode closes the drawer.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`)
    const onChange = () => query.matches && setDrawerOpen(false)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  return (
    <header
      className={`${styles.header} ${scrolled ? `${styles.scrolled} ${styles.darkened}` : ''}`}
      data-scrolled={scrolled}
      data-testid="site-header"
    >
      {topBar}
      <div className={`container ${styles.bar}`}>
        {/* Named by its content, not aria-label: the wordmark's words, then what the link does (WCAG 2.5.3). */}
        <Link href={href('/')} className={styles.logo}>
          <Logo />
          <span className="visually-hidden"> – {homeLabel}</span>
        </Link>
        <button
          ref={burgerRef}
          type="button"
          className={styles.burger}
          aria-expanded={drawerOpen}
          aria-controls="main-navigation"
          aria-label={labels.openMenu}
          onClick={() => setDrawerOpen(true)}
        >
          <BurgerIcon />
        </button>
        <nav
          id="main-navigation"
          ref={navRef}
          aria-label={labels.navigation}
          className={`${styles.nav} ${drawerOpen ? styles.drawerOpen : ''}`}
          data-modal-open={drawerOpen || undefined}
          data-testid="main-navigation"
        >
          <button
            ref={closeRef}
            type="button"
            className={styles.drawerClose}
            aria-label={labels.closeMenu}
            onClick={closeDrawer}
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
                  data-open={openSubmenu === entry.href}
                  data-current={current || undefined}
                >
                  {entry.children ? (
                    <>
                      <button
                        type="button"
                        className={`${styles.entryButton} ${current ? styles.active : ''}`}
                        aria-expanded={openSubmenu === entry.href}
                        onClick={() => setOpenSubmenu((open) => (open === entry.href ? null : entry.href))}
                      >
                        {entry.label}
                        <ChevronIcon />
                      </button>
                      <ul className={styles.submenu}>
                        {entry.children.map((child) => (
                          <li key={child.href}>
                            <Link
                              href={href(child.href)}
                              className={isWithin(pathname, child.href) ? styles.active : undefined}
                              aria-current={pathname === child.href ? 'page' : undefined}
                            >
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <Link
                      href={href(entry.href)}
                      className={`${styles.entryLink} ${current ? styles.active : ''}`}
                      aria-current={pathname === entry.href ? 'page' : undefined}
                    >
                      {entry.label}
                    </Link>
                  )}
                </li>
              )
            })}
            <li className={styles.entry}>
              <LanguageSwitch onSwitch={() => setDrawerOpen(false)} />
            </li>
          </ul>
          {search}
        </nav>
        {drawerOpen && (
          <div ref={backdropRef} className={styles.backdrop} onClick={closeDrawer} aria-hidden />
        )}
      </div>
    </header>
  )
}
