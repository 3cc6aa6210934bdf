import { LOGO_MAX_BYTES } from '@questboard/domain/constants'
import { wallClockToUtc } from '@questboard/domain/datetime'
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { formatEventDateTime } from '../../../lib/format'
import { rateLimitText } from '../../../lib/rate-limit'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { useDeckPhoto, useUploadDeckPhoto } from '../api/deck-photo'
import styles from './event-show.module.css'

const ACCEPTED_TYPES = ['image/jpeg', 'image/png']

/** An object URL for a blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!blob) return setUrl(undefined)
    const created = URL.createObjectURL(blob)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [blob])
  return url
}

/**
 * The registered player's deck photo: the current one, and a JPEG or PNG of at most 5 MB to send until the
 * deck deadline. The type and size are checked here too, so a wrong file is refused before it travels.
 */
export function DeckPhotoUpload({
  eventId,
  deadline,
  timeZone,
}: {
  eventId: string
  /** Venue wall clock `YYYY-MM-DDTHH:mm`, or null for none. */
  deadline: string | null
  timeZone: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const current = useDeckPhoto(eventId, true)
  const upload = useUploadDeckPhoto(eventId)
  const [file, setFile] = useState<File>()
  const [problem, setProblem] = useState<'type' | 'size'>()
  const [sent, setSent] = useState(false)
  const currentUrl = useObjectUrl(current.data)
  const previewUrl = useObjectUrl(file)
  const deadlineAt = deadlineInstant(deadline, timeZone)
  const closed = deadlineAt !== undefined && deadlineAt.getTime() <= Date.now()

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    setSent(false)
    upload.reset()
    if (!chosen) return setFile(undefined)
    if (!ACCEPTED_TYPES.includes(chosen.type)) {
      setProblem('type')
      setFile(undefined)
    } else if (chosen.size > LOGO_MAX_BYTES) {
      setProblem('size')
      setFile(undefined)
    } else {
      setProblem(undefined)
      setFile(chosen)
    }
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file) return
    const form = event.currentTarget
    upload.mutate(file, {
      onSuccess: () => {
        setSent(true)
        setFile(undefined)
        form.reset()
      },
    })
  }

  const uploadError =
    rateLimitText(t, upload.error) ??
    (upload.error instanceof ApiError
      ? (upload.error.detail ?? upload.error.message)
      : upload.error
        ? t('eventShow.networkError')
        : undefined)

  return (
    <div className={styles.deck}>
      <p className={styles.muted}>
        {deadlineAt
          ? t('eventShow.deckDeadline', {
              date: formatEventDateTime(deadlineAt.toISOString(), timeZone, locale),
            })
          : t('eventShow.deckIntro')}
      </p>
      <div className={styles.deckPhotos}>
        {currentUrl && (
          <figure className={styles.deckFigure}>
            <img src={currentUrl} alt={t('eventShow.deckCurrentAlt')} />
            <figcaption>{t('eventShow.deckCurrent')}</figcaption>
          </figure>
        )}
        {previewUrl && (
          <figure className={styles.deckFigure}>
            <img src={previewUrl} alt={t('eventShow.deckPreviewAlt')} />
            <figcaption>{t('eventShow.deckPreview')}</figcaption>
          </figure>
        )}
      </div>
      {current.data === null && !previewUrl && <p className={styles.muted}>{t('eventShow.deckNone')}</p>}
      {sent && (
        <Alert status="success" onClose={() => setSent(false)}>
          <p>{t('eventShow.deckSent')}</p>
        </Alert>
      )}
      {uploadError && (
        <Alert status="danger" onClose={() => upload.reset()}>
          <p>{uploadError}</p>
        </Alert>
      )}
      {closed ? (
        <p className={styles.closed}>{t('eventShow.deckClosed')}</p>
      ) : (
        <form className={styles.deckForm} onSubmit={send} aria-busy={upload.isPending}>
          <label htmlFor={id}>{t('eventShow.deckFile')}</label>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png"
            onChange={choose}
            aria-describedby={`${id}-hint ${id}-problem`}
            aria-invalid={problem !== undefined}
          />
          <p id={`${id}-hint`} className={styles.muted}>
            {t('eventShow.deckHint')}
          </p>
          <p id={`${id}-problem`} className={styles.problem} role="alert">
            {problem === 'type' && t('eventShow.deckWrongType')}
            {problem === 'size' && t('eventShow.deckTooBig')}
          </p>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={!file || upload.isPending}
            aria-busy={upload.isPending}
          >
            {upload.isPending ? t('eventShow.deckSending') : t('eventShow.deckSend')}
          </button>
        </form>
      )}
    </div>
  )
}

function deadlineInstant(deadline: string | null, timeZone: string): Date | undefined {
  if (!deadline) return undefined
  try {
    return wallClockToUtc(deadline.slice(0, 16), timeZone)
  } catch {
    return undefined
  }
}
