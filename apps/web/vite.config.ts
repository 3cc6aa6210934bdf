import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { serviceWorker } from './vite-plugin-service-worker'

// In development the Event API (apps/api, port 8080) answers these paths; in production it serves this build.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react(), serviceWorker()],
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
})
