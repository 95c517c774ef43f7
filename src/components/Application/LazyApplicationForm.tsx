'use client'

import { lazyForm } from '@/components/Forms/lazyForm'

type Form = typeof import('./ApplicationForm')
/** The application form, its code fetched at its first use; on the server the form itself (see lazyForm). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const onServer = typeof window === 'undefined' ? (require('./ApplicationForm') as Form).ApplicationForm : null
export const LazyApplicationForm = lazyForm('application', onServer, () =>
  import('./ApplicationForm').then((module: Form) => module.ApplicationForm),
)
