import styles from './layout.module.css'

/** What shows while the first catalog and page load: the header band, so the page does not flash. */
export function BootScreen() {
  return <div className={styles.boot} aria-busy="true" />
}
