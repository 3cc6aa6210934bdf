import type { Database } from '../db/database.ts'
import { createCheckInsService } from './check-ins.service.ts'
import { createEventDayRepository } from './event-day.repository.ts'
import { createMatchesService } from './matches.service.ts'
import { createRoundsService } from './rounds.service.ts'
import { createTimerService } from './timer.service.ts'

/**
 * Event day's services (decisions 025 and 033), on one repository: built once by the composition root.
 * `changed` hears of each event whose live version a committed write moved (the live views' hub).
 */
export function eventDayServices(db: Database, { changed }: { changed?: (eventId: number) => void } = {}) {
  const repository = createEventDayRepository(db, { changed })
  return {
    checkIns: createCheckInsService({ repository }),
    rounds: createRoundsService({ repository }),
    matches: createMatchesService({ repository }),
    timer: createTimerService({ repository }),
  }
}
