import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@questboard/demo/accounts'
import type { AccountsRepository } from './accounts.repository'
import { hashPassword } from './password'

/** Creates the demo accounts if missing and re-aligns the kid's birth date so the kid stays 14. */
export async function seedDemoAccounts(accounts: AccountsRepository): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const demo of DEMO_ACCOUNTS) {
    await accounts.upsertDemo({
      id: demo.id,
      email: demo.email,
      passwordHash,
      nickname: demo.nickname,
      picture: null,
      country: demo.country,
      birthDate: demo.birthDate(),
      roles: demo.roles,
    })
  }
}
