import { describe, expect, it } from 'vitest'
import {
  eventListQuerySchema,
  eventLocationsQuerySchema,
  myEventsQuerySchema,
  storeListQuerySchema,
} from './event-api.schema'

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('the event list query (spec §7, §9)', () => {
  it('shows nine events a page unless asked otherwise', () => {
    expect(eventListQuerySchema.parse({})).toMatchObject({ page: 1, page_size: 9 })
    expect(myEventsQuerySchema.parse({})).toMatchObject({ page: 1, page_size: 9, when: 'upcoming' })
    expect(storeListQuerySchema.parse({ search: '' })).toMatchObject({ page_size: 9, search: undefined })
  })

  it('allows pages of up to 100 and names page_size beyond', () => {
    expect(eventListQuerySchema.parse({ page_size: '100' }).page_size).toBe(100)
    expect(issues(eventListQuerySchema.safeParse({ page_size: '101' }))).toEqual(['page_size'])
    expect(issues(eventListQuerySchema.safeParse({ page_size: '0' }))).toEqual(['page_size'])
    expect(issues(eventListQuerySchema.safeParse({ page: 'two' }))).toEqual(['page'])
  })

  it('reads the web filter form as it is sent: blanks and `all` mean not asked', () => {
    expect(
      eventListQuerySchema.parse({ event_type: 'all', event_subtype: '', is_free: '', country: '' }),
    ).toMatchObject({
      event_type: undefined,
      event_subtype: undefined,
      is_free: undefined,
      country: undefined,
    })
    expect(eventListQuerySchema.parse({ is_free: 'TRUE', official_event: '0' })).toMatchObject({
      is_free: true,
      official_event: false,
    })
  })

  it('names the parameter of a bad filter', () => {
    expect(issues(eventListQuerySchema.safeParse({ event_type: 'Huge' }))).toEqual(['event_type'])
    expect(issues(eventListQuerySchema.safeParse({ is_free: 'maybe' }))).toEqual(['is_free'])
    expect(issues(eventListQuerySchema.safeParse({ start_date: 'soon' }))).toEqual(['start_date'])
    expect(issues(eventListQuerySchema.safeParse({ country: 'XX' }))).toEqual(['country'])
    expect(issues(eventListQuerySchema.safeParse({ latitude: '48.8' }))).toEqual(['longitude'])
    expect(issues(eventListQuerySchema.safeParse({ radius: '25' }))).toEqual(['radius'])
    const around = { latitude: '48.8', longitude: '2.3' }
    expect(issues(eventListQuerySchema.safeParse({ ...around, radius: '0' }))).toEqual(['radius'])
    expect(issues(eventListQuerySchema.safeParse({ ...around, radius: '501' }))).toEqual(['radius'])
    expect(eventListQuerySchema.parse({ ...around, radius: '25' }).radius).toBe(25)
    expect(
      issues(eventListQuerySchema.safeParse({ start_date: '2025-06-02', end_date: '2025-06-01' })),
    ).toEqual(['end_date'])
  })

  it('reads UK as GB', () => {
    expect(eventListQuerySchema.parse({ country: 'uk' }).country).toBe('GB')
  })
})

describe('the map query', () => {
  it('reads a box in degrees, crossing the antimeridian when west > east', () => {
    expect(eventLocationsQuerySchema.parse({ bbox: '170,-10,-170,10', zoom: '3' })).toMatchObject({
      bbox: { west: 170, south: -10, east: -170, north: 10 },
      zoom: 3,
    })
  })

  it('names bbox when it is malformed or missing for a zoom', () => {
    for (const bbox of ['1,2,3', '0,10,5,5', '0,-91,5,5', 'a,b,c,d']) {
      expect(issues(eventLocationsQuerySchema.safeParse({ bbox })), bbox).toEqual(['bbox'])
    }
    expect(issues(eventLocationsQuerySchema.safeParse({ zoom: '4' }))).toEqual(['bbox'])
    expect(issues(eventLocationsQuerySchema.safeParse({ bbox: '0,0,1,1', zoom: '21' }))).toEqual(['zoom'])
  })
})
