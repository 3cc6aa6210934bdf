import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, followToClient, startAuthorization } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

let running: TestService

beforeAll(async () => {
  running = await startTestService()
})
afterAll(() => running.close())

const alertOf = (html: string) => /<div class="error-summary" role="alert"[\s\S]*?<\/div>/.exec(html)?.[0]

describe('sign-in page', () => {
  it('is labelled Email, Password and Sign in in English, with a link to sign up', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, { ui_locales: 'en' })
    const html = await (await agent.request(interactionPath)).text()
    expect(html).toContain('<html lang="en">')
    expect(html).toMatch(/<label for="field-email">Email<\/label>/)
    expect(html).toMatch(/<label for="field-password">Password<\/label>/)
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/)
    expect(html).toContain(`href="${interactionPath}?screen=signup"`)
  })

  it.each([
    ['fr', 'Mot de passe'],
    ['de', 'Passwort'],
    ['es', 'Contraseña'],
    ['nl', 'Wachtwoord'],
    ['it', 'Password'],
  ])('speaks %s', async (locale, passwordLabel) => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, { ui_locales: locale })
    const html = await (await agent.request(interactionPath)).text()
    expect(html).toContain(`<html lang="${locale}">`)
    expect(html).toContain(`<label for="field-password">${passwordLabel}</label>`)
  })

  it('switches language through its language links, and keeps it after a failed attempt', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, { ui_locales: 'fr' })
    const french = await (await agent.request(interactionPath)).text()
    expect(french).toContain(`href="${interactionPath}?screen=signin&amp;ui_locales=de"`)
    const german = await (await agent.request(`${interactionPath}?screen=signin&ui_locales=de`)).text()
    expect(german).toContain('<html lang="de">')
    expect(german).toContain('name="ui_locales" value="de"')
    const failed = await agent.postForm(`${interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'nope',
      ui_locales: 'it',
    })
    const italian = await failed.text()
    expect(italian).toContain('<html lang="it">')
    expect(italian).toContain("L'indirizzo email o la password non sono corretti.".replace("'", '&#39;'))
  })

  it('gives the same message for a wrong password and an unknown email', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL)
    const wrongPassword = await agent.postForm(`${interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'not-the-password',
    })
    const unknownEmail = await agent.postForm(`${interactionPath}/login`, {
      email: 'nobody@questboard.test',
      password: 'not-the-password',
    })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    const first = alertOf(await wrongPassword.text())
    expect(first).toContain('The email address or password is incorrect.')
    expect(alertOf(await unknownEmail.text())).toBe(first)
  })

  it('locks an email out from an address after five failures in fifteen minutes', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await agent.postForm(`${interactionPath}/login`, {
        email: 'jugador@questboard.test',
        password: `wrong-${attempt}`,
      })
      expect(response.status).toBe(401)
    }
    const locked = await agent.postForm(`${interactionPath}/login`, {
      email: 'JUGADOR@questboard.test',
      password: 'questboard',
    })
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(890)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect(alertOf(await locked.text())).toContain('Too many failed sign-in attempts')
    // Other accounts are not affected.
    const other = await agent.postForm(`${interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'questboard',
    })
    expect(other.status).toBe(303)
  })

  it('answers a clear 4xx page for an unknown or expired interaction', async () => {
    const response = await fetch(`${running.url}/interaction/unknown-uid`)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.text()).toContain('role="alert"')
    const post = await fetch(`${running.url}/interaction/unknown-uid/login`, { method: 'POST', body: 'x' })
    expect(post.status).toBeLessThan(500)
  })
})

describe('sign-up page', () => {
  it('opens directly with screen=signup and lists the fields with autocomplete hints', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, {
      screen: 'signup',
      ui_locales: 'es',
    })
    const html = await (await agent.request(interactionPath)).text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('action="/interaction/')
    expect(html).toContain('/signup"')
    for (const autocomplete of ['email', 'new-password', 'nickname', 'country', 'bday']) {
      expect(html).toContain(`autocomplete="${autocomplete}"`)
    }
    expect(html).toContain('<option value="ES">España</option>')
  })

  it('opens for someone already signed in when screen=signup is asked', async () => {
    const agent = browser(running.url)
    const first = await startAuthorization(agent, WEB_URL)
    const login = await agent.postForm(`${first.interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'questboard',
    })
    await followToClient(agent, login, WEB_URL)
    // Signed in: a plain authorization goes straight back with a code…
    const again = await startAuthorization(agent, WEB_URL)
    expect(again.interactionPath).toBe('/')
    // …but asking for the sign-up form shows it.
    const signup = await startAuthorization(agent, WEB_URL, { screen: 'signup' })
    expect(signup.interactionPath).toMatch(/^\/interaction\//)
    expect(await (await agent.request(signup.interactionPath)).text()).toContain('/signup"')
  })

  it('shows an error beside each invalid field and keeps the values', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, { screen: 'signup' })
    const response = await agent.postForm(`${interactionPath}/signup`, {
      email: 'not-an-email',
      password: 'short',
      nickname: 'X',
      country: 'ZZ',
      birth_date: '2999-01-01',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(alertOf(html)).toBeTruthy()
    expect(html).toContain('This value must be a valid email address')
    expect(html).toContain('The password must be at least 8 characters long')
    expect(html).toContain('The nickname must be between 2 and 30 characters')
    expect(html).toContain('Choose a country from the list')
    expect(html).toContain('Enter a valid date in the past')
    expect(html).toContain('value="not-an-email"')
    expect(html).not.toContain('value="short"')
  })

  it('creates the account and signs it in; a taken email is refused', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, { screen: 'signup' })
    const response = await agent.postForm(`${interactionPath}/signup`, {
      email: 'new.player@questboard.test',
      password: 'a-long-password',
      nickname: 'Newbie',
      country: 'NL',
      birth_date: '2000-02-29',
    })
    expect(response.status).toBe(303)
    const redirect = await followToClient(agent, response, WEB_URL)
    expect(new URLSearchParams(redirect.hash.slice(1)).get('code')).toBeTruthy()

    const again = browser(running.url)
    const second = await startAuthorization(again, WEB_URL, { screen: 'signup' })
    const taken = await again.postForm(`${second.interactionPath}/signup`, {
      email: 'NEW.player@questboard.test',
      password: 'another-password',
      nickname: 'Copycat',
      country: 'NL',
      birth_date: '2000-01-01',
    })
    expect(taken.status).toBe(409)
    expect(await taken.text()).toContain('An account already exists with this email address')
  })
})
