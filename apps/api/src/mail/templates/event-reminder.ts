import type { Locale } from '@questboard/domain/constants'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registered player 24 hours before the start, when the organizer asked for it (`send_notifications`). */
export type EventReminderData = EventMailData

interface Texts {
  subject: (name: string) => string
  soon: (name: string) => string
  cannotCome: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `Reminder: ${name} starts soon`,
    soon: (name) => `${name} starts in less than 24 hours. See you there!`,
    cannotCome: 'If you cannot come, unregister on the event page so that another player can take your seat.',
    action: 'See the event',
    footer:
      'You receive this mail because you registered for this event on Questboard and its organizer sends reminders.',
  },
  fr: {
    subject: (name) => `Rappel : ${name} commence bientôt`,
    soon: (name) => `${name} commence dans moins de 24 heures. À bientôt !`,
    cannotCome:
      'Si vous ne pouvez pas venir, désinscrivez-vous sur la page de l’événement pour libérer votre place.',
    action: 'Voir l’événement',
    footer:
      'Vous recevez ce message parce que vous êtes inscrit à cet événement sur Questboard et que son organisateur envoie des rappels.',
  },
  de: {
    subject: (name) => `Erinnerung: ${name} beginnt bald`,
    soon: (name) => `${name} beginnt in weniger als 24 Stunden. Bis bald!`,
    cannotCome:
      'Wenn du nicht kommen kannst, melde dich auf der Seite der Veranstaltung ab, damit jemand anderes deinen Platz bekommt.',
    action: 'Zur Veranstaltung',
    footer:
      'Du erhältst diese E-Mail, weil du für diese Veranstaltung auf Questboard angemeldet bist und der Veranstalter Erinnerungen verschickt.',
  },
  es: {
    subject: (name) => `Recordatorio: ${name} empieza pronto`,
    soon: (name) => `${name} empieza en menos de 24 horas. ¡Nos vemos allí!`,
    cannotCome:
      'Si no puedes ir, anula tu inscripción en la página del evento para que otro jugador ocupe tu plaza.',
    action: 'Ver el evento',
    footer:
      'Recibes este correo porque estás inscrito en este evento en Questboard y su organizador envía recordatorios.',
  },
  nl: {
    subject: (name) => `Herinnering: ${name} begint binnenkort`,
    soon: (name) => `${name} begint over minder dan 24 uur. Tot dan!`,
    cannotCome:
      'Kun je niet komen? Schrijf je dan uit op de evenementpagina, zodat een andere speler je plaats kan innemen.',
    action: 'Bekijk het evenement',
    footer:
      'Je ontvangt deze e-mail omdat je op Questboard voor dit evenement bent ingeschreven en de organisator herinneringen verstuurt.',
  },
  it: {
    subject: (name) => `Promemoria: ${name} inizia presto`,
    soon: (name) => `${name} inizia tra meno di 24 ore. Ci vediamo lì!`,
    cannotCome:
      'Se non puoi venire, annulla l’iscrizione dalla pagina dell’evento così un altro giocatore potrà prendere il tuo posto.',
    action: 'Vedi l’evento',
    footer:
      'Ricevi questa email perché sei iscritto a questo evento su Questboard e il suo organizzatore invia promemoria.',
  },
}

export function eventReminder(data: EventReminderData, context: MailContext): RenderedMail {
  const t = TEXTS[context.locale]
  return renderEventMail(data, context, {
    subject: t.subject(data.eventName),
    lead: t.soon(data.eventName),
    note: t.cannotCome,
    action: { label: t.action, pathname: `/events/${data.eventId}` },
    footer: t.footer,
  })
}
