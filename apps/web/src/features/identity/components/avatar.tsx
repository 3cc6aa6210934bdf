import styles from './identity.module.css'

/** The user's picture, or the first letter of the nickname on a coloured disc. Decorative: the name is beside it. */
export function Avatar({ nickname, picture }: { nickname: string; picture: string | null }) {
  if (picture) return <img className={styles.avatar} src={picture} alt="" width={32} height={32} />
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {nickname.charAt(0).toUpperCase() || '?'}
    </span>
  )
}
