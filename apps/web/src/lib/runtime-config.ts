import { apiFetch } from './api'

/**
 * The operator's identity on the legal notice and the privacy policy (the API's LEGAL_* settings,
 * decision 009): plain text, lines separated by `\n`; empty when the deployment has not set it.
 */
export interface LegalDetails {
  publisher: string
  publicationDirector: string
  hostingProvider: string
  contact: string
}

/** Which legal detail a document's placeholder stands for. */
export type LegalSetting = keyof LegalDetails

/** The deployment's settings, read once at boot from the Event API (`GET /api/config/`). */
export interface RuntimeConfig {
  accountUrl: string
  oidcIssuer: string
  mapTileUrl: string
  /** The tag manager script, loaded after analytics consent; empty when this deployment has none. */
  tagManagerUrl: string
  legal: LegalDetails
}

interface ConfigBody {
  account_url: string
  oidc_issuer: string
  map_tile_url: string
  tag_manager_url?: string
  legal?: {
    publisher?: string
    publication_director?: string
    hosting_provider?: string
    contact?: string
  }
}

let pending: Promise<RuntimeConfig> | undefined

/** The runtime config; fetched on first use and shared. A failed fetch is retried on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= apiFetch<ConfigBody>('/api/config/').then(toRuntimeConfig, (error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

/** The API's answer in the web app's terms; a detail an older API does not send is unset. */
export function toRuntimeConfig(body: ConfigBody): RuntimeConfig {
  const legal = body.legal ?? {}
  return {
    accountUrl: body.account_url.replace(/\/+$/, ''),
    oidcIssuer: body.oidc_issuer,
    mapTileUrl: body.map_tile_url,
    tagManagerUrl: body.tag_manager_url ?? '',
    legal: {
      publisher: legal.publisher ?? '',
      publicationDirector: legal.publication_director ?? '',
      hostingProvider: legal.hosting_provider ?? '',
      contact: legal.contact ?? '',
    },
  }
}
