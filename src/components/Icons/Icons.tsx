import type { ReactElement } from 'react'
import type { Locale } from '@/i18n/routing'

/** Inline icons: no icon font, no request to another host. All decorative (aria-hidden). */
type IconProps = { size?: number }

const base = (size: number) => ({ width: size, height: size, 'aria-hidden': true, focusable: false }) as const

export function PhoneIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  )
}

export function MailIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="currentColor">
      <path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z" />
    </svg>
  )
}

export function PinIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  )
}

export function ChevronIcon({ size = 14 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}

export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M5 5l14 14M19 5 5 19" />
    </svg>
  )
}

export function SearchIcon({ size = 18 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  )
}

export function BurgerIcon({ size = 24 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  )
}

export function DownloadIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" />
    </svg>
  )
}

const SOCIAL_PATHS: Record<string, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5.1c0-1.22-.02-2.8-1.7-2.8-1.72 0-1.98 1.33-1.98 2.7V21h-4z',
  xing: 'M6.2 6.5h3.3l1.9 3.3-2.6 4.6H5.5l2.6-4.6zM15.2 2h3.4l-6 10.6L16.5 20h-3.4l-3.9-7.4z',
  instagram:
    'M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM7.6 2.5h8.8a5.1 5.1 0 0 1 5.1 5.1v8.8a5.1 5.1 0 0 1-5.1 5.1H7.6a5.1 5.1 0 0 1-5.1-5.1V7.6a5.1 5.1 0 0 1 5.1-5.1z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  facebook: 'M14 8V6.3c0-.8.5-1.3 1.3-1.3H17V2h-2.6C11.8 2 11 3.7 11 6v2H9v3h2v11h3V11h2.6l.4-3z',
}

export function SocialIcon({ network, size = 18 }: IconProps & { network: string }) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="currentColor">
      <path d={SOCIAL_PATHS[network] ?? SOCIAL_PATHS.linkedin} />
    </svg>
  )
}

/** Each language's flag on the language switch: a language without one fails the type check. */
const FLAGS: Record<Locale, (size: number) => ReactElement> = {
  de: (size) => (
    <svg width={size} height={(size * 3) / 5} viewBox="0 0 5 3" aria-hidden focusable={false}>
      <rect width="5" height="1" y="0" fill="#000" />
      <rect width="5" height="1" y="1" fill="#D00" />
      <rect width="5" height="1" y="2" fill="#FFCE00" />
    </svg>
  ),
  en: (size) => (
    <svg width={size} height={size / 2} viewBox="0 0 60 30" aria-hidden focusable={false}>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0 0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0 0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  ),
}

export function FlagIcon({ locale, size = 22 }: IconProps & { locale: Locale }) {
  return FLAGS[locale](size)
}

export function ArrowIcon({ size = 16, left = false }: IconProps & { left?: boolean }) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={left ? 'M20 12H4m0 0 6-6m-6 6 6 6' : 'M4 12h16m0 0-6-6m6 6-6 6'} />
    </svg>
  )
}

export function PlusIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 4v16M4 12h16" />
    </svg>
  )
}

export function PdfIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6" />
      <text x="7.5" y="18" fontSize="6" fontWeight="700" fill="currentColor" stroke="none">
        PDF
      </text>
    </svg>
  )
}
