import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../../testing/memory-storage'
import { newEventFormValues } from '../api/event-form'
import { cameFromPreview, clearEventDraft, draftFor, readEventDraft, saveEventDraft } from './event-draft'

describe('the event draft between the form and the preview', () => {
  it('gives the draft back only to the form it came from', () => {
    const store = new MemoryStorage()
    const values = { ...newEventFormValues(), name: 'Draft' }
    saveEventDraft({ eventId: '12', values }, store)
    expect(draftFor('12', store)?.name).toBe('Draft')
    expect(draftFor(null, store)).toBeNull()
    expect(draftFor('13', store)).toBeNull()
    clearEventDraft(store)
    expect(readEventDraft(store)).toBeNull()
  })

  it('ignores a damaged draft', () => {
    const store = new MemoryStorage()
    store.setItem('event-form-draft', '{not json')
    expect(readEventDraft(store)).toBeNull()
  })

  it('knows when the form is reached from the preview', () => {
    expect(cameFromPreview({ fromPreview: true })).toBe(true)
    expect(cameFromPreview(null)).toBe(false)
    expect(cameFromPreview({ alert: {} })).toBe(false)
  })
})
