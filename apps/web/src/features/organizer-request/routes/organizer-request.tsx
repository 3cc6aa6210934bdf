import { canOrganize } from '@questboard/domain/roles'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useIdentity } from '../../identity'
import { useMyOrganizerRequest } from '../api/organizer-request'
import styles from '../components/organizer-request.module.css'
import { OrganizerRequestForm } from '../components/organizer-request-form'
import { RequestStatus } from '../components/request-status'

/** The request to become an organizer (decision 016): its status, and the form when one may be sent. */
export default function OrganizerRequestRoute() {
  const { t } = useTranslation()
  const { user } = useIdentity()
  const organizer = canOrganize(user)
  const request = useMyOrganizerRequest(!organizer)
  const [sent, setSent] = useState(false)

  return (
    <div className={`container ${styles.page}`}>
      <RouteIntro page="organizer-request" />
      {organizer ? (
        <div className={styles.card}>
          <p>{t('organizerRequest.alreadyOrganizer')}</p>
          <RouteLink name="event-new" className={buttonClass('primary')}>
            {t('organizerRequest.createEvent')}
          </RouteLink>
        </div>
      ) : request.isPending ? (
        <p role="status" aria-busy="true">
          {t('organizerRequest.loading')}
        </p>
      ) : request.isError ? (
        <div role="alert" className={styles.card}>
          <p>{t('organizerRequest.loadFailed')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void request.refetch()}>
            {t('organizerRequest.retry')}
          </button>
        </div>
      ) : (
        <>
          {sent && (
            <Alert status="success" onClose={() => setSent(false)}>
              <p>{t('organizerRequest.sent')}</p>
            </Alert>
          )}
          {request.data && <RequestStatus request={request.data} />}
          {(!request.data || request.data.status === 'rejected') && (
            <OrganizerRequestForm onSent={() => setSent(true)} />
          )}
        </>
      )}
    </div>
  )
}
