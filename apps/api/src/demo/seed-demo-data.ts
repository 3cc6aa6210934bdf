import type { Database } from '../db/database.ts'
import { createDemoRepository } from './demo.repository.ts'
import { demoData } from './demo-data.ts'

/** On a database without events (a fresh install), the demo stores, players and events (DEMO_USERS). */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  const demo = createDemoRepository(db)
  if (await demo.hasEvents()) return false
  await demo.insert(demoData(now))
  return true
}
