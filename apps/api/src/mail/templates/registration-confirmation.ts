import type { Locale } from '@questboard/domain/constants'
import { escapeHtml, htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'

/** Sent when a player registers; the caller attaches the event's calendar file. */
export interface RegistrationConfirmationData {
  nickname: string
  eventId: number
  eventName: string
  /** UTC ISO 8601 instants. */
  startsAt: string
  endsAt: string
  /** The venue's IANA time zone: times are written as the venue's clock shows them. */
  timezone: string
  /** One line; empty when the event has no address. */
  address: string
}

interface Texts {
  subject: (name: string) => string
  greeting: (nickname: string) => string
  confirmed: (name: string) => string
  when: string
  where: string
  localTime: string
  calendar: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `You are registered: ${name}`,
    greeting: (nickname) => `Hello ${nickname},`,
    confirmed: (name) => `Your registration for ${name} is confirmed.`,
    when: 'When',
    where: 'Where',
    localTime: 'local time',
    calendar: 'The attached calendar file adds the event to your calendar.',
    action: 'See the event',
    footer:
      'You receive this mail because you registered for this event on Questboard. To unregister, open the event page.',
  },
  fr: {
    subject: (name) => `Inscription confirmée : ${name}`,
    greeting: (nickname) => `Bonjour ${nickname},`,
    confirmed: (name) => `Votre inscription à ${name} est confirmée.`,
    when: 'Quand',
    where: 'Où',
    localTime: 'heure locale',
    calendar: 'Le fichier de calendrier joint ajoute l’événement à votre agenda.',
    action: 'Voir l’événement',
    footer:
      'Vous recevez ce message parce que vous vous êtes inscrit à cet événement sur Questboard. Pour vous désinscrire, ouvrez la page de l’événement.',
  },
  de: {
    subject: (name) => `Anmeldung bestätigt: ${name}`,
    greeting: (nickname) => `Hallo ${nickname},`,
    confirmed: (name) => `Deine Anmeldung für ${name} ist bestätigt.`,
    when: 'Wann',
    where: 'Wo',
    localTime: 'Ortszeit',
    calendar: 'Mit der angehängten Kalenderdatei übernimmst du die Veranstaltung in deinen Kalender.',
    action: 'Zur Veranstaltung',
    footer:
      'Du erhältst diese E-Mail, weil du dich auf Questboard für diese Veranstaltung angemeldet hast. Zum Abmelden öffne die Seite der Veranstaltung.',
  },
  es: {
    subject: (name) => `Inscripción confirmada: ${name}`,
    greeting: (nickname) => `Hola, ${nickname}:`,
    confirmed: (name) => `Tu inscripción en ${name} está confirmada.`,
    when: 'Cuándo',
    where: 'Dónde',
    localTime: 'hora local',
    calendar: 'El archivo de calendario adjunto añade el evento a tu calendario.',
    action: 'Ver el evento',
    footer:
      'Recibes este correo porque te has inscrito en este evento en Questboard. Para anular tu inscripción, abre la página del evento.',
  },
  nl: {
    subject: (name) => `Inschrijving bevestigd: ${name}`,
    greeting: (nickname) => `Hallo ${nickname},`,
    confirmed: (name) => `Je inschrijving voor ${name} is bevestigd.`,
    when: 'Wanneer',
    where: 'Waar',
    localTime: 'lokale tijd',
    calendar: 'Met het bijgevoegde agendabestand zet je het evenement in je agenda.',
    action: 'Bekijk het evenement',
    footer:
      'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt ingeschreven. Open de evenementpagina om je uit te schrijven.',
  },
  it: {
    subject: (name) => `Iscrizione confermata: ${name}`,
    greeting: (nickname) => `Ciao ${nickname},`,
    confirmed: (name) => `La tua iscrizione a ${name} è confermata.`,
    when: 'Quando',
    where: 'Dove',
    localTime: 'ora locale',
    calendar: 'Il file di calendario allegato aggiunge l’evento al tuo calendario.',
    action: 'Vedi l’evento',
    footer:
      'Ricevi questa email perché ti sei iscritto a questo evento su Questboard. Per annullare l’iscrizione, apri la pagina dell’evento.',
  },
}

/** "Saturday 5 December 2026, 14:00 – 20:00" in the locale's words, on the venue's clock. */
export function formatEventTime(data: RegistrationConfirmationData, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: data.timezone,
  })
  return format.formatRange(new Date(data.startsAt), new Date(data.endsAt))
}

export function registrationConfirmation(
  data: RegistrationConfirmationData,
  context: MailContext,
): RenderedMail {
  const t = TEXTS[context.locale]
  const url = webUrl(context, `/events/${data.eventId}`)
  const when = `${formatEventTime(data, context.locale)} (${t.localTime})`
  const text = [
    t.greeting(data.nickname),
    '',
    t.confirmed(data.eventName),
    '',
    `${t.when}: ${when}`,
    ...(data.address ? [`${t.where}: ${data.address}`] : []),
    '',
    `${t.action}: ${url}`,
    '',
    t.calendar,
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
      `<p><strong>${escapeHtml(t.confirmed(data.eventName))}</strong></p>`,
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
