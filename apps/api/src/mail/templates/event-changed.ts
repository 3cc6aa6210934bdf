import type { Locale } from '@questboard/domain/constants'
import { escapeHtml, htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'
import { formatEventTime, type RegistrationConfirmationData } from './registration-confirmation.ts'

/** Sent to each registrant when the organizer changes the event and asked for notifications. */
export type EventChangedData = RegistrationConfirmationData

interface Texts {
  subject: (name: string) => string
  greeting: (nickname: string) => string
  changed: (name: string) => string
  when: string
  where: string
  localTime: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `Updated: ${name}`,
    greeting: (nickname) => `Hello ${nickname},`,
    changed: (name) => `The organizer has updated the details of ${name}. Have a look before you go.`,
    when: 'When',
    where: 'Where',
    localTime: 'local time',
    action: 'See the event',
    footer: 'You receive this mail because you registered for this event on Questboard.',
  },
  fr: {
    subject: (name) => `Mis à jour : ${name}`,
    greeting: (nickname) => `Bonjour ${nickname},`,
    changed: (name) =>
      `L’organisateur a modifié les informations de ${name}. Jetez-y un œil avant d’y aller.`,
    when: 'Quand',
    where: 'Où',
    localTime: 'heure locale',
    action: 'Voir l’événement',
    footer: 'Vous recevez ce message parce que vous vous êtes inscrit à cet événement sur Questboard.',
  },
  de: {
    subject: (name) => `Aktualisiert: ${name}`,
    greeting: (nickname) => `Hallo ${nickname},`,
    changed: (name) => `Der Veranstalter hat die Angaben zu ${name} geändert. Schau sie dir vorher an.`,
    when: 'Wann',
    where: 'Wo',
    localTime: 'Ortszeit',
    action: 'Veranstaltung ansehen',
    footer: 'Du erhältst diese E-Mail, weil du dich auf Questboard für diese Veranstaltung angemeldet hast.',
  },
  es: {
    subject: (name) => `Actualizado: ${name}`,
    greeting: (nickname) => `Hola, ${nickname}:`,
    changed: (name) =>
      `El organizador ha actualizado la información de ${name}. Échale un vistazo antes de ir.`,
    when: 'Cuándo',
    where: 'Dónde',
    localTime: 'hora local',
    action: 'Ver el evento',
    footer: 'Recibes este correo porque te inscribiste en este evento en Questboard.',
  },
  nl: {
    subject: (name) => `Bijgewerkt: ${name}`,
    greeting: (nickname) => `Hallo ${nickname},`,
    changed: (name) => `De organisator heeft de gegevens van ${name} gewijzigd. Bekijk ze voordat je gaat.`,
    when: 'Wanneer',
    where: 'Waar',
    localTime: 'lokale tijd',
    action: 'Bekijk het evenement',
    footer: 'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt ingeschreven.',
  },
  it: {
    subject: (name) => `Aggiornato: ${name}`,
    greeting: (nickname) => `Ciao ${nickname},`,
    changed: (name) =>
      `L’organizzatore ha aggiornato le informazioni di ${name}. Dai un’occhiata prima di andare.`,
    when: 'Quando',
    where: 'Dove',
    localTime: 'ora locale',
    action: 'Vedi l’evento',
    footer: 'Ricevi questa email perché ti sei iscritto a questo evento su Questboard.',
  },
}

export function eventChanged(data: EventChangedData, context: MailContext): RenderedMail {
  const t = TEXTS[context.locale]
  const url = webUrl(context, `/events/${data.eventId}`)
  const when = `${formatEventTime(data, context.locale)} (${t.localTime})`
  const text = [
    t.greeting(data.nickname),
    '',
    t.changed(data.eventName),
    '',
    `${t.when}: ${when}`,
    ...(data.address ? [`${t.where}: ${data.address}`] : []),
    '',
    `${t.action}: ${url}`,
    '',
    '-- ',
    t.footer,
    '',
  ].join('\n')
  const html = htmlDocument({
    locale: context.locale,
    title: t.subject(data.eventName),
    blocks: [
      `<p>${escapeHtml(t.greeting(data.nickname))}</p>`,
      `<p>${escapeHtml(t.changed(data.eventName))}</p>`,
      `<p>${escapeHtml(t.when)}: ${escapeHtml(when)}${
        data.address ? `<br>${escapeHtml(t.where)}: ${escapeHtml(data.address)}` : ''
      }</p>`,
    ],
    action: { label: t.action, url },
    footer: t.footer,
  })
  return { subject: t.subject(data.eventName), text, html }
}
