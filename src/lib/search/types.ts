/** What a result is, as the results page groups them (spec: Seiten, News, Termine, Stellen, Projekte, Dokumente). */
export const SEARCH_KINDS = ['page', 'news', 'event', 'job', 'project', 'document'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A part of a long page with its own anchor on the page (a legal section, a job's tasks). */
export type SearchSection = { anchor: string; heading: string; text: string }

/** One findable thing in one language: a page, a record or a document, as the visitor reads it. */
export type SearchDocument = {
  /** Unique within its language, e.g. `news:12` or `page:/kontakt`. */
  id: string
  kind: SearchKind
  /** Its path without locale prefix, with `#anchor` for an entry of a longer page (or a file's address). */
  href: string
  title: string
  /** Headings and other prominent short texts (a job's place, a project's client), one per line. */
  headings: string
  /** Its text outside `sections`, one paragraph, list item or line of a table per line. */
  body: string
  /** The parts of a long page a result can lead to directly. */
  sections?: SearchSection[]
  /** Its title in the site's other language, so a word of either language finds it. */
  otherTitle?: string
  /** True when the German text stands in for a missing English one. */
  germanStandIn: boolean
}

/** A piece of a snippet; `match` marks the words (or the quoted phrase) the query found. */
export type SnippetPart = { text: string; match: boolean }

export type SearchHit = {
  id: string
  kind: SearchKind
  /** Where the result leads: the document's address, with the matching section's `#anchor`. */
  href: string
  title: string
  /** The heading of the section `href` leads to, when it leads to one. */
  section: string | null
  snippet: SnippetPart[]
  germanStandIn: boolean
  /** Placed first by the editors for this query (Top-Treffer). */
  pinned: boolean
  score: number
}

export type SearchResults = {
  hits: SearchHit[]
  /** Matches per kind (all of them, also those beyond the page asked for). */
  counts: Record<SearchKind, number>
  total: number
  /** The query as searched when a word of it found nothing and was read as the site's word nearest it. */
  corrected: string | null
  /** Words of the query that no result holds (the results hold the others). */
  missing: string[]
}

/** What editors set for the search of one language: synonyms and pinned results (src/globals/SiteSearch.ts). */
export type SearchSettings = {
  synonyms: string[][]
  pins: { query: string; href: string }[]
}

export type QueryOptions = {
  limit: number
  /** Results skipped (a later page of results). */
  offset?: number
  /** Only results of this kind. */
  kind?: SearchKind
  /** `limit` of each kind instead of `limit` in all. */
  perKind?: boolean
  /** False: the words as typed, never corrected (the visitor asked for them). */
  correct?: boolean
}
