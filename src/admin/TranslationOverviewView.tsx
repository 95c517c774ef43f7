import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import { translationGaps, type TranslationGap } from '@/data/editorDesk'
import { InAdmin } from './InAdmin'
import { deskContext, GapTable } from './EditorDeskParts'
import { EDITOR_DESK_TEXTS as TEXTS } from './editorDeskTexts'

/**
 * The translation overview (/admin/uebersetzungen): every record and global whose English version is missing or
 * older than its German one, by collection, each linked to its English view.
 */
export async function TranslationOverviewView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const { language, editor, admin } = deskContext(req)
  if (!editor)
    return (
      <InAdmin {...props}>
        <Gutter>
          <p role="alert">{TEXTS.notForYou[language]}</p>
        </Gutter>
      </InAdmin>
    )
  const gaps = await translationGaps(language)
  const groups = new Map<string, TranslationGap[]>()
  for (const gap of gaps) groups.set(gap.group, [...(groups.get(gap.group) ?? []), gap])
  return (
    <InAdmin {...props}>
      <Gutter>
        <h1 style={{ margin: '1.5rem 0 0.5rem' }}>{TEXTS.overviewTitle[language]}</h1>
        <p style={{ maxWidth: '48rem' }}>{TEXTS.overviewIntro[language]}</p>
        {gaps.length === 0 && <p data-testid="translations-none">{TEXTS.overviewNone[language]}</p>}
        {[...groups].map(([group, items]) => (
          <section key={group} data-testid="translations-group" data-group={items[0].slug}>
            <h2>
              {group} ({items.length})
            </h2>
            <GapTable gaps={items} language={language} admin={admin} />
          </section>
        ))}
      </Gutter>
    </InAdmin>
  )
}
