import type { Access, Condition } from 'payload'
import { hasRole, isHR, nobody } from '@/access/roles'
import {
  APPLICATION_STATUSES,
  APPLICATIONS_DESK,
  HR_ROLE,
  SEALED_APPLICATION_FIELDS,
  type ApplicationStatus,
} from '@/lib/applications/desk'
import { openSealedTexts, sealedTextFields } from '../sealed/deskCollections'
import { deletionDate } from '@/lib/applications/retention'
import { auditApplications } from '@/data/applications/audit'
import { inApplicationsDesk } from './applicationDesk'
import { removeApplicationDocuments, removeApplicationRowsFirst } from './applicationRemoval'
import { tellApplicant } from './applicationDecision'
import { downloadEndpoint } from './applicationDownload'
import { consentOnlyByItsOwner, recordWrittenConsentEndpoint } from './applicationConsent'
import { mailPreviewEndpoint } from './applicationMailPreview'
import { searchEndpoint } from './applicationSearch'
import { shareEndpoint, sharesEndpoint, unshareEndpoint } from './applicationSharing'
import { sharedApplicationIds } from '@/data/applications/sharing'
import { MOMENT_PICKER } from '../fields'
import { INTERVIEW_LIMITS } from '@/lib/constants'
import { defaultLocale } from '@/i18n/routing'
import { LANGUAGE_OPTIONS } from '../adminLabels'

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, { de: string; en: string }> = {
  received: { de: 'eingegangen', en: 'received' },
  reviewing: { de: 'in Prüfung', en: 'under review' },
  interview: { de: 'Gespräch', en: 'interview' },
  offer: { de: 'Zusage', en: 'offer' },
  rejected: { de: 'Absage', en: 'rejected' },
  withdrawn: { de: 'zurückgezogen', en: 'withdrawn' },
}

const FIELD_LABELS: Record<(typeof SEALED_APPLICATION_FIELDS)[number], { de: string; en: string }> = {
  name: { de: 'Name', en: 'Name' },
  email: { de: 'E-Mail', en: 'E-mail' },
  phone: { de: 'Telefon', en: 'Phone' },
  start: { de: 'Frühester Eintritt', en: 'Earliest start' },
  salary: { de: 'Gehaltsvorstellung', en: 'Salary expectation' },
  message: { de: 'Nachricht', en: 'Message' },
}

/** What the applicant wrote: opened for an HR member whose key holds the application, and sealed as stored. */
const sealedFields = sealedTextFields(
  SEALED_APPLICATION_FIELDS.map((name) => ({ name, label: FIELD_LABELS[name], long: name === 'message' })),
)

const HIRING_MANAGER = APPLICATIONS_DESK.readers.role

/**
 * HR reads every application (what their key opens shows); a hiring manager only those shared with them: one
 * of them asked by id answers 403 when it is not shared, a list holds only the shared ones.
 */
const readApplications: Access = async ({ req, id }) => {
  if (hasRole(req.user, HR_ROLE)) return true
  if (!req.user || !hasRole(req.user, HIRING_MANAGER)) return false
  const shared = ((req.context.sharedApplications as number[] | undefined) ??= await sharedApplicationIds(
    req,
    req.user.id,
  ))
  if (id !== undefined && id !== null) return shared.includes(Number(id))
  return { id: { in: shared.length ? shared : [0] } }
}

/** What only HR sees on an application (the desk's own tools); a hiring manager sees what the applicant sent. */
const forHR: Condition = (_data, _sibling, { user }) => hasRole(user as never, HR_ROLE)

/**
 * Job applications (issue 40): only HR reads or changes them, through the admin or the API; admins, editors
 * and the reporting office get 403. What the applicant wrote is stored only sealed with the application's own
 * key (src/lib/sealed/), opened here for the HR member whose session holds it.
 */
