'use client'

import { lazyForm } from '@/components/Forms/lazyForm'

type Form = typeof import('./WhistleblowerForm')
/** The whistleblower form, its code fetched at its first use; on the server the form itself (see lazyForm). */
const onServer =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./WhistleblowerForm') as Form).WhistleblowerForm : null
export const LazyWhistleblowerForm = lazyForm('whistleblower', onServer, () =>
  import('./WhistleblowerForm').then((module: Form) => module.WhistleblowerForm),
)
