import type { CSSProperties, ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { BUTTON_PADDING_DEFAULT, TRANSITION_DEFAULT_MS } from '@/lib/constants'
import { isFileLink } from '@/lib/paths'
import { ArrowIcon, CloseIcon, PdfIcon, PlusIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from './Button.module.css'

/**
 * The button of spec §2 "Button options", one prop per option. With `href` it is a link (internal paths get
 * the locale prefix; other hosts, `mailto:`/`tel:` and files stay as they are), without it a <button>.
 */
type ButtonProps = {
  children: ReactNode
  /** Yellow surface (the call to action); the default look when neither colour is given. */
  yellow?: boolean
  /** Navy surface with white text. */
  blue?: boolean
  arrow?: boolean
  arrowLeft?: boolean
  pdf?: boolean
  plus?: boolean
  close?: boolean
  /** Keep the label's case instead of upper case. */
  notUpper?: boolean
  href?: string
  newTab?: boolean
  small?: boolean
  /** Font size, e.g. '0.9rem'. */
  size?: string
  blinking?: boolean
  /** CSS padding; default '1em 2em'. */
  padding?: string
  /** Put the icon before the label (arrow_left always does). */
  iconLeft?: boolean
  /** Needed for internal `href`s: the page's language. */
  locale?: Locale
  type?: 'button' | 'submit'
  onClick?: () => void
  disabled?: boolean
  className?: string
  ariaLabel?: string
  /** Extra attributes for tests and state, e.g. aria-expanded on toggles. */
  ariaExpanded?: boolean
  ariaControls?: string
}

function icon({ arrow, arrowLeft, pdf, plus, close }: ButtonProps): ReactNode {
  if (arrowLeft) return <ArrowIcon left />
  if (pdf) return <PdfIcon />
  if (plus) return <PlusIcon />
  if (close) return <CloseIcon size={16} />
  if (arrow) return <ArrowIcon />
  return null
}

export function Button(props: ButtonProps) {
  const { children, href, newTab, locale, type = 'button', onClick, disabled, className } = props
  const classes = [
    styles.button,
    props.blue ? styles.blue : styles.yellow,
    props.notUpper ? styles.notUpper : '',
    props.small ? styles.small : '',
    props.blinking ? styles.blinking : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
  const style: CSSProperties = {
    padding: props.padding ?? (props.small ? undefined : BUTTON_PADDING_DEFAULT),
    fontSize: props.size,
    transitionDuration: `${TRANSITION_DEFAULT_MS}ms`,
  }
  const glyph = icon(props)
  const iconFirst = Boolean(props.iconLeft || props.arrowLeft)
  const content = (
    <>
      {glyph && iconFirst && <span className={styles.icon}>{glyph}</span>}
      <span>{children}</span>
      {glyph && !iconFirst && <span className={styles.icon}>{glyph}</span>}
    </>
  )

  if (href) {
    const opensTab = newTab || isFileLink(href)
    const target = opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
    const internal =
      href.startsWith('/') && !isFileLink(href) && !href.startsWith('/media') && !href.startsWith('/cms-api')
    if (internal && locale)
      return (
        <LocaleLink
          href={href}
          locale={locale}
          className={classes}
          style={style}
          aria-label={props.ariaLabel}
          {...target}
        >
          {content}
        </LocaleLink>
      )
    return (
      <a href={href} className={classes} style={style} aria-label={props.ariaLabel} {...target}>
        {content}
      </a>
    )
  }
  return (
    <button
      type={type}
      className={classes}
      style={style}
      onClick={onClick}
      disabled={disabled}
      aria-label={props.ariaLabel}
      aria-expanded={props.ariaExpanded}
      aria-controls={props.ariaControls}
    >
      {content}
    </button>
  )
}
