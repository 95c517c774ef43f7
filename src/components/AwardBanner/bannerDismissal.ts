/** Where a visitor's dismissal is kept for the visit: the dismissed banner's key (its link). */
export const DISMISSED_KEY = 'award-banner-dismissed'

/**
 * Run right after the banner in the page, before anything is shown: hides it when this visit dismissed it (no
 * flash, no client code for the banner itself).
 */
export const HIDE_IF_DISMISSED = `try{var b=document.currentScript.previousElementSibling;if(sessionStorage.getItem('${DISMISSED_KEY}')===b.getAttribute('data-award-banner'))b.hidden=true}catch(e){}`

/** The close button's click (SiteBehaviour): hides the banner and keeps that for the visit. */
export function dismissBanner(button: Element): void {
  const banner = button.closest<HTMLElement>('[data-award-banner]')
  if (!banner) return
  banner.hidden = true
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, banner.dataset.awardBanner ?? '')
  } catch {
    // Without storage the banner simply shows again on the next page.
  }
}
