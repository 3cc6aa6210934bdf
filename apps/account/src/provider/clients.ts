/**
 * The provider's two clients: the web app (public, the code flow with PKCE, the answer in the fragment) and
 * the Event API (client credentials), and what discovery says of their response modes.
 */
import { LOCALES } from '@questboard/domain/constants'
import type { ClientMetadata, KoaContextWithOIDC } from 'oidc-provider'
import { API_CLIENT_ID, WEB_CLIENT_ID } from '../accounts/roles'
import type { Configuration as ServiceConfiguration } from '../configuration'
import { webBaseUrls } from '../http/web-origins'

/** The only response mode a client of ours uses (the SPA: `#code=…`); the web client is held to it. */
const RESPONSE_MODES = ['fragment'] as const

/**
 * The SPA returns to its root (or a locale's root) with the response in the fragment (`#code=…`), then
 * restores the route it stored before signing in; after signing out it lands on a root with `?signout=1`.
 */
function webRedirectUris(webUrl: string) {
  const bases = webBaseUrls(webUrl)
  const roots = bases.flatMap((base) => [
    `${base}/`,
    ...LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => [
      `${base}/${locale}`,
      `${base}/${locale}/`,
    ]),
  ])
  return {
    redirect_uris: [...roots, ...bases.map((base) => `${base}/signin-callback`)],
    post_logout_redirect_uris: roots.flatMap((root) => [root, `${root}?signout=1`]),
  }
}

/** The clients, as oidc-provider registers them. */
export function providerClients(
  configuration: Pick<ServiceConfiguration, 'webUrl' | 'apiClientSecret'>,
): ClientMetadata[] {
  return [
    {
      client_id: WEB_CLIENT_ID,
      client_name: 'Questboard',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      response_modes: [...RESPONSE_MODES],
      ...webRedirectUris(configuration.webUrl),
    },
    {
      client_id: API_CLIENT_ID,
      client_name: 'Questboard Event API',
      client_secret: configuration.apiClientSecret,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
    },
  ]
}

/** The provider lists every mode it knows in discovery, `form_post` included: only ours are advertised. */
export async function advertisedResponseModes(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next()
  if (ctx.path !== '/.well-known/openid-configuration' || typeof ctx.body !== 'object' || !ctx.body) return
  ;(ctx.body as Record<string, unknown>).response_modes_supported = [...RESPONSE_MODES]
}
