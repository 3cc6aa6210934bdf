// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../testing/render'
import { ShareButton } from './share-button'

const URL_TO_SHARE = 'https://events.example.com/fr/events/12'

// The Web Share API and the clipboard are the browser's: each test gives the browser it describes (after
// rendering: user-event puts its own clipboard on the navigator it finds).
function browserWith({
  share,
  clipboard,
}: {
  share?: (data: ShareData) => Promise<void>
  clipboard?: (text: string) => Promise<void>
}) {
  vi.stubGlobal('navigator', {
    ...navigator,
    share,
    canShare: share ? () => true : undefined,
    clipboard: { writeText: clipboard ?? (() => Promise.reject(new Error('denied'))) },
  })
}
afterEach(() => vi.unstubAllGlobals())

describe('the share button', () => {
  it('opens the device’s share sheet with the title, text and link where there is one', async () => {
    const share = vi.fn(() => Promise.resolve())
    const { user } = renderScreen(
      <ShareButton url={URL_TO_SHARE} title="Spring league" text="Spring league · Sat" />,
    )
    browserWith({ share })
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({
      title: 'Spring league',
      text: 'Spring league · Sat',
      url: URL_TO_SHARE,
    })
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('does nothing more when the sheet is closed', async () => {
    const clipboard = vi.fn(() => Promise.resolve())
    const { user } = renderScreen(<ShareButton url={URL_TO_SHARE} title="Spring league" />)
    browserWith({ share: () => Promise.reject(new DOMException('closed', 'AbortError')), clipboard })
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(clipboard).not.toHaveBeenCalled()
  })

  it('copies the link where there is no share sheet, and says so', async () => {
    const clipboard = vi.fn(() => Promise.resolve())
    const { user } = renderScreen(<ShareButton url={URL_TO_SHARE} title="Spring league" />)
    browserWith({ clipboard })
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(clipboard).toHaveBeenCalledWith(URL_TO_SHARE)
    expect(screen.getByRole('status').textContent).toBe('Link copied: paste it wherever you like.')
  })

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const { user } = renderScreen(<ShareButton url={URL_TO_SHARE} title="Spring league" />)
    browserWith({})
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const field = (await screen.findByRole('textbox', {
      name: 'Copy this link to share it:',
    })) as HTMLInputElement
    expect(field.value).toBe(URL_TO_SHARE)
    expect(field.readOnly).toBe(true)
  })
})
