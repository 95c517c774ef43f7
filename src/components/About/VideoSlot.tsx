import { ServerImage } from '@/components/ServerImage/ServerImage'
import { VideoFacade } from './VideoFacade'
import styles from './VideoSlot.module.css'

type Props = {
  label: string
  videoId: string | null
  poster: string | null
  posterAlt: string
  texts: { title: string; play: string; note: string; noteLoaded: string; unavailable: string }
}

/** The company film on the values page (spec §2 Values, anchor `#video`), behind its click-to-load facade. */
export function VideoSlot({ label, videoId, poster, posterAlt, texts }: Props) {
  const posterImage = poster && (
    <ServerImage
      src={poster}
      alt={posterAlt}
      fill
      sizes="(max-width: 1132px) 100vw, 1100px"
      className={styles.poster}
    />
  )
  return (
    <figure id="video" className={styles.video} aria-label={label} data-testid="video-slot">
      {videoId ? (
        <VideoFacade
          videoId={videoId}
          title={texts.title}
          playLabel={texts.play}
          note={texts.note}
          noteLoaded={texts.noteLoaded}
        >
          {posterImage}
        </VideoFacade>
      ) : (
        <>
          <div className={styles.frame}>{posterImage}</div>
          <figcaption className={styles.note}>{texts.unavailable}</figcaption>
        </>
      )}
    </figure>
  )
}
