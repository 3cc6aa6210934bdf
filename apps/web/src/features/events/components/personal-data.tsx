import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { useIdentity } from '../../identity'
import { useDeleteAccount, useDownloadPersonalData } from '../api/personal-data'
import styles from './personal-data.module.css'

/** "Your personal data": download it as JSON, or delete the account after a confirmation. */
export function PersonalData() {
  const { t } = useTranslation()
  const { user } = useIdentity()
  const download = useDownloadPersonalData()
  const remove = useDeleteAccount()
  const [confirming, setConfirming] = useState(false)
  const section = useRef<HTMLElement>(null)
  if (!user) return null

  return (
    <section
      ref={section}
      className={styles.personalData}
      aria-labelledby="personal-data-title"
      tabIndex={-1}
    >
      <h2 id="personal-data-title">{t('personalData.title')}</h2>
      <p>{t('personalData.intro')}</p>
      <div className={styles.personalDataActions}>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate(user.accessToken)}
        >
          {download.isPending ? t('personalData.downloading') : t('personalData.download')}
        </button>
        <button
          type="button"
          className={`${buttonClass('secondary')} ${styles.dangerButton}`}
          onClick={() => setConfirming(true)}
        >
          {t('personalData.delete')}
        </button>
      </div>
      {download.isError && <Alert status="danger">{t('personalData.downloadFailed')}</Alert>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        returnFocusRef={section}
        title={t('personalData.confirmTitle')}
      >
        <p>{t('personalData.confirmText')}</p>
        {remove.isError && <Alert status="danger">{t('personalData.deleteFailed')}</Alert>}
        <div className={styles.personalDataActions}>
          <button
            type="button"
            className={`${buttonClass('secondary')} ${styles.dangerButton}`}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => remove.mutate(user.accessToken)}
          >
            {remove.isPending ? t('personalData.deleting') : t('personalData.confirmDelete')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
            {t('personalData.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  )
}
