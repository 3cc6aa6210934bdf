import { type CookieConsentStore, cookieConsentStore, whenCookieConsentGranted } from '../cookies'

/** What the tag manager needs of the page; the browser's own objects outside tests. */
export interface TagManagerHost {
  window: { dataLayer?: unknown[]; location: { reload(): void } }
  document: Pick<Document, 'createElement' | 'head'>
}

interface TagManagerOptions {
  /** The container script's URL from the runtime config; empty means this deployment has no tag manager. */
  containerUrl: () => Promise<string>
  store?: CookieConsentStore
  host?: TagManagerHost
}

/**
 * Loads the tag manager once the visitor grants the analytics category, never before: no request at all
 * until then. The §4 signals reach it through `window.dataLayer`, which `emitSignal` fills only once the
 * array exists, so signals from before the consent are not sent (decision 015). Withdrawing the consent
 * reloads the page, the only way to unload a script that already ran. Answers the function that stops it.
 */
export function startTagManager({
  containerUrl,
  store = cookieConsentStore,
  host = { window, document },
}: TagManagerOptions): () => void {
  let loaded = false
  let stopWatching = () => {}
  const stopWaiting = whenCookieConsentGranted(
    'analytics',
    () => {
      void containerUrl().then(
        (url) => {
          if (!url || loaded || !store.isGranted('analytics')) return
          loaded = true
          loadContainer(url, host)
          stopWatching = store.subscribe(() => {
            if (!store.isGranted('analytics')) host.window.location.reload()
          })
        },
        // Without the runtime config there is no container to load; the app works on without it.
        () => {},
      )
    },
    store,
  )
  return () => {
    stopWaiting()
    stopWatching()
  }
}

function loadContainer(url: string, { window, document }: TagManagerHost): void {
  window.dataLayer ??= []
  // The start event Google Tag Manager's container waits for; other tag managers ignore it.
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = url
  script.dataset.tagManager = ''
  document.head.append(script)
}
