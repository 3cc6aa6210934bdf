import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { CheckboxField, formClasses } from '../../../ui/form-field'
import { useDailyDigest } from '../api/mail-preferences'
import styles from './mail-preferences.module.css'

/** The daily digests of the followed stores, on or off: saved as soon as it is changed. */
export function DigestSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation()
  const titleId = useId()
  const digest = useDailyDigest()
  const [changed, setChanged] = useState(false)
  const checked = digest.isPending ? (digest.variables ?? on) : on
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('mailPreferences.digestTitle')}</h2>
      <CheckboxField name="daily_digest" label={t('mailPreferences.digestLabel')}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            className={formClasses.checkboxInput}
            checked={checked}
            onChange={(event) => {
              setChanged(true)
              digest.mutate(event.target.checked)
            }}
          />
        )}
      </CheckboxField>
      <p role="status" className={styles.hint}>
        {changed && digest.isSuccess && t(on ? 'mailPreferences.digestOn' : 'mailPreferences.digestOff')}
      </p>
      {digest.isError && (
        <Alert status="danger" onClose={() => digest.reset()}>
          <p>{t('mailPreferences.saveFailed')}</p>
        </Alert>
      )}
    </section>
  )
}
