import type { Locale } from '@/i18n/routing'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import type { Inline } from '@/lib/legal/privacyText'

/** Text runs and links of the structured legal text: site paths through LocaleLink, mailto:/tel: as they are. */
export function RichInline({ content, locale }: { content: Inline[]; locale: Locale }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === 'string') return part
        if (part.href.startsWith('/'))
          return (
            <LocaleLink key={index} locale={locale} href={part.href}>
              {part.text}
            </LocaleLink>
          )
        return (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        )
      })}
    </>
  )
}
