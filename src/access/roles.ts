import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'reporting-office', 'hr'] as const
type Role = (typeof ROLES)[number]

/** How the admin names the roles, in its two languages. */
export const ROLE_LABELS: Record<Role, { de: string; en: string }> = {
  admin: { de: 'Administration', en: 'Administrator' },
  editor: { de: 'Redaktion', en: 'Editor' },
  'reporting-office': { de: 'Meldestelle', en: 'Reporting office' },
  hr: { de: 'Personal', en: 'HR' },
}

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
/** Only members of the reporting office; fits collection and field access alike. */
export const isReportingOffice = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'reporting-office')
/** Only HR (the role _Personal_); fits collection and field access alike. */
export const isHR = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'hr')
/** The application collections stay out of the admin's navigation for everyone but HR. */
export const hiddenButForHR = ({ user }: { user: unknown }) => !hasRole(user as MaybeUser, 'hr')
/** Never through the API: the server writes these itself. */
export const nobody = () => false
/** The whistleblower collections stay out of the admin's navigation for everyone but the reporting office. */
export const hiddenButForReportingOffice = ({ user }: { user: unknown }) =>
  !hasRole(user as MaybeUser, 'reporting-office')
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
