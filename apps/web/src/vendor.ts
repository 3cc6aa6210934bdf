// The other libraries every page runs, evaluated after React in a task of their own (boot.ts).
export { QueryClient } from '@tanstack/react-query'
export { default as i18next } from 'i18next'
export { initReactI18next } from 'react-i18next'
export { createBrowserRouter } from 'react-router'
export { RouterProvider } from 'react-router/dom'
