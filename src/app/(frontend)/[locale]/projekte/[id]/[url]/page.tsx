import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { loadOrNull } from '@/data/load'
import { loadProject, type ProjectView } from '@/data/projects'
import { visibleText } from '@/data/projectView'
import { paths } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { ReportFailure } from '@/components/ListStates/FailedDetail'
import { ProjectDetail } from '@/components/Projects/ProjectDetail'
import styles from '@/components/Projects/ProjectDetail.module.css'
import { checkedLocale } from '@/i18n/pageLocale'
import { RecordStructuredData } from '@/components/StructuredData/RecordStructuredData'

type Props = PageProps<'/[locale]/projekte/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const projectId = routeId(id)
  const preview = await previewing()
  const project = await loadOrNull('project', () => loadProject(projectId, locale, preview))
  if (!project) return {}
  const t = await getTranslations({ locale, namespace: 'projects.detail' })
  return pageMetadata({
    locale,
    path: paths.projectDetail(project.id, project.url),
    seo: project.seo,
    title: project.title,
    description: visibleText(project.bodyhtml).slice(0, 160) || t('metaFallback'),
    image: project.image,
  })
}

export default async function ProjectDetailPage({ params }: Props) {
  const { locale: raw, id: rawId, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const id = routeId(rawId)
  const t = await getTranslations({ locale })

  const preview = await previewing()
  let project: ProjectView | null
  try {
    project = await loadProject(id, locale, preview)
  } catch (error) {
    console.error('[data] project failed', error)
    return (
      <div className={`container ${styles.article}`}>
        <h1 className={styles.title} role="alert">
          {t('fetch.projects.error')}
        </h1>
        <ReportFailure error={error} />
      </div>
    )
  }
  if (!project) notFound()
  if (url !== project.url)
    permanentRedirect(localizePath(paths.projectDetail(project.id, project.url), locale))

  return (
    <>
      <RecordStructuredData locale={locale} record={{ kind: 'projects', view: project }} />
      <ProjectDetail
        locale={locale}
        project={project}
        labels={{
          facts: t('projects.detail.facts'),
          client: t('projects.detail.client'),
          members: t('projects.detail.members'),
          partners: t('projects.detail.partners'),
          orderVolume: t('projects.detail.orderVolume'),
          toNews: t('projects.detail.toNews'),
        }}
      />
    </>
  )
}
