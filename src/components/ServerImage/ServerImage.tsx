import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * An image with next/image's markup (srcset from the site's loader, sizes, lazy loading, `fill`) rendered on the
 * server only. next/image's own component is a client component: every page with an image loaded its 14 kB
 * script and hydrated each image, for load handlers the site does not use. `preload` adds the same preload
 * hint in the page's head that next/image adds.
 */
export function ServerImage(props: ImageProps) {
  const { props: image } = getImageProps(props)
  if (props.preload) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  // This is next/image's markup, loader and all (the rule asks for that); alt is named for the linter.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...image} alt={props.alt} />
}
