import { getRequestConfig } from 'next-intl/server'
import { isLocale, defaultLocale } from './routing'
import de from './messages/de.json'
import en from './messages/en.json'

export const messages = { de, en } as const

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  return { locale, messages: messages[locale] }
})
