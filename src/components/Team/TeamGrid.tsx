import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { TeamMember } from '@/data/people'
import { STAGGER } from '@/lib/constants'
import { staggerStyle } from '@/lib/stagger'
import styles from './TeamGrid.module.css'

/** Team member cards: name and position over the member's photo (spec §2 home and team page). */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className={styles.grid} data-testid="team-grid">
      {members.map((member, index) => (
        <li
          key={member.id}
          className={`${styles.card} stagger-item`}
          style={staggerStyle(index, STAGGER.listStepS)}
          data-testid="team-card"
        >
          {member.image && (
            <ServerImage
              src={member.image}
              alt=""
              fill
              sizes="(max-width: 900px) 100vw, 360px"
              className={styles.image}
            />
          )}
          <div className={styles.caption}>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.position}>{member.position}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
