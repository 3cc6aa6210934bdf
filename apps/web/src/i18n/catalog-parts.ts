// Each language keeps one catalog file (locales/<locale>.json, what translators edit and the tests read);
// the build cuts it into parts (build/catalog-parts.ts), so the first paint downloads the texts of
// the shell and the page shown, and each screen's texts come with its chunk. Every part is merged into the
// one i18next namespace, so `t('eventForm.name')` is the same call wherever its part ships.
import type { RouteName } from '../lib/routes'

export const CATALOG_PARTS = [
  'shell',
  'home',
  'search',
  'event',
  'validation',
  'organizer',
  'organizerRequest',
  'admin',
  'loyalty',
  'pages',
  'eventDay',
] as const
export type CatalogPart = (typeof CATALOG_PARTS)[number]

/** The part every page needs, loaded before the first paint with the page's own parts. */
export const SHELL_PART: CatalogPart = 'shell'

/**
 * Where a key ships, by its dotted prefix (a group, a sub-group or a key): the longest prefix listed wins,
 * a key under none is in the shell. A prefix names a group of en.json (catalog-parts.test.ts checks it).
 */
export const PART_OF_KEYS: Readonly<Record<string, CatalogPart>> = {
  home: 'home',
  // The club's invitation opens on the home page only (root layout).
  'loyalty.invitation': 'home',

  filters: 'search',
  // The "near me" button is on the home page too.
  'filters.nearMe': 'shell',
  'filters.locating': 'shell',
  'filters.aroundMe': 'shell',
  'filters.nearCity': 'shell',
  'filters.stopNearMe': 'shell',
  'filters.locationProblem': 'shell',
  // The place search is on the home page too (its part of the catalog is small): the shell, like "near me".
  place: 'shell',
  eventList: 'search',
  // The player list of an event page retries with the list's button text.
  'eventList.retry': 'shell',
  map: 'search',
  locator: 'search',
  // The download and deletion of one's data, on My events.
  personalData: 'search',
  // The mail preferences and their alerts; the list saves its search as an alert (decision 037).
  mailPreferences: 'search',
  mailUnsubscribe: 'search',

  eventShow: 'event',
  storePage: 'event',
  results: 'event',
  // The player's match of the current round, on the event page (issue 14).
  myMatch: 'event',
  // The organizer's event-day console (decision 032).
  eventDay: 'eventDay',
  // Event day's live views, which the event page links to.
  live: 'event',

  // Field errors of every form but the newsletter's (footer, home).
  validation: 'validation',
  // The picture fields of the store profile, the event form and the admin space's game artwork.
  pictureField: 'validation',
  'validation.requiredEmail': 'shell',

  eventForm: 'organizer',
  dashboard: 'organizer',
  registrants: 'organizer',
  profile: 'organizer',
  organizer: 'organizer',

  organizerRequest: 'organizerRequest',
  // In the account menu of the header.
  'organizerRequest.menuLink': 'shell',

  admin: 'admin',
  'admin.menuLink': 'shell',

  loyalty: 'loyalty',

  staticPages: 'pages',
  // The banner is on every page until the visitor chooses; the details are on cookie-preferences.
  'cookies.categories': 'pages',
  'cookies.preferences': 'pages',
}

/** The parts a screen needs besides the shell: loaded with its chunk, before it renders. */
export const ROUTE_PARTS: Readonly<Partial<Record<RouteName, readonly CatalogPart[]>>> = {
  home: ['home'],
  // Saving the search as an alert is a form.
  'event-list': ['search', 'validation'],
  'event-locator': ['search'],
  // My events pages through results as the list does.
  'event-user': ['search'],
  'mail-preferences': ['search', 'validation'],
  'mail-unsubscribe': ['search'],
  // Organizers enter the results on the event page.
  'event-show': ['event', 'validation'],
  // A store's page lists its events as the list does.
  'store-show': ['event', 'search'],
  'event-live': ['event'],
  'event-screen': ['event'],
  profile: ['organizer', 'validation'],
  'event-new': ['organizer', 'validation'],
  // The preview is the event page itself, drawn from the form.
  'event-preview': ['organizer', 'validation', 'event'],
  'organizer-dashboard': ['organizer'],
  'event-registrants': ['organizer'],
  // The final ranking says a shared place the results form's way.
  'event-day': ['eventDay', 'validation'],
  'event-edit': ['organizer', 'validation'],
  // The request's status uses the admin space's status names.
  'organizer-request': ['organizerRequest', 'admin', 'validation'],
  admin: ['admin', 'validation'],
  'loyalty-club': ['loyalty'],
  'term-of-use': ['pages'],
  'legal-notice': ['pages'],
  'user-gts': ['pages'],
  'organizer-gts': ['pages'],
  'privacy-policy': ['pages'],
  'how-to-create-an-event': ['pages'],
  'cookie-preferences': ['pages'],
}

/** Every part a screen's first paint needs: the shell and its own. */
export function partsOfRoute(name: RouteName | undefined): CatalogPart[] {
  return [SHELL_PART, ...((name && ROUTE_PARTS[name]) ?? [])]
}

/** The part a dotted key ships in. */
export function partOfKey(key: string): CatalogPart {
  for (let prefix = key; prefix; prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('.'), 0))) {
    const part = PART_OF_KEYS[prefix]
    if (part) return part
  }
  return SHELL_PART
}

export type Catalog = { [key: string]: string | Catalog }

/** The texts of `catalog` that ship in `part`, nested and in the catalog's order; groups left empty are dropped. */
export function pickPart(catalog: Catalog, part: CatalogPart, prefix = ''): Catalog {
  const picked: Catalog = {}
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') {
      if (partOfKey(path) === part) picked[key] = value
    } else {
      const group = pickPart(value, part, path)
      if (Object.keys(group).length > 0) picked[key] = group
    }
  }
  return picked
}
