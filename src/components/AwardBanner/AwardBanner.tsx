import { CloseIcon } from '@/components/Icons/Icons'
import { HIDE_IF_DISMISSED } from './bannerDismissal'
import styles from './AwardBanner.module.css'

type Props = {
  dismissKey: string
  text: string
  link: string
  linkText: string
  closeLabel: string
  readMoreLabel: string
}

/**
 * Dismissible award banner (spec §2); the dismissal lasts for the visit (sessionStorage). Plain markup: the close
 * button is handled by the site's one click listener (SiteBehaviour), a dismissed banner hidden by the script
 * right after it.
 */
export function AwardBanner({ dismissKey, text, link, linkText, closeLabel, readMoreLabel }: Props) {
  return (
    <>
      <aside
        className={styles.banner}
        aria-label={text}
        data-testid="award-banner"
        data-award-banner={dismissKey}
      >
        <div className={`container ${styles.inner}`}>
          <p className={styles.text}>{text}</p>
          {link && (
            <a href={link} className={styles.more}>
              {linkText || readMoreLabel}
              {/* Says where the link leads, also read out of context (a list of links, a search engine). */}
              <span className="visually-hidden">: {text}</span>
            </a>
          )}
          <button type="button" className={styles.close} aria-label={closeLabel} data-award-dismiss="">
            <CloseIcon size={18} />
          </button>
        </div>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: HIDE_IF_DISMISSED }} />
    </>
  )
}
