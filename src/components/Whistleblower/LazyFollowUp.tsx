'use client'

import { lazyForm } from '@/components/Forms/lazyForm'

type Form = typeof import('./FollowUp')
/** The follow-up's sign-in and case, its code fetched at the first use; on the server the form (see lazyForm). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const onServer = typeof window === 'undefined' ? (require('./FollowUp') as Form).FollowUp : null
export const LazyFollowUp = lazyForm('follow-up', onServer, () =>
  import('./FollowUp').then((module: Form) => module.FollowUp),
)
