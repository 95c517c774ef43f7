import type { SeedCertificate } from '../types'

/**
 * The certificate pictures (`certificate-<n>.webp`, in this order; /ueber-uns/zertifikate shows the first and
 * the third). The title is drawn into the picture: where it differs in English, the seed makes an English
 * picture too (`certificate-<n>.en.webp`), which English pages show.
 */
export const certificates: SeedCertificate[] = [
  {
    title: { de: 'ISO 9001', en: 'ISO 9001' },
    alt: { de: 'Zertifikat nach ISO 9001', en: 'ISO 9001 certificate' },
  },
  {
    title: { de: 'Gründerpreis 2024', en: "Founders' Award 2024" },
    alt: { de: 'Urkunde des Gründerpreises 2024', en: "Founders' Award 2024 certificate" },
  },
  {
    title: { de: 'Zertifikat Funkservice', en: 'Radio Service Certificate' },
    alt: { de: 'Zertifikat Funkservice', en: 'Radio service certificate' },
  },
]
