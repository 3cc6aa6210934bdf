import { timeZoneOffsetMs, toWallClock } from '@questboard/domain/datetime'
import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { EventSeriesView } from '@questboard/domain/series-api.schema'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eventSeries, events, mailOutbox } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createUser, register, tokenFor, validEventBody } from '../testing/factories.ts'

let app: TestApp
let organizer: { authorization: string }
let otherOrganizer: { authorization: string }
let admin: { authorization: string }
let player: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp()
  organizer = await tokenFor(app.db, (await createUser(app.db, { store: 'Le Donjon' })).id, [
    'user',
    'organizer',
  ])
  otherOrganizer = await tokenFor(app.db, (await createUser(app.db, { store: 'Die Burg' })).id, [
    'user',
    'organizer',
  ])
  admin = await tokenFor(app.db, (await createUser(app.db)).id, ['user', 'admin'])
  player = await tokenFor(app.db, (await createUser(app.db)).id, ['user'])
})
afterAll(() => app?.close())

const DAY = 86_400_000
const ZONE = 'Europe/Paris'
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
const weekdayOf = (date: string) => WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()] as string
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10)
const inDays = (days: number) => toWallClock(new Date(Date.now() + days * DAY), ZONE).slice(0, 10)

/** The first day (Paris calendar) with another UTC offset than the day before, at least `after` days ahead. */
function nextDstChange(after: number): string {
  for (let day = after; day < after + 400; day++) {
    const noon = (days: number) => new Date(Date.parse(`${inDays(days)}T12:00:00Z`))
    if (timeZoneOffsetMs(noon(day), ZONE) !== timeZoneOffsetMs(noon(day + 1), ZONE)) return inDays(day + 1)
  }
  throw new Error('no DST change in Paris within a year')
}

/** A weekly series body in Lyon (Paris time) from `start`, 19:00–23:00. */
function seriesBody(start: string, repeat: Record<string, unknown> = {}) {
  const body = validEventBody()
  return {
    ...body,
    name: 'Friday night Magic',
    event_start_date: `${start}T19:00`,
    additional_info: { ...body.additional_info, event_end_date: `${start}T23:00`, registration_date: 'H-2' },
    repeat: { frequency: 'weekly', weekdays: [weekdayOf(start)], count: 4, ...repeat },
  }
}

const post = (payload: unknown, headers = organizer) =>
  app.inject({ method: 'POST', url: '/api/event_series/', headers, payload: payload as object })
const put = (id: number, payload: unknown, headers = organizer) =>
  app.inject({ method: 'PUT', url: `/api/event_series/${id}/`, headers, payload: payload as object })
const cancelFrom = (id: number, from: string, headers = organizer) =>
  app.inject({ method: 'DELETE', url: `/api/event_series/${id}/?from=${from}`, headers })
