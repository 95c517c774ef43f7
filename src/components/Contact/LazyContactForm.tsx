'use client'

import { lazyForm } from '@/components/Forms/lazyForm'

type Form = typeof import('./ContactForm')
/** The contact form, its code fetched at its first use; on the server the form itself (see lazyForm). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const onServer = typeof window === 'undefined' ? (require('./ContactForm') as Form).ContactForm : null
export const LazyContactForm = lazyForm('contact', onServer, () =>
  import('./ContactForm').then((module: Form) => module.ContactForm),
)