export const Applications = inApplicationsDesk({
  slug: 'applications',
  labels: {
    singular: { de: 'Bewerbung', en: 'Application' },
    plural: { de: 'Bewerbungen', en: 'Applications' },
  },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'jobName', 'status', 'receivedAt', 'assignee', 'deleteAfter'],
    components: {
      beforeList: [
        '/admin/applications/ApplicationsOverview#ApplicationsOverview',
        '/admin/applications/UpcomingInterviews#UpcomingInterviews',
      ],
    },
    hidden: ({ user }) => !hasRole(user as never, HR_ROLE, HIRING_MANAGER),
  },
  access: { read: readApplications, update: isHR, delete: isHR, create: nobody },
  defaultSort: '-receivedAt',
  endpoints: [
    searchEndpoint,
    downloadEndpoint,
    recordWrittenConsentEndpoint,
    mailPreviewEndpoint,
    sharesEndpoint,
    shareEndpoint,
    unshareEndpoint,
  ],
  hooks: {
    // Every change by HR counts as work on it; closing it (or the talent-pool consent) sets the deletion date.
    beforeChange: [
      consentOnlyByItsOwner,
      ({ data, originalDoc, operation }) => {
        if (operation !== 'update' || !originalDoc) return data
        const now = new Date()
        const status = (data.status ?? originalDoc.status) as ApplicationStatus
        const closing = status !== originalDoc.status
        const closedAt = closing ? now : new Date(originalDoc.closedAt ?? now)
        data.touchedAt = now.toISOString()
        data.remindedAt = null
        data.closedAt = closing || !originalDoc.closedAt ? closedAt.toISOString() : originalDoc.closedAt
        const due = deletionDate({
          status,
          talentPool: Boolean(data.talentPool ?? originalDoc.talentPool),
          receivedAt: new Date(originalDoc.receivedAt),
          closedAt,
        })
        data.deleteAfter = due ? due.toISOString() : null
        // New proposed times without the one the applicant confirmed: that confirmation no longer stands.
        if (Array.isArray(data.interviewTimes) && originalDoc.interviewAt) {
          const confirmed = new Date(originalDoc.interviewAt).getTime()
          const kept = (data.interviewTimes as { startsAt?: string | null }[]).some(
            (row) => row.startsAt && new Date(row.startsAt).getTime() === confirmed,
          )
          if (!kept) data.interviewAt = null
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req, context }) => {
        if (operation !== 'update' || doc.status === previousDoc?.status) return
        await auditApplications(req, 'status-change', {
          reference: doc.reference,
          detail: `${previousDoc?.status} → ${doc.status}${context.byApplicant ? ' (von der Person selbst, über ihren Link)' : ''}`,
        })
        await tellApplicant(req, doc)
      },
    ],
    beforeDelete: [removeApplicationRowsFirst],
    afterDelete: [removeApplicationDocuments],
    beforeRead: [openSealedTexts(APPLICATIONS_DESK, SEALED_APPLICATION_FIELDS)],
  },
  fields: [
    {
      name: 'accessNote',
      type: 'ui',
      admin: { components: { Field: '/admin/applications/ApplicationAccessNote#ApplicationAccessNote' } },
    },
    {
      name: 'reference',
      label: { de: 'Referenznummer', en: 'Reference number' },
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
      access: { update: nobody },
    },
    {
      name: 'status',
      label: { de: 'Status', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'received',
      index: true,
      options: APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'mailPreview',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: forHR,
        components: { Field: '/admin/applications/MailPreview#MailPreview' },
      },
    },
    {
      name: 'assignee',
      label: { de: 'Zuständig', en: 'Assigned to' },
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { roles: { in: [HR_ROLE] } },
      admin: { position: 'sidebar' },
    },
    // The job by id and its title as it was: the application stays when the job goes.
    { name: 'jobId', type: 'number', index: true, admin: { hidden: true }, access: { update: nobody } },
    {
      name: 'jobName',
      label: { de: 'Stelle', en: 'Job' },
      type: 'text',
      admin: {
        readOnly: true,
        description: { de: 'leer: Initiativbewerbung', en: 'empty: speculative' },
        components: { Cell: '/admin/applications/JobNameCell#JobNameCell' },
      },
      access: { update: nobody },
    },
    {
      name: 'lang',
      label: { de: 'Sprache der Person', en: 'Applicant’s language' },
      type: 'select',
      required: true,
      defaultValue: defaultLocale,
      options: LANGUAGE_OPTIONS,
      admin: { readOnly: true },
      access: { update: nobody },
    },
    // Interviews: HR proposes times with the invitation (status Gespräch); the applicant confirms one through
    // their private link (src/data/applications/interviews.ts).
    {
      name: 'interviewTimes',
      label: { de: 'Vorgeschlagene Gesprächstermine', en: 'Proposed interview times' },
      labels: { singular: { de: 'Termin', en: 'Time' }, plural: { de: 'Termine', en: 'Times' } },
      type: 'array',
      maxRows: INTERVIEW_LIMITS.times,
      admin: {
        condition: forHR,
        description: {
          de: 'Deutsche Zeit. Mit dem Status „Gespräch“ gehen die Termine in der Einladung (mit Kalendereintrag) an die Person; sie bestätigt einen über ihren Link.',
          en: 'German time. With the status “interview” the times go to the applicant in the invitation (with a calendar entry); they confirm one through their link.',
        },
      },
      fields: [
        {
          name: 'startsAt',
          label: { de: 'Beginn', en: 'Starts' },
          type: 'date',
          required: true,
          admin: { date: MOMENT_PICKER },
        },
      ],
    },
    {
      name: 'interviewMinutes',
      label: { de: 'Dauer (Minuten)', en: 'Duration (minutes)' },
      type: 'number',
      min: 15,
      max: 480,
      defaultValue: INTERVIEW_LIMITS.defaultMinutes,
      admin: { condition: forHR },
    },
    {
      name: 'interviewPlace',
      label: { de: 'Ort oder Videolink', en: 'Place or video link' },
      type: 'text',
      maxLength: 300,
      admin: { condition: forHR },
    },
    {
      name: 'interviewAt',
      label: { de: 'Bestätigter Gesprächstermin', en: 'Confirmed interview' },
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: MOMENT_PICKER,
        description: {
          de: 'Von der Person über ihren Link bestätigt.',
          en: 'Confirmed by the applicant through their link.',
        },
      },
      access: { update: nobody },
    },
    {
      name: 'talentPool',
      label: { de: 'Einwilligung Talentpool', en: 'Talent-pool consent' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          de: 'Gibt und widerruft nur die Person selbst, über ihren Link. Eine schriftliche Erklärung erfassen Sie darunter.',
          en: 'Given and withdrawn by the applicants themselves, through their link. Record a written statement below.',
        },
      },
    },
    {
      name: 'writtenConsent',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: forHR,
        components: { Field: '/admin/applications/WrittenConsent#WrittenConsent' },
      },
    },
    {
      name: 'receivedAt',
      label: { de: 'Eingegangen am', en: 'Received' },
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: MOMENT_PICKER },
      access: { update: nobody },
    },
    {
      name: 'touchedAt',
      label: { de: 'Zuletzt bearbeitet', en: 'Last worked on' },
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: MOMENT_PICKER },
    },
    { name: 'closedAt', type: 'date', admin: { hidden: true } },
    { name: 'remindedAt', type: 'date', admin: { hidden: true } },
    {
      name: 'deleteAfter',
      label: { de: 'Löschung am', en: 'Deleted on' },
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: MOMENT_PICKER },
    },
    // The applicant's private link, as its hash only (src/lib/applications/applicantLink.ts).
    {
      name: 'applicantTokenHash',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      access: { read: nobody, update: nobody },
    },
    // The human check's challenge: unique, so a solution is accepted once.
    {
      name: 'challengeId',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      access: { read: nobody, update: nobody },
    },
    ...sealedFields,
    {
      name: 'shares',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: forHR,
        components: { Field: '/admin/applications/ApplicationShares#ApplicationShares' },
      },
    },
    {
      name: 'reviews',
      label: { de: 'Bewertungen des Fachbereichs', en: 'Hiring managers’ reviews' },
      type: 'join',
      collection: 'application-reviews',
      on: 'application',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['createdAt', 'authorName', 'rating', 'body'],
        description: {
          de: 'Bewertung (1–5) und Kommentar der Personen des Fachbereichs, mit denen die Bewerbung geteilt ist; verschlüsselt wie die Bewerbung.',
          en: 'Rating (1–5) and comment of the hiring managers the application is shared with; encrypted like the application.',
        },
      },
    },
    {
      name: 'notes',
      label: { de: 'Interne Notizen', en: 'Internal notes' },
      type: 'join',
      access: { read: isHR },
      collection: 'application-notes',
      on: 'application',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['createdAt', 'authorName', 'body'],
        description: {
          de: 'Nur für die Personalabteilung („Neuen Eintrag hinzufügen“), verschlüsselt wie die Bewerbung.',
          en: 'For HR only (“Add new”), encrypted like the application.',
        },
      },
    },
    {
      name: 'documents',
      type: 'ui',
      admin: { components: { Field: '/admin/applications/ApplicationDocuments#ApplicationDocuments' } },
    },
  ],
})
