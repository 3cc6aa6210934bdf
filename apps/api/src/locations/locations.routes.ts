import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const citySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lat: z.number(),
    lng: z.number(),
    timezone: z.string().describe('IANA time zone'),
  })
  .meta({ id: 'City' })

const countrySchema = z
  .object({
    code: z.string().length(2).describe('ISO 3166-1 alpha-2 (GB for the United Kingdom)'),
    name: z.string(),
    cities: z.array(citySchema),
  })
  .meta({ id: 'Country' })

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations } = app.services

  app.get(
    '/api/locations/',
    {
      schema: {
        tags: ['reference data'],
        summary: 'The countries with their preset cities (fixed ids: GB from 1, NL 101, FR 201…)',
        response: { 200: z.array(countrySchema) },
      },
    },
    () => locations.listCountriesWithCities(),
  )
}
