import { getTranslations } from 'next-intl/server'
import { HeroVideo } from './HeroVideo'

type Props = { src: string; poster?: string | null; type?: string }

/** The hero's video mode: pass it as <Hero background={…}>. Looping, muted, paused under reduced motion. */
export async function VideoBackground({ src, poster, type = 'video/webm' }: Props) {
  const t = await getTranslations('a11y')
  return (
    <HeroVideo
      src={src}
      type={type}
      poster={poster ?? undefined}
      labels={{ pause: t('video.pause'), play: t('video.play') }}
    />
  )
}
