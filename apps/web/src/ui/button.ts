import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary'

/** Class names of a button, for `<button>` and for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${styles[variant]}`
}
