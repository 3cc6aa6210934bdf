import type { Locale } from '@questboard/domain/constants'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent when a player unregisters; the caller attaches a METHOD:CANCEL calendar file. */
export type UnregistrationConfirmationData = EventMailData

interface Texts {
  subject: (name: string) => string
  unregistered: (name: string) => string
  calendar: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `You are unregistered: ${name}`,
    unregistered: (name) => `You are no longer registered for ${name}; your seat is free for another player.`,
    calendar: 'The attached calendar file removes the event from your calendar.',
    action: 'See the event',
    footer: 'You receive this mail because you unregistered from this event on Questboard.',
  },
  fr: {
    subject: (name) => `Désinscription confirmée : ${name}`,
    unregistered: (name) =>
      `Vous n’êtes plus inscrit à ${name} ; votre place est libérée pour un autre joueur.`,
    calendar: 'Le fichier de calendrier joint retire l’événement de votre agenda.',
    action: 'Voir l’événement',
    footer: 'Vous recevez ce message parce que vous vous êtes désinscrit de cet événement sur Questboard.',
  },
  de: {
    subject: (name) => `Abmeldung bestätigt: ${name}`,
    unregistered: (name) =>
      `Du bist nicht mehr für ${name} angemeldet; dein Platz ist für andere Spieler frei.`,
    calendar: 'Die angehängte Kalenderdatei entfernt die Veranstaltung aus deinem Kalender.',
    action: 'Zur Veranstaltung',
    footer: 'Du erhältst diese E-Mail, weil du dich auf Questboard von dieser Veranstaltung abgemeldet hast.',
  },
  es: {
    subject: (name) => `Inscripción anulada: ${name}`,
    unregistered: (name) => `Ya no estás inscrito en ${name}; tu plaza queda libre para otro jugador.`,
    calendar: 'El archivo de calendario adjunto quita el evento de tu calendario.',
    action: 'Ver el evento',
    footer: 'Recibes este correo porque has anulado tu inscripción en este evento en Questboard.',
  },
  nl: {
    subject: (name) => `Uitschrijving bevestigd: ${name}`,
    unregistered: (name) =>
      `Je bent niet meer ingeschreven voor ${name}; je plaats is vrij voor een andere speler.`,
    calendar: 'Het bijgevoegde agendabestand haalt het evenement uit je agenda.',
    action: 'Bekijk het evenement',
    footer: 'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt uitgeschreven.',
  },
  it: {
    subject: (name) => `Iscrizione annullata: ${name}`,
    unregistered: (name) => `Non sei più iscritto a ${name}; il tuo posto è libero per un altro giocatore.`,
    calendar: 'Il file di calendario allegato rimuove l’evento dal tuo calendario.',
    action: 'Vedi l’evento',
    footer: 'Ricevi questa email perché hai annullato la tua iscrizione a questo evento su Questboard.',
  },
}

export function unregistrationConfirmation(
  data: UnregistrationConfirmationData,
  context: MailContext,
): RenderedMail {
  const t = TEXTS[context.locale]
  return renderEventMail(data, context, {
    subject: t.subject(data.eventName),
    lead: t.unregistered(data.eventName),
    note: t.calendar,
    action: { label: t.action, pathname: `/events/${data.eventId}` },
    footer: t.footer,
  })
}
