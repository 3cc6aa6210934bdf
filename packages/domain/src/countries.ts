/**
 * The seven countries with preset cities (spec §9): ISO 3166-1 alpha-2 codes (GB for the United Kingdom,
 * `UK` accepted as an alias), their IANA time zones, and cities with fixed ids: UK from 1, NL 101, FR 201,
 * ES 301, DE 401, US 501, CA 601, consecutive. The ids are stable: the API seeds them and the URLs use them.
 */

export const COUNTRY_CODES = ['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

export type City = {
  id: number
  name: string
  lat: number
  lng: number
  country: CountryCode
  timezone: string
}

export type Country = {
  code: CountryCode
  name: string
  /** The first is the default (the capital's). */
  timezones: readonly string[]
  cities: readonly City[]
}

type CitySeed = readonly [name: string, lat: number, lng: number, timezone?: string]

const country = (
  code: CountryCode,
  name: string,
  firstId: number,
  timezones: readonly string[],
  seeds: readonly CitySeed[],
): Country => ({
  code,
  name,
  timezones,
  cities: seeds.map(([cityName, lat, lng, timezone], index) => ({
    id: firstId + index,
    name: cityName,
    lat,
    lng,
    country: code,
    timezone: timezone ?? timezones[0] ?? 'UTC',
  })),
})

export const COUNTRIES: readonly Country[] = [
  country(
    'GB',
    'United Kingdom',
    1,
    ['Europe/London'],
    [
      ['London', 51.5074, -0.1278],
      ['Birmingham', 52.4862, -1.8904],
      ['Manchester', 53.4808, -2.2426],
      ['Glasgow', 55.8642, -4.2518],
      ['Liverpool', 53.4084, -2.9916],
      ['Leeds', 53.8008, -1.5491],
      ['Edinburgh', 55.9533, -3.1883],
      ['Bristol', 51.4545, -2.5879],
      ['Cardiff', 51.4816, -3.1791],
      ['Belfast', 54.5973, -5.9301],
      ['Newcastle upon Tyne', 54.9783, -1.6178],
    ],
  ),
  country(
    'NL',
    'Netherlands',
    101,
    ['Europe/Amsterdam'],
    [
      ['Amsterdam', 52.3676, 4.9041],
      ['Rotterdam', 51.9244, 4.4777],
      ['The Hague', 52.0705, 4.3007],
      ['Utrecht', 52.0907, 5.1214],
      ['Eindhoven', 51.4416, 5.4697],
      ['Groningen', 53.2194, 6.5665],
      ['Tilburg', 51.5555, 5.0913],
      ['Almere', 52.3508, 5.2647],
      ['Breda', 51.5719, 4.7683],
      ['Nijmegen', 51.8126, 5.8372],
    ],
  ),
  country(
    'FR',
    'France',
    201,
    ['Europe/Paris'],
    [
      ['Paris', 48.8566, 2.3522],
      ['Marseille', 43.2965, 5.3698],
      ['Lyon', 45.764, 4.8357],
      ['Toulouse', 43.6047, 1.4442],
      ['Nice', 43.7102, 7.262],
      ['Nantes', 47.2184, -1.5536],
      ['Strasbourg', 48.5734, 7.7521],
      ['Montpellier', 43.6108, 3.8767],
      ['Bordeaux', 44.8378, -0.5792],
      ['Lille', 50.6292, 3.0573],
      ['Rennes', 48.1173, -1.6778],
    ],
  ),
  country(
    'ES',
    'Spain',
    301,
    ['Europe/Madrid', 'Atlantic/Canary'],
    [
      ['Madrid', 40.4168, -3.7038],
      ['Barcelona', 41.3874, 2.1686],
      ['Valencia', 39.4699, -0.3763],
      ['Seville', 37.3891, -5.9845],
      ['Zaragoza', 41.6488, -0.8891],
      ['Málaga', 36.7213, -4.4214],
      ['Murcia', 37.9922, -1.1307],
      ['Palma', 39.5696, 2.6502],
      ['Las Palmas de Gran Canaria', 28.1235, -15.4363, 'Atlantic/Canary'],
      ['Bilbao', 43.263, -2.935],
      ['Alicante', 38.3452, -0.481],
    ],
  ),
  country(
    'DE',
    'Germany',
    401,
    ['Europe/Berlin'],
    [
      ['Berlin', 52.52, 13.405],
      ['Hamburg', 53.5511, 9.9937],
      ['Munich', 48.1351, 11.582],
      ['Cologne', 50.9375, 6.9603],
      ['Frankfurt am Main', 50.1109, 8.6821],
      ['Stuttgart', 48.7758, 9.1829],
      ['Düsseldorf', 51.2277, 6.7735],
      ['Leipzig', 51.3397, 12.3731],
      ['Dortmund', 51.5136, 7.4653],
      ['Essen', 51.4556, 7.0116],
      ['Bremen', 53.0793, 8.8017],
    ],
  ),
  country(
    'US',
    'United States',
    501,
    [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ],
    [
      ['New York', 40.7128, -74.006, 'America/New_York'],
      ['Los Angeles', 34.0522, -118.2437, 'America/Los_Angeles'],
      ['Chicago', 41.8781, -87.6298, 'America/Chicago'],
      ['Houston', 29.7604, -95.3698, 'America/Chicago'],
      ['Phoenix', 33.4484, -112.074, 'America/Phoenix'],
      ['Philadelphia', 39.9526, -75.1652, 'America/New_York'],
      ['San Antonio', 29.4241, -98.4936, 'America/Chicago'],
      ['San Diego', 32.7157, -117.1611, 'America/Los_Angeles'],
      ['Dallas', 32.7767, -96.797, 'America/Chicago'],
      ['Seattle', 47.6062, -122.3321, 'America/Los_Angeles'],
      ['Denver', 39.7392, -104.9903, 'America/Denver'],
    ],
  ),
  country(
    'CA',
    'Canada',
    601,
    [
      'America/Toronto',
      'America/Vancouver',
      'America/Edmonton',
      'America/Regina',
      'America/Winnipeg',
      'America/Halifax',
      'America/St_Johns',
    ],
    [
      ['Toronto', 43.6532, -79.3832, 'America/Toronto'],
      ['Montreal', 45.5017, -73.5673, 'America/Toronto'],
      ['Vancouver', 49.2827, -123.1207, 'America/Vancouver'],
      ['Calgary', 51.0447, -114.0719, 'America/Edmonton'],
      ['Edmonton', 53.5461, -113.4938, 'America/Edmonton'],
      ['Ottawa', 45.4215, -75.6972, 'America/Toronto'],
      ['Winnipeg', 49.8951, -97.1384, 'America/Winnipeg'],
      ['Quebec City', 46.8139, -71.208, 'America/Toronto'],
      ['Hamilton', 43.2557, -79.8711, 'America/Toronto'],
      ['Halifax', 44.6488, -63.5752, 'America/Halifax'],
      ['Regina', 50.4452, -104.6189, 'America/Regina'],
    ],
  ),
]

export const CITIES: readonly City[] = COUNTRIES.flatMap((entry) => entry.cities)

/** `gb`, `GB`, `uk`, `UK` → `GB`; undefined for a country without preset cities. */
export function normalizeCountry(code: string | null | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase()
  const normalized = upper === 'UK' ? 'GB' : upper
  return (COUNTRY_CODES as readonly string[]).includes(normalized ?? '')
    ? (normalized as CountryCode)
    : undefined
}

export function findCountry(code: string | null | undefined): Country | undefined {
  const normalized = normalizeCountry(code)
  return COUNTRIES.find((entry) => entry.code === normalized)
}

export function findCity(id: number | string | null | undefined): City | undefined {
  const wanted = Number(id)
  return CITIES.find((city) => city.id === wanted)
}

/** The time zone an event takes when none was chosen: the country's first (the only one for most). */
export function defaultTimeZone(code: string | null | undefined): string | undefined {
  return findCountry(code)?.timezones[0]
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const CITY_MATCH_RADIUS_KM = 5

/** Spec §4 Listing: the preset city at these coordinates (the nearest within `radiusKm`), else undefined. */
export function findPresetCityNear(
  lat: number,
  lng: number,
  radiusKm = CITY_MATCH_RADIUS_KM,
): City | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined
  let best: { city: City; km: number } | undefined
  for (const city of CITIES) {
    const km = distanceKm({ lat, lng }, city)
    if (km <= radiusKm && (!best || km < best.km)) best = { city, km }
  }
  return best?.city
}
