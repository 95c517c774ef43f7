import { telHref } from '@/lib/format'
import { EmailText } from '@/components/EmailText/EmailText'
import { MailIcon, PhoneIcon } from '@/components/Icons/Icons'

type Props = { tel?: string | null; mail?: string | null; labels: { phone: string; email: string } }

/** The phone and mail list items of an office (contact blocks, locations page); each only when present. */
export function PhoneMailItems({ tel, mail, labels }: Props) {
  return (
    <>
      {tel && (
        <li>
          <a href={telHref(tel)}>
            <PhoneIcon />
            <span className="visually-hidden">{labels.phone}: </span>
            {tel}
          </a>
        </li>
      )}
      {mail && (
        <li>
          <a href={`mailto:${mail}`}>
            <MailIcon />
            <span className="visually-hidden">{labels.email}: </span>
            <EmailText address={mail} />
          </a>
        </li>
      )}
    </>
  )
}
