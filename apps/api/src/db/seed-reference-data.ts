import { COUNTRIES } from '@questboard/domain/countries'
import { GAMES } from '../games/games.data.ts'
import { createGamesRepository } from '../games/games.repository.ts'
import { createLocationsRepository } from '../locations/locations.repository.ts'
import type { Database } from './database.ts'

/**
 * Games, countries and the preset cities with their §9 ids. Runs at every start: what exists is kept (an
 * operator's edits survive), what is missing is added, so a new preset city ships with a plain deploy.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await createGamesRepository(db).insertMissing(GAMES)
  await createLocationsRepository(db).insertMissing(
    COUNTRIES.map(({ code, name }) => ({ code, name })),
    COUNTRIES.flatMap(({ cities }) =>
      cities.map(({ id, name, lat, lng, country, timezone }) => ({
        id,
        countryCode: country,
        name,
        lat,
        lng,
        timezone,
      })),
    ),
  )
}
