import { getTranslations } from 'next-intl/server'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { HeroVideo } from './HeroVideo'
import styles from './Hero.module.css'

type Props = { src: string; poster?: string | null; type?: string }

/**
 * The hero's video mode: pass it as <Hero background={…}>. Looping, muted, paused under reduced motion. Its
 * poster is the hero's picture in the sizes the browser picks from (a video's `poster` is one file for every
 * screen: a phone fetched the 1600 px picture, 17 kB where 800 px is 9 kB), fetched first like every hero's, with
 * the video over it once the video plays.
 */
export async function VideoBackground({ src, poster, type = 'video/webm' }: Props) {
  const t = await getTranslations('a11y')
  return (
    <>
      {poster && (
        <ServerImage
          src={poster}
          alt=""
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          className={styles.image}
        />
      )}
      <HeroVideo src={src} type={type} labels={{ pause: t('video.pause'), play: t('video.play') }} />
    </>
  )
}
