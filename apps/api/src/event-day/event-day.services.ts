import type { Database } from '../db/database.ts'
import { createCheckInsService } from './check-ins.service.ts'
import { createEventDayRepository } from './event-day.repository.ts'
import { createMatchesService } from './matches.service.ts'
import { createRoundsService } from './rounds.service.ts'

/** Event day's services (decision 025), on one repository: built once by the composition root. */
export function eventDayServices(db: Database) {
  const repository = createEventDayRepository(db)
  return {
    checkIns: createCheckInsService({ repository }),
    rounds: createRoundsService({ repository }),
    matches: createMatchesService({ repository }),
  }
}
