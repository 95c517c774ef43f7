import { getTranslations } from 'next-intl/server'
import { LocaleLink as Link } from '@/components/LocaleLink/LocaleLink'
import type { Locale } from '@/i18n/routing'
import { getCompany } from '@/data/company'
import { telHref } from '@/lib/format'
import { paths } from '@/lib/paths'
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from '@/components/Icons/Icons'
import { SearchForm } from '@/components/Search/SearchForm'
import { suggestTexts } from '@/components/Search/suggestTexts'
import { HeaderShell, type NavEntry } from './HeaderShell'
import { MENU } from './menu'
import styles from './Header.module.css'

export async function Header({ locale }: { locale: Locale }) {
  const [t, company, suggest] = await Promise.all([
    getTranslations({ locale }),
    getCompany(locale),
    suggestTexts(locale),
  ])

  const entries: NavEntry[] = MENU.map((entry) => ({
    label: t(`menu.${entry.key}` as 'menu.solutions'),
    href: entry.href,
    children: entry.children?.map((child) => ({
      label: t(`menu.items.${child.key}` as 'menu.items.it'),
      href: child.href,
    })),
  }))

  const topBar = (
    <div className={styles.topBar} data-testid="top-bar">
      <div className={`container ${styles.topBarInner}`}>
        <Link locale={locale} href={paths.mapAnchor} className={styles.topLink}>
          <PinIcon /> {t('topbar.locations')}
        </Link>
        {company.phone && (
          <a href={telHref(company.phone)} className={styles.topLink} data-testid="top-phone">
            <PhoneIcon /> <span className="visually-hidden">{t('topbar.phone')}: </span>
            {company.phone}
          </a>
        )}
        {company.email && (
          <a href={`mailto:${company.email}`} className={styles.topLink}>
            <MailIcon /> <span className="visually-hidden">{t('topbar.mail')}: </span>
            {company.email}
          </a>
        )}
        <ul className={styles.social} aria-label={t('a11y.social')}>
          {company.socialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.network} ${t('a11y.newTab')}`}
              >
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )

  // The same form serves the desktop bar and the mobile drawer (the navigation is the drawer there).
  const search = (
    <SearchForm
      locale={locale}
      id="site-search"
      labels={{
        name: t('search.landmark.site'),
        label: t('search.label'),
        placeholder: t('search.placeholder'),
        submit: t('search.submit'),
      }}
      suggest={suggest}
      classes={{
        form: styles.search,
        field: styles.searchField,
        input: styles.searchInput,
        button: styles.searchButton,
        listbox: styles.suggestions,
      }}
    />
  )

  return (
    <HeaderShell
      entries={entries}
      topBar={topBar}
      search={search}
      homeLabel={t('menu.home')}
      labels={{
        navigation: t('a11y.mainNavigation'),
        openMenu: t('a11y.openMenu'),
        closeMenu: t('a11y.closeMenu'),
      }}
    />
  )
}
