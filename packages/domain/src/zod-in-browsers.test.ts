import { afterAll, expect, it } from 'vitest'
import { config, z } from 'zod'
import { parseWithoutEval } from './zod-in-browsers'

afterAll(() => {
  config({ jitless: false })
})

it('is the configuration zod reads: no parser compiled with eval, and parsing unchanged', () => {
  parseWithoutEval()
  expect(config().jitless).toBe(true)
  const schema = z.object({ name: z.string(), seats: z.number().int() })
  expect(schema.parse({ name: 'Friday night', seats: 8 })).toEqual({ name: 'Friday night', seats: 8 })
  expect(schema.safeParse({ name: 'Friday night', seats: 'eight' }).success).toBe(false)
})
