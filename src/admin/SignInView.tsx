import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { sitePathWithin } from '@/lib/paths'
import { SignInForm } from './SignInForm'
import { SIGN_IN_TEXTS } from './signInTexts'
import { staffLanguage } from '@/lib/staffLanguages'

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
  const text = SIGN_IN_TEXTS[staffLanguage(req.i18n.language)]
  return (
    <SignInForm
      text={text}
      next={next}
      loginUrl={`${req.payload.config.routes.api}/users/login`}
      forgotUrl={`${adminRoute}/forgot`}
    />
  )
}
