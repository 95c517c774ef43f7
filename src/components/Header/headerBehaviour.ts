import { inertOutside } from '@/lib/inertOutside'
import { HEADER_SCROLL_DEBOUNCE_MS, HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@/lib/constants'
import { HEADER_NAVIGATED } from './headerEvents'

/** The class names the header's CSS module gave the states this code switches. */
export type HeaderClasses = { scrolled: string; darkened: string; drawerOpen: string }

/**
 * The header's interaction of spec §4 — scrolled state, side drawer below 900 px (modal), submenus on click,
 * Escape and a click elsewhere closing them — on the markup HeaderShell rendered, with the DOM as its state.
 * Loaded by HeaderShell on the first scroll or the first pointer, key or focus in the header, not with the page
 * (issue 58). Answers the function that detaches it.
 */
export function attachHeader(header: HTMLElement, classes: HeaderClasses): () => void {
  const nav = header.querySelector<HTMLElement>('#main-navigation')!
  const burger = header.querySelector<HTMLButtonElement>('[aria-controls="main-navigation"]')!
  const close = nav.querySelector<HTMLButtonElement>('[data-drawer-close]')!
  const backdrop = header.querySelector<HTMLElement>('[data-backdrop]')!
  let restore: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const updateScrolled = () => {
    const scrolled = window.scrollY > HEADER_SCROLL_THRESHOLD_PX
    header.dataset.scrolled = String(scrolled)
    header.classList.toggle(classes.scrolled, scrolled)
    header.classList.toggle(classes.darkened, scrolled)
  }
  const onScroll = () => {
    clearTimeout(timer)
    timer = setTimeout(updateScrolled, HEADER_SCROLL_DEBOUNCE_MS)
  }

  const submenuButtons = () => [...nav.querySelectorAll<HTMLButtonElement>('[data-submenu]')]
  const setSubmenu = (open: HTMLButtonElement | null) => {
    for (const button of submenuButtons()) {
      const expanded = button === open
      button.setAttribute('aria-expanded', String(expanded))
      button.parentElement!.dataset.open = String(expanded)
    }
  }

  const drawerOpen = () => burger.getAttribute('aria-expanded') === 'true'
  const setDrawer = (open: boolean, focusBurger: boolean) => {
    if (open === drawerOpen()) return
    burger.setAttribute('aria-expanded', String(open))
    nav.classList.toggle(classes.drawerOpen, open)
    if (open) nav.dataset.modalOpen = 'true'
    else delete nav.dataset.modalOpen
    backdrop.hidden = !open
    if (open) {
      // The open drawer is modal: focus moves into it, and the page behind (and the rest of the header) is inert.
      restore = inertOutside(nav, backdrop)
      close.focus()
    } else {
      restore?.()
      restore = null
      // Closed by the visitor (not by a navigation), it gives the focus back to the burger once that is not inert.
      if (focusBurger) burger.focus()
    }
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element
    if (burger.contains(target)) return setDrawer(true, false)
    if (close.contains(target) || backdrop.contains(target)) return setDrawer(false, true)
    const submenu = target.closest<HTMLButtonElement>('[data-submenu]')
    if (submenu) return setSubmenu(submenu.getAttribute('aria-expanded') === 'true' ? null : submenu)
    if (target.closest('[data-testid="language-switch"]')) setDrawer(false, false)
  }
  const onPointer = (event: PointerEvent) => {
    if (!nav.contains(event.target as Node)) setSubmenu(null)
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    setSubmenu(null)
    setDrawer(false, true)
  }
  const onNavigated = () => {
    setSubmenu(null)
    setDrawer(false, false)
  }
  // Leaving mobile mode closes the drawer.
  const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`)
  const onWide = () => wide.matches && setDrawer(false, false)

  updateScrolled()
  window.addEventListener('scroll', onScroll, { passive: true })
  header.addEventListener('click', onClick)
  document.addEventListener('pointerdown', onPointer)
  document.addEventListener('keydown', onKey)
  header.addEventListener(HEADER_NAVIGATED, onNavigated)
  wide.addEventListener('change', onWide)
  return () => {
    clearTimeout(timer)
    restore?.()
    window.removeEventListener('scroll', onScroll)
    header.removeEventListener('click', onClick)
    document.removeEventListener('pointerdown', onPointer)
    document.removeEventListener('keydown', onKey)
    header.removeEventListener(HEADER_NAVIGATED, onNavigated)
    wide.removeEventListener('change', onWide)
  }
}
