import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/providers'
import { createAppRouter } from './app/router'
import { startIdentity, takeSigninResponse } from './features/identity/identity-store'
import { initI18n } from './i18n/i18n'
import './app/styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// Page components render their own <title> (React hoists it); the static one only serves before the app runs.
document.querySelector('head > title')?.remove()
void initI18n()
// The sign-in answer (#code=…) leaves the address before the router reads it.
const signinResponse = takeSigninResponse()
const router = createAppRouter()
void startIdentity({ signinResponse, navigate: (path) => router.navigate(path, { replace: true }) })

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
