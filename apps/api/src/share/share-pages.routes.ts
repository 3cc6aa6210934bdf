import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { isLocale, type Locale } from '@questboard/domain/constants'
import type { EventDetail, StoreDetail, StoreSummary } from '@questboard/domain/event-api.schema'
import type { Picture } from '@questboard/domain/picture.schema'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { SHARE_IMAGE_PATH, type ShareMeta, withShareMeta } from './share-meta.ts'

const ID = /^[0-9]{1,10}$/

/**
 * The pages people share (issue 13 §8): `/events/{id}` and `/stores/{id}`, with or without a locale prefix,
 * answer the web app's index.html with the event's or the store's title, description and Open Graph and
 * Twitter tags, so a link unfurls in chat apps; their crawlers run no script and may not ask for text/html,
 * so these answer HTML to any GET. An unknown, draft or private one gets the plain page (the web app says it
 * is not found), so a link tells nothing the API would not.
 */
export const sharePagesRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  const { events, stores } = app.services
  const { publicUrl } = app.config
  let index: Promise<string> | undefined
  const indexHtml = () => {
    index ??= readFile(path.join(webDist, 'index.html'), 'utf8').catch((error: unknown) => {
      index = undefined
      throw error
    })
    return index
  }

  async function answer(
    request: FastifyRequest<{ Params: { id: string; locale?: string } }>,
    reply: FastifyReply,
    meta: (id: number, locale: Locale) => Promise<ShareMeta | undefined>,
  ) {
    const locale = request.params.locale ?? 'en'
    // `/en/…` is not an address of the web app (English has no prefix), nor `/api/…`.
    if (!isLocale(locale) || (request.params.locale !== undefined && locale === 'en'))
      return reply.callNotFound()
    let html: string
    try {
      html = await indexHtml()
    } catch {
      return reply.callNotFound() // not built: the web app's own handler says so
    }
    const found = ID.test(request.params.id) ? await meta(Number(request.params.id), locale) : undefined
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(found ? withShareMeta(html, found) : html)
  }

  const pageUrl = (locale: Locale, rest: string) =>
    `${publicUrl}${locale === 'en' ? '' : `/${locale}`}${rest}`
  const brandImage = {
    url: `${publicUrl}${SHARE_IMAGE_PATH}`,
    alt: 'Questboard',
    size: { width: 1200, height: 630 },
  }

  const eventMeta = async (id: number, locale: Locale): Promise<ShareMeta | undefined> => {
    const event = await events.detail(id, null)
    return (
      event && {
        ...describeEvent(event, locale),
        url: pageUrl(locale, `/events/${id}`),
        locale,
        // Its cover or its game's art (issue 13 §7), else as a store's page.
        image: event.picture ? wideImage(event.picture, event.name) : imageOf(event.store),
      }
    )
  }
  const storeMeta = async (id: number, locale: Locale): Promise<ShareMeta | undefined> => {
    const store = await stores.detail(id, null)
    return (
      store && {
        ...describeStore(store, locale),
        url: pageUrl(locale, `/stores/${id}`),
        locale,
        image: imageOf(store),
      }
    )
  }
  /** The widest width of a picture: what a large card shows. */
  const wideImage = (picture: Picture, alt: string) => {
    const { url, width, height } = picture.variants.at(-1) ?? { url: '', width: 0, height: 0 }
    return { url, alt, size: { width, height } }
  }
  /** A store's photo, else its logo, else the brand's picture. */
  const imageOf = (store: Pick<StoreSummary, 'name' | 'logo_url' | 'photo'> | null) =>
    store?.photo
      ? wideImage(store.photo, store.name)
      : store?.logo_url
        ? { url: store.logo_url, alt: store.name }
        : brandImage

  for (const prefix of ['', '/:locale']) {
    app.get<{ Params: { id: string; locale?: string } }>(
      `${prefix}/events/:id`,
      { schema: { hide: true } },
      (request, reply) => answer(request, reply, eventMeta),
    )
    app.get<{ Params: { id: string; locale?: string } }>(
      `${prefix}/stores/:id`,
      { schema: { hide: true } },
      (request, reply) => answer(request, reply, storeMeta),
    )
  }
}

/**
 * The event's name; its game, its start on the venue's clock and its place, in the page's language (English
 * with British conventions, as the web app writes dates: docs/decisions/010).
 */
function describeEvent(event: EventDetail, locale: Locale) {
  const start = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timezone,
  }).format(new Date(event.starts_at))
  const place = [event.store?.name, event.address.city].filter(Boolean).join(', ')
  return { title: event.name, description: [event.game_name, start, place].filter(Boolean).join(' · ') }
}

/** The store's name; its address, its country named in the page's language. */
function describeStore(store: StoreDetail, locale: Locale) {
  const address = store.address
  const country = address?.country
    ? new Intl.DisplayNames([locale], { type: 'region' }).of(address.country)
    : null
  const town = [address?.postcode, address?.city].filter(Boolean).join(' ')
  return { title: store.name, description: [address?.street, town, country].filter(Boolean).join(', ') }
}
