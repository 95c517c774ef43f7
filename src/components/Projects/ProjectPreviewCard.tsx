import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { Locale } from '@/i18n/routing'
import type { ProjectFields } from '@/data/projects'
import { showsProjectText } from '@/data/projectView'
import { STAGGER } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { staggerStyle } from '@/lib/stagger'
import { ArrowIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from './Projects.module.css'
import { continueOutline } from '@/lib/headingLevels'

type Props = {
  locale: Locale
  project: ProjectFields
  buttonText: string
  index: number
}

/** One reference project in a list: image (placeholder when none), date text, title, short description, link. */
export function ProjectPreviewCard({ locale, project, buttonText, index }: Props) {
  return (
    <article className={`stagger-item ${styles.card}`} style={staggerStyle(index, STAGGER.projectPreviewS)}>
      <div className={styles.media}>
        <ServerImage
          src={project.image ?? '/placeholder.svg'}
          alt={project.image ? project.imagealt : ''}
          fill
          sizes="(max-width: 900px) 100vw, 360px"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {project.datetext && <p className={styles.date}>{project.datetext}</p>}
        <h3 className={styles.title}>{project.title}</h3>
        {showsProjectText(project.bodyhtml) && (
          <div
            className={styles.text}
            dangerouslySetInnerHTML={{ __html: continueOutline(project.bodyhtml, 4) }}
          />
        )}
        <LocaleLink
          locale={locale}
          href={paths.projectDetail(project.id, project.url)}
          className={styles.more}
        >
          {buttonText}
          <span className="visually-hidden">: {project.title}</span>
          <ArrowIcon />
        </LocaleLink>
      </div>
    </article>
  )
}
