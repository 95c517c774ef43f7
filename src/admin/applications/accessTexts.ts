import type { ApplicationAccess } from '@/data/applications/access'
import type { StaffLanguage } from '@/lib/staffLanguages'

/** Why an application is not open for the person signed in, in the admin's two languages. */
const TEXTS = {
  de: {
    waiting: 'Noch kein Zugang – beantragt am {at}, gewährt durch ein Mitglied der Personalabteilung.',
    'no-key':
      'Noch kein Zugang: Legen Sie unter „Konto“ Ihr eigenes Passwort fest; danach gewährt ein Mitglied der Personalabteilung Ihnen Zugang.',
    locked:
      'Ihr Schlüssel ist in dieser Sitzung nicht entsperrt (zum Beispiel nach einem Neustart der Website): Melden Sie sich ab und wieder an, um Bewerbungen zu lesen.',
    'not-shared':
      'Noch kein Zugang zu dieser Bewerbung – gewährt durch ein Mitglied der Personalabteilung, das sie öffnen kann („Meine Bewerbungen freigeben“ auf seinem Dashboard).',
    someNotShared:
      'Sie können {n} von {of} Bewerbungen öffnen. Die übrigen gibt Ihnen ein Mitglied der Personalabteilung frei, das sie öffnen kann („Meine Bewerbungen freigeben“ auf seinem Dashboard).',
    documentsClosed: '{n} Unterlage(n) – erst herunterzuladen, wenn Sie Zugang zu dieser Bewerbung haben.',
  },
  en: {
    waiting: 'No access yet – requested on {at}, granted by a member of HR.',
    'no-key': 'No access yet: set your own password under “Account”; a member of HR then grants you access.',
    locked:
      'Your key is not unlocked in this session (for example after the website restarted): sign out and in again to read applications.',
    'not-shared':
      'No access to this application yet – granted by an HR member who can open it (“Share my applications” on their dashboard).',
    someNotShared:
      'You can open {n} of {of} applications. An HR member who can open the others shares them with you (“Share my applications” on their dashboard).',
    documentsClosed: '{n} document(s) – downloadable once you have access to this application.',
  },
} as const

export const accessText = (language: StaffLanguage) => TEXTS[language]

/** The sentence for `access`, or null when it is open; `at` formats the request's time. */
export function accessSentence(
  access: ApplicationAccess,
  language: StaffLanguage,
  at: (iso: string) => string,
  { list = false }: { list?: boolean } = {},
): string | null {
  const text = TEXTS[language]
  const fill = (template: string) =>
    template.replace('{n}', String(access.holds)).replace('{of}', String(access.total))
  switch (access.state) {
    case 'open':
      return null
    case 'waiting':
      return text.waiting.replace('{at}', at(access.requestedAt))
    case 'not-shared':
      return list ? fill(text.someNotShared) : text['not-shared']
    default:
      return text[access.state]
  }
}
