/**
 * Component tests (Testing Library over happy-dom; a test file opts in with `// @vitest-environment happy-dom`
 * on its first line): a screen rendered as the app renders it (the English catalog, TanStack Query, a data
 * router), with the network stubbed at fetch and nothing else.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, vi } from 'vitest'
import english from '../i18n/locales/en.json'
import type { PageName } from '../lib/routes'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

// happy-dom's <select> has no `size` and its <option>s no `defaultSelected` (both standard HTML): react-hook-form
// reads them to tell a select the user changed before the form registered it, and without them takes every
// select for changed, keeping '' instead of its default value. They are given here as the browser gives them.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0
    },
  })
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected')
    },
  })
}

const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: english } },
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})

/**
 * Renders `ui` at `path` (a page named `page` for the components that ask which page they are on); `route` is
 * the pattern it is mounted on, for a screen that reads its params (`profile/event/edit/:id`).
 */
export function renderScreen(
  ui: ReactNode,
  { path = '/', page, route = '*' }: { path?: string; page?: PageName; route?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path: route, element: ui, handle: page ? { page } : undefined }], {
    initialEntries: [path],
  })
  const user = userEvent.setup()
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { ...view, user, router, queryClient }
}

/** A request the screen made, as the server would read it. */
export interface SentRequest {
  method: string
  /** Path and query, e.g. `/api/events/?page=1`. */
  url: string
  headers: Headers
  /** The parsed JSON body, the FormData, or undefined. */
  body: unknown
}

type Reply = Response | { status?: number; json?: unknown; headers?: Record<string, string> }

/**
 * Answers the screen's fetches with `reply` (given each request) and records them. A reply may be a
 * Response or `{ status, json }`; a missing answer is a 404.
 */
export function stubFetch(reply: (request: SentRequest) => Reply | undefined | Promise<Reply | undefined>) {
  const requests: SentRequest[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const raw = init.body
    const body =
      typeof raw === 'string' ? (raw.startsWith('{') || raw.startsWith('[') ? JSON.parse(raw) : raw) : raw
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: body ?? undefined,
    }
    requests.push(request)
    const answer = (await reply(request)) ?? { status: 404, json: { detail: 'Not found.' } }
    if (answer instanceof Response) return answer
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    })
  })
  return requests
}

/**
 * What the browser does for a modal `<dialog>` on Escape (happy-dom does not): a `cancel`, then it closes,
 * which fires `close`.
 */
export function pressEscapeIn(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('Not a dialog')
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
}
