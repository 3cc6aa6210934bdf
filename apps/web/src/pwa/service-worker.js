// The service worker served at /sw.js (scope /, spec §7). The build (vite-plugin-service-worker.ts) prepends
// `const PRECACHE = [...]` (every file of the build: the app shell) and `const VERSION = '…'` (a hash of them),
// so a new build is a new worker, which the page finds within 5 seconds.
/* global PRECACHE, VERSION */

const CACHE_PREFIX = 'questboard-shell-'
const CACHE = `${CACHE_PREFIX}${VERSION}`
const SHELL = '/index.html'
// Live data and sign-in are never cached: a stale event list or token is worse than an error.
const NEVER_CACHED = ['/api/', '/authenticate/', '/healthz']

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key)
      }
      // Controls the page that installed it, so a first visit already works offline after a reload.
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  // The account service and any other host are left to the network.
  if (url.origin !== self.location.origin) return
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return

  if (request.mode === 'navigate') {
    // Network first: a page is always the newest when online; the cached shell shows when offline.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE })))
    return
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)))
})
