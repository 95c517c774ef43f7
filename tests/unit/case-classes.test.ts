import { describe, expect, it } from 'vitest'
import { CASE_AREAS, CASE_OUTCOMES, MARKED_OUT_REASONS } from '@/lib/constants'
import { whistleblowerFormSchema } from '@/lib/forms/whistleblower'
import { CASE_AREA_LABELS, CASE_OUTCOME_LABELS, MARKED_OUT_REASON_LABELS, splitLabels } from '@/lib/whistleblower/caseClasses'
import { REDACTED_MARK, redactText } from '@/lib/whistleblower/redaction'

describe("the case's classification", () => {
  it('has words in both languages and a legal source for every area and outcome', () => {
    for (const area of CASE_AREAS) expect(CASE_AREA_LABELS[area].de && CASE_AREA_LABELS[area].en).toBeTruthy()
    for (const outcome of CASE_OUTCOMES) expect(CASE_OUTCOME_LABELS[outcome].law).toMatch(/^§ 18 Nr\. \d/)
    for (const reason of MARKED_OUT_REASONS) expect(MARKED_OUT_REASON_LABELS[reason].en).toBeTruthy()
    expect(CASE_AREA_LABELS.unknown.de).toBe('Weiß nicht')
  })

  it('the form takes an area, "unknown", or none; anything else is a field error', () => {
    const base = { subject: 'Betreff', message: 'Text' }
    expect(whistleblowerFormSchema.parse({ ...base, area: 'environment' }).area).toBe('environment')
    expect(whistleblowerFormSchema.parse({ ...base, area: 'unknown' }).area).toBe('unknown')
    expect(whistleblowerFormSchema.parse({ ...base, area: '' }).area).toBeUndefined()
    const wrong = whistleblowerFormSchema.safeParse({ ...base, area: 'gossip' })
    expect(wrong.success).toBe(false)
    expect(wrong.error!.issues[0].path).toEqual(['area'])
  })

  it('labels: trimmed, empty ones and repeats dropped', () => {
    expect(splitLabels(' Bach, Öl ,,Bach ')).toEqual(['Bach', 'Öl'])
    expect(splitLabels(null)).toEqual([])
  })
})

describe('redaction', () => {
  it('replaces every occurrence, longer passages first', () => {
    const text = 'Herr Bernd Beispiel sagt, Bernd Beispiel und Bernd wissen es.'
    expect(redactText(text, ['Bernd', 'Bernd Beispiel'], REDACTED_MARK.de)).toBe(
      'Herr [geschwärzt] sagt, [geschwärzt] und [geschwärzt] wissen es.',
    )
    expect(redactText('nichts', [], REDACTED_MARK.en)).toBe('nichts')
  })
})
