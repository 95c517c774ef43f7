import { getImageProps, type ImageProps } from 'next/image'

/**
 * An image with next/image's markup (srcset from the site's loader, sizes, lazy loading, `fill`) rendered on the
 * server only. next/image's own component is a client component: every page with an image loaded its 14 kB
 * script and hydrated each image, for load handlers the site does not use.
 *
 * An eager image (`preload`, the page's hero) sits inside `<picture>`, laid out as if it were not there. For an
 * eager image outside one, React adds a preload hint to the page's RSC payload, and the browser acts on hints as
 * soon as it receives them, also in the payloads that links prefetch: every page fetched the heroes of the
 * pages it links to, at high priority, beside its own largest paint. The hero needs no preload link of its
 * own: it is in the page's HTML, eager, with `fetchPriority="high"`.
 */
export function ServerImage(props: ImageProps) {
  const { props: image } = getImageProps(props)
  // next/image's markup, loader and all (the rule asks for that); alt is named for the linter.
  // eslint-disable-next-line @next/next/no-img-element
  const img = <img {...image} alt={props.alt} />
  return image.loading === 'lazy' ? img : <picture style={{ display: 'contents' }}>{img}</picture>
}
