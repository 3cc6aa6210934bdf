import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { games } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, wallClockIn } from '../testing/factories.ts'

// A link to an event or a store unfurls in chat apps (issue 13 §8): their crawlers read these tags, run no
// script and often ask for */*. The index.html is shaped as the web build writes it.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Questboard: find tabletop and card game events near you."
    />
    <title>Questboard</title>
  </head>
  <body><div id="root"></div></body>
</html>`

let app: TestApp
let webDist: string
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'qb-share-'))
  await writeFile(path.join(webDist, 'index.html'), INDEX)
  app = await buildTestApp({ webDist })
})
afterAll(async () => {
  await app.close()
  await rm(webDist, { recursive: true, force: true })
})

const crawl = (url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: '*/*', 'user-agent': 'Slackbot' } })

/** The page's sharing tags: `og:title` → content, `twitter:card` → content. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {}
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1] ?? ''] = match[2] ?? ''
  }
  return tags
}

describe('an event page shared', () => {
  test('unfurls with its name, date, place and the brand picture, in English without a prefix', async () => {
    const owner = await createUser(app.db, { store: 'Le Donjon' })
    const event = await createEvent(app.db, owner.id, { name: 'Spring league', start: '2031-03-08T14:00' })
    const response = await crawl(`/events/${event.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const html = response.body
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('<title>Spring league · Questboard</title>')
    const tags = tagsOf(html)
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:title': 'Spring league',
      'og:url': `http://localhost:8080/events/${event.id}`,
      'og:image': 'http://localhost:8080/icons/share.png',
      'og:locale': 'en_GB',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Spring league',
    })
    expect(tags['og:description']).toBe(tags.description)
    expect(tags.description).toMatch(
      /^Crownfall Chronicles · Saturday,? 8 March 2031 at 14:00 · Le Donjon, Paris$/,
    )
    // One description: the generic one gave way.
    expect(html.match(/name="description"/g)).toHaveLength(1)
  })

  test('speaks the language of its prefix, and escapes what people typed', async () => {
    const owner = await createUser(app.db, { store: 'Dés & "Donjons"' })
    const event = await createEvent(app.db, owner.id, {
      name: '<script>alert(1)</script> Ligue',
      start: '2031-03-08T14:00',
    })
    const html = (await crawl(`/fr/events/${event.id}`)).body
    expect(html).toContain('<html lang="fr"')
    expect(html).not.toContain('<script>alert(1)')
    const tags = tagsOf(html)
    expect(tags['og:title']).toBe('&lt;script&gt;alert(1)&lt;/script&gt; Ligue')
    expect(tags['og:url']).toBe(`http://localhost:8080/fr/events/${event.id}`)
    expect(tags['og:locale']).toBe('fr_FR')
    expect(tags.description).toContain('samedi 8 mars 2031')
    expect(tags.description).toContain('Dés &amp; &quot;Donjons&quot;, Paris')
  })

  test('tells nothing of a draft, an unknown event or a malformed id: the plain page', async () => {
    const owner = await createUser(app.db, { store: 'Secret Store' })
    const draft = await createEvent(app.db, owner.id, { name: 'Secret draft', status: 'draft' })
    for (const url of [`/events/${draft.id}`, '/de/events/2147483647', '/events/abc']) {
      const response = await crawl(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(INDEX)
    }
  })

  test('unfurls with its cover, else its game’s artwork, as a large picture (issue 13 §7)', async () => {
    const owner = await createUser(app.db, { store: 'Cover Store' })
    const sizes = [400, 800, 1200].map((width) => ({ width, height: (width * 9) / 16 }))
    const cover = { key: 'pictures/covers/1/0123456789abcdef01234567', sizes }
    const event = await createEvent(app.db, owner.id, { name: 'Covered night', cover })
    const tags = tagsOf((await crawl(`/fr/events/${event.id}`)).body)
    expect(tags).toMatchObject({
      'og:image': 'http://localhost:8080/media/pictures/covers/1/0123456789abcdef01234567-1200.webp',
      'og:image:width': '1200',
      'og:image:height': '675',
      'og:image:alt': 'Covered night',
      'twitter:card': 'summary_large_image',
    })

    const art = { key: 'pictures/game-art/5/89abcdef0123456789abcdef', sizes: sizes.slice(0, 2) }
    await app.db.update(games).set({ art }).where(eq(games.id, 5))
    const plain = await createEvent(app.db, owner.id, { name: 'Plain night', gameId: 5 })
    const plainTags = tagsOf((await crawl(`/events/${plain.id}`)).body)
    expect(plainTags['og:image']).toBe(
      'http://localhost:8080/media/pictures/game-art/5/89abcdef0123456789abcdef-800.webp',
    )
    expect(plainTags['og:image:width']).toBe('800')
  })

  test('leaves the API and the other addresses as they were', async () => {
    const owner = await createUser(app.db, { store: 'API Store' })
    const event = await createEvent(app.db, owner.id, { start: wallClockIn(5) })
    const api = await app.inject({ method: 'GET', url: `/api/events/${event.id}` })
    expect(api.headers['content-type']).toMatch(/^application\/json/)
    // Not a locale: the usual not-found answer (JSON to a client that does not ask for a page).
    expect((await crawl(`/xx/events/${event.id}`)).statusCode).toBe(404)
    expect((await crawl(`/en/events/${event.id}`)).statusCode).toBe(404)
  })
})

describe('a store page shared', () => {
  test('unfurls with its name, its address and its logo when it has one', async () => {
    const store = await createUser(app.db, {
      store: 'Meeple Corner',
      storeLogo: 'logos/1/logo.png',
    })
    const tags = tagsOf((await crawl(`/nl/stores/${store.id}`)).body)
    expect(tags).toMatchObject({
      'og:title': 'Meeple Corner',
      'og:url': `http://localhost:8080/nl/stores/${store.id}`,
      description: '1 rue de Rivoli, 75001 Paris, Frankrijk',
      'twitter:card': 'summary',
      'og:image:alt': 'Meeple Corner',
    })
    expect(tags['og:image']).toMatch(/^http:\/\/localhost:8080\/.+logo/)
  })

  test('tells nothing of a private store', async () => {
    const hidden = await createUser(app.db, { store: 'Hidden', isPublic: false })
    expect((await crawl(`/stores/${hidden.id}`)).body).toBe(INDEX)
  })
})
