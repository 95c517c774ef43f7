import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { loadOrNull } from '@/data/load'
import { listProjectsOfCategory } from '@/data/projects'
import { projectListView } from '@/data/projectView'
import type { ProjectCategoryId } from '@/data/types'
import { ProjectPreviewCard } from './ProjectPreviewCard'
import styles from './Projects.module.css'

type Props = {
  locale: Locale
  category: ProjectCategoryId
  /** Defaults to 'Unsere Referenzen' / 'Our references'. */
  headline?: string
  /** Defaults to 'zum Projekt' / 'View project'. */
  buttonText?: string
}

/**
 * The reference projects of one category (spec §2 solution pages). Hides itself completely, heading
 * included, when the category has no projects; shows the projects' failure text when loading fails.
 */
export async function ProjectList({ locale, category, headline, buttonText }: Props) {
  const view = projectListView(
    await loadOrNull(`projects of category ${category}`, () => listProjectsOfCategory(category, locale)),
  )
  if (view.state === 'hidden') return null
  const t = await getTranslations({ locale })
  const headingId = `project-list-${category}`

  return (
    <section
      className={`container ${styles.section}`}
      aria-labelledby={headingId}
      data-testid="project-list"
      data-category={category}
    >
      <h2 id={headingId} className={styles.headline}>
        {headline ?? t('projects.list.headline')}
      </h2>
      {view.state === 'failed' ? (
        <p className={styles.failed} role="alert">
          {t('fetch.projects.error')}
        </p>
      ) : (
        <ul className={styles.grid}>
          {view.projects.map((project, index) => (
            <li key={project.id}>
              <ProjectPreviewCard
                locale={locale}
                project={project}
                buttonText={buttonText ?? t('projects.list.button')}
                index={index}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
