import { lazy } from 'react'

/**
 * What other features may use of event day (issue 14, decision 032): the player's check-in code (QR code and short
 * code, loaded on first render with the QR encoder), the rounds as the API answers them, the one function that
 * sends a change with its Idempotency-Key (a player's report too), and how a score reads. The organizer's console
 * is a screen of its own (`event-day` route).
 */
export const CheckInCode = lazy(async () => ({
  default: (await import('./components/check-in-code')).CheckInCode,
}))

export { useRounds } from './api/event-day'
export { idempotencyKey, send } from './api/send'
export { isElimination, scoreText } from './lib/score'
