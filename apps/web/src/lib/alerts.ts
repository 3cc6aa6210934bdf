import { useSyncExternalStore } from 'react'
import type { AlertStatus } from '../ui/alert'

/**
 * An alert message of spec §3 (id, status, title, message, object); title is a key under `alerts`: `api` for a
 * failed call (spec §8, `object` says its status), `success` for what the visitor just did.
 */
export interface AlertMessage {
  id: number
  status: AlertStatus
  title: 'api' | 'success'
  /** The server's own words; null shows the generic text for `object.httpStatus`. */
  message: string | null
  object: { httpStatus: number } | null
}

/** A few at most: a failing server fails several calls at once, and one alert says it. */
const MAX_ALERTS = 3

let alerts: readonly AlertMessage[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly AlertMessage[]) {
  alerts = next
  for (const listener of listeners) listener()
}

/** Shows an alert, unless the same one is already on screen. */
export function pushAlert(alert: Omit<AlertMessage, 'id'>): void {
  const duplicate = alerts.some(
    (shown) =>
      shown.status === alert.status &&
      shown.title === alert.title &&
      shown.message === alert.message &&
      (shown.message !== null || shown.object?.httpStatus === alert.object?.httpStatus),
  )
  if (duplicate) return
  publish([...alerts, { ...alert, id: nextId++ }].slice(-MAX_ALERTS))
}

/** Tells the visitor what they just did worked ("Well done!"); it closes by itself (AlertOutlet). */
export function pushSuccess(message: string): void {
  pushAlert({ status: 'success', title: 'success', message, object: null })
}

export function dismissAlert(id: number): void {
  publish(alerts.filter((alert) => alert.id !== id))
}

export function clearAlerts(): void {
  if (alerts.length > 0) publish([])
}

export function getAlerts(): readonly AlertMessage[] {
  return alerts
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAlerts(): readonly AlertMessage[] {
  return useSyncExternalStore(subscribeAlerts, getAlerts, getAlerts)
}
