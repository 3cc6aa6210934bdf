import type { RouteName } from '../lib/routes'

// The module of each route's screen (below src/), as data: the router loads it when the route is first
// visited (router.tsx) and the build preloads it for the address the page opens at (build/route-preload.ts).
// Each is its own chunk. Plain data, with no runtime import, so that the build can import it.
export const SCREENS = {
  home: 'features/home/routes/home.tsx',
  'event-locator': 'features/events/routes/event-locator.tsx',
  profile: 'features/organizer/routes/profile.tsx',
  'event-new': 'features/organizer/routes/event-new.tsx',
  'event-preview': 'features/events/routes/event-preview.tsx',
  'event-edit': 'features/organizer/routes/event-edit.tsx',
  'event-user': 'features/events/routes/event-user.tsx',
  'organizer-dashboard': 'features/organizer/routes/organizer-dashboard.tsx',
  'event-registrants': 'features/organizer/routes/event-registrants.tsx',
  'event-day': 'features/event-day/routes/event-day-console.tsx',
  'organizer-request': 'features/organizer-request/routes/organizer-request.tsx',
  'mail-preferences': 'features/mail-preferences/routes/mail-preferences.tsx',
  admin: 'features/admin/routes/admin.tsx',
  'term-of-use': 'features/static-pages/routes/static-page.tsx',
  'legal-notice': 'features/static-pages/routes/static-page.tsx',
  'user-gts': 'features/static-pages/routes/static-page.tsx',
  'organizer-gts': 'features/static-pages/routes/static-page.tsx',
  'privacy-policy': 'features/static-pages/routes/static-page.tsx',
  'cookie-preferences': 'features/cookies/routes/cookie-preferences.tsx',
  'how-to-create-an-event': 'features/static-pages/routes/static-page.tsx',
  'event-list': 'features/events/routes/event-list.tsx',
  'event-show': 'features/events/routes/event-show.tsx',
  'store-show': 'features/stores/routes/store-show.tsx',
  'event-live': 'features/live/routes/event-live.tsx',
  'event-screen': 'features/live/routes/event-screen.tsx',
  'loyalty-club': 'features/loyalty/routes/loyalty-club.tsx',
  'newsletter-confirm': 'features/newsletter/routes/newsletter-confirm.tsx',
  'newsletter-unsubscribe': 'features/newsletter/routes/newsletter-unsubscribe.tsx',
  'mail-unsubscribe': 'features/mail-preferences/routes/mail-unsubscribe.tsx',
  'critical-error': 'app/critical-error-route.tsx',
} as const satisfies Record<RouteName, `${string}.tsx`>
