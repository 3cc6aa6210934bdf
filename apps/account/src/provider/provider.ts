import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider'
import type { AccountsRepository } from '../accounts/accounts.repository'
import { API_CLIENT_ID, ROLE_SCOPES, roleScopesOf, SERVICE_SCOPES, WEB_CLIENT_ID } from '../accounts/roles'
import type { Configuration as ServiceConfiguration } from '../configuration'
import type { Db } from '../db/database'
import { webOrigins } from '../http/web-origins'
import { localeOf } from '../interactions/locale'
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from '../interactions/pages'
import { databaseAdapterFactory } from './adapter'
import { advertisedResponseModes, providerClients } from './clients'
import type { ProviderSecrets } from './secrets'
import { temporarilyUnavailableWhenDatabaseIs } from './temporarily-unavailable'

/**
 * The resource indicator of the Questboard APIs. Access tokens for it are JWTs (RFC 9068) with this
 * audience; the Event API verifies `iss`, `aud`, `exp` and the signature (RS256) against `/jwks`.
 */
export const API_RESOURCE = 'urn:questboard'
export const API_AUDIENCE = 'questboard'
export const ACCESS_TOKEN_ALG = 'RS256'

const OIDC_SCOPES = 'openid offline_access email profile'

/**
 * The grant a user access token belongs to. JWT access tokens are not stored, so they cannot be revoked one by
 * one: the account API refuses a token whose grant sign-out or revocation ended.
 */
export const GRANT_CLAIM = 'grant_id'

export interface ProviderDependencies {
  configuration: ServiceConfiguration
  db: Db
  accounts: AccountsRepository
  secrets: ProviderSecrets
}

export function createProvider({
  configuration,
  db,
  accounts: storedAccounts,
  secrets,
}: ProviderDependencies): Provider {
  const allowedOrigins = webOrigins(configuration.webUrl)
  // The provider's reads and writes answer 503 `temporarily_unavailable` while the database is away.
  const accounts = temporarilyUnavailableWhenDatabaseIs(storedAccounts)
  const storage = databaseAdapterFactory(db)

  const providerConfiguration: Configuration = {
    adapter: (model) => temporarilyUnavailableWhenDatabaseIs(storage(model)),
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    clients: providerClients(configuration),
    // Discovery advertises only what a client of ours can use (decision 020): the code flow, in the fragment, for
    // the web app; client credentials with HTTP Basic for the Event API.
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic'],
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === WEB_CLIENT_ID && allowedOrigins.has(origin),
    pkce: { required: () => true },
    scopes: OIDC_SCOPES.split(' '),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['nickname', 'picture', 'birthdate'],
    },
    // The ID token carries the profile claims, so the SPA needs no userinfo call.
    conformIdTokenClaims: false,
    extraParams: {
      screen: (_ctx, value) => {
        if (value !== undefined && value !== 'signup' && value !== 'signin') {
          throw new errors.InvalidRequest("screen must be 'signup' or 'signin'")
        }
      },
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findById(sub)
      if (!account) return undefined
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            email: account.email,
            email_verified: false,
            nickname: account.nickname,
            picture: account.picture ?? undefined,
            birthdate: account.birthDate,
          }
        },
      }
    },
    // First-party clients: consent is implied. The grant is (re)computed at every authorization from the
    // account's current roles, so a role granted or removed shows in the next token.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      const account = await accounts.findById(session.accountId)
      if (!account) return undefined
      applyRoles(grant, account.roles)
      await grant.save()
      return grant
    },
    formats: {
      customizers: {
        // RFC 9068 user tokens carry the email, and their role scopes always follow the account's current
        // roles: a role granted or removed since sign-in shows in the next (refreshed) access token.
        async jwt(_ctx, token, parts) {
          if (!('accountId' in token) || !token.accountId) return
          const account = await accounts.findById(token.accountId)
          if (!account) return
          parts.payload.email = account.email
          // Sign-out and revocation end the grant; our own API refuses the token then (http/bearer.ts).
          if ('grantId' in token && token.grantId) parts.payload[GRANT_CLAIM] = token.grantId
          const others = String(parts.payload.scope ?? '')
            .split(' ')
            .filter((scope) => scope && !ROLE_SCOPES.includes(scope))
          parts.payload.scope = [...others, ...roleScopesOf(account.roles)].join(' ')
        },
      },
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Signing out ends everything the session handed out, offline_access or not: a browser app's refresh
    // token must not outlive the sign-out.
    expiresWithSession: async () => true,
    features: {
      devInteractions: { enabled: false },
      // The SPA reads the ID token and our account API; no client sends DPoP proofs or pushed requests.
      userinfo: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      clientCredentials: { enabled: true },
      // The web app revokes its refresh token at sign-out (ending the grant, so its access token too); a client
      // revokes only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => client.clientId === token.clientId,
      },
      introspection: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html'
          // A sign-out the SPA asked for (it names itself through id_token_hint or client_id) needs no
          // second question: the page submits itself; without scripts the buttons still work.
          ctx.body = renderLogoutPage(
            localeOf(ctx.oidc.params?.ui_locales, ctx.get('accept-language')),
            form,
            ctx.oidc.client?.clientId === WEB_CLIENT_ID,
          )
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html'
          ctx.body = renderSignedOutPage(
            localeOf(undefined, ctx.get('accept-language')),
            configuration.webUrl,
          )
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource, client) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget()
          const service = client.clientId === API_CLIENT_ID
          return {
            scope: service ? Object.values(SERVICE_SCOPES).join(' ') : ROLE_SCOPES.join(' '),
            audience: API_AUDIENCE,
            accessTokenTTL: service ? 10 * 60 : 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: ACCESS_TOKEN_ALG } },
          }
        },
      },
    },
    interactions: {
      policy: signUpAwarePolicy(),
      url: async (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      ClientCredentials: 10 * 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.body = renderErrorPage(
        localeOf(ctx.oidc?.params?.ui_locales, ctx.get('accept-language')),
        out,
        configuration.webUrl,
      )
    },
  }

  const provider = new Provider(configuration.issuer, providerConfiguration)
  // Behind a TLS-terminating proxy: trust X-Forwarded-* for the scheme (secure cookies) and client IPs.
  provider.proxy = configuration.trustProxy > 0
  // Our N proxies wrote the last N addresses of X-Forwarded-For: the first of those is the client's (any
  // before it are whatever the client sent).
  provider.maxIpsCount = configuration.trustProxy
  provider.use(advertisedResponseModes)
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    console.error('account: OpenID provider error', error)
  })
  return provider
}

type Grant = InstanceType<Provider['Grant']>

/** Grants the OIDC scopes and exactly the role scopes the account holds (the others are rejected). */
export function applyRoles(grant: Grant, roles: readonly string[]): void {
  grant.addOIDCScope(OIDC_SCOPES)
  const held = roleScopesOf(roles)
  const notHeld = ROLE_SCOPES.filter((scope) => !held.includes(scope))
  grant.resources = { ...grant.resources, [API_RESOURCE]: held.join(' ') }
  grant.rejected = {
    ...grant.rejected,
    resources: { ...grant.rejected?.resources, [API_RESOURCE]: notHeld.join(' ') },
  }
}

/** The default prompts, plus: `screen=signup` shows the sign-up form even to someone already signed in. */
function signUpAwarePolicy() {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'signup_requested',
        'the sign-up form was asked for',
        'login_required',
        (ctx) =>
          ctx.oidc.params?.screen === 'signup' && !ctx.oidc.result?.login
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    )
  return policy
}
