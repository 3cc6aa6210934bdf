import { LOCALES, type Locale } from '@questboard/domain/constants'
import { describe, expect, test } from 'vitest'
import { searchAlert } from './search-alert.ts'
import { storeDigest } from './store-digest.ts'

const event = {
  id: 12,
  name: 'Spring <Open>',
  startsAt: '2026-12-05T13:00:00.000Z',
  endsAt: '2026-12-05T19:00:00.000Z',
  timezone: 'Europe/Paris',
  address: '12 rue de la Paix, 75002 Paris, France',
  storeName: 'Le <Donjon>',
}
const news = { nickname: 'Aline <3', events: [event], more: 0, unsubscribeToken: 'd.7.sig-_' }
const context = (locale: Locale) => ({ locale, publicUrl: 'https://events.example.com' })
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

const digest = (locale: Locale, more = 0) =>
  storeDigest({ ...news, more, storeId: 3, storeName: 'Le <Donjon>' }, context(locale))
const alert = (locale: Locale, more = 0) =>
  searchAlert(
    { ...news, more, label: 'Paris & co', frequency: 'weekly', listQuery: 'latitude=48.8&radius=20' },
    context(locale),
  )

describe.each([
  ['a store’s digest', digest, '/stores/3'],
  ['an alert’s mail', alert, '/events?latitude=48.8&radius=20'],
])('%s', (_name, render, action) => {
  test.each(LOCALES)(
    '%s: lists the event on the venue’s clock, links it, and its unsubscribe link',
    (locale) => {
      const mail = render(locale)
      for (const body of [mail.text, mail.html]) {
        expect(body).toMatch(/14[:.h]00|2[:.]00/)
        expect(body).toContain('75002 Paris')
      }
      expect(mail.text).toContain(`https://events.example.com${prefix(locale)}/events/12`)
      expect(mail.text).toContain(`https://events.example.com${prefix(locale)}${action}`)
      expect(mail.text).toContain(
        `https://events.example.com${prefix(locale)}/mail/unsubscribe?token=d.7.sig-_`,
      )
      expect(mail.html).toContain(
        `href="https://events.example.com${prefix(locale)}/mail/unsubscribe?token=d.7.sig-_"`,
      )
      expect(mail.html).toContain('Spring &lt;Open&gt;')
      expect(mail.html).not.toContain('<Open>')
      expect(mail.html).not.toContain('<Donjon>')
      expect(mail.html).toContain(`<html lang="${locale}">`)
      expect(mail.headers).toEqual({
        'List-Unsubscribe': '<https://events.example.com/api/mail/unsubscribe/one-click/?token=d.7.sig-_>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    },
  )

  test('is written in six languages, one event or several', () => {
    const one = LOCALES.map((locale) => render(locale))
    const several = LOCALES.map((locale) => render(locale, 4))
    expect(new Set(one.map((mail) => mail.subject)).size).toBe(LOCALES.length)
    expect(new Set(one.map((mail) => mail.text.split('-- \n')[1])).size).toBe(LOCALES.length)
    for (const [index, mail] of several.entries()) {
      expect(mail.subject).toContain('5')
      expect(mail.subject).not.toBe(one[index]?.subject)
      expect(mail.text).toContain('4')
    }
  })
})
