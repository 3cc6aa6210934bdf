import type { Locale } from '@questboard/domain/constants'
import { escapeHtml, htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'

/** The double opt-in mail of a newsletter sign-up; the tokens are the random secrets, never stored as such. */
export interface NewsletterConfirmationData {
  confirmToken: string
  unsubscribeToken: string
  /** Days the confirmation link stays valid. */
  validDays: number
}

interface Texts {
  subject: string
  greeting: string
  intro: string
  action: string
  expiry: (days: number) => string
  ignore: string
  unsubscribe: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: 'Confirm your subscription to the Questboard newsletter',
    greeting: 'Hello,',
    intro: 'Someone, hopefully you, asked to receive the Questboard newsletter at this address.',
    action: 'Confirm my subscription',
    expiry: (days) => `This link is valid for ${days} days.`,
    ignore: 'If you did not ask for it, ignore this mail: you will receive nothing else.',
    unsubscribe: 'Unsubscribe',
    footer: 'You receive this mail because this address was entered in the newsletter form on Questboard.',
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter Questboard',
    greeting: 'Bonjour,',
    intro: 'Quelqu’un, vous nous l’espérons, a demandé à recevoir la newsletter Questboard à cette adresse.',
    action: 'Confirmer mon inscription',
    expiry: (days) => `Ce lien est valable ${days} jours.`,
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne recevrez rien d’autre.',
    unsubscribe: 'Se désinscrire',
    footer:
      'Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de newsletter de Questboard.',
  },
  de: {
    subject: 'Bestätige dein Abonnement des Questboard-Newsletters',
    greeting: 'Hallo,',
    intro: 'Jemand, hoffentlich du, möchte den Questboard-Newsletter an diese Adresse erhalten.',
    action: 'Abonnement bestätigen',
    expiry: (days) => `Dieser Link ist ${days} Tage gültig.`,
    ignore: 'Wenn du das nicht warst, ignoriere diese E-Mail: Du erhältst nichts weiter.',
    unsubscribe: 'Abmelden',
    footer:
      'Du erhältst diese E-Mail, weil diese Adresse im Newsletter-Formular von Questboard eingegeben wurde.',
  },
  es: {
    subject: 'Confirma tu suscripción al boletín de Questboard',
    greeting: 'Hola:',
    intro: 'Alguien, esperamos que tú, ha pedido recibir el boletín de Questboard en esta dirección.',
    action: 'Confirmar mi suscripción',
    expiry: (days) => `Este enlace es válido durante ${days} días.`,
    ignore: 'Si no lo has pedido, ignora este correo: no recibirás nada más.',
    unsubscribe: 'Darse de baja',
    footer:
      'Recibes este correo porque esta dirección se introdujo en el formulario del boletín de Questboard.',
  },
  nl: {
    subject: 'Bevestig je inschrijving voor de Questboard-nieuwsbrief',
    greeting: 'Hallo,',
    intro: 'Iemand, hopelijk jij, wil de Questboard-nieuwsbrief op dit adres ontvangen.',
    action: 'Mijn inschrijving bevestigen',
    expiry: (days) => `Deze link is ${days} dagen geldig.`,
    ignore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: je ontvangt verder niets.',
    unsubscribe: 'Uitschrijven',
    footer: 'Je ontvangt deze e-mail omdat dit adres is ingevuld in het nieuwsbriefformulier van Questboard.',
  },
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter di Questboard',
    greeting: 'Ciao,',
    intro: 'Qualcuno, speriamo tu, ha chiesto di ricevere la newsletter di Questboard a questo indirizzo.',
    action: 'Conferma la mia iscrizione',
    expiry: (days) => `Questo link è valido per ${days} giorni.`,
    ignore: 'Se non l’hai chiesto tu, ignora questa email: non riceverai nient’altro.',
    unsubscribe: 'Annulla l’iscrizione',
    footer:
      'Ricevi questa email perché questo indirizzo è stato inserito nel modulo della newsletter di Questboard.',
  },
}

/** The web page that unsubscribes with a mail's token; every newsletter mail links to it. */
export function newsletterUnsubscribeUrl(context: MailContext, token: string): string {
  return webUrl(context, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
}

/**
 * List-Unsubscribe (RFC 2369) with the one-click POST of RFC 8058, so mail clients offer their own
 * unsubscribe button, which must work without a browser.
 */
export function newsletterUnsubscribeHeaders(context: MailContext, token: string): Record<string, string> {
  const oneClick = `${context.publicUrl}/api/newsletter/unsubscribe/one-click/?token=${encodeURIComponent(token)}`
  return {
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export function newsletterConfirmation(data: NewsletterConfirmationData, context: MailContext): RenderedMail {
  const t = TEXTS[context.locale]
  const confirmUrl = webUrl(context, `/newsletter/confirm?token=${encodeURIComponent(data.confirmToken)}`)
  const unsubscribeUrl = newsletterUnsubscribeUrl(context, data.unsubscribeToken)
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    `${t.action}: ${confirmUrl}`,
    t.expiry(data.validDays),
    '',
    t.ignore,
    '',
    '-- ',
    t.footer,
    `${t.unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n')
  const html = htmlDocument({
    locale: context.locale,
    title: t.subject,
    blocks: [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      `<p>${escapeHtml(t.expiry(data.validDays))}</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ],
    action: { label: t.action, url: confirmUrl },
    footer: t.footer,
    footerLink: { label: t.unsubscribe, url: unsubscribeUrl },
  })
  return {
    subject: t.subject,
    text,
    html,
    headers: newsletterUnsubscribeHeaders(context, data.unsubscribeToken),
  }
}
