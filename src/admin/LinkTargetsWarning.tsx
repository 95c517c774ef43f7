'use client'

import { useEffect, useState } from 'react'
import { useConfig, useDocumentInfo, useField, useLocale, useTranslation } from '@payloadcms/ui'
import type { AdminText } from '@/collections/adminLabels'
import { defaultLocale } from '@/i18n/routing'
import { germanVersion, valueAt } from './germanVersion'
import { brokenAddressLinks, internalLinkTargets, linksMissingAgainst, type LinkTarget } from './linkTargets'
import styles from './GermanOriginal.module.css'

type Problem = { title: string; reason: 'unpublished' | 'deleted' | 'address' | 'lost' }
type Texts = { heading: AdminText } & Record<Problem['reason'], AdminText>

async function problemOf(api: string, { relationTo, id }: LinkTarget): Promise<Problem | null> {
  const response = await fetch(`${api}/${relationTo}/${encodeURIComponent(String(id))}?depth=0&draft=true`, {
    credentials: 'include',
  })
  if (response.status === 404) return { title: `#${id}`, reason: 'deleted' }
  if (!response.ok) return null
  const doc = (await response.json()) as {
    _status?: string
    title?: string
    name?: string
    filename?: string
  }
  if (!doc._status) return null
  // The latest draft says 'draft' also while an earlier version is published: ask for the published one.
  if (doc._status === 'published') return null
  const published = await fetch(
    `${api}/${relationTo}?where[id][equals]=${encodeURIComponent(String(id))}&where[_status][equals]=published&depth=0&limit=1`,
    { credentials: 'include' },
  )
  const { totalDocs } = published.ok ? ((await published.json()) as { totalDocs: number }) : { totalDocs: 1 }
  return totalDocs === 0 ? { title: doc.title ?? doc.name ?? `#${id}`, reason: 'unpublished' } : null
}

/**
 * Under a rich-text field: the internal links whose record visitors cannot open (not published, or deleted), and
 * links typed as an address that leads nowhere. The site shows their words without a link (src/data/html.ts);
 * the editor learns it here, before publishing.
 */
export function LinkTargetsWarning({ path, texts }: { path: string; texts: Texts }) {
  const { value } = useField<unknown>({ path })
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { code } = useLocale()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const [problems, setProblems] = useState<Problem[]>([])
  const [german, setGerman] = useState<unknown>(undefined)
  const translating = code !== defaultLocale
  const targets = internalLinkTargets(value)
  const key = targets.map((target) => `${target.relationTo}:${target.id}`).join(',')

  useEffect(() => {
    let current = true
    const api = `${config.serverURL}${config.routes.api}`
    const timer = setTimeout(() => {
      void Promise.all(
        internalLinkTargets(value).map((target) => problemOf(api, target).catch(() => null)),
      ).then(
        (found) => current && setProblems(found.filter((problem): problem is Problem => problem !== null)),
      )
    }, 500)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // The links, not every keystroke, decide what to look up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, config.serverURL, config.routes.api])

  // In a translation: the German text's links, to flag those the translation lost.
  useEffect(() => {
    if (!translating) return
    let current = true
    void germanVersion({
      api: `${config.serverURL}${config.routes.api}`,
      collectionSlug,
      globalSlug,
      id,
    }).then((document) => current && setGerman(valueAt(document, path)))
    return () => {
      current = false
    }
  }, [translating, config.serverURL, config.routes.api, collectionSlug, globalSlug, id, path])

  const addressProblems = brokenAddressLinks(value).map((title): Problem => ({ title, reason: 'address' }))
  const lostLinks = translating
    ? linksMissingAgainst(german, value).map((title): Problem => ({ title, reason: 'lost' }))
    : []
  const shown = [...addressProblems, ...problems, ...lostLinks]
  if (shown.length === 0) return null
  const language = i18n.language === 'de' ? 'de' : 'en'
  return (
    <div className={styles.original} role="status" data-testid="link-targets-warning">
      <p className={styles.heading}>{texts.heading[language]}</p>
      <ul className={styles.text}>
        {shown.map((problem) => (
          <li key={`${problem.title}-${problem.reason}`}>
            {language === 'de' ? `„${problem.title}“` : `“${problem.title}”`}:{' '}
            {texts[problem.reason][language]}
          </li>
        ))}
      </ul>
    </div>
  )
}
