import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { intlLocale } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import { useLoyaltyBalances } from '../api/get-loyalty-balances'
import { coinsByExpiryDay } from '../coins-expiry'
import styles from './loyalty.module.css'

/** The member's XP and coins, and when those coins expire. */
export function MemberBalances({ userId }: { userId: string | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const balances = useLoyaltyBalances(userId)
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' })
  const numbers = new Intl.NumberFormat(locale)

  return (
    <section
      className={styles.panel}
      aria-labelledby="loyalty-balance"
      aria-busy={userId !== null && balances.isPending}
    >
      <h2 id="loyalty-balance">{t('loyalty.balance.title')}</h2>
      <p className={styles.badge}>{t('loyalty.join.member')}</p>
      {balances.isError || userId === null ? (
        <div className={styles.state} role="alert">
          <p>{t('loyalty.balance.error')}</p>
          {userId !== null && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => void balances.refetch()}
            >
              {t('loyalty.retry')}
            </button>
          )}
        </div>
      ) : balances.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <>
          <dl className={styles.balances}>
            <div className={styles.balance}>
              <dt>{t('loyalty.balance.xp')}</dt>
              <dd>{numbers.format(balances.data.XP)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>{t('loyalty.balance.coins')}</dt>
              <dd>{numbers.format(balances.data.Coins)}</dd>
            </div>
          </dl>
          {balances.data.coins_expiring.length === 0 ? (
            <p className={styles.muted}>{t('loyalty.balance.noCoins')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{t('loyalty.balance.expiringTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('loyalty.balance.expiringDate')}</th>
                    <th scope="col" className={styles.number}>
                      {t('loyalty.balance.coins')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {coinsByExpiryDay(balances.data.coins_expiring, (instant) => dates.format(instant)).map(
                    (day) => (
                      <tr key={day.expiresAt}>
                        <td>
                          <time dateTime={day.expiresAt}>{dates.format(new Date(day.expiresAt))}</time>
                        </td>
                        <td className={styles.number}>{numbers.format(day.amount)}</td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
