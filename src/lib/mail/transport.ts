import nodemailer, { type Transporter } from 'nodemailer'
import type { ComposedMail } from './contactMail'

/** Sends composed mails over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587); one pooled transport per URL. */
export type MailSender = (mail: ComposedMail) => Promise<void>

const transports = new Map<string, Transporter>()

export function smtpSender(url: string): MailSender {
  let transport = transports.get(url)
  if (!transport) {
    transport = nodemailer.createTransport(url, {
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as object)
    transports.set(url, transport)
  }
  const active = transport
  return async (mail) => {
    await active.sendMail({
      messageId: mail.messageId,
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
      // The mail must reach the inbox with exactly these headers, whatever the fields contain.
      disableFileAccess: true,
      disableUrlAccess: true,
    })
  }
}
