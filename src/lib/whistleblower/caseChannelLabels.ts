import type { CaseChannel } from '@/lib/constants'

/** How a case reached the office, in both languages: the admin's list, the case file and the yearly figures. */
export const CASE_CHANNEL_LABELS: Record<CaseChannel, { de: string; en: string }> = {
  web: { de: 'Website (Meldeformular)', en: 'Website (report form)' },
  phone: { de: 'Telefon', en: 'Phone' },
  'in-person': { de: 'Persönliches Gespräch', en: 'In person' },
  post: { de: 'Post', en: 'Post' },
  email: { de: 'E-Mail', en: 'E-mail' },
}
