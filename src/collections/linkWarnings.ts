import type { AdminText } from './adminLabels'
import { changeEveryField, withAfterInput } from './fieldTree'

const WARNING = '/admin/LinkTargetsWarning#LinkTargetsWarning'

const LINK_WARNING_TEXTS = {
  heading: {
    de: 'Links, die auf der Website ins Leere führen (dort steht nur ihr Text):',
    en: 'Links that lead nowhere on the website (it shows only their words):',
  },
  unpublished: { de: 'nicht veröffentlicht', en: 'not published' },
  deleted: { de: 'gelöscht', en: 'deleted' },
  address: { de: 'Adresse unvollständig oder nicht erlaubt', en: 'address incomplete or not allowed' },
  lost: {
    de: 'im deutschen Text verlinkt, hier nicht (beim Überschreiben verloren?)',
    en: 'linked in the German text, not here (lost when typing over it?)',
  },
} satisfies Record<string, AdminText>

/**
 * Every rich-text field warns about its internal links to records visitors cannot open (unpublished, deleted),
 * about links typed as an address that leads nowhere, and, in a translation, about links of the German text that
 * it lacks.
 */
export const linkWarnings = changeEveryField((field) =>
  field.type === 'richText'
    ? withAfterInput(field, { path: WARNING, clientProps: { texts: LINK_WARNING_TEXTS } })
    : field,
)
