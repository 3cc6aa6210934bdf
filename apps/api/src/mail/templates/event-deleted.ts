import type { Locale } from '@questboard/domain/constants'
import { escapeHtml, htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'
import { formatEventTime, type RegistrationConfirmationData } from './registration-confirmation.ts'

/** Sent to each registrant when the organizer (or an admin) deletes the event; with a CANCELLED .ics. */
export type EventDeletedData = RegistrationConfirmationData

interface Texts {
  subject: (name: string) => string
  greeting: (nickname: string) => string
  cancelled: (name: string) => string
  when: string
  where: string
  localTime: string
  calendar: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `Cancelled: ${name}`,
    greeting: (nickname) => `Hello ${nickname},`,
    cancelled: (name) => `${name} has been cancelled by its organizer.`,
    when: 'It was planned for',
    where: 'Where',
    localTime: 'local time',
    calendar: 'The attached calendar file removes the event from your calendar.',
    action: 'Find another event',
    footer: 'You receive this mail because you registered for this event on Questboard.',
  },
  fr: {
    subject: (name) => `Annulé : ${name}`,
    greeting: (nickname) => `Bonjour ${nickname},`,
    cancelled: (name) => `${name} a été annulé par son organisateur.`,
    when: 'Il était prévu le',
    where: 'Où',
    localTime: 'heure locale',
    calendar: 'Le fichier de calendrier joint retire l’événement de votre agenda.',
    action: 'Trouver un autre événement',
    footer: 'Vous recevez ce message parce que vous vous êtes inscrit à cet événement sur Questboard.',
  },
  de: {
    subject: (name) => `Abgesagt: ${name}`,
    greeting: (nickname) => `Hallo ${nickname},`,
    cancelled: (name) => `${name} wurde vom Veranstalter abgesagt.`,
    when: 'Geplant war',
    where: 'Wo',
    localTime: 'Ortszeit',
    calendar: 'Die angehängte Kalenderdatei entfernt die Veranstaltung aus deinem Kalender.',
    action: 'Andere Veranstaltung finden',
    footer: 'Du erhältst diese E-Mail, weil du dich auf Questboard für diese Veranstaltung angemeldet hast.',
  },
  es: {
    subject: (name) => `Cancelado: ${name}`,
    greeting: (nickname) => `Hola, ${nickname}:`,
    cancelled: (name) => `Su organizador ha cancelado ${name}.`,
    when: 'Estaba previsto para el',
    where: 'Dónde',
    localTime: 'hora local',
    calendar: 'El archivo de calendario adjunto quita el evento de tu calendario.',
    action: 'Buscar otro evento',
    footer: 'Recibes este correo porque te inscribiste en este evento en Questboard.',
  },
  nl: {
    subject: (name) => `Geannuleerd: ${name}`,
    greeting: (nickname) => `Hallo ${nickname},`,
    cancelled: (name) => `${name} is door de organisator geannuleerd.`,
    when: 'Het stond gepland op',
    where: 'Waar',
    localTime: 'lokale tijd',
    calendar: 'Het bijgevoegde agendabestand haalt het evenement uit je agenda.',
    action: 'Zoek een ander evenement',
    footer: 'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt ingeschreven.',
  },
  it: {
    subject: (name) => `Annullato: ${name}`,
    greeting: (nickname) => `Ciao ${nickname},`,
    cancelled: (name) => `${name} è stato annullato dall’organizzatore.`,
    when: 'Era previsto per',
    where: 'Dove',
    localTime: 'ora locale',
    calendar: 'Il file di calendario allegato rimuove l’evento dal tuo calendario.',
    action: 'Trova un altro evento',
    footer: 'Ricevi questa email perché ti sei iscritto a questo evento su Questboard.',
  },
}

export function eventDeleted(data: EventDeletedData, context: MailContext): RenderedMail {
  const t = TEXTS[context.locale]
  const url = webUrl(context, '/events')
  const when = `${formatEventTime(data, context.locale)} (${t.localTime})`
  const text = [
    t.greeting(data.nickname),
    '',
    t.cancelled(data.eventName),
    '',
    `${t.when}: ${when}`,
    ...(data.address ? [`${t.where}: ${data.address}`] : []),
    '',
    t.calendar,
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
      `<p><strong>${escapeHtml(t.cancelled(data.eventName))}</strong></p>`,
      `<p>${escapeHtml(t.when)}: ${escapeHtml(when)}${
        data.address ? `<br>${escapeHtml(t.where)}: ${escapeHtml(data.address)}` : ''
      }</p>`,
      `<p>${escapeHtml(t.calendar)}</p>`,
    ],
    action: { label: t.action, url },
    footer: t.footer,
  })
  return { subject: t.subject(data.eventName), text, html }
}
