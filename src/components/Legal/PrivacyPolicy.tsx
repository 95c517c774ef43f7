import type { Locale } from '@/i18n/routing'
import type { Block, PrivacySection } from '@/lib/legal/privacyText'
import { RichInline } from './RichInline'
import styles from '@/styles/legalPage.module.css'

type Props = {
  locale: Locale
  sections: PrivacySection[]
  tocHeading: string
}

function renderBlock(block: Block, index: number, locale: Locale) {
  switch (block.kind) {
    case 'p':
      return (
        <p key={index}>
          <RichInline content={block.content} locale={locale} />
        </p>
      )
    case 'ul':
      return (
        <ul key={index}>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichInline content={item} locale={locale} />
            </li>
          ))}
        </ul>
      )
    case 'dl':
      return (
        <dl key={index} className={styles.terms}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      )
    case 'h3':
      return <h3 key={index}>{block.text}</h3>
    case 'address':
      return (
        <address key={index} className={styles.address}>
          {block.lines.map((line, i) => (
            <span key={i}>
              <RichInline content={line} locale={locale} />
            </span>
          ))}
        </address>
      )
  }
}

/**
 * The German privacy policy: a table of contents linking to numbered sections with h2 headings. Everything
 * German sits in lang="de" regions, so the English page (whose <html lang> stays "en") is read correctly.
 */
export function PrivacyPolicy({ locale, sections, tocHeading }: Props) {
  return (
    <>
      <nav className={styles.toc} aria-labelledby="privacy-toc">
        <h2 id="privacy-toc">{tocHeading}</h2>
        <ol lang="de">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div lang="de" data-testid="privacy-body">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={styles.section}
          >
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.blocks.map((block, index) => renderBlock(block, index, locale))}
          </section>
        ))}
      </div>
    </>
  )
}
