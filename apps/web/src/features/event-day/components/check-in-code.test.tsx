// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderScreen } from '../../../testing/render'
import { CheckInCode } from './check-in-code'

it('shows the code as people read it and its QR code, named for screen readers', () => {
  renderScreen(<CheckInCode code="K7MQ2P" />)
  // Read out in two groups of three, as the player says it at the door.
  expect(screen.getByText(/^\w{3}-\w{3}$/).textContent).toBe('K7M-Q2P')
  const qr = screen.getByRole('img', { name: 'QR code of your check-in code K7M-Q2P' })
  // A version-1 code with its quiet zone: 29 modules a side, drawn as one path of dark modules.
  expect(qr.getAttribute('viewBox')).toBe('0 0 29 29')
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/)
})
