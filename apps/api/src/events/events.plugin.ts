import fp from 'fastify-plugin'
import { createEventEditingRepository } from './event-editing.repository.ts'
import { createEventEditingService, type EventEditingService } from './event-editing.service.ts'
import { createEventPresenter } from './event-presenter.ts'
import { createEventsRepository } from './events.repository.ts'
import { createEventsService, type EventsService } from './events.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The read side of one event (detail, players): events.service.ts. */
    eventsService: EventsService
    /** The write side: create, update, publish, delete (event-editing.service.ts). */
    eventEditingService: EventEditingService
  }
}

/** The events' repositories and services, built once and given to the routes that read and write events. */
export const eventsPlugin = fp(
  async (app) => {
    const { publicUrl } = app.config
    app.decorate(
      'eventsService',
      createEventsService({
        events: createEventsRepository(app.db),
        presenter: createEventPresenter(publicUrl),
        publicUrl,
      }),
    )
    app.decorate(
      'eventEditingService',
      createEventEditingService({
        db: app.db,
        events: createEventEditingRepository(app.db),
        mail: app.mail,
      }),
    )
  },
  { name: 'events', dependencies: ['db', 'mail'] },
)
