import type { Locale } from '@questboard/domain/constants'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** The words of every mail saying an event will not take place; only the reason differs. */
interface Texts {
  subject: (name: string) => string
  when: string
  calendar: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `Cancelled: ${name}`,
    when: 'It was planned for',
    calendar: 'The attached calendar file removes the event from your calendar.',
    action: 'Find another event',
    footer: 'You receive this mail because you registered for this event on Questboard.',
  },
  fr: {
    subject: (name) => `Annulé : ${name}`,
    when: 'Il était prévu le',
    calendar: 'Le fichier de calendrier joint retire l’événement de votre agenda.',
    action: 'Trouver un autre événement',
    footer: 'Vous recevez ce message parce que vous vous êtes inscrit à cet événement sur Questboard.',
  },
  de: {
    subject: (name) => `Abgesagt: ${name}`,
    when: 'Geplant war',
    calendar: 'Die angehängte Kalenderdatei entfernt die Veranstaltung aus deinem Kalender.',
    action: 'Andere Veranstaltung finden',
    footer: 'Du erhältst diese E-Mail, weil du dich auf Questboard für diese Veranstaltung angemeldet hast.',
  },
  es: {
    subject: (name) => `Cancelado: ${name}`,
    when: 'Estaba previsto para el',
    calendar: 'El archivo de calendario adjunto quita el evento de tu calendario.',
    action: 'Buscar otro evento',
    footer: 'Recibes este correo porque te inscribiste en este evento en Questboard.',
  },
  nl: {
    subject: (name) => `Geannuleerd: ${name}`,
    when: 'Het stond gepland op',
    calendar: 'Het bijgevoegde agendabestand haalt het evenement uit je agenda.',
    action: 'Zoek een ander evenement',
    footer: 'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt ingeschreven.',
  },
  it: {
    subject: (name) => `Annullato: ${name}`,
    when: 'Era previsto per',
    calendar: 'Il file di calendario allegato rimuove l’evento dal tuo calendario.',
    action: 'Trova un altro evento',
    footer: 'Ricevi questa email perché ti sei iscritto a questo evento su Questboard.',
  },
}

/**
 * A mail telling a registrant that the event is cancelled, with `cancelled` (the sentence giving the reason,
 * in the reader's locale) first; the caller attaches a CANCELLED .ics.
 */
export function renderCancellationMail(
  data: EventMailData,
  context: MailContext,
  cancelled: string,
): RenderedMail {
  const t = TEXTS[context.locale]
  return renderEventMail(data, context, {
    subject: t.subject(data.eventName),
    lead: cancelled,
    whenLabel: t.when,
    note: t.calendar,
    action: { label: t.action, pathname: '/events' },
    footer: t.footer,
  })
}
