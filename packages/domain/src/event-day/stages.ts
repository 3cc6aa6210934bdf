import { STAGE_FORMATS, type StageFormat } from '../constants'
import type { StageConfig } from './tournament'

/**
 * The event's stages as the event form saved them (spec §3 `additional_info.stages`), as the engine reads them;
 * invalid entries are skipped. The server and a device read the same event the same way.
 */
export function stagesFrom(additionalInfo: Record<string, unknown>): StageConfig[] {
  const stages = Array.isArray(additionalInfo.stages) ? additionalInfo.stages : []
  return stages.flatMap((stage: Record<string, unknown>, index) => {
    const format = (STAGE_FORMATS as readonly unknown[]).includes(stage?.format)
      ? (stage.format as StageFormat)
      : undefined
    if (!format) return []
    const orderIndex = typeof stage.order_index === 'number' ? stage.order_index : index
    const playersMax =
      typeof stage.players_max === 'number' && stage.players_max > 0 ? stage.players_max : null
    return [{ format, playersMax, orderIndex }]
  })
}
