'use client'

import { useEffect, useRef } from 'react'
import { Button } from '@/components/Button/Button'
import { CONSENT_SERVICES, setConsent, useConsent, type ConsentService } from './consent'
import styles from './PrivacySettings.module.css'

export type PrivacyTexts = {
  open: string
  title: string
  intro: string
  services: Record<ConsentService, { name: string; description: string }>
  granted: string
  denied: string
  necessary: string
  policy: string
  policyHref: string
  close: string
}

/**
 * The privacy settings: every consent-gated service with its state, granted or revoked with one switch. A
 * native modal dialog keeps focus inside, closes on Escape and returns focus to the footer button. It opens
 * whenever `openCount` changes.
 */
export default function PrivacyDialog({ texts, openCount }: { texts: PrivacyTexts; openCount: number }) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (openCount > 0 && !dialog.current?.open) dialog.current?.showModal()
  }, [openCount])

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="privacy-settings-title"
      data-testid="privacy-settings"
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
    >
      <h2 id="privacy-settings-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      <ul className={styles.services}>
        {CONSENT_SERVICES.map((service) => (
          <ServiceSwitch key={service} service={service} texts={texts} />
        ))}
      </ul>
      <p className={styles.necessary}>{texts.necessary}</p>
      <div className={styles.actions}>
        <a href={texts.policyHref}>{texts.policy}</a>
        <Button yellow onClick={() => dialog.current?.close()}>
          {texts.close}
        </Button>
      </div>
    </dialog>
  )
}

function ServiceSwitch({ service, texts }: { service: ConsentService; texts: PrivacyTexts }) {
  const granted = useConsent(service)
  const { name, description } = texts.services[service]
  return (
    <li className={styles.service} data-testid={`consent-${service}`}>
      <div>
        <h3 id={`consent-${service}-name`}>{name}</h3>
        <p id={`consent-${service}-description`}>{description}</p>
      </div>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={granted}
          onChange={(event) => setConsent(service, event.target.checked)}
          aria-labelledby={`consent-${service}-name`}
          aria-describedby={`consent-${service}-description`}
        />
        <span className={styles.state}>{granted ? texts.granted : texts.denied}</span>
      </label>
    </li>
  )
}
