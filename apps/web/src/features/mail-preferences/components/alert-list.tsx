import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { gameName } from '../../../lib/game-name'
import { useGames } from '../../../lib/reference-data'
import { Alert as Notice } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { type Alert, useAlerts, useDeleteAlert } from '../api/mail-preferences'
import { AlertForm } from './alert-form'
import styles from './mail-preferences.module.css'

/** The player's alerts: what each looks for and how often, to change or delete; new ones come from the list. */
export function AlertList() {
  const { t } = useTranslation()
  const titleId = useId()
  const alerts = useAlerts()
  const remove = useDeleteAlert()
  const [editing, setEditing] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('mailPreferences.alertsTitle')}</h2>
      {alerts.isPending ? (
        <p role="status" aria-busy="true">
          {t('mailPreferences.loading')}
        </p>
      ) : alerts.isError ? (
        <Notice status="danger">
          <p>{t('mailPreferences.loadFailed')}</p>
        </Notice>
      ) : alerts.data.length === 0 ? (
        <p>
          {t('mailPreferences.noAlerts')}{' '}
          <RouteLink name="event-list">{t('mailPreferences.searchEvents')}</RouteLink>
        </p>
      ) : (
        <ul className={styles.items}>
          {alerts.data.map((alert) =>
            editing === alert.id ? (
              <li key={alert.id} className={styles.editing}>
                <AlertForm
                  alert={alert}
                  id={alert.id}
                  onSaved={(saved) => {
                    setEditing(null)
                    setOutcome(t('mailPreferences.saved', { alert: saved.label }))
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={alert.id} className={styles.item}>
                <AlertSummary alert={alert} />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-label={t('mailPreferences.editAlert', { alert: alert.label })}
                    onClick={() => {
                      setOutcome(null)
                      setEditing(alert.id)
                    }}
                  >
                    {t('mailPreferences.edit')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-label={t('mailPreferences.deleteAlert', { alert: alert.label })}
                    disabled={remove.isPending && remove.variables?.id === alert.id}
                    onClick={() =>
                      remove.mutate(alert, {
                        onSuccess: () => setOutcome(t('mailPreferences.deleted', { alert: alert.label })),
                      })
                    }
                  >
                    {t('mailPreferences.delete')}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <p role="status" className={styles.hint}>
        {outcome}
      </p>
      {remove.isError && (
        <Notice status="danger" onClose={() => remove.reset()}>
          <p>{t('mailPreferences.deleteFailed')}</p>
        </Notice>
      )}
    </section>
  )
}

/** What an alert looks for, in words: the place and radius, the game, the kind and type, how often. */
function AlertSummary({ alert }: { alert: Alert }) {
  const { t } = useTranslation()
  const games = useGames().data ?? []
  const game = games.find((candidate) => candidate.id === alert.game)
  const details = [
    alert.game === null ? t('mailPreferences.allGames') : gameName(t, alert.game, game?.name ?? ''),
    alert.event_type === null ? t('mailPreferences.allKinds') : t(`filters.kinds.${alert.event_type}`),
    alert.event_subtype === null
      ? t('mailPreferences.allSubtypes')
      : t(`eventSubtype.${alert.event_subtype}`),
    t(`mailPreferences.${alert.frequency}`),
  ]
  return (
    <div>
      <p className={styles.itemName}>{alert.label}</p>
      <p className={styles.hint}>
        {t('mailPreferences.around', { radius: alert.radius, place: alert.label })} · {details.join(' · ')}
      </p>
    </div>
  )
}
