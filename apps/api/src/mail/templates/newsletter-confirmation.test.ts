import { describe, expect, test } from 'vitest'
import { newsletterConfirmation } from './newsletter-confirmation.ts'

const render = (locale: 'en' | 'fr', validDays: number) =>
  newsletterConfirmation(
    { confirmToken: 'c', unsubscribeToken: 'u', validDays },
    { locale, publicUrl: 'https://events.example.com' },
  )

describe('the newsletter confirmation', () => {
  test('says how long the link is valid, in the plural form the number takes', () => {
    expect(render('en', 7).text).toContain('This link is valid for 7 days.')
    expect(render('en', 1).text).toContain('This link is valid for 1 day.')
    expect(render('fr', 1).html).toContain('Ce lien est valable 1 jour.')
    expect(render('fr', 7).html).toContain('Ce lien est valable 7 jours.')
  })
})
