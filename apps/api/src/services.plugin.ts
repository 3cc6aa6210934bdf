import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createAdminEventsRepository } from './admin/admin-events.repository.ts'
import { createAdminUsersRepository } from './admin/admin-users.repository.ts'
import { createAdminUsersService } from './admin/admin-users.service.ts'
import { createAlertsRepository } from './alerts/alerts.repository.ts'
import { createAlertsService } from './alerts/alerts.service.ts'
import { createAccessTokenVerifier } from './authentication/access-token.ts'
import { createAccountClient } from './authentication/account-client.ts'
import { createAuthenticationService } from './authentication/authentication.service.ts'
import { createToolTokensRepository } from './authentication/tool-tokens.repository.ts'
import { createCalendarFeeds } from './calendar/calendar-feeds.service.ts'
import { eventDayServices } from './event-day/event-day.services.ts'
import { createEventSeriesRepository } from './event-series/event-series.repository.ts'
import { createEventSeriesService } from './event-series/event-series.service.ts'
import { createEventCovers } from './events/event-cover.service.ts'
import { createEventEditingRepository } from './events/event-editing.repository.ts'
import { createEventEditingService } from './events/event-editing.service.ts'
import { createEventPresenter } from './events/event-presenter.ts'
import { createEventsRepository } from './events/events.repository.ts'
import { createEventsService } from './events/events.service.ts'
import { createOrganizerEventsRepository } from './events/organizer-events.repository.ts'
import { createOrganizerEventsService } from './events/organizer-events.service.ts'
import { createPublicListService } from './events/public-list/public-list.service.ts'
import { createGameArt } from './games/game-art.service.ts'
import { createGamesRepository } from './games/games.repository.ts'
import { createLocationsRepository } from './locations/locations.repository.ts'
import { createMailPreferencesRepository } from './mail-preferences/mail-preferences.repository.ts'
import { createMailPreferencesService } from './mail-preferences/mail-preferences.service.ts'
import { createUnsubscribeLinks } from './mail-preferences/unsubscribe-links.ts'
import { createNewsletterRepository } from './newsletter/newsletter.repository.ts'
import { createNewsletterService } from './newsletter/newsletter.service.ts'
import { createNoShows } from './no-shows/no-show-rule.ts'
import { createPlayerRecordRepository } from './no-shows/player-record.repository.ts'
import { createOrganizerRequestsRepository } from './organizer-requests/organizer-requests.repository.ts'
import { createOrganizerRequestsService } from './organizer-requests/organizer-requests.service.ts'
import { createPersonalDataRepository } from './personal-data/personal-data.repository.ts'
import { createPictureStore } from './pictures/pictures.ts'
import { createDeckPhotoService } from './registrations/deck-photo.service.ts'
import { createRegistrationsRepository } from './registrations/registrations.repository.ts'
import { createRegistrationsService } from './registrations/registrations.service.ts'
import { createResultsRepository } from './results/results.repository.ts'
import { createResultsService } from './results/results.service.ts'
import { createStoresRepository } from './stores/stores.repository.ts'
import { createStoresService } from './stores/stores.service.ts'
import { createProfileService } from './users/profile.service.ts'
import { createUsersRepository } from './users/users.repository.ts'
import { createWaitlistRepository } from './waitlist/waitlist.repository.ts'
import { createWaitlistService } from './waitlist/waitlist.service.ts'
import { createWaitlistOffers } from './waitlist/waitlist-offers.ts'

/**
 * The composition root (issue 16): every repository and service the routes use, built once from the app's
 * infrastructure (database, mail, storage, account service, public list). A route plugin takes what it needs
 * from `app.services` and builds nothing.
 */
