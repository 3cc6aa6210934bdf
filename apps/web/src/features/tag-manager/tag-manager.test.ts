import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../testing/memory-storage'
import { ACCEPT_ALL, createCookieConsentStore, REFUSE_ALL } from '../cookies'
import { startTagManager, type TagManagerHost } from './tag-manager'

function fakeHost() {
  const scripts: { src: string; async: boolean }[] = []
  const host = {
    window: { dataLayer: undefined as unknown[] | undefined, location: { reload: vi.fn() } },
    document: {
      createElement: () => ({ src: '', async: false, dataset: {} }),
      head: { append: (script: { src: string; async: boolean }) => scripts.push(script) },
    },
  }
  return { host: host as unknown as TagManagerHost & typeof host, scripts }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the tag manager', () => {
  it('loads nothing before analytics consent, then the container once, with a data layer', async () => {
    const store = createCookieConsentStore(() => new MemoryStorage())
    const { host, scripts } = fakeHost()
    const containerUrl = vi.fn(async () => 'https://tags.example.com/container.js')
    startTagManager({ containerUrl, store, host })
    await settle()
    expect(containerUrl).not.toHaveBeenCalled()
    expect(scripts).toEqual([])
    expect(host.window.dataLayer).toBeUndefined()

    store.save({ analytics: false, maps: true })
    await settle()
    expect(scripts).toEqual([])

    store.save(ACCEPT_ALL)
    store.save(ACCEPT_ALL)
    await settle()
    expect(scripts).toEqual([
      expect.objectContaining({ src: 'https://tags.example.com/container.js', async: true }),
    ])
    expect(host.window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })])
  })

  it('loads at once when consent was given on an earlier visit, and reloads the page when it is withdrawn', async () => {
    const store = createCookieConsentStore(() => new MemoryStorage())
    store.save(ACCEPT_ALL)
    const { host, scripts } = fakeHost()
    startTagManager({ containerUrl: async () => 'https://tags.example.com/c.js', store, host })
    await settle()
    expect(scripts).toHaveLength(1)
    store.save(REFUSE_ALL)
    expect(host.window.location.reload).toHaveBeenCalledOnce()
  })

  it('loads nothing when the deployment has no tag manager', async () => {
    const store = createCookieConsentStore(() => new MemoryStorage())
    store.save(ACCEPT_ALL)
    const { host, scripts } = fakeHost()
    startTagManager({ containerUrl: async () => '', store, host })
    await settle()
    expect(scripts).toEqual([])
    expect(host.window.dataLayer).toBeUndefined()
  })
})
