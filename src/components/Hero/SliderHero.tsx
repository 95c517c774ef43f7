import { getTranslations } from 'next-intl/server'
import { HERO_OVERLAY_DEFAULT } from '@/lib/constants'
import { ServerImage } from '@/components/ServerImage/ServerImage'
import { HeroSlider, type Slide } from './HeroSlider'
import { Wave } from './Wave'
import styles from './Hero.module.css'

type Props = {
  /** Shown on slides without a headline of their own (the first slide's is the page's h1). */
  headline: string
  slides: Slide[]
  overlay?: string
  wave?: 'yellow' | 'gray' | 'green'
}

/** The hero banner in its people-slider mode (spec §2 home), ending in the wave divider. */
export async function SliderHero({
  headline,
  slides,
  overlay = HERO_OVERLAY_DEFAULT,
  wave = 'yellow',
}: Props) {
  const t = await getTranslations('a11y')
  return (
    <section className={`${styles.hero} ${styles.slider}`} aria-label={t('slider.region')}>
      <HeroSlider
        slides={slides.map(({ image, imagealt, ...slide }, index) => ({
          ...slide,
          picture: image && (
            <ServerImage
              src={image}
              alt={imagealt}
              fill
              preload={index === 0}
              fetchPriority={index === 0 ? 'high' : 'low'}
              sizes="(max-width: 1600px) 100vw, 1600px"
              className={styles.image}
            />
          ),
        }))}
        defaultHeadline={headline}
        overlay={overlay}
        labels={{
          slides: slides.map((_, index) => t('slider.slide', { number: index + 1, total: slides.length })),
          previous: t('slider.previous'),
          next: t('slider.next'),
          pause: t('slider.pause'),
          play: t('slider.play'),
        }}
      />
      <Wave colour={wave} />
    </section>
  )
}