const detail = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/events/${id}/`, headers: organizer })).json<EventDetail>()

async function created(body: unknown): Promise<EventSeriesView> {
  const response = await post(body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<EventSeriesView>()
}

const seriesCount = async () => (await app.db.select({ n: count() }).from(eventSeries))[0]?.n

describe('POST /api/event_series/', () => {
  test('makes one draft event per date, each at 19:00 venue time across a DST change', async () => {
    const change = nextDstChange(20)
    // Four weekly events: three before the change, one after (the change is on a Sunday).
    const start = addDays(change, -16)
    const series = await created(seriesBody(start))
    expect(series.events.map((event) => event.event_start_date)).toEqual(
      [0, 7, 14, 21].map((days) => `${addDays(start, days)}T19:00`),
    )
    expect(series.events.every((event) => event.status === 'draft')).toBe(true)
    expect(series).toMatchObject({
      timezone: 'Europe/Paris',
      repeat: {
        frequency: 'weekly',
        weekdays: [weekdayOf(start)],
        week_of_month: null,
        until: null,
        count: 4,
      },
    })
    const [before, after] = [series.events[2], series.events[3]]
    const hourOf = (iso?: string) => new Date(iso ?? '').getUTCHours()
    // 19:00 in Paris is 18:00 or 17:00 UTC: the UTC hour moves by one across the change, the wall clock not.
    expect(Math.abs(hourOf(before?.starts_at) - hourOf(after?.starts_at))).toBe(1)
    for (const event of series.events) {
      const shown = await detail(event.id)
      expect(shown.series_id).toBe(series.id)
      expect(shown.additional_info.event_end_date).toBe(`${event.event_start_date.slice(0, 10)}T23:00`)
      // H-2: two hours before each event's own start.
      expect(Date.parse(shown.registration_deadline ?? '')).toBe(Date.parse(event.starts_at) - 2 * 3_600_000)
    }
  })

  test('every other week on two days, and the nth weekday of the month, until a date', async () => {
    const start = inDays(10)
    const biweekly = await created(
      seriesBody(start, { frequency: 'every_other_week', weekdays: ['monday', 'thursday'], count: 4 }),
    )
    const dates = biweekly.events.map((event) => event.event_start_date.slice(0, 10))
    const gaps = dates
      .slice(1)
      .map((date, index) => Math.round((Date.parse(date) - Date.parse(dates[index] as string)) / DAY))
    // Monday → Thursday is 3 days, Thursday → the Monday two weeks on 11.
    expect(dates.map(weekdayOf).every((day) => day === 'monday' || day === 'thursday')).toBe(true)
    expect(gaps).toEqual(weekdayOf(dates[0] as string) === 'monday' ? [3, 11, 3] : [11, 3, 11])
    expect(Date.parse(dates[0] as string) - Date.parse(start)).toBeLessThan(14 * DAY)
    const monthly = await created(
      seriesBody(start, {
        frequency: 'monthly',
        weekdays: ['saturday'],
        week_of_month: 2,
        count: null,
        until: addDays(start, 100),
      }),
    )
    expect(monthly.events.length).toBeGreaterThanOrEqual(3)
    for (const event of monthly.events) {
      const day = Number(event.event_start_date.slice(8, 10))
      expect(weekdayOf(event.event_start_date.slice(0, 10))).toBe('saturday')
      expect(day).toBeGreaterThanOrEqual(8)
      expect(day).toBeLessThanOrEqual(14)
    }
  })

  test('refuses a bad repeat with a 400 naming the field, and writes nothing', async () => {
    const before = await seriesCount()
    const start = inDays(10)
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ count: 53 }, 'count', 'This value must be at most 52'],
      [
        { count: null, until: addDays(start, 400) },
        'until',
        'A series has at most 52 events: choose an earlier end date',
      ],
      [{ count: null, until: addDays(start, -1) }, 'until', `This value must be on or after ${start}`],
      [{ weekdays: [] }, 'weekdays', 'This value is required'],
      [{ frequency: 'daily' }, 'frequency', 'This value must be one of the proposed choices'],
      [{ frequency: 'monthly' }, 'week_of_month', 'This value is required'],
      [{ count: null }, 'until', 'Give exactly one of until, count'],
    ]
    for (const [repeat, field, message] of refusals) {
      const response = await post(seriesBody(start, repeat))
      expect(response.statusCode, JSON.stringify(repeat)).toBe(400)
      expect(response.json()).toEqual({ repeat: { [field]: [message] } })
    }
    const withoutName = await post({ ...seriesBody(start), name: '' })
    expect(withoutName.statusCode).toBe(400)
    expect(Object.keys(withoutName.json())).toEqual(['name'])
    const withoutRepeat = await post({ ...seriesBody(start), repeat: undefined })
    expect(withoutRepeat.json()).toEqual({ repeat: ['This value is required'] })
    expect(await seriesCount()).toBe(before)
  })

  test('is for organizers and admins only', async () => {
    expect((await post(seriesBody(inDays(10)), player)).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'POST', url: '/api/event_series/', payload: seriesBody(inDays(10)) }))
        .statusCode,
    ).toBe(401)
  })
})

describe('each event of a series is an ordinary event', () => {
  test('published, edited and cancelled alone, the others untouched', async () => {
    const series = await created(seriesBody(inDays(10)))
    const [first, second, third] = series.events.map((event) => event.id) as [number, number, number]
    const published = await app.inject({
      method: 'POST',
      url: `/api/events/${second}/publish/`,
      headers: organizer,
    })
    expect(published.statusCode, published.body).toBe(200)
    const own = await detail(second)
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/events/${second}/`,
      headers: organizer,
      payload: { ...own, name: 'Special edition' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await detail(first)).name).toBe('Friday night Magic')
    expect((await detail(third)).name).toBe('Friday night Magic')
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/events/${second}/`, headers: organizer })).statusCode,
    ).toBe(204)
    expect((await detail(second)).status).toBe('cancelled')
    // Deleting a draft of the series removes it; the series lists what is left.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/events/${third}/`, headers: organizer })).statusCode,
    ).toBe(204)
    const read = await app.inject({
      method: 'GET',
      url: `/api/event_series/${series.id}/`,
      headers: organizer,
    })
    expect(read.json<EventSeriesView>().events.map((event) => [event.id, event.status])).toEqual([
      [first, 'draft'],
      [second, 'cancelled'],
      [series.events[3]?.id, 'draft'],
    ])
  })
})

