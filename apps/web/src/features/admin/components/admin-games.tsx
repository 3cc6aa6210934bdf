import { toFieldErrors } from '@questboard/domain/error-body'
import type { MessageParams } from '@questboard/domain/messages'
import { PICTURE_MAX_BYTES, pictureFileField } from '@questboard/domain/picture.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverFieldErrors } from '../../../lib/form-errors'
import { gameName } from '../../../lib/game-name'
import { eventKeys, gameKeys } from '../../../lib/query-keys'
import { type Game, useGames } from '../../../lib/reference-data'
import { failureDetail } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Field } from '../../../ui/form-field'
import { PictureFrame } from '../../../ui/picture'
import { removeGameArt, setGameArt } from '../api/admin'
import styles from './admin.module.css'

type Outcome = { status: 'success' | 'danger'; message: string; detail?: string }

/** A game's art shows this wide here: a card's width. */
const ART_SIZES = '16rem'
const fileRule = pictureFileField()

/**
 * The games' art (issue 13 §7): the publisher's picture of each game, shown on every event of the game that has
 * no cover of its own. One form per game: choose a file and save it, or remove the art.
 */
export function AdminGames() {
  const { t } = useTranslation()
  const games = useGames()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  return (
    <section className={styles.panel} aria-labelledby="admin-games-title" aria-busy={games.isFetching}>
      <h2 id="admin-games-title" className="visually-hidden">
        {t('admin.gamesTab')}
      </h2>
      <p>{t('admin.games.lead')}</p>
      {outcome && (
        <Alert status={outcome.status} onClose={() => setOutcome(null)}>
          <p>{outcome.message}</p>
          {outcome.detail && <p>{outcome.detail}</p>}
        </Alert>
      )}
      {games.isPending ? (
        <p role="status">{t('admin.loading')}</p>
      ) : games.isError ? (
        <div role="alert">
          <p>{t('admin.loadFailed')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void games.refetch()}>
            {t('admin.retry')}
          </button>
        </div>
      ) : (
        <ul className={styles.games}>
          {games.data.map((game) => (
            <li key={game.id}>
              <GameArtForm game={game} onOutcome={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function GameArtForm({ game, onOutcome }: { game: Game; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<{ message: string; params?: MessageParams } | null>(null)
  const name = gameName(t, game.id, game.name)
  const field = `art-${game.id}`

  const change = useMutation({
    mutationFn: (file: File | null) => (file ? setGameArt(game.id, file) : removeGameArt(game.id)),
    onSuccess: (_, file) => {
      if (input.current) input.current.value = ''
      setError(null)
      onOutcome({
        status: 'success',
        message: t(file ? 'admin.games.saved' : 'admin.games.removed', { game: name }),
      })
    },
    onError: (failure) => {
      const [fieldError] = serverFieldErrors((failure as { body?: unknown }).body)
      if (fieldError?.path === 'art' && fieldError.error.message) {
        setError({ message: fieldError.error.message, params: fieldError.error.params })
      }
      onOutcome({
        status: 'danger',
        message: t('admin.games.failed', { game: name }),
        detail: failureDetail(failure, t),
      })
    },
    // Every list shows the game's art: the games are read again, and the events with them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const file = input.current?.files?.[0]
    const checked = fileRule.safeParse(file ?? null)
    if (!file || !checked.success) {
      const found = checked.success ? undefined : Object.values(toFieldErrors(checked.error))[0]
      setError(found ? { message: found.key, params: found.params } : { message: 'validation.required' })
      input.current?.focus()
      return
    }
    setError(null)
    change.mutate(file)
  }

  return (
    <form className={styles.game} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h3 id={titleId} className={styles.gameTitle}>
        {name}
      </h3>
      {/* Without artwork, the frame shows what its events show: the placeholder. */}
      <PictureFrame
        picture={game.art}
        sizes={ART_SIZES}
        alt={t('admin.games.artAlt', { game: name })}
        className={styles.gameArt}
      />
      {!game.art && <p className={styles.muted}>{t('admin.games.none')}</p>}
      <Field
        name={field}
        label={t('admin.games.choose', { game: name })}
        hint={t('pictureField.hint', { size: PICTURE_MAX_BYTES / 1_000_000 })}
        error={error}
      >
        {(aria) => (
          <input
            {...aria}
            ref={input}
            name="art"
            type="file"
            accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
          />
        )}
      </Field>
      <div className={styles.gameActions}>
        <button type="submit" className={buttonClass('primary')} disabled={change.isPending}>
          {t('admin.games.save')}
        </button>
        {game.art && (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            {t('admin.games.remove')}
          </button>
        )}
      </div>
    </form>
  )
}
