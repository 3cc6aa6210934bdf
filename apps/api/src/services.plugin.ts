import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createAdminEventsRepository } from './admin/admin-events.repository.ts'
import { createAccessTokenVerifier } from './authentication/access-token.ts'
import { createAccountClient } from './authentication/account-client.ts'
import { createAuthenticationService } from './authentication/authentication.service.ts'
import { createToolTokensRepository } from './authentication/tool-tokens.repository.ts'
import { createCalendarFeeds } from './calendar/calendar-feeds.service.ts'
import { eventDayServices } from './event-day/event-day.services.ts'
import { createEventEditingRepository } from './events/event-editing.repository.ts'
import { createEventEditingService } from './events/event-editing.service.ts'
import { createEventPresenter } from './events/event-presenter.ts'
import { createEventsRepository } from './events/events.repository.ts'
import { createEventsService } from './events/events.service.ts'
import { createOrganizerEventsRepository } from './events/organizer-events.repository.ts'
import { createOrganizerEventsService } from './events/organizer-events.service.ts'
import { createPublicListService } from './events/public-list/public-list.service.ts'
import { createGamesRepository } from './games/games.repository.ts'
import { createLocationsRepository } from './locations/locations.repository.ts'
import { createNewsletterRepository } from './newsletter/newsletter.repository.ts'
import { createNewsletterService } from './newsletter/newsletter.service.ts'
import { createOrganizerRequestsRepository } from './organizer-requests/organizer-requests.repository.ts'
import { createOrganizerRequestsService } from './organizer-requests/organizer-requests.service.ts'
import { createPersonalDataRepository } from './personal-data/personal-data.repository.ts'
import { createDeckPhotoService } from './registrations/deck-photo.service.ts'
import { createRegistrationsRepository } from './registrations/registrations.repository.ts'
import { createRegistrationsService } from './registrations/registrations.service.ts'
import { createResultsRepository } from './results/results.repository.ts'
import { createResultsService } from './results/results.service.ts'
import { createStoresRepository } from './stores/stores.repository.ts'
import { createStoresService } from './stores/stores.service.ts'
import { createProfileService } from './users/profile.service.ts'
import { createUsersRepository } from './users/users.repository.ts'

/**
 * The composition root (issue 16): every repository and service the routes use, built once from the app's
 * infrastructure (database, mail, storage, account service, public list). A route plugin takes what it needs
 * from `app.services` and builds nothing.
 */
function createServices(app: FastifyInstance) {
  const { db, mail, storage, accountService, publicList } = app
  const { publicUrl, accountUrl, oidcIssuer } = app.config
  const presenter = createEventPresenter(publicUrl)
  const users = createUsersRepository(db)
  const registrationsRepository = createRegistrationsRepository(db)
  /** The account service's user API, called with the user's own access token. */
  const accounts = createAccountClient(accountUrl)
  /** The write side: create, update, publish, delete. */
  const eventEditing = createEventEditingService({ db, events: createEventEditingRepository(db), mail })
  return {
    authentication: createAuthenticationService({
      verifyAccessToken: createAccessTokenVerifier({ accountUrl, issuer: oidcIssuer }),
      accounts,
      users,
      toolTokens: createToolTokensRepository(db),
    }),
    accounts,
    games: createGamesRepository(db),
    locations: createLocationsRepository(db),
    stores: createStoresService({ stores: createStoresRepository(db), publicUrl }),
    users,
    profiles: createProfileService({ users, storage }),
    personalData: createPersonalDataRepository(db),
    /** The public list and the map (decision 017). */
    publicList: createPublicListService({ publicList, presenter, publicUrl }),
    /** The read side of one event (detail, players, the caller's events). */
    events: createEventsService({ events: createEventsRepository(db), presenter, publicUrl }),
    eventEditing,
    /** The organizer's dashboard and an event's registrants (issue 13). */
    organizerEvents: createOrganizerEventsService({
      events: createOrganizerEventsRepository(db),
      presenter,
      editable: eventEditing.editable,
    }),
    adminEvents: createAdminEventsRepository(db),
    eventDay: eventDayServices(db),
    registrations: createRegistrationsService({ registrations: registrationsRepository, mail }),
    /** The calendar files and feeds (decision 028). */
    calendarFeeds: createCalendarFeeds(db, publicUrl),
    deckPhotos: createDeckPhotoService({ registrations: registrationsRepository, storage }),
    results: createResultsService({ results: createResultsRepository(db), accountService }),
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
  { name: 'services', dependencies: ['db', 'mail', 'storage', 'account-service', 'public-list'] },
)
