import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_SCOPES } from '../accounts/roles'
import { serviceToken } from '../testing/oidc-client'
import { startTestService, type TestService } from '../testing/test-service'

let running: TestService
let token: string
beforeAll(async () => {
  running = await startTestService()
  token = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsRoles)
})
afterAll(() => running.close())

/** A JSON body whose text holds a lone UTF-16 surrogate, escaped as JSON allows (`\ud800`). */
const withLoneSurrogate = (json: string) => json.replace('LONE', '\\ud800')

const putRoles = (body: string) =>
  fetch(`${running.url}/main/v1/users/${DEMO_ACCOUNT_IDS.player}/roles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  })

describe('a JSON body with text that is not valid Unicode', () => {
  it('is a 400 naming where the text is, and changes nothing', async () => {
    const response = await putRoles(withLoneSurrogate('{"roles": ["user", "LONE"]}'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      detail: 'Must be valid Unicode text (a lone UTF-16 surrogate is not) at roles.1.',
    })
    const roles = await fetch(`${running.url}/main/v1/users/${DEMO_ACCOUNT_IDS.player}/roles`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect((await roles.json()).roles).toEqual(['user'])
  })

  it('accepts the same body well formed (a surrogate pair is one character)', async () => {
    const response = await putRoles('{"roles": ["user"], "note": "\\ud83c\\udfb2"}')
    expect(response.status).toBeLessThan(300)
  })
})
