import { CONTACT_TOPICS, type ContactForm, type ContactTopic } from '../forms/contact'
import de from '@/i18n/messages/de/contact.json'
import { LANGUAGES, type Locale } from '@/i18n/routing'

/**
 * The mail to the sales inbox for one enquiry: a fixed plain-text and HTML layout in German with every field
 * escaped. Header values never contain CR/LF (the schema refuses them; `headerSafe` holds regardless).
 */
type ContactMailInput = ContactForm & { id: number; locale: Locale; createdAt: string }

export type ComposedMail = {
  messageId: string
  to: string
  from: string
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  /** Files sent along (an invitation's calendar file), given as their content, never as a path or URL. */
  attachments?: { filename: string; content: string; contentType: string }[]
}

function contactMessageId(id: number, siteHost: string): string {
  return `<contact-${id}@${siteHost}>`
}

export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u2028\u2029\0]+/g, ' ').trim()
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function topicLabel(topic: ContactTopic | undefined): string {
  if (!topic || !CONTACT_TOPICS.includes(topic)) return '–'
  return de.form.topics[topic]
}

export function composeContactMail(
  input: ContactMailInput,
  { to, from, siteHost }: { to: string; from: string; siteHost: string },
): ComposedMail {
  const rows: Array<[string, string]> = [
    ['Name', input.name],
    ['E-Mail', input.email],
    ['Telefon', input.tel],
    ['Firma', input.firm_name ?? '–'],
    ['Thema', topicLabel(input.topic)],
    ['Betreff', input.subject ?? '–'],
    ['Sprache der Seite', LANGUAGES[input.locale].adminLabel.de],
    ['Eingang', input.createdAt],
    ['Anfrage-Nr.', String(input.id)],
  ]
  const message = input.message ?? ''
  const subject = headerSafe(
    `Kontaktanfrage #${input.id}: ${input.subject ?? topicLabel(input.topic)} – ${input.name}`,
  )

  const text = [
    'Neue Anfrage über das Kontaktformular der Website',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Nachricht:',
    message || '–',
    '',
    'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu antworten.',
  ].join('\n')

  const html = [
    '<!doctype html><html lang="de"><body style="font-family:sans-serif;color:#0b1f3a">',
    '<h1 style="font-size:18px">Neue Anfrage über das Kontaktformular der Website</h1>',
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:16px">Nachricht</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(message || '–')}</p>`,
    '<p>Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu antworten.</p>',
    '</body></html>',
  ].join('\n')

  return {
    messageId: contactMessageId(input.id, siteHost),
    to,
    from,
    replyTo: { name: headerSafe(input.name), address: headerSafe(input.email) },
    subject,
    text,
    html,
  }
}
