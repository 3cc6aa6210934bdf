import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { rateLimitText } from '../../../lib/rate-limit'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { TaggedText } from '../../../ui/tagged-text'
import { subscriptionOutcome, useSubscribeToNewsletter } from '../api/newsletter'
import styles from './newsletter.module.css'

/**
 * The newsletter sign-up (spec §1, §8): an address, a note on what it is used for, and the outcome as an
 * alert: a mail to confirm (double opt-in), the "already registered" warning, or the error.
 */
export function NewsletterSignup({ variant }: { variant: 'section' | 'footer' }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const subscribe = useSubscribeToNewsletter()
  const outcome = subscribe.isSuccess
    ? 'pending'
    : subscribe.isError
      ? subscriptionOutcome(subscribe.error)
      : null
  const emailError = invalid || outcome === 'invalid-email'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    // The domain's validators (with the URL and IP rules of the forms) load on the first submit, not with
    // every page: this form is in the footer.
    const { isEmail } = await import('@questboard/domain/validators')
    if (!isEmail(address)) {
      setInvalid(true)
      subscribe.reset()
      return
    }
    setInvalid(false)
    subscribe.mutate({ email: address, locale })
  }

  // A region of its own on the home page; in the footer (a landmark already) a plain block, so a page with
  // both has no two regions of one name (axe landmark-unique).
  const Container = variant === 'section' ? 'section' : 'div'
  return (
    <Container
      className={`${styles.signup} ${styles[variant]}`}
      aria-labelledby={variant === 'section' ? `${id}-title` : undefined}
    >
      {/* h2 in the footer too, like its other headings: after a page whose last heading is its h1 (the event
          form), an h3 would skip a level (axe heading-order). */}
      <h2 id={`${id}-title`} className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <p className={styles.text}>{t('newsletter.text')}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={subscribe.isPending}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t('newsletter.emailLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-required
            aria-invalid={emailError || undefined}
            aria-describedby={`${emailError ? `${id}-error ` : ''}${id}-consent`}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className={buttonClass('primary')} disabled={subscribe.isPending}>
            {subscribe.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
          </button>
        </div>
        {emailError && (
          <p id={`${id}-error`} className={styles.error}>
            {t('validation.requiredEmail')}
          </p>
        )}
        <p id={`${id}-consent`} className={styles.consent}>
          <TaggedText
            text={t('newsletter.consent')}
            tags={{ privacy: (text) => <RouteLink name="privacy-policy">{text}</RouteLink> }}
          />
        </p>
      </form>
      <div aria-live="polite">
        {outcome === 'pending' && <Alert status="success">{t('newsletter.pending')}</Alert>}
        {outcome === 'already-registered' && (
          <Alert status="warning">{t('messages.newsletterAlreadyRegistered')}</Alert>
        )}
        {outcome === 'rate-limited' && <Alert status="danger">{rateLimitText(t, subscribe.error)}</Alert>}
        {outcome === 'failed' && <Alert status="danger">{t('messages.newsletterFailed')}</Alert>}
      </div>
    </Container>
  )
}
