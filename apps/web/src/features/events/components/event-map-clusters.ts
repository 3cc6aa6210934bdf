import type { EventLocation } from '@questboard/domain/event-api.schema'
import Supercluster from 'supercluster'

export type EventMapMarker =
  | { kind: 'cluster'; clusterId: number; latitude: number; longitude: number; count: number }
  | { kind: 'event'; latitude: number; longitude: number; event: EventLocation }

/** West, south, east, north in degrees, as Leaflet's `LatLngBounds.toBBoxString()` orders them. */
export type BoundingBox = [number, number, number, number]

export type EventIndex = Supercluster<{ event: EventLocation }>

/** Indexes the events once; moving or zooming the map then only asks the index. */
export function createEventIndex(points: readonly EventLocation[]): EventIndex {
  const index: EventIndex = new Supercluster({ radius: 60, maxZoom: 16 })
  return index.load(
    points.map((event) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [event.longitude, event.latitude] },
      properties: { event },
    })),
  )
}

/** The clusters and single events to draw for this view. */
export function markersIn(index: EventIndex, box: BoundingBox, zoom: number): EventMapMarker[] {
  return index.getClusters(box, Math.round(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number]
    const properties = feature.properties
    if ('cluster' in properties && properties.cluster) {
      return {
        kind: 'cluster',
        clusterId: properties.cluster_id,
        latitude,
        longitude,
        count: properties.point_count,
      }
    }
    // The event's own coordinates: the index's projection round-trip blurs the last digits.
    const { event } = properties as { event: EventLocation }
    return { kind: 'event', latitude: event.latitude, longitude: event.longitude, event }
  })
}

/** The zoom at which a cluster splits, so clicking it always shows something new. */
export function expansionZoom(index: EventIndex, clusterId: number): number {
  return index.getClusterExpansionZoom(clusterId)
}
