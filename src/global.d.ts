import type { Locale } from '@/i18n/routing'
import type de from '@/i18n/messages/de.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof de
  }
}
