/** A postal address in schema.org's parts; the country is always Germany here. */
export type PostalAddressParts = {
  streetAddress: string
  postalCode: string
  addressLocality: string
  addressRegion?: string
}

/**
 * Splits the site's address texts into schema.org's parts: a street and a "PLZ Ort" line, or one line
 * "Straße 1, 12345 Ort". Null when there is no five-digit postcode to read.
 */
export function postalAddress(
  street: string,
  city?: string,
  region?: string | null,
): PostalAddressParts | null {
  const [streetPart, cityPart] = city === undefined ? splitLine(street) : [street.trim(), city.trim()]
  const match = /^(\d{5})\s+(.+)$/.exec(cityPart ?? '')
  if (!streetPart || !match) return null
  return {
    streetAddress: streetPart,
    postalCode: match[1],
    addressLocality: match[2],
    ...(region ? { addressRegion: region } : {}),
  }
}

function splitLine(line: string): [string, string | undefined] {
  const comma = line.lastIndexOf(',')
  return comma < 0 ? [line.trim(), undefined] : [line.slice(0, comma).trim(), line.slice(comma + 1).trim()]
}
