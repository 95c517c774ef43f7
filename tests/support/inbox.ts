import net from 'node:net'
import { SMTPServer } from 'smtp-server'

type Received = { raw: string; messageId: string }

/** A real SMTP server on loopback that can be stopped and started again on the same port. */
export class Inbox {
  mails: Received[] = []
  port = 0
  private server: SMTPServer | null = null

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
        stream.on('end', () => {
          this.mails.push({ raw, messageId: header(raw, 'Message-ID') })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as net.AddressInfo).port
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
    this.server = null
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }
}

export function header(raw: string, name: string): string {
  const unfolded = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ')
  return (
    unfolded
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? ''
  )
}

/** A header with its RFC 2047 encoded words (as nodemailer writes non-ASCII subjects) decoded. */
export function decodedHeader(raw: string, name: string): string {
  return header(raw, name)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
}
