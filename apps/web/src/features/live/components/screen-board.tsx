import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { pairingsByName } from '../lib/pairings-by-name'
import { useAutoScroll } from '../lib/use-auto-scroll'
import styles from './screen.module.css'

/** The big screen's two lists, side by side on a TV (stacked on a narrow screen), each scrolling on its own. */
export function ScreenBoard({
  round,
  standings,
}: {
  round: EventDayRound | undefined
  standings: Standing[] | undefined
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const lines = round ? pairingsByName(round, locale) : []
  const name = (nickname: string | null) => nickname ?? t('live.unnamed')
  return (
    <div className={styles.board}>
      <ScrollingPanel titleId="screen-pairings" title={t('live.screen.pairings')}>
        {lines.length === 0 ? (
          <p className={styles.empty}>{t('live.waiting')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('live.screen.player')}</th>
                <th scope="col" className={styles.number}>
                  {t('live.screen.table')}
                </th>
                <th scope="col">{t('live.screen.opponent')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.player.id}>
                  <th scope="row">{name(line.player.nickname)}</th>
                  <td className={styles.number}>{line.table}</td>
                  <td>{line.opponent ? name(line.opponent.nickname) : t('live.screen.bye')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ScrollingPanel>
      <ScrollingPanel titleId="screen-standings" title={t('live.screen.standings')}>
        {!standings || standings.length === 0 ? (
          <p className={styles.empty}>{t('live.screen.noStandings')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.number}>
                  {t('live.screen.rank')}
                </th>
                <th scope="col">{t('live.screen.player')}</th>
                <th scope="col" className={styles.number}>
                  {t('live.screen.points')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('live.player.wld')}
                </th>
              </tr>
            </thead>
            <tbody>
              {standings.map((row) => (
                <tr key={row.player.id} data-dropped={row.dropped || undefined}>
                  <td className={styles.number}>{row.rank}</td>
                  <th scope="row">
                    {name(row.player.nickname)}
                    {row.dropped && <span className={styles.dropped}> {t('live.screen.dropped')}</span>}
                  </th>
                  <td className={styles.number}>{row.points}</td>
                  <td className={styles.number}>{`${row.wins}–${row.losses}–${row.draws}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ScrollingPanel>
    </div>
  )
}

/** A titled list that scrolls itself (reduced motion: turns pages); the keyboard can scroll it too. */
function ScrollingPanel({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: string
  children: React.ReactNode
}) {
  const box = useRef<HTMLElement>(null)
  useAutoScroll(box)
  return (
    <div className={styles.panel}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach */}
      <section ref={box} className={styles.scroller} tabIndex={0} aria-labelledby={titleId}>
        {children}
      </section>
    </div>
  )
}
