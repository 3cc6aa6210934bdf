import { asc } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { cities, countries } from '../db/schema.ts'

export type CountryRow = typeof countries.$inferSelect
export type CityRow = typeof cities.$inferSelect
export type CountryWithCities = CountryRow & { cities: Omit<CityRow, 'countryCode'>[] }

export function createLocationsRepository(db: Database) {
  return {
    /** Countries in the order of their first city id (GB, NL, FR… as spec §9 lists them), cities by id. */
    async listCountriesWithCities(): Promise<CountryWithCities[]> {
      const [countryRows, cityRows] = await Promise.all([
        db.select().from(countries).orderBy(asc(countries.name)),
        db.select().from(cities).orderBy(asc(cities.id)),
      ])
      const byCode = new Map<string, CountryWithCities>(
        countryRows.map((c) => [c.code, { ...c, cities: [] }]),
      )
      for (const { countryCode, ...city } of cityRows) byCode.get(countryCode)?.cities.push(city)
      const firstCityId = (c: CountryWithCities) => c.cities[0]?.id ?? Number.POSITIVE_INFINITY
      return [...byCode.values()].sort((a, b) => firstCityId(a) - firstCityId(b))
    },

    /** Inserts the countries and cities that are missing; existing rows are left as they are. */
    async insertMissing(countryRows: readonly CountryRow[], cityRows: readonly CityRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        if (countryRows.length > 0)
          await tx
            .insert(countries)
            .values([...countryRows])
            .onConflictDoNothing()
        if (cityRows.length > 0)
          await tx
            .insert(cities)
            .values([...cityRows])
            .onConflictDoNothing()
      })
    },
  }
}
