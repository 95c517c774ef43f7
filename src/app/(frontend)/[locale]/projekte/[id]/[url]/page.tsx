import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { getSeoOverrides } from '@/data/seoFields'
import { loadOrNull } from '@/data/load'
import { getProject, previewProject } from '@/data/projects'
import { visibleText } from '@/data/projectView'
import type { Project } from '@/data/types'
import { paths } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { ReportFailure } from '@/components/ListStates/FailedDetail'
import { ProjectDetail } from '@/components/Projects/ProjectDetail'
import styles from '@/components/Projects/ProjectDetail.module.css'
import { checkedLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

type Props = PageProps<'/[locale]/projekte/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const projectId = routeId(id)
  const project = await loadOrNull('project', () => getProject(projectId, locale))
  if (!project) return {}
  const t = await getTranslations({ locale, namespace: 'projects.detail' })
  return pageMetadata({
    locale,
    path: paths.projectDetail(project.id, project.url),
    seo: await getSeoOverrides('projects', project.id, locale),
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

  let project: Project | null
  try {
    project = await ((await previewing()) ? previewProject : getProject)(id, locale)
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
      <RouteStructuredData locale={locale} path={paths.projectDetail(project.id, project.url)} />
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
