import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { intlLocale } from '../../../lib/format'
import { TableScroller } from '../../../ui/table-scroller'
import type { ConsoleState } from '../lib/console-state'
import styles from './event-day.module.css'

/**
 * The standings after the confirmed results (issue 14 §4), computed on this device by the same engine as the
 * server: match points (3 a win, 1 a draw), then OMW %, GW %, OGW %, each floored at 33 %. With a cut, the latest
 * stage ranks its players first.
 */
export function StandingsPanel({ state }: { state: ConsoleState }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 })
  const stages = new Set(state.standings.map((row) => row.stage))
  const formatOf = (orderIndex: number) =>
    state.stages.find((stage) => stage.orderIndex === orderIndex)?.format ?? 'SW'

  return (
    <section className={styles.panel} aria-labelledby="standings-title">
      <h2 id="standings-title" className={styles.panelTitle}>
        {t('eventDay.standings.title')}
      </h2>
      {state.standings.length === 0 || !state.current ? (
        <p className={styles.muted}>{t('eventDay.standings.empty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('eventDay.standings.lead')}</p>
          <TableScroller labelledBy="standings-caption">
            <table className={styles.standings}>
              <caption id="standings-caption" className="visually-hidden">
                {t('eventDay.standings.title')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('eventDay.standings.rank')}</th>
                  <th scope="col">{t('eventDay.standings.player')}</th>
                  <th scope="col">{t('eventDay.standings.points')}</th>
                  <th scope="col">{t('eventDay.standings.record')}</th>
                  <th scope="col">
                    <abbr title={t('eventDay.standings.omwLong')}>{t('eventDay.standings.omw')}</abbr>
                  </th>
                  <th scope="col">
                    <abbr title={t('eventDay.standings.gwLong')}>{t('eventDay.standings.gw')}</abbr>
                  </th>
                  <th scope="col">
                    <abbr title={t('eventDay.standings.ogwLong')}>{t('eventDay.standings.ogw')}</abbr>
                  </th>
                  {stages.size > 1 && <th scope="col">{t('eventDay.standings.stage')}</th>}
                </tr>
              </thead>
              <tbody>
                {state.standings.map((row) => (
                  <tr key={row.player.id}>
                    <td>{row.rank}</td>
                    <th scope="row">
                      {row.player.nickname}
                      {row.dropped && (
                        <span className={styles.tag}>{t('eventDay.players.status.dropped')}</span>
                      )}
                    </th>
                    <td>{row.points}</td>
                    <td>
                      {row.wins}–{row.losses}–{row.draws}
                    </td>
                    <td>{percent.format(row.omw / 100)}</td>
                    <td>{percent.format(row.gw / 100)}</td>
                    <td>{percent.format(row.ogw / 100)}</td>
                    {stages.size > 1 && <td>{t(`events.format.${formatOf(row.stage)}`)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </>
      )}
    </section>
  )
}
