import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../testing/memory-storage'
import { registerServiceWorker, type ServiceWorkerHost } from './service-worker-registration'

function fakeHost(controlled: boolean) {
  const listeners: (() => void)[] = []
  const update = vi.fn(async () => undefined)
  const timers: { callback: () => void; ms: number }[] = []
  let time = 1_000_000
  const host = {
    container: {
      controller: controlled ? ({} as ServiceWorker) : null,
      register: vi.fn(async () => ({ update }) as unknown as ServiceWorkerRegistration),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    },
    reload: vi.fn(),
    isOnline: vi.fn(() => true),
    now: () => time,
    storage: new MemoryStorage(),
    setInterval: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  }
  return {
    host: host as unknown as ServiceWorkerHost & typeof host,
    changeController: () => {
      for (const listener of listeners) listener()
    },
    advance: (ms: number) => {
      time += ms
    },
    timers,
    update,
  }
}

describe('the service worker registration', () => {
  it('registers /sw.js for the whole site and checks for an update every 5 seconds while online', async () => {
    const { host, timers, update } = fakeHost(false)
    await registerServiceWorker(host)
    expect(host.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' })
    expect(timers.map((timer) => timer.ms)).toEqual([5000])
    timers[0]?.callback()
    expect(update).toHaveBeenCalledOnce()
    host.isOnline.mockReturnValue(false)
    timers[0]?.callback()
    expect(update).toHaveBeenCalledOnce()
  })

  it('does not reload when the first worker takes control of a fresh visit, but does for the next one', async () => {
    const { host, changeController } = fakeHost(false)
    await registerServiceWorker(host)
    changeController()
    expect(host.reload).not.toHaveBeenCalled()
    changeController()
    expect(host.reload).toHaveBeenCalledOnce()
  })

  it('reloads once when a new worker takes control, and not again in a loop', async () => {
    const first = fakeHost(true)
    await registerServiceWorker(first.host)
    first.changeController()
    first.changeController()
    expect(first.host.reload).toHaveBeenCalledOnce()

    // The reloaded page, sharing the session storage, sees yet another worker at once: no second reload.
    const second = fakeHost(true)
    second.host.storage = first.host.storage
    second.advance(2_000)
    await registerServiceWorker(second.host)
    second.changeController()
    expect(second.host.reload).not.toHaveBeenCalled()
  })
})
