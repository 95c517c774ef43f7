import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { Locale } from '@/i18n/routing'
import type { ProjectFields } from '@/data/projects'
import { projectFacts, showsProjectText, type ProjectFact } from '@/data/projectView'
import { formatEuro } from '@/lib/format'
import { paths } from '@/lib/paths'
import { ArrowIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from './ProjectDetail.module.css'
import { continueOutline } from '@/lib/headingLevels'

type Props = {
  locale: Locale
  project: ProjectFields
  labels: Record<ProjectFact['key'], string> & { facts: string; toNews: string }
}

/**
 * A reference project (spec §2 "Project detail"). Style variant 1: image on top, content below; variant 2:
 * image left, content right (stacked on phones). The title is the page's only h1.
 */
export function ProjectDetail({ locale, project, labels }: Props) {
  const facts = projectFacts(project)
  const variant = project.stylevariant === 2 ? styles.variant2 : styles.variant1
  const wide = project.stylevariant !== 2

  return (
    <article
      className={`container ${styles.article} ${variant}`}
      data-testid="project-detail"
      data-stylevariant={project.stylevariant}
    >
      <figure className={styles.figure}>
        <ServerImage
          src={project.image ?? '/placeholder.svg'}
          alt={project.image ? project.imagealt : ''}
          fill
          preload
          fetchPriority="high"
          sizes={wide ? '(max-width: 1132px) 100vw, 1100px' : '(max-width: 900px) 100vw, 540px'}
          className={styles.image}
        />
      </figure>
      <div className={styles.content}>
        {project.datetext && (
          <p className={styles.date} data-testid="project-date">
            {project.datetext}
          </p>
        )}
        <h1 className={styles.title}>{project.title}</h1>
        {showsProjectText(project.bodyhtml) && (
          <div
            className={styles.lead}
            data-testid="project-short"
            dangerouslySetInnerHTML={{ __html: continueOutline(project.bodyhtml, 2) }}
          />
        )}
        {facts.length > 0 && (
          <dl className={styles.facts} aria-label={labels.facts} data-testid="project-facts">
            {facts.map((fact) => (
              <div key={fact.key} className={styles.fact} data-fact={fact.key}>
                <dt>{labels[fact.key]}</dt>
                <dd>{typeof fact.value === 'number' ? formatEuro(fact.value) : fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {showsProjectText(project.projectcontenthtml) && (
          <div
            className={styles.body}
            data-testid="project-content"
            dangerouslySetInnerHTML={{ __html: continueOutline(project.projectcontenthtml, 2) }}
          />
        )}
        <LocaleLink locale={locale} href={paths.news} className={styles.toNews}>
          {labels.toNews}
          <ArrowIcon />
        </LocaleLink>
      </div>
    </article>
  )
}
