import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import {
  APPLICATIONS_DESK_ENTRY,
  DESKS,
  DESK_ROLES,
  OFFICE_DESK,
  READER_ROLES,
  type DeskEntry,
  type DeskRole,
  type ReaderRole,
} from '@/lib/sealed/desks'

/**
 * The staff roles: administrators, editors, one role per confidential desk and the roles of those who read
 * single records a desk shares with them (hiring managers; src/lib/sealed/desks.ts).
 */
export const ROLES = ['admin', 'editor', ...DESK_ROLES, ...READER_ROLES] as const
type Role = 'admin' | 'editor' | DeskRole | ReaderRole

/** How the admin names the roles, in its two languages. */
export const ROLE_LABELS = {
  admin: { de: 'Administration', en: 'Administrator' },
  editor: { de: 'Redaktion', en: 'Editor' },
  ...Object.fromEntries(DESKS.map((desk) => [desk.role, { de: desk.words.de.role, en: desk.words.en.role }])),
  ...Object.fromEntries(DESKS.flatMap((desk) => (desk.readers ? [[desk.readers.role, desk.readers.label]] : []))),
} as Record<Role, { de: string; en: string }>

/**
 * The roles a new account is offered: an account created without a session can only be the first one
 * (see the users' create access), which becomes an administrator; every later one starts as an editor.
 */
export const defaultRoles = ({ user }: { user: unknown }): Role[] => (user ? ['editor'] : ['admin'])

type MaybeUser = PayloadRequest['user']

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  const own = (user as { roles?: Role[] } | null | undefined)?.roles ?? []
  return own.some((role) => roles.includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isEditorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const anyone: Access = () => true
/** Only members of `desk`; fits collection and field access alike. */
export const memberOf =
  (desk: DeskEntry) =>
  ({ req }: { req: PayloadRequest }) =>
    hasRole(req.user, desk.role as Role)
/** A desk's collections stay out of the admin's navigation for everyone but its members. */
export const hiddenButFor =
  (desk: DeskEntry) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user as MaybeUser, desk.role as Role)
/** Only members of the reporting office; fits collection and field access alike. */
export const isReportingOffice = memberOf(OFFICE_DESK)
/** Only HR (the role _Personal_); fits collection and field access alike. */
export const isHR = memberOf(APPLICATIONS_DESK_ENTRY)
/** Hiring managers: they read the applications HR shares with them, one by one, and nothing else. */
export const isHiringManager = ({ req }: { req: PayloadRequest }) =>
  hasRole(req.user, APPLICATIONS_DESK_ENTRY.readers.role)
/** Never through the API: the server writes these itself. */
export const nobody = () => false
/** Content stays out of the navigation of members of the reporting office who are not editors too. */
export const hiddenButForEditors = ({ user }: { user: unknown }) =>
  !hasRole(user as MaybeUser, 'admin', 'editor')

/** What is in the trash (`deletedAt` set) is for those who may edit the collection. */
const NOT_IN_TRASH: Where = { deletedAt: { exists: false } }

/** Editors see everything; everybody else (visitors, HR, the reporting office) nothing in the trash. */
const outsideTrashOrEditor: Access = ({ req }) => (hasRole(req.user, 'admin', 'editor') ? true : NOT_IN_TRASH)

/** Editors see drafts and the trash; everybody else only what has been published and is not in the trash. */
const publishedOrEditor: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') ? true : { and: [{ _status: { equals: 'published' } }, NOT_IN_TRASH] }

/** Access for content that editors maintain and the public may read. */
export const publicContent = {
  read: anyone,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/**
 * The same for a collection with a trash: `?trash=true` from anyone but an editor finds nothing more. Their
 * versions (older states, and the drafts of collections that have them) are the editors' alone.
 */
export const trashedContent = { ...publicContent, read: outsideTrashOrEditor, readVersions: isEditor }

/** A collection with drafts and a trash: `?draft=true` and `?trash=true` change nothing for anyone but an editor. */
export const draftContent = { ...trashedContent, read: publishedOrEditor }
