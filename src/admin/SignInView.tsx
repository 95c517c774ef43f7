import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { sitePathWithin } from '@/lib/paths'
import { SignInForm } from './SignInForm'
import { SIGN_IN_TEXTS } from './signInTexts'

/** Where to go after signing in: a path of the admin only, never another site. */
function target(value: unknown, adminRoute: string): string {
  return (typeof value === 'string' && sitePathWithin(value, adminRoute)) || adminRoute
}

/**
 * The admin's sign-in, in place of Payload's own form: it also asks for the second factor, and enrols it,
 * when the server says so (src/collections/usersTwoFactor.ts).
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const next = target(searchParams?.redirect, adminRoute)
  if (req.user) redirect(next)
  const text = req.i18n.language === 'en' ? SIGN_IN_TEXTS.en : SIGN_IN_TEXTS.de
  return (
    <SignInForm
      text={text}
      next={next}
      loginUrl={`${req.payload.config.routes.api}/users/login`}
      forgotUrl={`${adminRoute}/forgot`}
    />
  )
}