function createServices(app: FastifyInstance) {
  const { db, mail, storage, accountService, publicList, clock, live } = app
  const { publicUrl, accountUrl, oidcIssuer } = app.config
  const presenter = createEventPresenter(publicUrl)
  const users = createUsersRepository(db)
  /** Covers, store photos and game art (issue 13 §7). */
  const pictures = createPictureStore(storage)
  const games = createGamesRepository(db)
  const registrationsRepository = createRegistrationsRepository(db)
  /** Players' records and the stores' rule about missed events (issue 15 §5). */
  const noShows = createNoShows({ records: createPlayerRecordRepository(db) })
  /** The account service's user API, called with the user's own access token. */
  const accounts = createAccountClient(accountUrl)
  const waitlistRepository = createWaitlistRepository(db, clock)
  /** What frees a seat offers it to the waitlist, in its own transaction (decision 029). */
  const offers = createWaitlistOffers({ waitlist: waitlistRepository, mail })
  const waitlist = createWaitlistService({
    waitlist: waitlistRepository,
    offers,
    registrations: registrationsRepository,
    mail,
    noShows,
  })
  /** The write side: create, update, publish, delete. */
  const editingRepository = createEventEditingRepository(db)
  const eventEditing = createEventEditingService({ db, events: editingRepository, mail, offers, pictures })
  /**
   * Event day (decision 025): the results flow asks it whether the last round is over (decision 032); each
   * change reaches the live views' hub (decision 033).
   */
  const eventDay = eventDayServices(db, { changed: live.kick })
  const toolTokens = createToolTokensRepository(db)
  const alertsRepository = createAlertsRepository(db, clock)
  return {
    authentication: createAuthenticationService({
      verifyAccessToken: createAccessTokenVerifier({ accountUrl, issuer: oidcIssuer }),
      accounts,
      users,
      toolTokens,
    }),
    accounts,
    games,
    /** The games' art, set by admins (issue 13 §7). */
    gameArt: createGameArt({ games, pictures }),
    locations: createLocationsRepository(db),
    stores: createStoresService({ stores: createStoresRepository(db, clock), publicUrl }),
    users,
    /** Saved searches that mail their new events (decision 037). */
    alerts: createAlertsService({ alerts: alertsRepository, games, publicUrl }),
    /** The digest switch, the stores followed, and what a mail's unsubscribe link stops (decision 037). */
    mailPreferences: createMailPreferencesService({
      preferences: createMailPreferencesRepository(db),
      alerts: alertsRepository,
      links: createUnsubscribeLinks(app.config.mailLinkSecret),
      publicUrl,
    }),
    profiles: createProfileService({ users, storage, pictures }),
    personalData: createPersonalDataRepository(db, offers),
    /** The public list and the map (decision 017). */
    publicList: createPublicListService({ publicList, presenter, publicUrl }),
    /** The read side of one event (detail, players, the caller's events). */
    events: createEventsService({ events: createEventsRepository(db), presenter, publicUrl }),
    eventEditing,
    /** An event's cover image (issue 13 §7). */
    eventCovers: createEventCovers({ events: editingRepository, pictures, editable: eventEditing.editable }),
    /** Recurring events (decision 031). */
    eventSeries: createEventSeriesService({
      db,
      events: editingRepository,
      series: createEventSeriesRepository(db),
      editing: eventEditing,
    }),
    /** The organizer's dashboard and an event's registrants (issue 13). */
    organizerEvents: createOrganizerEventsService({
      events: createOrganizerEventsRepository(db),
      presenter,
      editable: eventEditing.editable,
    }),
    adminEvents: createAdminEventsRepository(db),
    /** The admin space's users and their roles (issue 13 §10). */
    adminUsers: createAdminUsersService({
      accountService,
      users: createAdminUsersRepository(db),
      toolTokens,
    }),
    eventDay,
    registrations: createRegistrationsService({
      registrations: registrationsRepository,
      mail,
      noShows,
      offers,
      claimIfOffered: waitlist.claimIfOffered,
    }),
    noShows,
    /** The waitlist of sold-out events (issue 15). */
    waitlist,
    /** The calendar files and feeds (decision 028). */
    calendarFeeds: createCalendarFeeds(db, publicUrl),
    deckPhotos: createDeckPhotoService({ registrations: registrationsRepository, storage }),
    results: createResultsService({
      results: createResultsRepository(db),
      accountService,
      eventDay: eventDay.rounds,
    }),
    newsletter: createNewsletterService({ newsletter: createNewsletterRepository(db), mail }),
    organizerRequests: createOrganizerRequestsService({
      db,
      requests: createOrganizerRequestsRepository(db),
      accountService,
      mail,
    }),
  }
}

export type Services = ReturnType<typeof createServices>

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

export const servicesPlugin = fp(
  async (app) => {
    app.decorate('services', createServices(app))
  },
  { name: 'services', dependencies: ['db', 'mail', 'storage', 'account-service', 'public-list', 'live'] },
)
