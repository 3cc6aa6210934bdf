import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from './button'
import styles from './share-button.module.css'

type Outcome = 'copied' | 'manual' | null

/**
 * "Share" (issue 13 §8): the device's own share sheet where the browser has one (Web Share API: phones, some
 * desktops); elsewhere the link is copied to the clipboard, and shown to copy by hand if even that is refused.
 * The outcome is said in a status line, so a screen reader hears it.
 */
export function ShareButton({ url, title, text }: { url: string; title: string; text?: string }) {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const linkId = useId()
  const field = useRef<HTMLInputElement>(null)

  const share = async () => {
    const data = { title, text, url }
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data)
        setOutcome(null)
        return
      } catch (error) {
        // Closing the sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setOutcome('copied')
    } catch {
      setOutcome('manual')
      requestAnimationFrame(() => field.current?.select())
    }
  }

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={`${buttonClass('secondary')} ${styles.button}`}
        onClick={() => void share()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M18 8a3 3 0 1 0-2.83-4M18 8a3 3 0 0 1-2.83-2M18 8l-9.2 4.6M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 0 9.2 4.6M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t('share.button')}
      </button>
      <p role="status" className={styles.status}>
        {outcome === 'copied' && t('share.copied')}
      </p>
      {outcome === 'manual' && (
        <div className={styles.manual}>
          <label htmlFor={linkId}>{t('share.copyByHand')}</label>
          <input
            id={linkId}
            ref={field}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </div>
  )
}
