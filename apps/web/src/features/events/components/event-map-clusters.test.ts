import type { EventLocation } from '@questboard/domain/event-api.schema'
import { describe, expect, it } from 'vitest'
import { createEventIndex, expansionZoom, markersIn } from './event-map-clusters'

function event(id: number, latitude: number, longitude: number): EventLocation {
  return {
    id,
    name: `Event ${id}`,
    latitude,
    longitude,
    event_start_date: '2026-12-05T14:00',
    event_type: 'Full',
    event_subtype: 'tournament',
    city: null,
  }
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85]
// Three events in central Paris (a few hundred metres apart) and one in Berlin.
const POINTS = [
  event(1, 48.857, 2.352),
  event(2, 48.86, 2.34),
  event(3, 48.853, 2.36),
  event(4, 52.52, 13.405),
]

describe('event map clustering', () => {
  it('groups nearby events into one cluster with their count when zoomed out', () => {
    const markers = markersIn(createEventIndex(POINTS), WORLD, 4)
    expect(markers).toHaveLength(2)
    const cluster = markers.find((marker) => marker.kind === 'cluster')
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 })
    const single = markers.find((marker) => marker.kind === 'event')
    expect(single).toMatchObject({ kind: 'event', latitude: 52.52, longitude: 13.405, event: { id: 4 } })
  })

  it('shows every event on its own when zoomed in far enough', () => {
    const markers = markersIn(createEventIndex(POINTS), WORLD, 17)
    expect(markers.map((marker) => (marker.kind === 'event' ? marker.event.id : 'cluster')).sort()).toEqual([
      1, 2, 3, 4,
    ])
  })

  it('zooms a clicked cluster to where it splits', () => {
    const index = createEventIndex(POINTS)
    const cluster = markersIn(index, WORLD, 4).find((marker) => marker.kind === 'cluster')
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster')
    const zoom = expansionZoom(index, cluster.clusterId)
    expect(zoom).toBeGreaterThan(4)
    expect(markersIn(index, WORLD, zoom).length).toBeGreaterThan(2)
  })

  it('only returns what lies in the view', () => {
    const aroundBerlin: [number, number, number, number] = [12, 52, 14, 53]
    const markers = markersIn(createEventIndex(POINTS), aroundBerlin, 10)
    expect(markers).toHaveLength(1)
  })

  it('copes with no events', () => {
    expect(markersIn(createEventIndex([]), WORLD, 5)).toEqual([])
  })
})