describe('PUT /api/event_series/{id}/', () => {
  test('changes the events from a date on, publishes them, and leaves earlier, started and cancelled ones alone', async () => {
    const series = await created(seriesBody(inDays(10), { count: 5 }))
    const ids = series.events.map((event) => event.id)
    const dates = series.events.map((event) => event.event_start_date.slice(0, 10))
    // The fourth was cancelled alone (published first), the fifth has begun (its clock moved back for the test).
    await app.inject({ method: 'POST', url: `/api/events/${ids[3]}/publish/`, headers: organizer })
    await app.inject({ method: 'DELETE', url: `/api/events/${ids[3]}/`, headers: organizer })
    const start = new Date(Date.now() - 3_600_000)
    await app.db
      .update(events)
      .set({ startsAt: start, endsAt: new Date(start.getTime() + 4 * 3_600_000) })
      .where(eq(events.id, ids[4] as number))
    // The form of the third event, as its edit page sends it.
    const third = await detail(ids[2] as number)
    const response = await put(series.id, {
      ...third,
      name: 'Friday night Modern',
      additional_info: { ...third.additional_info, max_players: 24 },
      from: dates[1],
      publish: true,
    })
    expect(response.statusCode, response.body).toBe(200)
    const after = await Promise.all(ids.map((id) => detail(id)))
    expect(after.map((event) => [event.name, event.status, event.additional_info.max_players])).toEqual([
      ['Friday night Magic', 'draft', 16],
      ['Friday night Modern', 'published', 24],
      ['Friday night Modern', 'published', 24],
      ['Friday night Magic', 'cancelled', 16],
      ['Friday night Magic', 'draft', 16],
    ])
  })

  test('keeps the edit lock per event: moving the time refuses the whole change (409 naming the date)', async () => {
    const series = await created(seriesBody(inDays(10)))
    const [first, second] = series.events
    const form = await detail(first?.id as number)
    const response = await put(series.id, {
      ...form,
      name: 'Moved',
      event_start_date: `${form.event_start_date.slice(0, 10)}T20:00`,
      from: second?.event_start_date.slice(0, 10),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toMatch(
      new RegExp(`^The event of ${second?.event_start_date.slice(0, 10)}: The location, game and date`),
    )
    expect((await detail(second?.id as number)).name).toBe('Friday night Magic')
  })

  test('refuses a maximum below one event’s players, for all of them', async () => {
    const series = await created(seriesBody(inDays(10)))
    const [, second, third] = series.events
    const fans = await Promise.all([1, 2, 3].map(() => createUser(app.db)))
    await register(
      app.db,
      third?.id as number,
      fans.map((fan) => fan.id),
    )
    const form = await detail(second?.id as number)
    const response = await put(series.id, {
      ...form,
      name: 'Smaller',
      additional_info: { ...form.additional_info, min_players: 0, max_players: 2 },
      from: second?.event_start_date.slice(0, 10),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toContain('3 players are already registered')
    expect((await detail(second?.id as number)).name).toBe('Friday night Magic')
  })

  test('needs `from` (400) and is its organizer’s or an admin’s', async () => {
    const series = await created(seriesBody(inDays(10)))
    const form = await detail(series.events[0]?.id as number)
    const missing = await put(series.id, form)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ from: ['This value is required'] })
    const body = { ...form, from: form.event_start_date.slice(0, 10) }
    // Only drafts: another organizer does not learn the series exists.
    expect((await put(series.id, body, otherOrganizer)).statusCode).toBe(404)
    expect((await put(series.id, body, player)).statusCode).toBe(403)
    expect((await put(series.id, { ...body, name: 'By the admin' }, admin)).statusCode).toBe(200)
    expect((await put(999_999, body)).statusCode).toBe(404)
  })
})

describe('DELETE /api/event_series/{id}/', () => {
  test('cancels the events from a date on: drafts removed, published ones cancelled and their players mailed', async () => {
    const series = await created(seriesBody(inDays(10)))
    const ids = series.events.map((event) => event.id)
    const dates = series.events.map((event) => event.event_start_date.slice(0, 10))
    const form = await detail(ids[0] as number)
    // Publish the first three; the fourth stays a draft.
    const published = await put(series.id, { ...form, from: dates[0], publish: true })
    expect(published.statusCode, published.body).toBe(200)
    await app.db
      .update(events)
      .set({ status: 'draft' })
      .where(eq(events.id, ids[3] as number))
    const fan = await createUser(app.db, { email: 'series-fan@questboard.test' })
    await register(app.db, ids[2] as number, [fan.id])
    expect((await cancelFrom(series.id, dates[2] as string, otherOrganizer)).statusCode).toBe(403)
    expect((await cancelFrom(series.id, dates[2] as string)).statusCode).toBe(204)
    const left = await app.db
      .select({ id: events.id, status: events.status })
      .from(events)
      .where(eq(events.seriesId, series.id))
    expect(new Map(left.map((event) => [event.id, event.status]))).toEqual(
      new Map([
        [ids[0], 'published'],
        [ids[1], 'published'],
        [ids[2], 'cancelled'],
      ]),
    )
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, 'series-fan@questboard.test'), eq(mailOutbox.template, 'event-deleted')),
      )
    expect(mails).toHaveLength(1)
    // Again: nothing more happens, nobody is mailed twice.
    expect((await cancelFrom(series.id, dates[0] as string)).statusCode).toBe(204)
    const all = await app.db
      .select({ status: events.status })
      .from(events)
      .where(eq(events.seriesId, series.id))
    expect(all.map((event) => event.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])
  })

  test('needs a date', async () => {
    const series = await created(seriesBody(inDays(10)))
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/event_series/${series.id}/`,
      headers: organizer,
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['from'])
    expect((await cancelFrom(series.id, 'tomorrow')).statusCode).toBe(400)
  })
})
