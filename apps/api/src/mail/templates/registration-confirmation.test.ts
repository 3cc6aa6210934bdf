import { LOCALES } from '@questboard/domain/constants'
import { describe, expect, test } from 'vitest'
import { registrationConfirmation } from './registration-confirmation.ts'

const data = {
  nickname: 'Aline <3',
  eventId: 12,
  eventName: 'Spring <Open>',
  startsAt: '2026-12-05T13:00:00.000Z',
  endsAt: '2026-12-05T19:00:00.000Z',
  timezone: 'Europe/Paris',
  address: '12 rue de la Paix, 75002 Paris, France',
  checkInCode: 'K7MQ2P',
}
const render = (locale: (typeof LOCALES)[number]) =>
  registrationConfirmation(data, { locale, publicUrl: 'https://events.example.com' })

describe('the registration confirmation', () => {
  test.each(LOCALES)('%s: names the event, its venue time, its address and its page', (locale) => {
    const mail = render(locale)
    expect(mail.subject).toContain('Spring <Open>')
    const link = `https://events.example.com${locale === 'en' ? '' : `/${locale}`}/events/12`
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link)
      expect(body).toContain('75002 Paris')
      // 13:00 UTC is 14:00 in Paris in December.
      expect(body).toMatch(/14[:.h]00|2[:.]00/)
    }
    // The check-in code, in both parts, and its QR code as the inline image the service attaches.
    expect(mail.text).toContain('K7M-Q2P')
    expect(mail.html).toContain('K7M-Q2P')
    expect(mail.html).toContain('<img src="cid:check-in-code"')
    expect(mail.html).toContain(`<html lang="${locale}">`)
    expect(mail.html).toContain('Spring &lt;Open&gt;')
    expect(mail.html).not.toContain('<Open>')
  })

  test('is written in six languages, none left in English', () => {
    const subjects = LOCALES.map((locale) => render(locale).subject)
    expect(new Set(subjects).size).toBe(LOCALES.length)
    const footers = LOCALES.map((locale) => render(locale).text.split('-- \n')[1])
    expect(new Set(footers).size).toBe(LOCALES.length)
  })

  test('leaves out the address line when the event has none', () => {
    const mail = registrationConfirmation(
      { ...data, address: '' },
      { locale: 'en', publicUrl: 'https://x.test' },
    )
    expect(mail.text).not.toContain('Where:')
  })
})
