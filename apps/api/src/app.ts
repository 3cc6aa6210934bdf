import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { accountServicePlugin } from './account-service/account-service.plugin.ts'
import { adminEventsRoutes } from './admin/admin-events.routes.ts'
import { adminUsersRoutes } from './admin/admin-users.routes.ts'
import { alertsRoutes } from './alerts/alerts.routes.ts'
import { authenticationRoutes } from './authentication/authentication.routes.ts'
import { calendarRoutes } from './calendar/calendar.routes.ts'
import { clientConfigRoutes } from './client-config/client-config.routes.ts'
import type { AppConfig } from './config.ts'
import { type Clock, databaseClock } from './db/clock.ts'
import { seedReferenceData } from './db/seed-reference-data.ts'
import { seedDemoData } from './demo/seed-demo-data.ts'
import { eventDayRoutes } from './event-day/event-day.routes.ts'
import { timerRoutes } from './event-day/timer.routes.ts'
import { eventSeriesRoutes } from './event-series/event-series.routes.ts'
import { eventCoverRoutes } from './events/event-cover.routes.ts'
import { eventEditingRoutes } from './events/event-editing.routes.ts'
import { eventsReadRoutes } from './events/events.routes.ts'
import { organizerEventsRoutes } from './events/organizer-events.routes.ts'
import { publicListPlugin } from './events/public-list/public-list.plugin.ts'
import { gamesRoutes } from './games/games.routes.ts'
import { healthRoutes } from './health/health.routes.ts'
import { jobsPlugin } from './jobs/jobs.plugin.ts'
import { livePlugin } from './live/live.plugin.ts'
import { liveRoutes } from './live/live.routes.ts'
import { locationsRoutes } from './locations/locations.routes.ts'
import { loyaltyRoutes } from './loyalty/loyalty.routes.ts'
import { mailPreferencesRoutes } from './mail-preferences/mail-preferences.routes.ts'
import { metricsPlugin } from './metrics/metrics.plugin.ts'
import { newsletterRoutes } from './newsletter/newsletter.routes.ts'
import { playerRecordRoutes } from './no-shows/player-record.routes.ts'
import { organizerRequestsRoutes } from './organizer-requests/organizer-requests.routes.ts'
import { accountDeletionsPlugin } from './personal-data/account-deletions.plugin.ts'
import { personalDataRoutes } from './personal-data/personal-data.routes.ts'
import { picturesRoutes } from './pictures/pictures.routes.ts'
import { placesRoutes } from './places/places.routes.ts'
import { authPlugin } from './plugins/auth.ts'
import { dbPlugin } from './plugins/db.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { mailPlugin } from './plugins/mail.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { spaPlugin } from './plugins/spa.ts'
import { storagePlugin } from './plugins/storage.ts'
import { swaggerPlugin } from './plugins/swagger.ts'
import { wellFormedTextPlugin } from './plugins/well-formed-text.ts'
import { rateLimitPlugin } from './rate-limits/rate-limit.plugin.ts'
import { registrationsRoutes } from './registrations/registrations.routes.ts'
import { resultsRoutes } from './results/results.routes.ts'
import { servicesPlugin } from './services.plugin.ts'
import { sharePagesRoutes } from './share/share-pages.routes.ts'
import { storesRoutes } from './stores/stores.routes.ts'
import { e2eHooksRoutes } from './testing/e2e-hooks.routes.ts'
import { usersRoutes } from './users/users.routes.ts'
import { waitlistRoutes } from './waitlist/waitlist.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    /** The instant the waitlist's offers are judged at (db/clock.ts): the database's clock, unless a test moves it. */
    clock: Clock
  }
}

export type App = FastifyInstance & { withTypeProvider(): FastifyInstance }

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger']
  /** Runs when the app closes, after its own resources (tests drop their database here). */
  onClose?: () => Promise<void>
  /** The database's clock unless given (tests move it: testing/test-clock.ts). */
  clock?: Clock
}

/**
 * The whole Event API, ready to listen or to be driven through `app.inject()`: migrations applied and
 * reference data seeded. Plugins load in order: infrastructure (errors, db, docs), then routes, then the SPA
 * (whose not-found handler must see every route).
 */
export async function buildApp(
  config: AppConfig,
  { logger = false, onClose, clock = databaseClock }: BuildAppOptions = {},
) {
  const app = Fastify({
    logger,
    // The spec's paths end in a slash (Django REST style); the same path without it is accepted too.
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: 30_000,
    // Migrating a fresh embedded database on a busy machine can take longer than the 10 s default.
    pluginTimeout: 120_000,
    // Behind N reverse proxies (TRUST_PROXY), request.ip is the address the farthest of them saw: the
    // connection and the last N - 1 entries of X-Forwarded-For are trusted as proxies, nothing before them.
    trustProxy: (_address: string, hop: number) => hop < (config.trustProxy ?? 0),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('clock', clock)
  // Close hooks run last-registered first, so this one, registered before any plugin, runs last.
  if (onClose) app.addHook('onClose', onClose)

  try {
    await app.register(errorsPlugin)
    await app.register(securityHeadersPlugin)
    await app.register(wellFormedTextPlugin)
    await app.register(dbPlugin, { database: config.database })
    await app.register(metricsPlugin)
    await seedReferenceData(app.db)
    if (config.demoUsers) await seedDemoData(app.db)
    await app.register(swaggerPlugin, { publicUrl: config.publicUrl })
    await app.register(accountServicePlugin)
    await app.register(authPlugin)
    await app.register(rateLimitPlugin)
    await app.register(storagePlugin)
    await app.register(mailPlugin)
    await app.register(jobsPlugin)
    await app.register(accountDeletionsPlugin)
    await app.register(publicListPlugin)
    await app.register(livePlugin)
    await app.register(servicesPlugin)

    await app.register(healthRoutes)
    await app.register(authenticationRoutes)
    await app.register(locationsRoutes)
    await app.register(placesRoutes)
    await app.register(gamesRoutes)
    await app.register(picturesRoutes)
    await app.register(clientConfigRoutes)
    await app.register(registrationsRoutes)
    await app.register(waitlistRoutes)
    await app.register(eventsReadRoutes)
    await app.register(storesRoutes)
    await app.register(loyaltyRoutes)
    await app.register(usersRoutes)
    await app.register(alertsRoutes)
    await app.register(mailPreferencesRoutes)
    await app.register(playerRecordRoutes)
    await app.register(personalDataRoutes)
    await app.register(newsletterRoutes)
    await app.register(eventEditingRoutes)
    await app.register(eventCoverRoutes)
    await app.register(eventSeriesRoutes)
    await app.register(organizerEventsRoutes)
    await app.register(resultsRoutes)
    await app.register(eventDayRoutes)
    await app.register(timerRoutes)
    await app.register(liveRoutes)
    await app.register(organizerRequestsRoutes)
    await app.register(adminEventsRoutes)
    await app.register(adminUsersRoutes)
    await app.register(calendarRoutes)
    if (config.e2eHooks) await app.register(e2eHooksRoutes)

    await app.register(sharePagesRoutes, { webDist: config.webDist })
    await app.register(spaPlugin, { webDist: config.webDist })
    await app.ready()
  } catch (error) {
    await app.close()
    throw error
  }
  return app
}
