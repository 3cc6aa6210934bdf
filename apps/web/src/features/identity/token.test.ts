import { describe, expect, it } from 'vitest'
import { fakeJwt } from '../../testing/memory-storage'
import { decodeJwtPayload, tokenProblem } from './token'

const SUB = '00000000-0000-4000-8000-000000000003'
const scope = 'openid email questboard-web:user questboard-web:organizer'

describe('decodeJwtPayload', () => {
  it('reads the claims of a JWT, including non-ASCII text', () => {
    expect(decodeJwtPayload(fakeJwt({ sub: SUB, nickname: 'Léa 🎲' }))).toEqual({
      sub: SUB,
      nickname: 'Léa 🎲',
    })
  })

  it('gives undefined for anything that is not a JWT', () => {
    for (const token of [undefined, null, '', 'opaque', 'a.%%%.c', `a.${btoa('"text"')}.c`])
      expect(decodeJwtPayload(token)).toBeUndefined()
  })
})

describe('the token checks on route change (spec §4)', () => {
  const user = { id: SUB, roles: ['user', 'organizer'] }

  it('accepts the session’s own token', () => {
    expect(tokenProblem(user, fakeJwt({ sub: SUB, scope }))).toBeUndefined()
  })

  it('accepts a token granting more roles than the session holds', () => {
    const wider = fakeJwt({ sub: SUB, scope: `${scope} questboard-web:admin` })
    expect(tokenProblem(user, wider)).toBeUndefined()
  })

  it('refuses a missing token', () => {
    expect(tokenProblem(user, undefined)).toBe('missing')
    expect(tokenProblem(user, '')).toBe('missing')
  })

  it('refuses another subject', () => {
    expect(tokenProblem(user, fakeJwt({ sub: 'someone-else', scope }))).toBe('subject')
  })

  it('refuses a token without a role the session holds, even granted to another client', () => {
    const narrowed = fakeJwt({ sub: SUB, scope: 'openid questboard-web:user other-app:organizer' })
    expect(tokenProblem(user, narrowed)).toBe('role')
  })
})
