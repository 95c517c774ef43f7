// Types only: the module holds zod schemas, which must not reach the browser bundle (the limits come in as props).
import type { FOLLOW_UP_LIMITS } from '@/lib/forms/whistleblowerFollowUp'
import type { CaseStatus } from '@/lib/constants'

/** The follow-up page's texts, handed from the server page to its client components. */
export type FollowUpLabels = {
  /** Heading of step 1. */
  heading: string
  login: {
    caseNumber: string
    caseNumberHint: string
    caseNumberFormat: string
    accessCode: string
    accessCodeHint: string
    missing: string
    submit: string
    checking: string
    denied: string
    failure: string
    left: string
  }
  /** 'other' holds the placeholder {minutes}. */
  throttled: { one: string; other: string }
  /** The server's storage is full (507): nothing was stored. */
  storageFull: string
  case: {
    heading: string
    caseNumber: string
    status: string
    receivedAt: string
    subject: string
    statuses: Record<CaseStatus, string>
    closedNote: string
    conversation: string
    conversationHint: string
    reporter: string
    office: string
    leave: string
  }
  add: {
    heading: string
    label: string
    hint: string
    missing: string
    submit: string
    sending: string
    sent: string
    failure: string
    leaveConfirm: string
  }
  /** A case the office recorded (call, meeting, letter, e-mail): its minutes, to confirm. */
  minutes: {
    heading: string
    intro: string
    author: string
    confirm: string
    confirming: string
    /** Holds the placeholder {date}. */
    confirmed: string
    failure: string
  }
}

export type FollowUpLimits = typeof FOLLOW_UP_LIMITS
