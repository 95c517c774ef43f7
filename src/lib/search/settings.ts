/** The terms of a synonym group as an editor types them: separated by commas, spaces around each dropped. */
export function synonymTerms(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
