import { yearsAgo } from './years-ago'

/**
 * The demo accounts of DESIGN.md, seeded unless DEMO_USERS=0. Their ids are the `sub` of their access
 * tokens and are fixed, so the Event API can seed their stores and events. Password: `questboard`.
 */
export const DEMO_ACCOUNT_IDS = {
  player: '00000000-0000-4000-8000-000000000001',
  kid: '00000000-0000-4000-8000-000000000002',
  organizer: '00000000-0000-4000-8000-000000000003',
  organizer2: '00000000-0000-4000-8000-000000000004',
  admin: '00000000-0000-4000-8000-000000000005',
  jugador: '00000000-0000-4000-8000-000000000006',
} as const

export const DEMO_PASSWORD = 'questboard'

export interface DemoAccount {
  id: string
  email: string
  nickname: string
  country: string
  /** Computed from today's date where the age matters (the kid stays 14). */
  birthDate: () => string
  roles: string[]
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: DEMO_ACCOUNT_IDS.player,
    email: 'player@questboard.test',
    nickname: 'Aline',
    country: 'FR',
    birthDate: () => '1995-04-12',
    roles: [],
  },
  {
    id: DEMO_ACCOUNT_IDS.kid,
    email: 'kid@questboard.test',
    nickname: 'Leo',
    country: 'FR',
    // Turned 14 a month ago, so still 14 for the next eleven months; re-aligned at every start.
    birthDate: () => yearsAgo(14, new Date(Date.now() - 30 * 24 * 3600 * 1000)),
    roles: [],
  },
  {
    id: DEMO_ACCOUNT_IDS.organizer,
    email: 'organizer@questboard.test',
    nickname: 'Le Donjon de Paris',
    country: 'FR',
    birthDate: () => '1982-09-30',
    roles: ['organizer'],
  },
  {
    id: DEMO_ACCOUNT_IDS.organizer2,
    email: 'organizer2@questboard.test',
    nickname: 'Spielburg Berlin',
    country: 'DE',
    birthDate: () => '1978-02-17',
    roles: ['organizer'],
  },
  {
    id: DEMO_ACCOUNT_IDS.admin,
    email: 'admin@questboard.test',
    nickname: 'Admin',
    country: 'FR',
    birthDate: () => '1988-06-01',
    // Administrators hold every organizer right (spec §6); the explicit organizer role keeps the
    // token's scope honest for clients that check organizer alone.
    roles: ['organizer', 'admin'],
  },
  {
    id: DEMO_ACCOUNT_IDS.jugador,
    email: 'jugador@questboard.test',
    nickname: 'Javier',
    country: 'ES',
    birthDate: () => '1999-11-23',
    roles: [],
  },
]
