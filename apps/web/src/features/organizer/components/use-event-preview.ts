import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { useOrganizerEvent } from '../api/events'
import { useProfile } from '../api/profile'
import { readEventDraft } from './event-draft'
import { previewEventDetail } from './preview-event'
import { useEventFormData } from './use-event-form-data'

/**
 * What the preview shows (issue 13): the form's unsaved values (decision 011's draft) as the event they will
 * be, with the saved event's players and store when it is an edit, and the way back to the form. `event` is
 * null when there is no draft; `untitled` names an event the form has not named yet.
 */
export function useEventPreview(untitled: string): { event: EventDetail | null; backToForm: () => void } {
  const navigate = useNavigate()
  const path = useLocalizedPath()
  const [draft] = useState(() => readEventDraft())
  const { games, storeAddress } = useEventFormData()
  const profile = useProfile()
  const saved = useOrganizerEvent(draft?.eventId ?? '', { enabled: Boolean(draft?.eventId) })
  const event = useMemo(() => {
    if (!draft) return null
    const detail = previewEventDetail(draft.values, {
      games,
      storeAddress,
      saved: saved.data,
      profile: profile.data,
    })
    return { ...detail, name: detail.name.trim() || untitled }
  }, [draft, games, storeAddress, saved.data, profile.data, untitled])
  const backToForm = () =>
    navigate(
      draft?.eventId
        ? path({ name: 'event-edit', params: { id: draft.eventId } })
        : path({ name: 'event-new' }),
      { state: { fromPreview: true } },
    )
  return { event, backToForm }
}
