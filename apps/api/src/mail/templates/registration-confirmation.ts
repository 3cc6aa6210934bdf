import type { Locale } from '@questboard/domain/constants'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent when a player registers; the caller attaches the event's calendar file. */
export type RegistrationConfirmationData = EventMailData

interface Texts {
  subject: (name: string) => string
  confirmed: (name: string) => string
  calendar: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `You are registered: ${name}`,
    confirmed: (name) => `Your registration for ${name} is confirmed.`,
    calendar: 'The attached calendar file adds the event to your calendar.',
    action: 'See the event',
    footer:
      'You receive this mail because you registered for this event on Questboard. To unregister, open the event page.',
  },
  fr: {
    subject: (name) => `Inscription confirmée : ${name}`,
    confirmed: (name) => `Votre inscription à ${name} est confirmée.`,
    calendar: 'Le fichier de calendrier joint ajoute l’événement à votre agenda.',
    action: 'Voir l’événement',
    footer:
      'Vous recevez ce message parce que vous vous êtes inscrit à cet événement sur Questboard. Pour vous désinscrire, ouvrez la page de l’événement.',
  },
  de: {
    subject: (name) => `Anmeldung bestätigt: ${name}`,
    confirmed: (name) => `Deine Anmeldung für ${name} ist bestätigt.`,
    calendar: 'Mit der angehängten Kalenderdatei übernimmst du die Veranstaltung in deinen Kalender.',
    action: 'Zur Veranstaltung',
    footer:
      'Du erhältst diese E-Mail, weil du dich auf Questboard für diese Veranstaltung angemeldet hast. Zum Abmelden öffne die Seite der Veranstaltung.',
  },
  es: {
    subject: (name) => `Inscripción confirmada: ${name}`,
    confirmed: (name) => `Tu inscripción en ${name} está confirmada.`,
    calendar: 'El archivo de calendario adjunto añade el evento a tu calendario.',
    action: 'Ver el evento',
    footer:
      'Recibes este correo porque te has inscrito en este evento en Questboard. Para anular tu inscripción, abre la página del evento.',
  },
  nl: {
    subject: (name) => `Inschrijving bevestigd: ${name}`,
    confirmed: (name) => `Je inschrijving voor ${name} is bevestigd.`,
    calendar: 'Met het bijgevoegde agendabestand zet je het evenement in je agenda.',
    action: 'Bekijk het evenement',
    footer:
      'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt ingeschreven. Open de evenementpagina om je uit te schrijven.',
  },
  it: {
    subject: (name) => `Iscrizione confermata: ${name}`,
    confirmed: (name) => `La tua iscrizione a ${name} è confermata.`,
    calendar: 'Il file di calendario allegato aggiunge l’evento al tuo calendario.',
    action: 'Vedi l’evento',
    footer:
      'Ricevi questa email perché ti sei iscritto a questo evento su Questboard. Per annullare l’iscrizione, apri la pagina dell’evento.',
  },
}

export function registrationConfirmation(
  data: RegistrationConfirmationData,
  context: MailContext,
): RenderedMail {
  const t = TEXTS[context.locale]
  return renderEventMail(data, context, {
    subject: t.subject(data.eventName),
    lead: t.confirmed(data.eventName),
    note: t.calendar,
    noteAfterAction: true,
    action: { label: t.action, pathname: `/events/${data.eventId}` },
    footer: t.footer,
  })
}
