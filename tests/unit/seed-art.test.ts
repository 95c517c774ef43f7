import { describe, expect, it } from 'vitest'
import { COUNTS } from '@/lib/constants'
import { certificateSvg, locationsMapSvg, mapPoint } from '@/seed/art'
import { offices, pageImages } from '@/seed/content'
import { GERMANY_OUTLINE } from '@/seed/germanyOutline'
import { officePlaces } from '@/seed/seed'

/** The words a visitor reads in an SVG: the contents of its text elements, entities decoded. */
function visibleText(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)]
    .map(([, inner]) => inner.replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []

/** Ray casting: is [x, y] inside the polygon? */
function inside([x, y]: [number, number], polygon: [number, number][]): boolean {
  let result = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]
    const [xj, yj] = polygon[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result
  }
  return result
}

describe('certificate and award pictures', () => {
  const certificates = pageImages.filter((spec) => spec.motif === 'certificate')
  const texts = certificates.map((spec) => spec.title ?? spec.alt)

  it('have English words in the English picture, none of the German title left over', async () => {
    const translated = texts.filter((text) => text.en !== text.de)
    expect(translated.length).toBeGreaterThanOrEqual(3)
    for (const [index, text] of translated.entries()) {
      const english = words(visibleText(await certificateSvg(text.en, index)))
      expect(english).toEqual(words(text.en))
      const germanOnly = words(text.de).filter((word) => !words(text.en).includes(word))
      expect(germanOnly.length).toBeGreaterThan(0)
      for (const word of germanOnly) expect(english).not.toContain(word)
    }
  })

  it('say Award and Certificate in English where the German picture says Gründerpreis and Zertifikat', async () => {
    const award = texts.find((text) => text.de.includes('Gründerpreis'))!
    const radio = texts.find((text) => text.de.includes('Zertifikat'))!
    const awardSvg = visibleText(await certificateSvg(award.en, 1))
    const radioSvg = visibleText(await certificateSvg(radio.en, 2))
    expect(awardSvg).toMatch(/Award/)
    expect(awardSvg).not.toMatch(/Gründerpreis/)
    expect(radioSvg).toMatch(/Certificate/)
    expect(radioSvg).not.toMatch(/Zertifikat/)
    expect(visibleText(await certificateSvg(award.de, 1))).toMatch(/Gründerpreis/)
  })
})

describe('contact page map', () => {
  const places = officePlaces('de')
  const svg = locationsMapSvg(places)
  const pins = [
    ...svg.matchAll(/<g data-office="([^"]+)" transform="translate\(([-\d.]+) ([-\d.]+)\)">/g),
  ].map(([, name, x, y]) => ({ name, x: Number(x), y: Number(y) }))

  it('has exactly one pin per seeded office, at its projected coordinates', () => {
    const seeded = offices.filter((office) => office.isOffice)
    expect(seeded).toHaveLength(COUNTS.offices)
    expect(pins).toHaveLength(COUNTS.offices)
    for (const office of seeded) {
      const pin = pins.find((p) => p.name === office.name.de)
      expect(pin, office.name.de).toBeDefined()
      const [x, y] = mapPoint(office.lat!, office.lng!)
      expect(pin!.x).toBeCloseTo(x, 0)
      expect(pin!.y).toBeCloseTo(y, 0)
    }
  })

  it('labels every pin with the office name', () => {
    const text = visibleText(svg)
    for (const name of ['Ludwigsburg', 'Barsbüttel', 'Greifswald', 'Unna', 'Pforzheim'])
      expect(text).toContain(name)
  })

  it('places every office inside the outline of Germany, north above south and west left of east', () => {
    const outline = GERMANY_OUTLINE.map(([lng, lat]) => mapPoint(lat, lng))
    for (const pin of pins) expect(inside([pin.x, pin.y], outline), pin.name).toBe(true)
    const at = (name: string) => pins.find((pin) => pin.name === name)!
    expect(at('Greifswald').y).toBeLessThan(at('Unna').y)
    expect(at('Unna').x).toBeLessThan(at('Greifswald').x)
    expect(at('Pforzheim').x).toBeLessThan(at('Ludwigsburg').x)
  })

  it('moves a pin when an office moves and adds one for a new office', () => {
    const moved = places.map((place) => (place.name === 'Unna' ? { ...place, lat: place.lat + 1 } : place))
    expect(locationsMapSvg(moved)).not.toBe(svg)
    const more = [...places, { name: 'Kassel', lat: 51.31, lng: 9.48 }]
    expect(locationsMapSvg(more).match(/data-office=/g)).toHaveLength(COUNTS.offices + 1)
  })

  it('is the same picture every time', () => {
    expect(locationsMapSvg(officePlaces('de'))).toBe(svg)
  })
})
