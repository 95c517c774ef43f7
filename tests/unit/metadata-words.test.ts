import { describe, expect, it } from 'vitest'
import { METADATA_KINDS } from '@/lib/uploads/metadata/scrubber'
import { removedInWords } from '@/lib/whistleblower/metadataWords'

describe('what was removed from a file, in words', () => {
  it('names each kind as the reporter reads it, in German and English', () => {
    expect(removedInWords(['exif', 'author'], 'de')).toBe(
      'EXIF (Kamera, Seriennummer, Aufnahmezeit, GPS-Position); Autor und Dokumenteigenschaften',
    )
    expect(removedInWords(['software'], 'en')).toBe('creator, software and company')
    expect(removedInWords([], 'de')).toBe('')
  })

  it('has words for every kind the removal reports: German never the stored code', () => {
    for (const kind of METADATA_KINDS) {
      expect(removedInWords([kind], 'de'), kind).not.toBe(kind)
      expect(removedInWords([kind], 'en').length, kind).toBeGreaterThan(3)
    }
  })
})
