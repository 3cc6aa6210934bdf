import { ATTENDANCE_XP, POSITION_BONUS_XP, XP_PER_COIN } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import styles from './loyalty.module.css'

/** What the club is, how XP and coins are earned, and what coins are for. */
export function ClubOverview() {
  const { t } = useTranslation()
  const [first, second, third, fourth] = POSITION_BONUS_XP
  return (
    <>
      <section className={styles.panel} aria-labelledby="loyalty-about">
        <h2 id="loyalty-about">{t('loyalty.about.title')}</h2>
        <p>{t('loyalty.about.text')}</p>
      </section>
      <section className={styles.panel} aria-labelledby="loyalty-earn">
        <h2 id="loyalty-earn">{t('loyalty.earn.title')}</h2>
        <ul className={styles.points}>
          <li>{t('loyalty.earn.attend', { xp: ATTENDANCE_XP })}</li>
          <li>{t('loyalty.earn.podium', { first, second, third, fourth })}</li>
          <li>{t('loyalty.earn.coins', { xpPerCoin: XP_PER_COIN })}</li>
          <li>{t('loyalty.earn.xpNeverExpire')}</li>
          <li>{t('loyalty.earn.coinsExpire')}</li>
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="loyalty-coins">
        <h2 id="loyalty-coins">{t('loyalty.coins.title')}</h2>
        <p>{t('loyalty.coins.text')}</p>
      </section>
    </>
  )
}
