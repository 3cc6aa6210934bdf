import { useNavigation } from 'react-router'
import styles from './layout.module.css'

/** A thin bar at the top while the next page (or its code) loads. */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className={styles.progress} aria-hidden="true" />
}
