import type { MetadataKind } from '@/lib/uploads/metadata/scrubber'

/** The texts of the evidence files (whistleblower.files), handed from the server to the client components. */
export type EvidenceLabels = {
  label: string
  limits: string
  metadataRemoved: string
  metadataKept: string
  chosen: string
  /** Holds {name}. */
  remove: string
  tooMany: string
  tooLarge: string
  type: string
  removedHeading: string
  removedNone: string
  notRemovable: string
  /** Holds {name}. */
  download: string
  downloadFailed: string
  /** Each chosen file is checked before sending: under way, what will be removed, or that it cannot be cleaned. */
  checking: string
  stillChecking: string
  willRemove: string
  uncleanableShort: string
  /** Holds {name}. */
  uncleanable: string
  kinds: Record<MetadataKind, string>
}

/** WHISTLEBLOWER_FILES as the browser needs it. */
export type EvidenceLimits = { max: number; totalBytes: number; extensions: readonly string[] }

/** What the server answers per file sent: its name and the kinds of metadata it took out. */
export type SentFile = { name: string; removed: string[] }
