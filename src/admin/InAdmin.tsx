import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { ReactNode } from 'react'

/** A view of its own is drawn without the admin's frame; this gives it the navigation and header. */
export function InAdmin({
  initPageResult,
  params,
  searchParams,
  children,
}: AdminViewServerProps & { children: ReactNode }) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {children}
    </DefaultTemplate>
  )
}
