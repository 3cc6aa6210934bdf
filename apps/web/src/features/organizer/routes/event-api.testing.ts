/** The Event API behind the event form, stubbed at fetch for the event-new and event-edit component tests. */
import { eventAddress, eventDetail } from '../../../testing/events'
import { type SentRequest, stubFetch } from '../../../testing/render'

/** The organizer's store, in Lyon: what "The event takes place at my store" copies. */
const storeAddress = { ...eventAddress, street: '5 place du Marché', city: 'Lyon', postcode: '69002' }

export type Save = (request: SentRequest) => { status: number; json?: unknown }

const saved: Save = (request) => ({ status: 200, json: { id: request.method === 'POST' ? 57 : 42 } })

/**
 * The games, the organizer's profile, event 42 (`eventDetail()`, a draft) and the saves, answered by `save`
 * (by default a new event gets id 57). Gives the requests made.
 */
export function eventFormApi(save: Save = saved, event = eventDetail()) {
  return stubFetch((request) => {
    if (request.url === '/api/games/') return { json: [{ id: 3, name: 'Star Quest', art: null }] }
    if (request.url === '/api/users/me/') {
      return { json: { id: 7, store_information: { store_name: 'The Dice', address: storeAddress } } }
    }
    if (request.method === 'GET' && request.url === '/api/events/42/') return { json: event }
    return request.method === 'GET' ? undefined : save(request)
  })
}

/** The requests that change something (not the reads). */
export const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET')
