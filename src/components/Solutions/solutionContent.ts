import type { DownloadListName, DownloadName } from '@/data/documents'
import type { PageImagePath } from '@/data/pageImages'
import type { Solution } from '@/lib/paths'

/** A button to the contact page, in the page's colour. */
type Contact = 'blue' | 'yellow'

/**
 * The intro of a solution page. 'text': a heading and paragraphs p1…pN of the page's messages, with an optional
 * button to the contact page (and a call button) below; beside it an image (before the text with `imageFirst`)
 * or a brochure to download. 'boxes': a heading, a lead paragraph and info boxes with three points each.
 */
export type SolutionIntro =
  | {
      layout: 'text'
      paragraphs: number
      contact?: Contact
      call?: boolean
      image?: PageImagePath
      imageFirst?: boolean
      brochure?: DownloadName
    }
  | { layout: 'boxes'; boxes: readonly ('box1' | 'box2')[] }

/**
 * What a solution page shows below its hero, in this order: intro, order form, downloads, the reference projects
 * of its category (when it has one, src/data/projectView.ts), cards, project request. Texts are its messages.
 */
export type SolutionContent = {
  heroVideo?: string
  intro: SolutionIntro
  /** The repair order form to download (its own box under the intro). */
  orderForm?: DownloadName
  downloads?: { list: DownloadListName; autoOpen?: boolean }
  /** Cards leading to other solutions. */
  cards?: readonly Solution[]
  /** The call to ask for a project. */
  projectRequest?: boolean
}

export const SOLUTION_CONTENT = {
  leitsysteme: {
    intro: { layout: 'text', paragraphs: 4, brochure: 'leitsysteme' },
    projectRequest: true,
  },
  'wachen-und-elw': {
    intro: { layout: 'text', paragraphs: 4, contact: 'blue', image: 'wachenUndElw.image', imageFirst: true },
    downloads: { list: 'wachenUndElw', autoOpen: true },
    projectRequest: true,
  },
  einsatznavigation: {
    intro: { layout: 'text', paragraphs: 3, contact: 'blue', image: 'einsatznavigation.product' },
    // Spec: the mission-navigation dropdown starts closed.
    downloads: { list: 'einsatznavigation' },
    cards: ['wachen-und-elw', 'sprach-und-datenfunk', 'digitale-alarmierung'],
    projectRequest: true,
  },
  'sprach-und-datenfunk': {
    intro: { layout: 'text', paragraphs: 3, contact: 'blue' },
    downloads: { list: 'sprachUndDatenfunk', autoOpen: true },
    projectRequest: true,
  },
  'digitale-alarmierung': {
    heroVideo: '/videos/digitale-alarmierung.webm',
    intro: { layout: 'boxes', boxes: ['box1', 'box2'] },
    cards: ['leitsysteme', 'wachen-und-elw', 'sprach-und-datenfunk'],
    projectRequest: true,
  },
  reparaturen: {
    intro: { layout: 'text', paragraphs: 2, contact: 'yellow', call: true, image: 'reparaturen.image' },
    orderForm: 'reparaturen',
    cards: ['sprach-und-datenfunk', 'digitale-alarmierung', 'it'],
  },
  it: {
    intro: { layout: 'text', paragraphs: 4, contact: 'yellow' },
    cards: ['leitsysteme', 'wachen-und-elw', 'sprach-und-datenfunk'],
  },
} as const satisfies Record<Solution, SolutionContent>

/** The message keys (below 'solutions.<slug>') a solution page reads, so a test can check both languages have them. */
export function solutionTextKeys(content: SolutionContent): string[] {
  const { intro } = content
  const keys =
    intro.layout === 'boxes'
      ? [
          'introTitle',
          'intro',
          ...intro.boxes.flatMap((box) =>
            ['title', 'text', 'point1', 'point2', 'point3'].map((key) => `${box}.${key}`),
          ),
        ]
      : [
          'introTitle',
          ...paragraphKeys(intro.paragraphs),
          ...(intro.call ? ['call'] : []),
          ...(intro.brochure ? ['brochureTitle', 'brochureText'] : []),
        ]
  if (content.orderForm) keys.push('formTitle', 'formText')
  if (content.downloads) keys.push('downloadsTitle', 'downloadsIntro')
  if (content.cards) keys.push('cardsTitle')
  return keys
}

/** p1 … pN: the paragraphs of a text intro. */
export function paragraphKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `p${index + 1}`)
}
