// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../testing/render'
import { Alert, type AlertStatus, AUTO_CLOSE_MS } from './alert'

function Shown({ status }: { status: AlertStatus }) {
  const [open, setOpen] = useState(true)
  return open ? (
    <Alert status={status} onClose={() => setOpen(false)}>
      <p>Your profile is up to date</p>
    </Alert>
  ) : null
}

describe('an alert', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

  it('announces a success politely and closes it by itself after 5 s', () => {
    renderScreen(<Shown status="success" />)
    expect(screen.getByRole('status').textContent).toContain('Well done!')
    advance(AUTO_CLOSE_MS - 100)
    expect(screen.queryByRole('status')).not.toBeNull()
    advance(100)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('keeps a success while pointed at or focused, and counts 5 s again once left', () => {
    renderScreen(<Shown status="success" />)
    const alert = screen.getByRole('status')
    fireEvent.pointerEnter(alert)
    advance(AUTO_CLOSE_MS * 3)
    expect(screen.queryByRole('status')).not.toBeNull()
    fireEvent.pointerLeave(alert)
    act(() => screen.getByRole('button', { name: 'Close' }).focus())
    advance(AUTO_CLOSE_MS * 3)
    expect(screen.queryByRole('status')).not.toBeNull()
    act(() => screen.getByRole('button', { name: 'Close' }).blur())
    advance(AUTO_CLOSE_MS - 1)
    expect(screen.queryByRole('status')).not.toBeNull()
    advance(1)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('announces a problem at once and keeps it until closed', () => {
    renderScreen(<Shown status="danger" />)
    expect(screen.getByRole('alert').textContent).toContain('Ooooh!')
    advance(AUTO_CLOSE_MS * 10)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('stays when it cannot be closed', () => {
    render(
      <Alert status="success">
        <p>Saved</p>
      </Alert>,
    )
    advance(AUTO_CLOSE_MS * 2)
    expect(screen.getByRole('status').textContent).toContain('Saved')
  })
})
