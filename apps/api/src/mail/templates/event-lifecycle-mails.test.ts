import { LOCALES, type Locale } from '@questboard/domain/constants'
import { describe, expect, test } from 'vitest'
import { eventAutoCancelled } from './event-auto-cancelled.ts'
import { eventReminder } from './event-reminder.ts'
import { unregistrationConfirmation } from './unregistration-confirmation.ts'

const data = {
  nickname: 'Aline <3',
  eventId: 12,
  eventName: 'Spring <Open>',
  startsAt: '2026-12-05T13:00:00.000Z',
  endsAt: '2026-12-05T19:00:00.000Z',
  timezone: 'Europe/Paris',
  address: '12 rue de la Paix, 75002 Paris, France',
}
const context = (locale: Locale) => ({ locale, publicUrl: 'https://events.example.com' })
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

describe.each([
  ['the automatic cancellation mail', eventAutoCancelled, (locale: Locale) => `${prefix(locale)}/events`],
  ['the reminder', eventReminder, (locale: Locale) => `${prefix(locale)}/events/12`],
  [
    'the unregistration confirmation',
    unregistrationConfirmation,
    (locale: Locale) => `${prefix(locale)}/events/12`,
  ],
])('%s', (_name, render, path) => {
  test.each(LOCALES)('%s: names the event, its venue time, its address and a link', (locale) => {
    const mail = render(data, context(locale))
    expect(mail.subject).toContain('Spring <Open>')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(`https://events.example.com${path(locale)}`)
      expect(body).toContain('75002 Paris')
      expect(body).toMatch(/14[:.h]00|2[:.]00/)
    }
    expect(mail.html).toContain(`<html lang="${locale}">`)
    expect(mail.html).toContain('Spring &lt;Open&gt;')
    expect(mail.html).not.toContain('<Open>')
  })

  test('is written in six languages', () => {
    const texts = LOCALES.map((locale) => render(data, context(locale)))
    expect(new Set(texts.map((mail) => mail.subject)).size).toBe(LOCALES.length)
    expect(new Set(texts.map((mail) => mail.text.split('-- \n')[1])).size).toBe(LOCALES.length)
  })
})
