import { apiFetch } from './api'

/** The deployment's settings, read once at boot from the Event API (`GET /api/config/`). */
export interface RuntimeConfig {
  accountUrl: string
  oidcIssuer: string
  mapTileUrl: string
  /** The tag manager script, loaded after analytics consent; empty when this deployment has none. */
  tagManagerUrl: string
}

interface ConfigBody {
  account_url: string
  oidc_issuer: string
  map_tile_url: string
  tag_manager_url?: string
}

let pending: Promise<RuntimeConfig> | undefined

/** The runtime config; fetched on first use and shared. A failed fetch is retried on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= apiFetch<ConfigBody>('/api/config/').then(
    (body) => ({
      accountUrl: body.account_url.replace(/\/+$/, ''),
      oidcIssuer: body.oidc_issuer,
      mapTileUrl: body.map_tile_url,
      tagManagerUrl: body.tag_manager_url ?? '',
    }),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}
