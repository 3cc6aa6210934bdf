import fp from 'fastify-plugin'
import { type AccountServiceClient, createAccountServiceClient } from './account-service.client.ts'
import { createServiceCredentials } from './service-credentials.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The account service's service-to-service API (client credentials of `questboard-api`). */
    accountService: AccountServiceClient
  }
}

/** One client per app, so every route shares one cached service token. */
export const accountServicePlugin = fp(
  async (app) => {
    const credentials = createServiceCredentials({
      accountUrl: app.config.accountUrl,
      clientSecret: app.config.apiClientSecret,
    })
    app.decorate(
      'accountService',
      createAccountServiceClient({ accountUrl: app.config.accountUrl, credentials }),
    )
  },
  { name: 'account-service' },
)
