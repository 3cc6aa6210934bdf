import { OTHER_GAME_ID } from '@questboard/domain/constants'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

describe('GET /api/games/', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  test('lists the games by id, "Other" being 11', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/games/' })
    expect(response.statusCode).toBe(200)
    const games: { id: number; name: string }[] = response.json()
    expect(games.map((game) => game.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(games.find((game) => game.id === OTHER_GAME_ID)?.name).toBe('Other')
    expect(new Set(games.map((game) => game.name)).size).toBe(games.length)
  })
})
