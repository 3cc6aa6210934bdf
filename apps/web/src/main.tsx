import { parseWithoutEval } from '@questboard/domain/zod-in-browsers'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/providers'
import { createAppRouter } from './app/router'
import { registerServiceWorker } from './app/service-worker-registration'
import { startIdentity, takeSigninResponse } from './features/identity/identity-store'
import { startTagManager } from './features/tag-manager/tag-manager'
import { initI18n } from './i18n/i18n'
import { nextTask } from './lib/next-task'
import { loadRuntimeConfig } from './lib/runtime-config'
import './app/styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
// Before any screen's schemas are built (their chunks load later): the page's CSP allows no eval.
parseWithoutEval()

/**
 * Starts the app in a few tasks rather than one (the router's creation alone takes tens of milliseconds on
 * a phone): the page stays responsive meanwhile, and a long task is what makes a phone feel stuck.
 */
async function start(root: HTMLElement) {
  // Page components render their own <title> (React hoists it); the static one only serves before the app runs.
  document.querySelector('head > title')?.remove()
  // Starts loading the shell's texts now; the router's root loader waits for them (and reports a failure).
  initI18n().catch(() => {})
  // The sign-in answer (#code=…) leaves the address before the router reads it.
  const signinResponse = takeSigninResponse()
  await nextTask()
  const router = createAppRouter()
  await nextTask()
  startTagManager({ containerUrl: async () => (await loadRuntimeConfig()).tagManagerUrl })
  // Only a build has a /sw.js; in development the worker would cache what Vite serves fresh. Once the page
  // has loaded: on a first visit the worker downloads every file of the build, which must not compete with
  // the page's own requests.
  if (import.meta.env.PROD) {
    if (document.readyState === 'complete') void registerServiceWorker()
    else window.addEventListener('load', () => void registerServiceWorker(), { once: true })
  }
  void startIdentity({ signinResponse, navigate: (path) => router.navigate(path, { replace: true }) })
  await nextTask()

  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task as long as the whole tree takes.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    )
  })
}

void start(root)
