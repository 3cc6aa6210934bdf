import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { webBuild } from './build/index.ts'

// In development the Event API (apps/api, port 8080) answers these paths; in production it serves this build.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080'

export default defineConfig(({ command }) => {
  // Vite keeps a NODE_ENV it inherits, and vitest (the e2e global setup builds the app) sets it to `test`:
  // React's development build and the dev JSX runtime then ship, at almost twice the size. A build is
  // always the production build.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    plugins: [react(), ...webBuild()],
    server: {
      proxy: {
        '/api': API_ORIGIN,
        '/authenticate': API_ORIGIN,
        '/healthz': API_ORIGIN,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
  }
})
