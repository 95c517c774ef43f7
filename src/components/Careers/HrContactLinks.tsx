import { mailtoHref } from '@/data/careers'
import { telHref } from '@/lib/format'
import { MailIcon, PhoneIcon } from '@/components/Icons/Icons'
import styles from '@/styles/careers.module.css'

/** HR's phone and e-mail (with the job as the mail's subject): beside every way to apply. */
export function HrContactLinks({
  phone,
  email,
  subject,
}: {
  phone: string
  email: string
  subject?: string
}) {
  return (
    <ul className={styles.contactLinks}>
      <li>
        <PhoneIcon size={20} />
        <a href={telHref(phone)}>{phone}</a>
      </li>
      <li>
        <MailIcon size={20} />
        <a href={mailtoHref(email, subject)}>{email}</a>
      </li>
    </ul>
  )
}
