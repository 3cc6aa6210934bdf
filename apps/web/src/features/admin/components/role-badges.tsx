import { useTranslation } from 'react-i18next'
import styles from './admin.module.css'

/** The roles an account holds, in words: player always, then organizer and administrator. */
export function RoleBadges({ roles }: { roles: readonly ('user' | 'organizer' | 'admin')[] }) {
  const { t } = useTranslation()
  return (
    <ul className={styles.badges}>
      {roles.map((role) => (
        <li key={role} className={styles.badge}>
          {t(`admin.users.role.${role}`)}
        </li>
      ))}
    </ul>
  )
}
