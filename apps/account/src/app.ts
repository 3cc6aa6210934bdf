import path from 'node:path'
import { rateLimitCounters } from '@questboard/server/rate-limit-counters'
import type Provider from 'oidc-provider'
import { accountPageRouter } from './accounts/account-page.routes'
import { accountsRepository } from './accounts/accounts.repository'
import { accountsRouter } from './accounts/accounts.routes'
import { accountsAdminRouter } from './accounts/accounts-admin.routes'
import { seedDemoAccounts } from './accounts/seed'
import { signInService } from './accounts/sign-in.service'
import type { Configuration } from './configuration'
import { type Database, openDatabase } from './db/database'
import { healthRouter } from './health.routes'
import { accessTokenVerifier } from './http/bearer'
import { apiCors, errorHandler } from './http/middleware'
import { securityHeaders } from './http/security-headers'
import { interactionsRouter } from './interactions/interactions.routes'
import { ledgerRepository } from './loyalty/ledger.repository'
import { loyaltyRouter } from './loyalty/loyalty.routes'
import { createMailer } from './mail/mailer'
import { accountMetrics } from './metrics/metrics.routes'
import { navbarRouter } from './navbar/navbar.routes'
import { passwordResetRepository } from './password-reset/password-reset.repository'
import { passwordResetRouter } from './password-reset/password-reset.routes'
import { passwordResetService } from './password-reset/password-reset.service'
import { personalDataRepository } from './personal-data/personal-data.repository'
import { personalDataRouter } from './personal-data/personal-data.routes'
import { grantIdsOfAccount } from './provider/adapter'
import { applyRoles, createProvider } from './provider/provider'
import { loadProviderSecrets } from './provider/secrets'

export interface AccountService {
  /** The provider is the Koa application itself: our routes run before its protocol endpoints. */
  app: Provider
  database: Database
  /** Our own routes (the provider's protocol endpoints are in its discovery document). */
  routes: { method: string; path: string }[]
  close(): Promise<void>
}

/** Opens the database (migrating it), seeds the demo accounts and assembles the application. */
export async function buildAccountService(configuration: Configuration): Promise<AccountService> {
  const database = await openDatabase({
    url: configuration.databaseUrl,
    pgliteDir:
      configuration.pglite === 'disk' ? path.join(configuration.dataDir, 'account-pglite') : undefined,
    schema: configuration.databaseSchema,
  })
  const { db } = database
  const accounts = accountsRepository(db)
  const ledger = ledgerRepository(db)
  const counters = rateLimitCounters(db)
  if (configuration.demoUsers) await seedDemoAccounts(accounts)

  const secrets = await loadProviderSecrets(db, configuration.cookieKeys)
  const provider = createProvider({ configuration, db, accounts, secrets })
  const tokens = accessTokenVerifier(configuration.issuer, secrets.jwks, accounts, async (grantId) =>
    Boolean(await provider.Grant.find(grantId)),
  )

  // Existing grants follow a role change, so the next refreshed access token carries the new roles.
  const onRolesChanged = async (accountId: string, roles: string[]) => {
    for (const id of await grantIdsOfAccount(db, accountId)) {
      const grant = await provider.Grant.find(id)
      if (!grant) continue
      applyRoles(grant, roles)
      await grant.save()
    }
  }

  const mailer = createMailer({
    from: configuration.mailFrom ?? `Questboard <no-reply@${new URL(configuration.webUrl).hostname}>`,
    smtpUrl: configuration.smtpUrl,
    outboxDir: path.join(configuration.dataDir, 'account-outbox'),
  })
  const resets = passwordResetService({
    accounts,
    resets: passwordResetRepository(db),
    mailer,
    issuer: configuration.issuer,
    log: (error) => console.error('password reset mail not sent:', error),
  })

  const metrics = accountMetrics(database, configuration.metricsToken)
  const routers = [
    healthRouter(database),
    metrics.router,
    accountPageRouter({ provider, accounts, webUrl: configuration.webUrl }),
    interactionsRouter({
      provider,
      accounts,
      signIn: signInService(accounts, counters, configuration.rateLimits),
      signUp: { counters, limit: configuration.rateLimits['sign-up-ip'] },
    }),
    accountsRouter({ accounts, ledger, tokens, onRolesChanged }),
    accountsAdminRouter({ accounts, tokens }),
    loyaltyRouter({ ledger, tokens }),
    personalDataRouter({ personalData: personalDataRepository(db), ledger, tokens }),
    passwordResetRouter({ resets, webUrl: configuration.webUrl }),
    navbarRouter({ issuer: configuration.issuer, webUrl: configuration.webUrl }),
  ]
  provider.use(metrics.measure)
  provider.use(securityHeaders(configuration))
  provider.use(errorHandler(configuration.webUrl))
  provider.use(apiCors(configuration.webUrl))
  for (const router of routers) {
    provider.use(router.routes())
    provider.use(router.allowedMethods())
  }

  const routes = routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path) })),
    ),
  )
  return {
    app: provider,
    database,
    routes,
    close: async () => {
      mailer.close()
      await database.close()
    },
  }
}
