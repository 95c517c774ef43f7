import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { visibleText } from '@/data/projectView'
import { FailedProject } from '@/components/Projects/FailedProject'
import { ProjectDetail } from '@/components/Projects/ProjectDetail'
import { detailMetadata, detailPage } from '@/components/DetailPage/detailPage'

type Props = PageProps<'/[locale]/projekte/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('projects', params, async (project, locale) => {
    const t = await getTranslations({ locale, namespace: 'projects.detail' })
    return {
      title: project.title,
      description: visibleText(project.bodyhtml).slice(0, 160) || t('metaFallback'),
      image: project.image,
    }
  })
}

export default async function ProjectDetailPage({ params }: Props) {
  return detailPage('projects', params, {
    failed: (locale, error) => <FailedProject locale={locale} error={error} />,
    body: async (project, locale) => {
      const t = await getTranslations({ locale, namespace: 'projects.detail' })
      return (
        <ProjectDetail
          locale={locale}
          project={project}
          labels={{
            facts: t('facts'),
            client: t('client'),
            members: t('members'),
            partners: t('partners'),
            orderVolume: t('orderVolume'),
            toNews: t('toNews'),
          }}
        />
      )
    },
  })
}
