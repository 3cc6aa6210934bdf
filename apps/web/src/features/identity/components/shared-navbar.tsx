import { LOYALTY_LOCALES } from '@questboard/domain/constants'
import { useEffect, useRef, useState } from 'react'
import { useLocale } from '../../../i18n/use-locale'
import { localizedPath, type PageName } from '../../../lib/routes'
import { loadRuntimeConfig } from '../../../lib/runtime-config'
import { usePageName } from '../../../lib/use-page-name'
import { useIdentity } from '../use-identity'
import styles from './identity.module.css'

/** How long the account service's navbar script may take before the page goes on without it. */
export const NAVBAR_TIMEOUT_MS = 5000
const ELEMENT = 'questboard-navbar'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      [ELEMENT]: React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        locale?: string
        nickname?: string
        picture?: string
        roles?: string
        active?: string
        apps?: string
        'web-url'?: string
        'signin-href'?: string
        'signout-href'?: string
        layout?: 'bar' | 'menu'
      }
    }
  }
}

let loading: Promise<void> | undefined

/** Loads `${account}/navbar.js` once; resolves when the element is defined, rejects on failure or timeout. */
function loadNavbarScript(): Promise<void> {
  loading ??= loadRuntimeConfig().then(
    (config) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('navbar.js timed out')), NAVBAR_TIMEOUT_MS)
        const script = document.createElement('script')
        script.src = `${config.accountUrl}/navbar.js`
        script.async = true
        script.onerror = () => reject(new Error('navbar.js did not load'))
        document.head.append(script)
        customElements.whenDefined(ELEMENT).then(() => {
          clearTimeout(timer)
          resolve()
        })
      }),
  )
  return loading
}

const ACTIVE_APP: Partial<Record<PageName, string>> = {
  'loyalty-club': 'loyalty',
  profile: 'store',
  'event-new': 'store',
  'event-preview': 'store',
  'event-edit': 'store',
}

/**
 * The publisher's shared navigation bar (spec §7: its script, its four applications), inside the header as a
 * menu of the applications (decision 034): the header already shows the brand and the account, so the page
 * has one bar. The page owns the identity and hands it over in attributes; the bar's sign-in and sign-out go
 * through this app. The element is in the page from the start, holding its button's size, so nothing moves
 * when the script defines it; if the script fails or is slow, it goes and the header does without.
 */
export function SharedNavbar() {
  const [failed, setFailed] = useState(false)
  const element = useRef<HTMLElement>(null)
  const locale = useLocale()
  const page = usePageName()
  const { user, signIn, signOut } = useIdentity()
  const apps = LOYALTY_LOCALES.includes(locale) ? 'events loyalty store account' : 'events store account'
  // A menu of one application (an anonymous visitor where the club is closed: Events, this page) is no menu.
  const useful = Boolean(user) || LOYALTY_LOCALES.includes(locale)

  useEffect(() => {
    let current = true
    loadNavbarScript().catch((error: unknown) => {
      console.warn('The shared navigation bar is unavailable', error)
      if (current) setFailed(true)
    })
    return () => {
      current = false
    }
  }, [])

  // The bar's clicks go through this app's sign-in (its events reach the element once the script runs).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element comes and goes with `useful`
  useEffect(() => {
    const bar = element.current
    if (!bar) return
    const onSignIn = (event: Event) => {
      event.preventDefault()
      void signIn()
    }
    const onSignOut = (event: Event) => {
      event.preventDefault()
      void signOut()
    }
    bar.addEventListener('questboard-signin', onSignIn)
    bar.addEventListener('questboard-signout', onSignOut)
    return () => {
      bar.removeEventListener('questboard-signin', onSignIn)
      bar.removeEventListener('questboard-signout', onSignOut)
    }
  }, [signIn, signOut, useful])

  if (failed || !useful) return null
  const home = `${window.location.origin}${localizedPath(locale, { name: 'home' })}`
  return (
    <questboard-navbar
      ref={element}
      className={styles.navbar}
      layout="menu"
      locale={locale}
      web-url={window.location.origin}
      active={(page && ACTIVE_APP[page]) ?? 'events'}
      apps={apps}
      nickname={user?.nickname}
      picture={user?.picture ?? undefined}
      roles={user?.roles.join(' ')}
      signin-href={home}
      signout-href={home}
    />
  )
}
